/**
 * The Mission's turn and phase on one line near the top ("Turn 2 · ENEMY PFPh"), with the steps
 * of the track: the next phase, or straight on to the next Player Turn's RPh. Each step is a log
 * line, so undo takes it back like a roll.
 */
import { useState } from 'preact/hooks';
import { atWords, type MissionState } from '../engine';
import type { VotgModel } from '../state';

/** Returns the turn bar of the Mission `s`. */
export function TurnBar(props: { m: VotgModel; s: MissionState }) {
  const { m, s } = props;
  const [problem, setProblem] = useState('');
  const step = (by: 'phase' | 'playerTurn') => {
    const r = m.advance(by);
    setProblem(r.ok ? '' : r.error.message);
  };
  return (
    <div class="card votg-turn" data-testid="votg-turn">
      <p class="votg-turn-at" aria-live="polite" data-testid="votg-turn-at">
        {atWords(s.at)}
      </p>
      <div class="votg-turn-steps">
        {/* Glyphs keep the bar one line on a 360 px phone; the names say what each step does. */}
        <button
          type="button"
          class="btn-quiet"
          aria-label="Next phase"
          title="Next phase"
          onClick={() => step('phase')}
        >
          <span aria-hidden="true">›</span>
        </button>
        <button
          type="button"
          class="btn-quiet"
          aria-label="Next Player Turn"
          title="Next Player Turn (its RPh)"
          onClick={() => step('playerTurn')}
        >
          <span aria-hidden="true">»</span>
        </button>
      </div>
      {problem && (
        <p class="votg-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
