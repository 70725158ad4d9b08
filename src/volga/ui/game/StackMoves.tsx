/**
 * Moving a whole stack in one tap: for the activated units that share an Area, one button per
 * Adjacent Area they may all enter together (the engine's `stackMoves`), e.g. "Move all 4 to
 * Area 10". The engine checks each unit by the rules of a single move (8.2). When the move leaves
 * only the Mandatory Attack it owes (9.1), that attack is declared with it.
 */
import {
  type Action,
  apply,
  forcedDeclaration,
  type GameState,
  stackMoves,
} from '../../engine/game';
import { areaLabel } from '../../engine/kit';
import { RefusalOrQuestion } from './combat/refusal';
import { type Dispatch, useRun } from './combat/run';

/** Returns the stack-move buttons of the Action Round, or nothing when no stack can move. */
export function StackMoves(props: { state: GameState; dispatch: Dispatch; busy?: boolean }) {
  const { state } = props;
  const { run, error, goOn } = useRun(props.dispatch);
  const moves = stackMoves(state);
  // 9.1: a stack that enters a Soviet-held Area and leaves nothing else to do but the Mandatory
  // Attack it owes (forcedDeclaration) has that attack declared with the move: no confirm tap.
  // Only on the tap that moves, so an Undo of the declaration leaves the choice to the player.
  const moveAll = async (action: Action) => {
    const after = apply(state, action);
    if (!(await run(action)) || !after.ok) return;
    const forced = forcedDeclaration(after.value.state);
    if (forced) await run(forced);
  };
  if (moves.length === 0)
    return error ? <RefusalOrQuestion error={error} state={state} onAnswered={goOn} alert /> : null;
  return (
    <div class="gc-stack" data-testid="stack-moves">
      <p class="gc-stack-h">
        Move the whole stack <span class="rule-tag">8.2</span>
      </p>
      <div class="gc-stack-list">
        {moves.map((m) => {
          const action: Action = { type: 'moveStack', units: m.units, to: m.to };
          return (
            <button
              key={`${m.from}-${m.to}`}
              type="button"
              class="btn gc-stack-btn"
              disabled={props.busy}
              onClick={() => void moveAll(action)}
              data-testid={`stack-${m.from}-${m.to}`}
            >
              Move all {m.units.length} to {areaLabel(state.kit, m.to)}
            </button>
          );
        })}
      </div>
      {error && <RefusalOrQuestion error={error} state={state} onAnswered={goOn} alert />}
    </div>
  );
}
