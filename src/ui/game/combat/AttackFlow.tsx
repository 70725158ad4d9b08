/**
 * The attack in progress (9.4, 9.5): the reveal (the owner taps the counter turned over, from the
 * engine's list of unseen counters; or the app's cup draw is shown), the Barrage choice, then the
 * combat screen embedded with the engine's CombatSpec: lead, Support markers (with the advisor),
 * AV and DV term by term, odds, dice and the result to confirm.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  type BarrageResolution,
  barrage,
  type CombatSpec,
  strategyInEffect,
} from '../../../engine/combat';
import { counterById as sovietCounterById } from '../../../engine/counters';
import {
  choiceAfterDice,
  combatSpec,
  type GameState,
  legalActions,
  type PendingAttack,
  unseenFor,
} from '../../../engine/game';
import { areaLabel, counterById } from '../../../engine/kit';
import { STRATEGIES, STRATEGY_LABEL, type Strategy } from '../../../engine/types';
import { CombatPanel, type CombatReport } from '../../combat/CombatPanel';
import { combatDiceSlots } from '../../combat/combatDice';
import { Stepper, Switch } from '../../controls';
import type { DiceEntries } from '../../dice/DiceEntry';
import { sovietText, sovietView } from '../areas/model';
import { type Dispatch, kindWords, preview, RuleErrorView, unitName, useRun } from './shared';
import { entriesFromRolls, ownerCombatDice } from './words';

/** Returns the attack in progress at its current stage. */
export function AttackFlow(props: {
  state: GameState;
  dispatch: Dispatch;
  onResolved: (r: CombatReport | null) => void;
}) {
  const { state } = props;
  const atk = state.round?.attack;
  if (!atk) return null;
  const k = kindWords(atk.kind);
  return (
    <section class="card gc-card" aria-labelledby="gc-atk-title" data-testid="attack-flow">
      <h2 class="gc-title" id="gc-atk-title">
        {k.name} on {areaLabel(state.kit, atk.area)} <span class="rule-tag">{k.rule}</span>
      </h2>
      <p>Attackers: {atk.units.map((u) => unitName(state, u)).join(', ')}</p>
      {atk.stage === 'reveal' ? (
        <RevealPick state={state} dispatch={props.dispatch} atk={atk} />
      ) : (
        <>
          <RevealedNote state={state} atk={atk} />
          {atk.stage === 'barrage' ? (
            <BarrageChoice state={state} dispatch={props.dispatch} onResolved={props.onResolved} />
          ) : (
            <Resolve
              key={`${state.round?.serial}-${atk.area}-${atk.units.join()}`}
              state={state}
              dispatch={props.dispatch}
              atk={atk}
              onResolved={props.onResolved}
            />
          )}
        </>
      )}
    </section>
  );
}

/** The counter turned over, and who drew it. */
function RevealedNote(props: { state: GameState; atk: PendingAttack }) {
  const { state, atk } = props;
  const sov = state.areas[atk.area]?.soviet;
  const first = sov?.revealedRound === state.round?.serial;
  return (
    <p class="callout" data-testid="revealed">
      {sovietText(sovietView(state, atk.area))}
      {first
        ? state.cup === 'digital'
          ? '. Drawn now by the app from the unseen counters of this terrain (digital cup, 5.4); its Strategy acts this Action Round (9.4).'
          : '. Revealed this Action Round: its Strategy acts (9.4).'
        : '. Revealed in an earlier Action Round: its Strategy no longer acts (4.4).'}
    </p>
  );
}

/** Identical counters grouped: one button per Defense Factor and Strategy. */
function groupUnseen(ids: readonly string[], pavlovDefense: number | null) {
  const groups: {
    key: string;
    id: string;
    defense: number | null;
    strategy: Strategy;
    pavlov: boolean;
    n: number;
  }[] = [];
  for (const id of ids) {
    const c = sovietCounterById(id);
    if (!c) continue;
    const defense = c.pavlov ? pavlovDefense : c.defense;
    const key = `${defense}-${c.strategy}-${c.pavlov === true}`;
    const g = groups.find((x) => x.key === key);
    if (g) g.n++;
    else groups.push({ key, id, defense, strategy: c.strategy, pavlov: c.pavlov === true, n: 1 });
  }
  return groups.sort(
    (a, b) =>
      (a.defense ?? 0) - (b.defense ?? 0) ||
      STRATEGIES.indexOf(a.strategy) - STRATEGIES.indexOf(b.strategy),
  );
}

