/**
 * One Area opened from the grid, as a modal sheet: what is in it, and what the engine allows now
 * there (activate, move, attack, and any other legal action that names this Area), each with its
 * cost and rule; what is not allowed is greyed with the engine's reason.
 */
import { useEffect, useRef } from 'preact/hooks';
import { Explain } from '../../../../core/controls';
import {
  type Action,
  acceptsNow,
  type GameError,
  type GameState,
  type LegalAction,
  legalActions,
  moveCost,
  unseenFor,
} from '../../../engine/game';
import { areaLabel, neighbours, terrainOf } from '../../../engine/kit';
import { TERRAIN_LABEL } from '../../../engine/types';
import { explainRule } from '../../combat/explain';
import { AttackChoices, attackOptions } from '../combat/attack';
import { MoveChoices } from '../combat/moves';
import { FactNeeded, GreyedWhy, RefusalOrQuestion } from '../combat/refusal';
import { type Dispatch, refusal, useRun } from '../combat/run';
import { moveLine } from '../combat/words';
import { FactPrompt } from '../FactPrompt';
import { unitText } from '../words';
import { areaView, incomingUnits, sovietText, statusWords } from './model';
import { RenameUnit } from './RenameUnit';

/** Which Area a legal action is about, if any. */
function areaOfAction(a: Action): number | null {
  switch (a.type) {
    case 'placeReinforcements':
    case 'returnUnit':
    case 'activate':
    case 'declareAttack':
      return a.area;
    case 'move':
      return a.to;
    case 'retreat':
      return a.path[a.path.length - 1] ?? null;
    default:
      return null;
  }
}

