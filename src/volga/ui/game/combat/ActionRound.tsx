/**
 * Action Rounds (6.4.2): choosing the Active Area, moving its units one at a time with their
 * Movement Factors, the attacks owed and allowed, retreats when the engine asks, ending the round
 * and ending the Combat Phase with its automatic victory check (11.1).
 */
import { useState } from 'preact/hooks';
import { Refusal } from '../../../../core/controls';
import {
  activatableUnits,
  automaticVictory,
  delayedIfCombatEnds,
  type GameState,
  isLastTurn,
  legalActions,
  mandatoryAttacksOwed,
  unitsIn,
} from '../../../engine/game';
import { AREA_NUMBERS, areaLabel, counterById } from '../../../engine/kit';
import { StackMoves } from '../StackMoves';
import { AttackChoices, attackOptions } from './attack';
import { TopCard, WideChoices } from './cards';
import { MoveChoices } from './moves';
import { RefusalOrQuestion } from './refusal';
import { type Dispatch, refusal, useRun } from './run';

/** No Action Round yet: the Areas that may be activated, and ending the phase. */
export function ChooseActiveArea(props: {
  state: GameState;
  dispatch: Dispatch;
  onEnded: (message: string) => void;
}) {
  const { state } = props;
  const { run, error, busy, goOn } = useRun(props.dispatch);
  const legal = legalActions(state);
  const can = legal.flatMap((la) => (la.action.type === 'activate' ? [la.action.area] : []));
  // Areas with Fresh units that the engine will not activate now (e.g. a Logistical Pause).
  const held = AREA_NUMBERS.filter(
    (n) => !can.includes(n) && unitsIn(state, n).some((id) => state.germans[id]?.spent === false),
  );
  const fresh = AREA_NUMBERS.reduce(
    (k, n) => k + unitsIn(state, n).filter((id) => state.germans[id]?.spent === false).length,
    0,
  );
  const auto = automaticVictory(state);
  // 6.1.1: said before the tap, not found out at the next Dawn.
  const delayed = delayedIfCombatEnds(state);
  const lastTurn = isLastTurn(state);
  const end = async () => {
    const msg = auto
      ? `${auto.message} (${auto.rule})`
      : `No Automatic Victory (11.1): ${state.germanControlled} of 50 Areas German Controlled, Morale ${state.morale}.`;
    if (await run({ type: 'endCombatPhase' })) props.onEnded(msg);
  };
  return (
    <>
      {/* The choice of the next Active Area comes to the top of the screen when it is due. */}
      <TopCard titleId="gc-choose-title" testid="choose-area" scrollKey={null}>
        <h2 class="gc-title" id="gc-choose-title">
          Choose the Active Area <span class="rule-tag">6.4.2, 8.1</span>
        </h2>
        {can.length === 0 ? (
          <p>No Area holds a Fresh German unit that may be activated.</p>
        ) : (
          <ul class="gc-list gc-activate-list">
            {can.map((n) => {
              const units = activatableUnits(state, n);
              const name = state.kit.areas[n]?.name;
              return (
                <li key={n}>
                  <button
                    type="button"
                    class="btn gc-quiet gc-activate"
                    disabled={busy}
                    onClick={() => run({ type: 'activate', area: n })}
                    data-testid={`activate-${n}`}
                  >
                    {/* Read as "Activate Area 1 (Hill 126.3): 4 Fresh (FA/1, ...)"; shown as
                        the number printed on the map and the Fresh count, four to a row. */}
                    <span class="sr-only">Activate </span>
                    <span>Area {n}</span>
                    <span class="sr-only">
                      {name ? ` (${name})` : ''}
                      {': '}
                    </span>
                    <span class="gc-activate-small">
                      {units.length} Fresh<span class="sr-only"> ({units.join(', ')})</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {held.map((n) => {
          const why = refusal(state, { type: 'activate', area: n });
          return (
            why && (
              <p key={n} class="gc-why">
                Area {n}: {why.message} <span class="rule-tag">{why.rule}</span>
              </p>
            )
          );
        })}
      </TopCard>
      <section class="card gc-card" aria-labelledby="gc-end-title">
        <h2 class="gc-sub" id="gc-end-title">
          End the Combat Phase <span class="rule-tag">6.4.3</span>
        </h2>
        {/* The button first, its consequences under it: the action stays on the first screen. */}
        <button type="button" class="btn" disabled={busy} onClick={end} data-testid="end-combat">
          End the Combat Phase
        </button>
        <p class="gc-why">
          {fresh > 0
            ? `${fresh} German unit${fresh === 1 ? ' is' : 's are'} still Fresh. `
            : 'Every German unit has acted. '}
          Ending the phase checks for an Automatic Victory (11.1)
          {lastTurn ? ' and, on the last Turn, the final victory (11.2)' : ''}; then the End Phase
          (6.5) flips Spent units and costs one Morale.
        </p>
        <p class="gc-why" data-testid="auto-victory-preview">
          {auto ? `${auto.message} (${auto.rule})` : 'No Automatic Victory as things stand (11.1).'}
        </p>
        {delayed.length > 0 && (
          <p class="gc-why" role="note" data-testid="end-delays">
            Ending now delays {delayed.join(', ')}: at the next Dawn no Area they may enter has room
            (6.1.1, 7.1).
          </p>
        )}
        {error && <RefusalOrQuestion error={error} state={state} onAnswered={goOn} alert />}
      </section>
    </>
  );
}

/** The Action Round in progress: units, moves, attacks, retreats, ending the round. */
export function RoundView(props: { state: GameState; dispatch: Dispatch }) {
  const { state } = props;
  const round = state.round!;
  const ids = Object.keys(round.units);
  const movable = ids.filter((id) => {
    const u = state.germans[id];
    const ru = round.units[id]!;
    return u?.location.kind === 'area' && !u.spent && !ru.attacked && !ru.stopped;
  });
  const [picked, setPicked] = useState<string | null>(null);
  const unit = picked && ids.includes(picked) ? picked : (movable[0] ?? null);
  const owed = mandatoryAttacksOwed(state);
  const attacks = attackOptions(state);
  const { run, error, busy, goOn } = useRun(props.dispatch);
  const endWhy = refusal(state, { type: 'endRound' });
  // An owed Mandatory Attack (9.1) comes first; otherwise attacks follow the moves.
  const attackList = (
    <>
      {[...attacks.entries()].map(([area, units]) => (
        // The callout above says what is owed; the owed Area's block is only marked, not retold.
        <div key={`${area}-${units.join()}`} class={owed.includes(area) ? 'gc-owed-block' : ''}>
          <AttackChoices state={state} dispatch={props.dispatch} area={area} units={units} />
        </div>
      ))}
    </>
  );
  const busyCombat = round.attack !== null || round.retreat !== null;
  return (
    // A new Active Area, or an attack now owed (it is listed first): the round's top in view.
    <TopCard
      titleId="gc-round-title"
      testid="action-round"
      scrollKey={`${round.area}-${owed.join()}`}
    >
      <h2 class="gc-title" id="gc-round-title">
        Action Round: {areaLabel(state.kit, round.area)} is Active <span class="rule-tag">8.1</span>
      </h2>
      {owed.length > 0 && (
        <p class="callout gc-owed" data-testid="owed">
          Mandatory Attack owed on Area {owed.join(', ')}: every unit that entered must attack
          before the round ends (9.1).
        </p>
      )}
      {round.retreat ? (
        <RetreatChoice state={state} dispatch={props.dispatch} />
      ) : (
        !busyCombat && (
          <>
            {owed.length > 0 && attackList}
            <StackMoves state={state} dispatch={props.dispatch} busy={busy} />
            <fieldset class="plain-set gc-units gc-movers">
              <legend>Pick a unit to move (8.2)</legend>
              {ids.map((id) => {
                const ru = round.units[id]!;
                const u = state.germans[id];
                // Where the unit is, said only once it has left the Active Area.
                const where =
                  u?.location.kind === 'area'
                    ? u.location.area === round.area
                      ? null
                      : `Area ${u.location.area}`
                    : u?.location.kind === 'outOfAction'
                      ? 'Out of Action'
                      : 'off the map';
                const note = u?.spent
                  ? 'Spent'
                  : ru.attacked
                    ? 'attacked'
                    : ru.stopped
                      ? 'stopped: entered a Soviet-held Area'
                      : ru.moved
                        ? 'moved'
                        : null;
                const c = counterById(state.kit, id);
                return (
                  <label key={id} class="gc-unit">
                    <input
                      type="radio"
                      name="gc-move-unit"
                      checked={unit === id}
                      disabled={!movable.includes(id)}
                      onChange={() => setPicked(id)}
                      data-testid={`pick-${id}`}
                    />
                    <span class="gc-unit-line">
                      <span class="gc-unit-id">
                        {id} · AF {c?.attackFactor ?? '?'}
                      </span>
                      <span class="gc-unit-mf">{ru.mfLeft} MF left</span>
                      {(where || note) && (
                        <span class="gc-unit-note">{[where, note].filter(Boolean).join(', ')}</span>
                      )}
                    </span>
                  </label>
                );
              })}
            </fieldset>
            {unit && movable.includes(unit) && (
              <MoveChoices key={unit} state={state} dispatch={props.dispatch} unit={unit} />
            )}
            {owed.length === 0 && attackList}
            <div class="gc-greyed">
              <button
                type="button"
                class="btn gc-quiet"
                disabled={endWhy !== null || busy}
                onClick={() => run({ type: 'endRound' })}
                data-testid="end-round"
              >
                End the Action Round
              </button>
              {endWhy && <Refusal error={endWhy} testid="end-round-why" />}
              <p class="gc-why">Units that moved or attacked flip to Spent (6.4.2).</p>
            </div>
          </>
        )
      )}
      {error && <RefusalOrQuestion error={error} state={state} onAnswered={goOn} alert />}
    </TopCard>
  );
}

/** 9.5.8: the engine asks where a unit whose entry Area is full retreats. */
function RetreatChoice(props: { state: GameState; dispatch: Dispatch }) {
  const { state } = props;
  const { run, error, busy, goOn } = useRun(props.dispatch);
  const rt = state.round!.retreat!;
  const routes = legalActions(state).filter((la) => la.action.type === 'retreat');
  return (
    <div class="gc-retreat" data-testid="retreat">
      <h3 class="gc-sub">
        Retreat from Area {rt.from} <span class="rule-tag">9.5.8</span>
      </h3>
      <p>
        {rt.units[0]} must retreat, but the Area it entered from is full: choose the way on through
        Vacant Areas.
      </p>
      <WideChoices
        disabled={busy}
        choices={routes.map((la) => ({
          key: la.label,
          label: la.label,
          pick: () => void run(la.action),
        }))}
      />
      {error && <RefusalOrQuestion error={error} state={state} onAnswered={goOn} alert />}
    </div>
  );
}