/** Physical cup: the owner flips the counter and taps what it shows (9.4). */
function RevealPick(props: { state: GameState; dispatch: Dispatch; atk: PendingAttack }) {
  const { state, atk } = props;
  const { run, error, busy } = useRun(props.dispatch);
  const unseen = unseenFor(state, atk.area);
  if (!unseen.ok) return <RuleErrorView error={unseen.error} state={state} />;
  const groups = groupUnseen(unseen.value.counters, state.options.pavlovDefense);
  return (
    <div class="gc-reveal" data-testid="reveal-pick">
      <p>
        Turn the Soviet counter in Area {atk.area} face up and tap what it shows (9.4). These are
        the {unseen.value.counters.length} counters of this terrain not yet seen.
      </p>
      <ul class="gc-counters">
        {groups.map((g) => {
          const name = g.pavlov ? "Pavlov's House (Guards)" : STRATEGY_LABEL[g.strategy];
          return (
            <li key={g.key}>
              <button
                type="button"
                class="gc-counter"
                disabled={busy}
                onClick={() => run({ type: 'revealCounter', counter: g.id })}
                aria-label={`Revealed: Defense Factor ${g.defense ?? 'not set'}, ${name}${g.n > 1 ? `, one of ${g.n} alike` : ''}`}
                data-testid={`reveal-${g.defense}-${g.strategy}`}
              >
                <span class="gc-counter-df">{g.defense ?? '?'}</span>
                <span>
                  {name}
                  {g.n > 1 && <span class="gc-counter-n"> ×{g.n}</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {error && <RuleErrorView error={error} state={state} alert />}
    </div>
  );
}

/** Barrage (9.4): one attacker Out of Action and combat goes on, or all Spent and retreat. */
function BarrageChoice(props: {
  state: GameState;
  dispatch: Dispatch;
  onResolved: (r: CombatReport | null) => void;
}) {
  const { state } = props;
  const { run, error, busy } = useRun(props.dispatch);
  const choices = legalActions(state).filter((la) => la.action.type === 'barrageChoice');
  return (
    <div class="gc-barrage" data-testid="barrage-choice">
      <p>
        The defender is Barrage, first Revealed this Action Round: choose before any dice (9.4).
      </p>
      <ul class="gc-list">
        {choices.map((la) => (
          <li key={la.label}>
            <button
              type="button"
              class={`btn gc-wide-btn${la.action.type === 'barrageChoice' && la.action.choice === 'retreat' ? ' gc-quiet' : ''}`}
              disabled={busy}
              onClick={async () => {
                const retreat =
                  la.action.type === 'barrageChoice' && la.action.choice === 'retreat';
                if ((await run(la.action)) && retreat) props.onResolved(null);
              }}
            >
              {la.label.replace(/^Barrage: /, '')}
              {la.action.type === 'barrageChoice' && la.action.choice === 'outOfAction'
                ? ', then roll'
                : ', no combat'}{' '}
              ({la.rule})
            </button>
          </li>
        ))}
      </ul>
      {error && <RuleErrorView error={error} state={state} alert />}
    </div>
  );
}

/** The unit with the best printed Attack Factor (a convenient first choice of lead). */
function strongest(state: GameState, units: readonly string[]): string {
  let best = units[0]!;
  for (const id of units)
    if (
      (counterById(state.kit, id)?.attackFactor ?? 0) >
      (counterById(state.kit, best)?.attackFactor ?? 0)
    )
      best = id;
  return best;
}

/** 9.4 after the Barrage choice "one unit Out of Action": what the combat panel shows for it. */
function barrageTaken(spec: CombatSpec): BarrageResolution | null {
  if (strategyInEffect(spec) !== 'barrage') return null;
  const before = { ...spec, attack: { ...spec.attack, attackers: spec.attack.attackers + 1 } };
  const r = barrage(before, 'outOfAction');
  return r.ok ? r.value : null;
}

/** Lead, Support markers, the combat panel, dice, and the result to apply. */
function Resolve(props: {
  state: GameState;
  dispatch: Dispatch;
  atk: PendingAttack;
  onResolved: (r: CombatReport | null) => void;
}) {
  const { state, atk } = props;
  const avail = state.support.available;
  const n = atk.units.length;
  const [lead, setLead] = useState(() => strongest(state, atk.units));
  const [artillery, setArtillery] = useState(0);
  const [engineers, setEngineers] = useState(0);
  const [air, setAir] = useState(false);
  const [target, setTarget] = useState(70);
  const [dice, setDice] = useState<DiceEntries>({});
  const [appRolled, setAppRolled] = useState(false);
  const { run, error, busy } = useRun(props.dispatch);
  const [rollError, setRollError] = useState<ReturnType<typeof preview> | null>(null);
  const lockNote = useRef<HTMLDivElement>(null);
  const choice = { lead, artillery, engineers, air };
  const built = combatSpec(state, choice);
  const action = { type: 'resolveAttack', ...choice } as const;
  // 9.5: once any die of this attack is in, the lead and markers stay as they are (the engine
  // says why); typed dice can be cleared to change them, the game's own dice cannot.
  const fixed = choiceAfterDice(Object.keys(dice).length);
  const locked = fixed !== null;
  // After "Clear the dice" the button is gone: the focus goes to the lead, open again.
  const choices = useRef<HTMLFieldSetElement>(null);
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    if (!cleared) return;
    choices.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    setCleared(false);
  }, [cleared]);

  const rollForMe = () => {
    const r = preview(state, action);
    if (!r.ok) {
      setRollError(r);
      return;
    }
    setRollError(null);
    setDice(entriesFromRolls(r.value.rolls));
    setAppRolled(true);
  };

  const confirm = async (report: CombatReport) => {
    if (!built.ok) return;
    const slots = combatDiceSlots(built.value).map((s) => s.id);
    const owner = appRolled ? null : ownerCombatDice(slots, dice);
    if (!appRolled && !owner) return;
    const ok = await run(owner ? { ...action, dice: owner } : action);
    if (ok) props.onResolved(report);
  };

  const diceNote = appRolled ? (
    <p class="field-note" data-testid="gc-app-rolled">
      The game rolled these dice from its own stream (logged as the app's); the lead and Support
      markers stay as placed for this roll.
    </p>
  ) : (
    <p class="field-note">
      Tap each die as it lands at the table, or let the game roll: its dice come from the game's own
      stream and are logged as the app's.
    </p>
  );

  return (
    <div class="gc-resolve" data-testid="resolve">
      {fixed && (
        <div
          class="callout gc-locked"
          ref={lockNote}
          tabIndex={-1}
          role="status"
          data-testid="gc-choices-locked"
        >
          <p>
            {fixed.message} <span class="rule-tag">{fixed.rule}</span>
          </p>
          {appRolled ? (
            <p class="field-note">
              The game rolled these dice from its own stream: they cannot be cleared, since rolling
              again would show the same dice.
            </p>
          ) : (
            <button
              type="button"
              class="btn gc-quiet"
              onClick={() => {
                setDice({});
                setCleared(true);
              }}
              data-testid="gc-clear-dice"
            >
              Clear the dice
            </button>
          )}
        </div>
      )}
      <fieldset class="gc-choices" disabled={locked} ref={choices}>
        <fieldset class="gc-units">
          <legend>Lead Attacking Unit (9.5.2A)</legend>
          {atk.units.map((u) => (
            <label key={u} class="gc-unit">
              <input
                type="radio"
                name="gc-lead"
                checked={lead === u}
                onChange={() => setLead(u)}
                data-testid={`lead-${u}`}
              />
              <span>{unitName(state, u)}</span>
            </label>
          ))}
        </fieldset>
        <div class="gc-support">
          <p class="gc-why">
            In the Available box: Artillery {avail.artillery}, Engineer {avail.engineer}, Air{' '}
            {avail.air} (3.5). At most one marker per attacking unit (9.5.4).
          </p>
          <div class="field-grid">
            <Stepper
              id="gc-artillery"
              label="Artillery"
              value={artillery}
              min={0}
              max={Math.min(avail.artillery, n)}
              onChange={setArtillery}
            />
            <Stepper
              id="gc-engineers"
              label="Engineers"
              value={engineers}
              min={0}
              max={Math.min(avail.engineer, n)}
              onChange={setEngineers}
            />
          </div>
          {avail.air > 0 && (
            <Switch
              id="gc-air"
              label="Air Support marker"
              rule="9.5.3D"
              checked={air}
              onChange={(on) => !locked && setAir(on)}
            />
          )}
        </div>
      </fieldset>
      {!built.ok ? (
        <RuleErrorView error={built.error} state={state} />
      ) : (
        <>
          {rollError && !rollError.ok && (
            <RuleErrorView error={rollError.error} state={state} alert />
          )}
          <CombatPanel
            spec={built.value}
            pool={null}
            available={{ artillery: avail.artillery, engineers: avail.engineer, air: avail.air }}
            target={target}
            onTarget={setTarget}
            onSupport={(s) => {
              if (locked) {
                // The advisor's allocation comes too late once a die is in: show why.
                lockNote.current?.focus();
                return;
              }
              setArtillery(s.artillery);
              setEngineers(s.engineers);
              setAir(s.air);
            }}
            dice={dice}
            onDice={(d) => !appRolled && setDice(d)}
            barrage={barrageTaken(built.value)}
            onBarrage={() => {}}
            onConfirm={confirm}
            summaryBar={false}
            onRollForMe={rollForMe}
            diceLocked={appRolled || busy}
            diceNote={diceNote}
          />
        </>
      )}
      {busy && <p role="status">Applying…</p>}
      {error && <RuleErrorView error={error} state={state} alert />}
    </div>
  );
}