/** Returns the modal sheet for Area `n`. */
export function AreaSheet(props: {
  n: number;
  state: GameState;
  dispatch: Dispatch;
  onOpen: (n: number) => void;
  onClose: () => void;
}) {
  const { n, state } = props;
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  const v = areaView(state, n);
  const legal = legalActions(state);
  const round = state.round;
  const inRounds = acceptsNow(state, 'activate');
  // Units of this Area that can still move now (not while an attack or retreat is pending).
  const roundUnitsHere =
    round && !round.attack && !round.retreat
      ? v.germans
          .filter((g) => {
            const ru = round.units[g.id];
            return ru !== undefined && !g.spent && !ru.attacked && !ru.stopped;
          })
          .map((g) => g.id)
      : [];
  const attackers = attackOptions(state).get(n);
  const nb = neighbours(state.kit, n);
  // Activated units next door that can come in (the engine's moveCost accepts the move).
  const incoming = incomingUnits(state, n);
  const others = legal.filter(
    (la) =>
      areaOfAction(la.action) === n &&
      la.action.type !== 'activate' &&
      la.action.type !== 'move' &&
      la.action.type !== 'declareAttack',
  );
  const activateAction: Action = { type: 'activate', area: n };
  const canActivate = legal.some((la) => la.action.type === 'activate' && la.action.area === n);
  const terrain = terrainOf(state.kit, n);
  const unseen = v.soviet.kind === 'unrevealed' ? unseenFor(state, n) : null;
  const showActivate = inRounds && !round && v.germans.length > 0;
  const hasIncoming =
    incoming.can.length > 0 || incoming.waiting.length > 0 || incoming.cannot.length > 0;
  // The heading only tops something: outside the Action Rounds the sentence below says why.
  const hasActions =
    (!inRounds && state.phase !== 'over') ||
    round?.attack?.area === n ||
    showActivate ||
    roundUnitsHere.length > 0 ||
    hasIncoming ||
    attackers !== undefined ||
    others.length > 0;

  return (
    <dialog
      ref={ref}
      class="ga-sheet"
      aria-labelledby="ga-sheet-title"
      onClose={props.onClose}
      onCancel={props.onClose}
      data-testid="area-sheet"
    >
      <div class="sheet-head ga-sheet-head">
        <h2 id="ga-sheet-title">
          <span class={`ga-key ga-${v.control}`} aria-hidden="true">
            {v.control === 'german' ? '✚' : '★'}
          </span>{' '}
          {v.label}
        </h2>
        <button
          type="button"
          class="ga-close"
          onClick={() => ref.current?.close()}
          aria-label="Close the Area"
        >
          ✕
        </button>
      </div>
      <div class="ga-sheet-body">
        <p class="ga-facts">
          <span class="tag">
            {v.control === 'german' ? 'German Controlled' : 'Soviet Controlled'}
          </span>
          {statusWords(v).map((w) => (
            <span key={w} class="tag">
              {w}
            </span>
          ))}
          {v.volga && <span class="tag">Volga</span>}
          {v.active && <span class="tag ga-tag-strong">Active Area</span>}
          {v.attackOwed && <span class="tag ga-tag-strong">Mandatory Attack owed (9.1)</span>}
        </p>
        <p class="ga-terrain">
          {terrain.kind === 'known'
            ? TERRAIN_LABEL[terrain.value]
            : terrain.kind === 'needsFact'
              ? 'Terrain not yet in the kit.'
              : `${terrain.reason} (${terrain.rule})`}
        </p>
        {v.tem !== null && (
          <Explain
            value={`+${v.tem}`}
            label="TEM, the terrain's bonus to the Defense Value"
            rule="9.5.3B"
            text={explainRule('9.5.3B')}
          />
        )}
        {terrain.kind === 'needsFact' && <FactPrompt fact={terrain.fact} kit={state.kit} />}

        <h3 class="ga-h3">Soviet unit</h3>
        <p data-testid="sheet-soviet">{sovietText(v.soviet)}</p>
        {unseen?.ok && (
          <p class="note">
            It is one of the {unseen.value.counters.length} {TERRAIN_LABEL[unseen.value.terrain]}{' '}
            counters not yet seen (5.4).
          </p>
        )}

        <h3 class="ga-h3">German units</h3>
        {v.germans.length === 0 ? (
          <p class="note">None.</p>
        ) : (
          <ul class="ga-units" data-testid="sheet-germans">
            {v.germans.map((g) => {
              const ru = round?.units[g.id];
              return (
                <li key={g.id}>
                  <span class={`ga-unit-state ${g.spent ? 'ga-spent' : 'ga-fresh'}`}>
                    {g.spent ? 'Spent' : 'Fresh'}
                  </span>{' '}
                  {unitText(state, g.id)}
                  {ru && (
                    <span class="ga-unit-mf">
                      {' '}
                      · {ru.mfLeft} MF left
                      {ru.attacked ? ' · attacked' : ru.stopped ? ' · stopped' : ''}
                    </span>
                  )}
                  <RenameUnit unit={g.id} dispatch={props.dispatch} state={state} />
                </li>
              );
            })}
          </ul>
        )}

        {hasActions ? (
          <h3 class="ga-h3">Actions now</h3>
        ) : (
          <p class="note" data-testid="sheet-no-actions">
            {noActionsWhy(state, v.germans.length > 0)}
          </p>
        )}
        {!inRounds && state.phase !== 'over' && others.length === 0 && (
          <p class="note">
            Activating, moving and attacking happen in the Combat Phase's Action Rounds (6.4.2).
          </p>
        )}
        {round?.attack?.area === n && (
          <p class="callout">
            An attack on this Area is under way: continue it in the Combat Phase.
          </p>
        )}
        {showActivate && (
          <ActivateRow
            state={state}
            dispatch={props.dispatch}
            action={activateAction}
            legal={canActivate}
          />
        )}
        {roundUnitsHere.map((id) => (
          <details key={id} class="gp-pick fold" open={roundUnitsHere.length === 1}>
            <summary>Move {id}</summary>
            <MoveChoices state={state} dispatch={props.dispatch} unit={id} />
          </details>
        ))}
        {hasIncoming && (
          <div class="ga-incoming" data-testid="sheet-incoming">
            <h4 class="ga-h4">Move into this Area</h4>
            {incoming.can.length > 0 && (
              <ul class="gc-dest-list">
                {incoming.can.map((id) => (
                  <IncomingRow key={id} state={state} dispatch={props.dispatch} unit={id} to={n} />
                ))}
              </ul>
            )}
            {incoming.waiting.map((w) => (
              <FactNeeded
                key={JSON.stringify(w.fact)}
                error={w.error}
                state={state}
                what={`Move ${w.units.join(', ')} into Area ${n}`}
                testid="sheet-incoming-fact"
                reason={
                  <p class="gc-why">
                    {fromWords(state, w.units)} could move in: {w.error.message}
                  </p>
                }
              />
            ))}
            {incoming.can.length === 0 && incoming.waiting.length === 0 && (
              <p class="note">No activated unit next door can move in now:</p>
            )}
            {incoming.cannot.length > 0 && (
              <ul class="ga-refusals" data-testid="sheet-incoming-none">
                {sameRefusals(incoming.cannot).map(({ units, error }) => (
                  <li key={units.join()} class="gc-why">
                    {fromWords(state, units)}: {error.message}{' '}
                    <span class="rule-tag">{error.rule}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {attackers && (
          <AttackChoices
            key={`${n}-${attackers.join()}`}
            state={state}
            dispatch={props.dispatch}
            area={n}
            units={attackers}
          />
        )}
        {others.map((la) => (
          <OtherAction key={JSON.stringify(la.action)} la={la} {...props} />
        ))}

        <h3 class="ga-h3">Adjacent Areas</h3>
        {nb.known.length === 0 ? (
          <p class="note">The kit does not know any border of this Area yet.</p>
        ) : (
          <ul class="ga-neighbours" aria-label="Adjacent Areas">
            {nb.known.map((m) => (
              <li key={m}>
                <button
                  type="button"
                  class="ga-nb"
                  onClick={() => props.onOpen(m)}
                  aria-label={`Open ${areaLabel(state.kit, m)}`}
                >
                  {m}
                </button>
              </li>
            ))}
          </ul>
        )}
        {!nb.complete && <p class="note">Some borders are not in the kit yet (3.1).</p>}
      </div>
    </dialog>
  );
}

/** Why nothing can be done in an Area now, in one sentence (the engine offered no action here). */
function noActionsWhy(state: GameState, germansHere: boolean): string {
  if (state.phase === 'over') return 'The game is over: nothing more can be done here.';
  const round = state.round;
  if (round) {
    return round.attack || round.retreat
      ? 'Nothing to do here now: the Action Round goes on in its attack, in the Combat Phase.'
      : `Nothing to do here now: no unit of this Action Round (Active Area ${round.area}) can act here.`;
  }
  return germansHere
    ? 'Nothing to do here now.'
    : 'Nothing to do here now: no German unit is here to activate.';
}

/** Activate this Area, or why not (the engine's refusal). */
function ActivateRow(props: {
  state: GameState;
  dispatch: Dispatch;
  action: Action;
  legal: boolean;
}) {
  const { run, error, busy } = useRun(props.dispatch);
  const why = props.legal ? null : refusal(props.state, props.action);
  return (
    <div class="ga-action">
      <button
        type="button"
        class="btn"
        disabled={!props.legal || busy}
        onClick={() => run(props.action)}
        data-testid="sheet-activate"
      >
        Activate this Area (8.1)
      </button>
      {why && (
        <GreyedWhy
          error={why}
          state={props.state}
          what="Activate this Area"
          testid="sheet-activate-why"
        />
      )}
      {error && <RefusalOrQuestion error={error} state={props.state} alert />}
    </div>
  );
}

/** "FC/1 (Area 4)" / "FC/1, FC/2 (Area 4)": units next door, grouped by the Area they are in. */
function fromWords(state: GameState, units: readonly string[]): string {
  const by = new Map<string, string[]>();
  for (const u of units) {
    const loc = state.germans[u]?.location;
    const where = loc?.kind === 'area' ? `Area ${loc.area}` : '?';
    by.set(where, [...(by.get(where) ?? []), u]);
  }
  return [...by].map(([where, us]) => `${us.join(', ')} (${where})`).join('; ');
}

/** The refused units grouped by the engine's identical refusal (same code, rule and words). */
function sameRefusals(
  list: readonly { unit: string; error: GameError }[],
): { units: string[]; error: GameError }[] {
  const out: { units: string[]; error: GameError }[] = [];
  for (const { unit, error } of list) {
    const same = out.find(
      (g) =>
        g.error.code === error.code &&
        g.error.rule === error.rule &&
        g.error.message === error.message,
    );
    if (same) same.units.push(unit);
    else out.push({ units: [unit], error });
  }
  return out;
}

/** One activated unit next door that can move in, with its cost. */
function IncomingRow(props: { state: GameState; dispatch: Dispatch; unit: string; to: number }) {
  const { state, unit, to } = props;
  const { run, error, busy } = useRun(props.dispatch);
  const c = moveCost(state, unit, to);
  const loc = state.germans[unit]?.location;
  const from = loc?.kind === 'area' ? loc.area : null;
  // incomingUnits lists only units the engine lets in; a refusal here means the state moved on.
  if (!c.ok) return null;
  return (
    <li class="gc-dest">
      <button
        type="button"
        class="btn gc-dest-btn"
        disabled={busy}
        onClick={() => run({ type: 'move', unit, to })}
        aria-label={`Move ${unit} from Area ${from} here: ${moveLine(c.value)}`}
      >
        {unit} ←
      </button>
      <Explain
        value={`${c.value.cost} MF`}
        label={`from Area ${from}: ${moveLine(c.value, false)}`}
        rule={c.value.rule}
        text={`${unit} has ${c.value.mfLeft + c.value.cost} MF; ${c.value.mfLeft} left after (8.2).`}
      />
      {error && <RefusalOrQuestion error={error} state={state} alert />}
    </li>
  );
}

/** Any other legal action naming this Area (reinforcements, returns, retreats). */
function OtherAction(props: { la: LegalAction; state: GameState; dispatch: Dispatch }) {
  const { run, error, busy } = useRun(props.dispatch);
  const { la } = props;
  return (
    <div class="ga-action">
      <button type="button" class="btn" disabled={busy} onClick={() => run(la.action)}>
        {la.label}
        {la.cost !== undefined ? ` (${la.cost})` : ''} · {la.rule}
      </button>
      {error && <RefusalOrQuestion error={error} state={props.state} alert />}
    </div>
  );
}
