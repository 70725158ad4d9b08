/**
 * The attack in progress (9.4, 9.5): the reveal (the owner taps the counter turned over, from the
 * engine's list of unseen counters; or the app's cup draw is shown), the Barrage choice, then the
 * combat screen embedded with the engine's CombatSpec: lead, Support markers (with the advisor),
 * AV and DV term by term, odds, dice and the result to confirm.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { Stepper, Switch } from '../../../../core/controls';
import type { DiceEntries } from '../../../../core/dice/DiceEntry';
import {
  type BarrageResolution,
  barrage,
  type CombatSpec,
  strategyInEffect,
} from '../../../engine/combat';
import { counterById as sovietCounterById } from '../../../engine/counters';
import {
  type Action,
  type AttackChoice,
  choiceAfterDice,
  combatSpec,
  defaultLead,
  divisionQuestion,
  type GameState,
  legalActions,
  type PendingAttack,
  unseenFor,
} from '../../../engine/game';
import { areaLabel, counterById } from '../../../engine/kit';
import { STRATEGIES, STRATEGY_LABEL, type Strategy } from '../../../engine/types';
import { type AttackDraft, loadAttackDraft, saveAttackDraft } from '../../../state/game';
import { CombatPanel, type CombatReport } from '../../combat/CombatPanel';
import { combatDiceSlots, toCombatDice } from '../../combat/combatDice';
import { sovietText, sovietView } from '../areas/model';
import { unitText } from '../words';
import { kindWords } from './attack';
import { TopCard, WideChoices } from './cards';
import { RefusalOrQuestion } from './refusal';
import { type Dispatch, preview, useRun } from './run';
import { entriesFromRolls, ownerCombatDice } from './words';

/** Returns the attack in progress at its current stage. */
export function AttackFlow(props: {
  state: GameState;
  dispatch: Dispatch;
  /** The choices of this attack's roll when it was just undone: offered again as chosen. */
  undone: AttackChoice | null;
  onResolved: (r: CombatReport | null) => void;
}) {
  const { state } = props;
  const atk = state.round?.attack;
  if (!atk) return null;
  const k = kindWords(atk.kind);
  return (
    // Each stage of the attack starts at the top of the screen: the whole attack fits under it.
    <TopCard titleId="gc-atk-title" testid="attack-flow" scrollKey={`${atk.stage}-${atk.area}`}>
      <h2 class="gc-title" id="gc-atk-title">
        {k.name} on {areaLabel(state.kit, atk.area)} <span class="rule-tag">{k.rule}</span>
      </h2>
      {atk.stage === 'reveal' && (
        <p>Attackers: {atk.units.map((u) => unitText(state, u)).join(', ')}</p>
      )}
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
              undone={props.undone}
              onResolved={props.onResolved}
            />
          )}
        </>
      )}
    </TopCard>
  );
}

