/**
 * Reminders at the moment they matter: buy Support before combat, reinforcements waiting or
 * delayed, units still Fresh, events that change attacks, Morale near 0, the last Turn. Each comes from an engine query and
 * names its rule.
 */
import { COMBAT_EVENT, COMBAT_EVENTS } from '../../engine/combat';
import {
  activatableUnits,
  combatEnvironment,
  delayedReinforcements,
  type GameState,
  reinforcementChoices,
  SUPPLY_COST,
} from '../../engine/game';
import { AREA_NUMBERS } from '../../engine/kit';

interface Reminder {
  readonly id: string;
  readonly text: string;
  readonly rule: string;
}

/**
 * Returns the reminders that apply to the state now. `reported`: units the Dawn report on the
 * same screen already lists as delayed, with why (6.1.1); the reminder names only the others, so
 * the screen says each once, and names them all again once the report has gone.
 */
export function remindersFor(s: GameState, reported: readonly string[] = []): Reminder[] {
  const out: Reminder[] = [];
  if (s.phase === 'over') return out;
  if (s.phase === 'dawn' && s.step === 'reinforcement') {
    const waiting = reinforcementChoices(s).filter((g) => g.areas.length > 0);
    if (waiting.length > 0)
      out.push({
        id: 'reinforcements',
        text: `Reinforcements are waiting: ${waiting.map((g) => g.units.join(', ')).join('; ')}.`,
        rule: waiting[0]!.rule,
      });
  }
  // Units whose arrival Turn has come but who are still off the map: no room when they came.
  const delayed = delayedReinforcements(s).filter((u) => !reported.includes(u));
  if (delayed.length > 0)
    out.push({
      id: 'delayed',
      text: `Delayed for lack of room, to enter at a later Dawn: ${delayed.join(', ')}.`,
      rule: '6.1.1',
    });
  // 6.1.2, 6.2.1, 14.6.1: a division taken off the map this Turn, and when it comes back.
  for (const w of s.withdrawals.filter((x) => x.turn === s.turn))
    out.push({
      id: `withdrawn-${w.division}`,
      text: `The ${w.division} left the map this Turn${w.returnsTurn ? `; it comes back at the Dawn of Turn ${w.returnsTurn}` : ' for good'}.`,
      rule: w.byEvent ? '6.2.1' : '6.1.2',
    });
  if (s.phase === 'supply' && s.step === 'purchase' && s.supply > 0)
    out.push({
      id: 'buy',
      text: 'Buy Support markers now: none can be bought once the Combat Phase starts.',
      rule: '6.3',
    });
  if (s.phase === 'combat' && s.step === 'actionRounds') {
    // An owed Mandatory Attack (9.1) is said once, by the Action Round panel itself.
    if (!s.round) {
      let fresh = 0;
      for (const n of AREA_NUMBERS) fresh += activatableUnits(s, n).length;
      if (fresh > 0)
        out.push({
          id: 'fresh',
          text: `${fresh} German unit${fresh === 1 ? ' is' : 's are'} still Fresh and can be activated.`,
          rule: '6.4.2',
        });
      const av = s.support.available;
      if (av.artillery + av.engineer + av.air > 0 && s.roundSerial === 0)
        out.push({
          id: 'supports',
          text: `Support markers ready for attacks: ${av.artillery} Artillery, ${av.engineer} Engineer, ${av.air} Air.`,
          rule: '9.5.4',
        });
    }
    // 6.2, 14.6.1: each Random Event in force that changes an attack, as the engine reads it.
    const events = combatEnvironment(s).events;
    for (const id of COMBAT_EVENTS)
      if (events[id]) {
        const e = COMBAT_EVENT[id];
        out.push({ id: `event-${id}`, text: `${e.name}: ${e.line}`, rule: e.rule });
      }
  }
  // 11.1 looks at Morale only when a Combat Phase ends (automaticVictory); until then it can
  // still rise by capturing a +4 TEM Area (9.5.7), and by buying it (6.3) only while a Supply
  // Phase is still to come before that check.
  if (s.morale <= 3)
    out.push({
      id: 'morale',
      text: `Morale is ${s.morale}: if it is 0 when a Combat Phase ends, the Soviet side wins. ${moraleRises(s)}`,
      rule: '11.1',
    });
  if (s.turn === s.options.lastTurn && s.phase === 'combat')
    out.push({
      id: 'last',
      text: 'Last Turn: the final victory check follows this Combat Phase.',
      rule: s.scenario === 'main' ? '11.2' : '14.7',
    });
  return out;
}

/** How Morale can still rise before the next 11.1 check, worded for the phase the game is in. */
function moraleRises(s: GameState): string {
  const capture = '+1 for a +4 TEM Area captured (9.5.7)';
  const buy = `+1 for ${SUPPLY_COST.morale} Supply Points`;
  if (s.phase === 'supply' && s.step === 'purchase')
    return `Before then it can still rise: +1 for each ${SUPPLY_COST.morale} Supply Points spent now (6.3); ${capture}.`;
  if (s.phase === 'dawn' || s.phase === 'randomEvent' || s.phase === 'supply')
    return `Before then it can still rise: ${buy} in this Turn's Supply Phase (6.3); ${capture}.`;
  if (s.phase === 'combat') {
    // This Combat Phase's own check comes before any Supply Phase: no Morale can be bought for it.
    const next =
      s.turn < s.options.lastTurn
        ? ` Buying Morale (${SUPPLY_COST.morale} Supply Points, 6.3) waits for the next Turn's Supply Phase.`
        : '';
    return `Before this phase ends it can still rise: ${capture}.${next}`;
  }
  // The End Phase (6.5): the next check ends the next Turn's Combat Phase.
  return `Before then it can still rise: ${buy} in the next Turn's Supply Phase (6.3); ${capture}.`;
}

/** Returns the reminders list, or nothing when none apply (`reported`: see remindersFor). */
export function Reminders(props: { state: GameState; reported?: readonly string[] }) {
  const list = remindersFor(props.state, props.reported);
  if (list.length === 0) return null;
  return (
    <ul class="gr" aria-label="Reminders" data-testid="reminders">
      {list.map((r) => (
        <li key={r.id} class="gr-item" data-reminder={r.id}>
          {r.text} <span class="rule-tag">{r.rule}</span>
        </li>
      ))}
    </ul>
  );
}
