/**
 * Moving a whole stack in one tap: for the activated units that share an Area, one button per
 * Adjacent Area they may all enter together (the engine's `stackMoves`), e.g. "Move all 4 to
 * Area 10". The engine checks each unit by the rules of a single move (8.2). When the move leaves
 * only the Mandatory Attack it owes (9.1), that attack is declared with it. Where the kit does not
 * know every border of the stack's Area, one tap on the Area across names the border and moves.
 */
import { useContext, useState } from 'preact/hooks';
import {
  type Action,
  apply,
  forcedDeclaration,
  type GameState,
  type StackBorderPick,
  stackBorderPicks,
  stackMoves,
} from '../../engine/game';
import { areaLabel } from '../../engine/kit';
import { AreaChips } from './combat/moves';
import { RefusalOrQuestion } from './combat/refusal';
import { type Dispatch, useRun } from './combat/run';
import { AnswerFactContext } from './FactPrompt';

/**
 * The Areas a stack may move into across a border the kit does not know (3.1): one tap names the
 * Area across it on the map, records the border, and moves the whole stack there.
 */
function StackBorderChips(props: {
  state: GameState;
  pick: StackBorderPick;
  busy?: boolean;
  onPick: (to: number) => void;
}) {
  const { from, units, open } = props.pick;
  return (
    <AreaChips
      testId={`stack-pick-${from}`}
      legend={`Or all ${units.length} across a border the kit does not know yet: tap the Area across it on the map.`}
      open={open}
      name={(n) => `Area ${n} borders Area ${from}: move all ${units.length} there`}
      onPick={props.onPick}
      busy={props.busy}
    />
  );
}

/** Returns the stack-move buttons of the Action Round, or nothing when no stack can move. */
export function StackMoves(props: { state: GameState; dispatch: Dispatch; busy?: boolean }) {
  const { state } = props;
  const { run, error, goOn } = useRun(props.dispatch);
  const answer = useContext(AnswerFactContext);
  const [pickError, setPickError] = useState<string | null>(null);
  const moves = stackMoves(state);
  const picks = stackBorderPicks(state);
  // 9.1: a stack that enters a Soviet-held Area and leaves nothing else to do but the Mandatory
  // Attack it owes (forcedDeclaration) has that attack declared with the move: no confirm tap.
  // Only on the tap that moves, so an Undo of the declaration leaves the choice to the player.
  const moveAll = async (action: Action, from: GameState = state) => {
    const after = apply(from, action);
    if (!(await run(action)) || !after.ok) return;
    const forced = forcedDeclaration(after.value.state);
    if (forced) await run(forced);
  };
  // 3.1: the Area named across an unknown border is recorded as bordering, then the stack moves.
  const moveAcross = async (p: StackBorderPick, to: number) => {
    if (!answer) return;
    const fact = { kind: 'adjacency', a: Math.min(p.from, to), b: Math.max(p.from, to) } as const;
    const r = await answer(fact, true);
    if (!r.ok) return setPickError(`${r.error.message} (${r.error.rule})`);
    setPickError(null);
    const known = apply(state, { type: 'answerFact', fact, answer: true });
    await moveAll({ type: 'moveStack', units: p.units, to }, known.ok ? known.value.state : state);
  };
  if (moves.length === 0 && picks.length === 0)
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
      {picks.map((p) => (
        <StackBorderChips
          key={p.from}
          state={state}
          pick={p}
          busy={props.busy}
          onPick={(to) => void moveAcross(p, to)}
        />
      ))}
      {pickError && (
        <p class="gc-dest-why" role="alert">
          {pickError}
        </p>
      )}
      {error && <RefusalOrQuestion error={error} state={state} onAnswered={goOn} alert />}
    </div>
  );
}