/** The counter turned over, and who drew it. */
function RevealedNote(props: { state: GameState; atk: PendingAttack }) {
  const { state, atk } = props;
  const sov = state.areas[atk.area]?.soviet;
  const first = sov?.revealedRound === state.round?.serial;
  return (
    <p class="gc-revealed" data-testid="revealed">
      {sovietText(sovietView(state, atk.area))}
      {first
        ? state.cup === 'digital'
          ? '. Drawn now by the app from the unseen counters of this terrain (5.4); its Strategy acts (9.4).'
          : '. Revealed now: its Strategy acts (9.4).'
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
  const { run, error, busy, goOn } = useRun(props.dispatch);
  const unseen = unseenFor(state, atk.area);
  if (!unseen.ok) return <RefusalOrQuestion error={unseen.error} state={state} />;
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
                class="tile gc-counter"
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
      {error && <RefusalOrQuestion error={error} state={state} onAnswered={goOn} alert />}
    </div>
  );
}

/**
 * Barrage (9.4): one attacker Out of Action and combat goes on, or all Spent and retreat. The
 * engine asks nothing for it (no Attack Factor, division or terrain enters the choice); if the
 * combat goes on, the lead and what it needs are asked next.
 */
function BarrageChoice(props: {
  state: GameState;
  dispatch: Dispatch;
  onResolved: (r: CombatReport | null) => void;
}) {
  const { state } = props;
  const { run, error, busy } = useRun(props.dispatch);
  const choices = legalActions(state).flatMap((la) =>
    la.action.type === 'barrageChoice' ? [{ ...la, action: la.action }] : [],
  );
  const choose = async (action: Extract<Action, { type: 'barrageChoice' }>) => {
    if ((await run(action)) && action.choice === 'retreat') props.onResolved(null);
  };
  return (
    <div class="gc-barrage" data-testid="barrage-choice">
      <p>
        The defender is Barrage, first Revealed this Action Round: choose before any dice (9.4).
      </p>
      <WideChoices
        disabled={busy}
        choices={choices.map((la) => ({
          key: la.label,
          label: `${la.label.replace(/^Barrage: /, '')}${la.action.choice === 'outOfAction' ? ', then roll' : ', no combat'} (${la.rule})`,
          quiet: la.action.choice === 'retreat',
          pick: () => void choose(la.action),
        }))}
      />
      {error && <RefusalOrQuestion error={error} state={state} alert />}
    </div>
  );
}

/** 9.4 after the Barrage choice "one unit Out of Action": what the combat panel shows for it. */
function barrageTaken(spec: CombatSpec): BarrageResolution | null {
  if (strategyInEffect(spec) !== 'barrage') return null;
  const before = { ...spec, attack: { ...spec.attack, attackers: spec.attack.attackers + 1 } };
  const r = barrage(before, 'outOfAction');
  return r.ok ? r.value : null;
}

/** "AF 7", or "AF unknown" when the kit does not give it yet (asked once that unit is picked). */
function leadFactor(state: GameState, id: string): string {
  const af = counterById(state.kit, id)?.attackFactor;
  return `AF\u00a0${af ?? 'unknown'}`;
}

/** "FC/1 · AF 7": a lead to choose, short enough for two side by side. */
function leadName(state: GameState, id: string): string {
  return `${id} · ${leadFactor(state, id)}`;
}

/**
 * The draft of a new attack: the engine's default lead (none, '', when the kit knows no
 * attacker's Attack Factor: the player picks), no markers, the advisor aims at 70%.
 */
function freshDraft(state: GameState, units: readonly string[]): AttackDraft {
  return {
    lead: defaultLead(state, units) ?? '',
    artillery: 0,
    engineers: 0,
    air: false,
    target: 70,
    dice: {},
    appRolled: false,
  };
}

/**
 * The draft an attack opens with: the one kept in this browser for it; else, when its roll was
 * just undone, the choices it was rolled with (the record's, so another tab or a reload after
 * the undo finds them too); else a fresh one. Never the dice: they are rolled again.
 */
function openingDraft(
  state: GameState,
  atk: PendingAttack,
  key: string,
  undone: AttackChoice | null,
): AttackDraft {
  const kept = loadAttackDraft(key);
  if (kept && (kept.lead === '' || atk.units.includes(kept.lead))) return kept;
  const fresh = freshDraft(state, atk.units);
  if (!undone || !atk.units.includes(undone.lead)) return fresh;
  const { lead, artillery, engineers, air, divisionsLater } = undone;
  return {
    ...fresh,
    lead,
    artillery,
    engineers,
    air,
    ...(divisionsLater ? { divisionsLater } : {}),
  };
}

/** What stays kept of an attack once it is applied: its choices, so an undo finds them. */
function keptAfterRoll(d: AttackDraft): AttackDraft {
  return { ...d, dice: {}, appRolled: false };
}

/** The key of the attack in progress: the game position it belongs to (its dice stream too). */
function draftKey(state: GameState, atk: PendingAttack): string {
  return JSON.stringify([state.prng, state.round?.serial, atk.area, atk.units]);
}

/** Lead, Support markers, the combat panel, dice, and the result to apply. */
function Resolve(props: {
  state: GameState;
  dispatch: Dispatch;
  atk: PendingAttack;
  undone: AttackChoice | null;
  onResolved: (r: CombatReport | null) => void;
}) {
  const { state, atk } = props;
  const avail = state.support.available;
  const n = atk.units.length;
  const key = draftKey(state, atk);
  // A reload or a locked phone finds the attack as it was (lead, markers, Air, dice).
  // An undo of this attack's roll finds it with the lead and Support it was rolled with.
  const [draft, setDraft] = useState<AttackDraft>(() =>
    openingDraft(state, atk, key, props.undone),
  );
  const { lead, artillery, engineers, air, appRolled } = draft;
  const { run, error, busy, running, goOn } = useRun(props.dispatch);
  // While the attack is being applied its choices and dice are what was sent: edits wait.
  const set = (patch: Partial<AttackDraft>) => {
    if (!running()) setDraft((d) => ({ ...d, ...patch }));
  };
  // Kept as the render that shows a choice commits, not after the next paint: a page dropped
  // right after a tap (a phone locked, a reload) finds every choice the screen had shown.
  useLayoutEffect(() => saveAttackDraft(key, draft), [draft]);
  const [rollError, setRollError] = useState<ReturnType<typeof preview> | null>(null);
  const lockNote = useRef<HTMLDivElement>(null);
  // 9.5.2D: the owner may put off the attackers' unknown divisions; the engine says when.
  const asked = divisionQuestion(state, atk.units);
  const later = draft.divisionsLater === true && asked?.mayWait === true;
  const choice = {
    lead,
    artillery,
    engineers,
    air,
    ...(later ? { divisionsLater: true as const } : {}),
  };
  const built = combatSpec(state, choice);
  const action = { type: 'resolveAttack', ...choice } as const;
  // The game's own dice are drawn again from its stream: the same dice as before a reload.
  const drawn = appRolled ? preview(state, action) : null;
  const dice: DiceEntries =
    drawn?.ok === true
      ? entriesFromRolls(drawn.value.rolls)
      : Object.fromEntries(
          Object.entries(draft.dice).map(([id, value]) => [id, { value, source: 'owner' }]),
        );
  // 9.5: once any die of this attack is in, the lead and markers stay as they are (the engine
  // says why); typed dice can be cleared to change them, the game's own dice cannot.
  const fixed = choiceAfterDice(Object.keys(dice).length);
  const locked = fixed !== null;
  const rolled = built.ok && toCombatDice(built.value, dice) !== null;
  // The first typed die locks the choices and puts the reason above them: the dice pad, where
  // the player is typing, is brought back into view rather than pushed off the screen.
  const resolveRoot = useRef<HTMLDivElement>(null);
  const typedLock = locked && !appRolled && !rolled;
  useLayoutEffect(() => {
    if (typedLock)
      resolveRoot.current?.querySelector('.dice')?.scrollIntoView({ block: 'nearest' });
  }, [typedLock]);
  // After "Clear the dice" the button is gone: the focus goes to the lead, open again.
  const choices = useRef<HTMLFieldSetElement>(null);
  const [cleared, setCleared] = useState(false);
  useLayoutEffect(() => {
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
    set({ appRolled: true, dice: {} });
  };

  const confirm = async (report: CombatReport) => {
    if (!built.ok) return;
    const slots = combatDiceSlots(built.value).map((s) => s.id);
    const owner = appRolled ? null : ownerCombatDice(slots, dice);
    if (!appRolled && !owner) return;
    const ok = await run(owner ? { ...action, dice: owner } : action);
    if (ok) {
      // The choices stay kept under this attack's position (not its dice): an Undo of the roll
      // comes back to this very position and finds them, advisor's aim included.
      saveAttackDraft(key, keptAfterRoll(draft));
      props.onResolved(report);
    }
  };

  // Typed dice can be cleared to change the choices; the game's own dice cannot (rolling again
  // would show the same dice).
  const clearDice = !appRolled && (
    <button
      type="button"
      class="btn gc-quiet"
      onClick={() => {
        set({ dice: {} });
        setCleared(true);
      }}
      data-testid="gc-clear-dice"
    >
      Clear the dice
    </button>
  );

  const diceNote = appRolled && (
    <p class="field-note" data-testid="gc-app-rolled">
      The game rolled these dice from its own stream (logged as the app's).
    </p>
  );

  return (
    <div class="gc-resolve" data-testid="resolve" ref={resolveRoot}>
      {rolled ? (
        // The roll is complete: the choices it was made with fold to one line (9.5).
        <div class="gc-chosen" ref={lockNote} tabIndex={-1} data-testid="gc-chosen">
          <p>
            Lead {leadName(state, lead)} · Artillery {artillery} · Engineer {engineers} ·{' '}
            {air ? 'Air' : 'no Air'} <span class="rule-tag">9.5</span>
          </p>
          {!appRolled && clearDice}
        </div>
      ) : (
        <>
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
              {clearDice}
            </div>
          )}
          <fieldset class="plain-set gc-choices" disabled={locked} ref={choices}>
            {/* "AF unknown" needs a wider card than "AF 7": one a line on a narrow phone. */}
            <fieldset
              class={`plain-set gc-units gc-lead${atk.units.some((u) => counterById(state.kit, u)?.attackFactor == null) ? ' gc-lead-open' : ''}`}
            >
              <legend>Lead Attacking Unit (9.5.2A)</legend>
              {!atk.units.includes(lead) && (
                // No default lead (the engine's): the unit picked is the one asked its Attack
                // Factor, so the hint stands where the tap goes.
                <p class="field-note gc-pick-lead" data-testid="gc-pick-lead">
                  Tap the unit that leads: the kit does not know these Attack Factors yet, so the
                  app asks only the lead's.
                </p>
              )}
              {atk.units.map((u) => (
                <label key={u} class="gc-unit">
                  <input
                    type="radio"
                    name="gc-lead"
                    checked={lead === u}
                    onChange={() => set({ lead: u })}
                    data-testid={`lead-${u}`}
                  />
                  <span>
                    {u} · <span class="gc-lead-af">{leadFactor(state, u)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <div class="field-grid gc-support">
              {/* Artillery and Engineers: up to the markers Available, no more than the attackers. */}
              {(
                [
                  ['artillery', 'Artillery', avail.artillery],
                  ['engineers', 'Engineers', avail.engineer],
                ] as const
              ).map(([kind, name, have]) => (
                <Stepper
                  key={kind}
                  id={`gc-${kind}`}
                  label={`${name} (of ${have})`}
                  value={draft[kind]}
                  min={0}
                  max={Math.min(have, n)}
                  onChange={(v) => set({ [kind]: v })}
                />
              ))}
            </div>
            {avail.air > 0 && (
              <Switch
                id="gc-air"
                label="Air Support marker"
                rule="9.5.3D"
                checked={air}
                onChange={(on) => !locked && set({ air: on })}
              />
            )}
          </fieldset>
        </>
      )}
      {!atk.units.includes(lead) ? null : !built.ok ? (
        <RefusalOrQuestion
          error={built.error}
          state={state}
          later={
            asked?.mayWait && JSON.stringify(built.error.fact) === JSON.stringify(asked.fact)
              ? {
                  note: 'The attack goes on without the Divisional Integrity Bonus from these units (9.5.2D); the app asks again at a later attack.',
                  onLater: () => set({ divisionsLater: true }),
                }
              : undefined
          }
        />
      ) : (
        <>
          {rollError && !rollError.ok && (
            <RefusalOrQuestion error={rollError.error} state={state} alert />
          )}
          <CombatPanel
            spec={built.value}
            pool={null}
            available={{ artillery: avail.artillery, engineers: avail.engineer, air: avail.air }}
            target={draft.target}
            onTarget={(target) => set({ target })}
            onSupport={(s) => {
              if (locked) {
                // The advisor's allocation comes too late once a die is in: show why.
                lockNote.current?.focus();
                return;
              }
              set(s);
            }}
            dice={dice}
            onDice={(d) =>
              !appRolled &&
              set({ dice: Object.fromEntries(Object.entries(d).map(([id, e]) => [id, e.value])) })
            }
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
      {error && <RefusalOrQuestion error={error} state={state} onAnswered={goOn} alert />}
    </div>
  );
}
