/**
 * The game-over panel (11.1, 11.2, 14.7): who won, how, and the rule.
 */
import type { GameResult, GameState } from '../../../engine/game';
import { PhasePanel } from './Panel';

/** How each way of ending the game is named (11.1, 11.2, 14.7). */
const KIND_NAME: Readonly<Record<GameResult['kind'], string>> = {
  automatic: 'Automatic Victory',
  operational: 'Operational Victory',
  final: 'Final victory check',
};

/** 11.x, 14.7: who won, why, and the rule. */
export function GameOverPanel(props: { state: GameState }) {
  const r = props.state.result;
  if (!r) return null;
  const kind = KIND_NAME[r.kind];
  return (
    <PhasePanel id="over" title="Game over" state={props.state} rule={r.rule}>
      <p class={`gp-winner gp-winner-${r.winner}`} data-testid="winner">
        {r.winner === 'german' ? 'The German player wins' : 'The Soviet side wins'}
      </p>
      <p>
        {kind} on Turn {r.turn} ({r.rule}): {r.message}
      </p>
      <p class="gp-note">
        The log keeps every action and roll; Undo still steps back from here if a roll was typed
        wrong.
      </p>
    </PhasePanel>
  );
}
