/**
 * The Mission's turn and phase on one line near the top ("Turn 2 · ENEMY PFPh"), with the steps
 * of the track: the next phase, or straight on to the next Player Turn's RPh. Each step is a log
 * line, so undo takes it back like a roll.
 */
import { useState } from 'preact/hooks';
import { atWords, type MissionState } from '../engine';
import type { VotgModel } from '../state';
import { Problem } from './parts';

/** How far one step of the track goes, as the model takes it. */
type StepBy = Parameters<VotgModel['advance']>[0];

/** The steps of the track, in the bar's order: how far each goes, its name, its tooltip and glyph. */
const STEPS: readonly {
  readonly by: StepBy;
  readonly name: string;
  readonly title: string;
  readonly glyph: string;
}[] = [
  { by: 'phase', name: 'Next phase', title: 'Next phase', glyph: '›' },
  { by: 'playerTurn', name: 'Next Player Turn', title: 'Next Player Turn (its RPh)', glyph: '»' },
];

/** Returns the turn bar of the Mission `s`. */
export function TurnBar(props: { m: VotgModel; s: MissionState }) {
  const { m, s } = props;
  const [problem, setProblem] = useState('');
  const step = (by: StepBy) => {
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
        {STEPS.map((t) => (
          <button
            key={t.by}
            type="button"
            class="btn-quiet"
            aria-label={t.name}
            title={t.title}
            onClick={() => step(t.by)}
          >
            <span aria-hidden="true">{t.glyph}</span>
          </button>
        ))}
      </div>
      <Problem text={problem} />
    </div>
  );
}
