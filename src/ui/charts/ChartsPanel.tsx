/** Charts of a game (placeholder while it is being built). */
import type { GameRecord, GameState } from '../../engine/game';

/** Props: the game's current state and its record. */
export interface ChartsPanelProps {
  readonly state: GameState;
  readonly record: GameRecord;
}

/** Returns the game's charts: Morale, supply, German Controlled, dice fairness. */
export function ChartsPanel(props: ChartsPanelProps) {
  return (
    <p class="note" role="status">
      Charts are being built ({props.record.log.length} log entries).
    </p>
  );
}
