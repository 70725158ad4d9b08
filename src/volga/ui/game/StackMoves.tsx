/**
 * Moving a whole stack in one tap: for the activated units that share an Area, one button per
 * Adjacent Area they may all enter together (the engine's `stackMoves`), e.g. "Move all 4 to
 * Area 10". The engine checks each unit by the rules of a single move (8.2).
 */
import { type Action, type GameState, stackMoves } from '../../engine/game';
import { areaLabel } from '../../engine/kit';
import type { Dispatch } from './combat/run';

/** Returns the stack-move buttons of the Action Round, or nothing when no stack can move. */
export function StackMoves(props: { state: GameState; dispatch: Dispatch; busy?: boolean }) {
  const { state } = props;
  const moves = stackMoves(state);
  if (moves.length === 0) return null;
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
              onClick={() => void props.dispatch(action)}
              data-testid={`stack-${m.from}-${m.to}`}
            >
              Move all {m.units.length} to {areaLabel(state.kit, m.to)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
