/**
 * The game dashboard: Turn and dates, Phase and step, Morale (Strong/Shaken), the Supply bank,
 * the Support markers available and used, German Controlled against the victory target, the
 * Out of Action Box and this Turn's Random Event. Every number opens to say where it comes from.
 */
import type { ComponentChildren } from 'preact';
import {
  type GameState,
  MORALE_MAX,
  moraleIsStrong,
  STRONG_MORALE,
  victoryTerms,
} from '../../engine/game';
import { turnDates } from '../../state/game';
import { eventSummary, supplyRollWords } from './words';

/** A number (or word) on the dashboard that opens to its explanation. */
export function Stat(props: {
  id: string;
  label: string;
  value: ComponentChildren;
  rule: string;
  children: ComponentChildren;
  /** Columns of six it spans: 2 (a third) by default, 4 or 6. */
  span?: 2 | 4 | 6;
}) {
  return (
    <details class={`gs-stat gs-span${props.span ?? 2}`} data-testid={`stat-${props.id}`}>
      <summary>
        <span class="gs-stat-label">{props.label}</span>
        <span class="gs-stat-value">{props.value}</span>
      </summary>
      <div class="gs-stat-text">
        <span class="rule-tag">{props.rule}</span> {props.children}
      </div>
    </details>
  );
}

/** Returns "Strong" or "Shaken" for a Morale value, as the engine's threshold says (5.2). */
export function moraleWord(m: number): 'Strong' | 'Shaken' {
  return moraleIsStrong(m) ? 'Strong' : 'Shaken';
}

/** Returns the dashboard of the game. */
export function Dashboard(props: { state: GameState }) {
  const s = props.state;
  const dates = turnDates(s.turn, s.scenario);
  const out = Object.values(s.germans).filter((u) => u.location.kind === 'outOfAction');
  const away = s.withdrawals.filter((w) => w.returnsTurn === null || w.returnsTurn > s.turn);
  const av = s.support.available;
  const used = s.support.used;
  const terms = victoryTerms(s);
  const target = terms.target;
  const morale = moraleWord(s.morale);
  return (
    <section class="gs-dash" aria-label="Game status">
      <Stat
        id="turn"
        label="Turn"
        value={
          <>
            {s.turn}
            <span class="gs-of"> of {s.options.lastTurn}</span>
          </>
        }
        rule={s.scenario === 'main' ? '5.1' : '14.1'}
      >
        {dates ? `${dates}. ` : 'The date is printed on your Turn Track. '}
        Each Turn is two days of fighting (6.0); the game ends after Turn {s.options.lastTurn}
        {terms.lastTurn !== terms.printedLastTurn ? ' (house rule)' : ''}.
      </Stat>
      <Stat
        id="morale"
        label="Morale"
        value={
          <>
            {s.morale} <span class={`gs-morale gs-morale-${morale.toLowerCase()}`}>{morale}</span>
          </>
        }
        rule="5.2"
      >
        German Morale runs 0 to {MORALE_MAX}. At {STRONG_MORALE} or more it is Strong (+1 to the
        Attack Value, 9.5.2E); at {STRONG_MORALE - 1} or less Shaken (+1 to the Soviet Defense
        Value, 9.5.3C). At 0 the Soviet side wins at once (11.1).
      </Stat>
      <Stat id="supply" label="Supply" value={s.supply} rule="6.3.1">
        Supply Points not spent stay banked for later Turns.
        {s.supplyRoll !== null ? ` This Turn's Supply roll: ${supplyRollWords(s)}.` : ''} Prices:
        Artillery 1, Engineer 2, Air 3, Infantry back 1, Armor back 2, Morale +1 for 3 (6.3).
      </Stat>
      <Stat
        id="controlled"
        label="German Controlled"
        value={
          <>
            {s.germanControlled}
            <span class="gs-of"> / {target}</span>
          </>
        }
        rule={terms.rule}
      >
        {s.scenario === 'main'
          ? `The Record Track counts the Areas German Controlled. At the end of Turn ${s.options.lastTurn} the German player wins with ${target} or more, including a Heavy Urban Area${target !== terms.printedTarget ? ` (house rule; printed: ${terms.printedTarget})` : ''}. All 50 at the end of any Combat Phase wins at once (11.1).`
          : 'Only all 50 Areas German Controlled wins the Factory District (14.7).'}
      </Stat>
      <Stat
        id="support"
        label="Support ready"
        value={
          <>
            Art {av.artillery} · Eng {av.engineer} · Air {av.air}
            <span class="gs-used">
              Used: Art {used.artillery} · Eng {used.engineer} · Air {used.air}
            </span>
          </>
        }
        rule="3.5"
        span={4}
      >
        In the Available Support Units Box: {av.artillery} Artillery, {av.engineer} Engineer,{' '}
        {av.air} Air. Used this Turn (Used Support Units Box, 3.6): {used.artillery} Artillery,{' '}
        {used.engineer} Engineer, {used.air} Air. Unused markers stay available next Turn (6.5).
      </Stat>
      <Stat id="out" label="Out of Action" value={out.length} rule="3.7" span={s.event ? 2 : 6}>
        {out.length === 0
          ? 'No German unit is in the Out of Action Box.'
          : `In the Out of Action Box: ${out.map((u) => u.id).join(', ')}. They may come back in the Supply Phase for 1 (Infantry) or 2 (Armor) Supply Points (6.3).`}
        {away.length > 0 &&
          ` Off the map: ${away.map((w) => `${w.division}${w.returnsTurn ? ` (returns Turn ${w.returnsTurn})` : ' (for good)'}`).join(', ')}.`}
      </Stat>
      {s.event && <EventStat event={s.event} scenario={s.scenario} />}
    </section>
  );
}

function EventStat(props: {
  event: NonNullable<GameState['event']>;
  scenario: GameState['scenario'];
}) {
  const e = eventSummary(props.event, props.scenario);
  return (
    <Stat id="event" label="Random Event" value={props.event.name} rule={e.rule} span={4}>
      {e.title}: {e.text}
      {props.event.text &&
      props.event.noResultRule === null &&
      props.event.effect.kind !== 'reminder'
        ? ` Chart: ${props.event.text}`
        : ''}
    </Stat>
  );
}

/**
 * The dashboard folded to one line for the play view ("Turn 2 · Morale 17 Strong · Supply 4 ·
 * 10/40 German"): a tap opens the tiles, so the step's action starts on the first screen.
 */
export function StatusFold(props: { state: GameState }) {
  const s = props.state;
  const av = s.support.available;
  return (
    <details class="gs-fold" data-testid="status-fold">
      <summary class="gs-line">
        <span>Turn {s.turn}</span>
        <span>
          Morale {s.morale} {moraleWord(s.morale)}
        </span>
        <span>Supply {s.supply}</span>
        <span>
          {s.germanControlled}/{victoryTerms(s).target} German
        </span>
        <span>
          Art {av.artillery} · Eng {av.engineer} · Air {av.air}
        </span>
      </summary>
      <Dashboard state={s} />
    </details>
  );
}
