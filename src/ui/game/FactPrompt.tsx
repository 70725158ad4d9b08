/**
 * The "needs fact" prompt: the engine stopped because the kit does not know a fact printed on
 * the owner's components. The owner answers once (B3's FactQuestion, which checks the answer
 * against the kit), the answer is logged as an action, the owner's kit remembers it for later
 * games, and the action that was waiting runs again.
 */
import { useState } from 'preact/hooks';
import type { Fact, FactAnswers } from '../../engine/kit';
import type { GameModel } from '../../state/game/session';
import { kitModel } from '../../state/kit';
import { FactQuestion } from '../kit/FactQuestion';

type Answer = FactAnswers[Fact['kind']];

/** Returns the prompt for the model's pending question, or nothing. */
export function FactPrompt(props: { model: GameModel }) {
  const q = props.model.question.value;
  const snap = props.model.snapshot.value;
  const [error, setError] = useState<string | null>(null);
  if (!q || !snap) return null;
  const kit = snap.state.kit;
  const answer = async (a: Answer) => {
    setError(null);
    const r = await props.model.answer(a);
    if (!r.ok && !r.error.fact) {
      setError(`${r.error.message} (${r.error.rule})`);
      return;
    }
    // The owner's kit remembers the answer too, for the next game (never the made-up fixture).
    if (!kit.fixture && kitModel.slot.peek() === 'owner') {
      const k = kitModel.answer(q.fact, a as never);
      if (!k.ok) kitModel.clearRefusal();
    }
  };
  return (
    <section class="gq" aria-labelledby="gq-h" data-testid="fact-prompt">
      <h2 class="gp-title" id="gq-h">
        A fact from your components
      </h2>
      <p class="gp-note">{q.message}</p>
      <FactQuestion fact={q.fact} kit={kit} onAnswer={(a) => void answer(a)} />
      {error && (
        <p class="gp-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" class="btn-quiet" onClick={() => props.model.dismissQuestion()}>
        Not now
      </button>
    </section>
  );
}
