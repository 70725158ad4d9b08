/**
 * The "needs fact" prompt: the engine stopped because the kit does not know a fact printed on
 * the owner's components. The owner answers once (B3's FactQuestion, or for the simple kinds
 * the short form here), the answer is logged as an action, and the waiting action runs again.
 */
import { useState } from 'preact/hooks';
import type { Fact, FactAnswers } from '../../engine/kit';
import { TERRAIN_LABEL, TERRAINS } from '../../engine/types';
import type { GameModel } from '../../state/game/session';
import { kitModel } from '../../state/kit';
import { FactQuestion } from '../kit/FactQuestion';

type Answer = FactAnswers[Fact['kind']];

/** The short answer form for adjacency, terrain, TEM, name and neighbours. */
function SimpleAnswer(props: { fact: Fact; onAnswer: (a: Answer) => void; disabled: boolean }) {
  const f = props.fact;
  const [text, setText] = useState('');
  const go = (a: Answer) => props.onAnswer(a);
  switch (f.kind) {
    case 'adjacency':
      return (
        <div class="gp-inline">
          <button type="button" class="btn" disabled={props.disabled} onClick={() => go(true)}>
            Yes, adjacent
          </button>
          <button
            type="button"
            class="gp-small"
            disabled={props.disabled}
            onClick={() => go(false)}
          >
            No
          </button>
        </div>
      );
    case 'terrain':
      return (
        <div class="gp-choices">
          {TERRAINS.map((t) => (
            <button
              type="button"
              key={t}
              class="gp-choice"
              disabled={props.disabled}
              onClick={() => go(t)}
            >
              {TERRAIN_LABEL[t]}
            </button>
          ))}
        </div>
      );
    case 'tem':
      return (
        <div class="gp-inline">
          {[1, 2, 3, 4].map((n) => (
            <button
              type="button"
              key={n}
              class="gp-small"
              disabled={props.disabled}
              onClick={() => go(n)}
            >
              +{n}
            </button>
          ))}
        </div>
      );
    case 'name':
    case 'neighbours': {
      const id = `fact-${f.kind}`;
      return (
        <form
          class="gp-inline"
          onSubmit={(e) => {
            e.preventDefault();
            if (f.kind === 'name') go(text.trim());
            else
              go(
                text
                  .split(/[^0-9]+/)
                  .filter(Boolean)
                  .map(Number),
              );
          }}
        >
          <label for={id} class="gp-label">
            {f.kind === 'name' ? 'Name' : 'Area numbers'}
          </label>
          <input
            id={id}
            class="gp-text"
            inputMode={f.kind === 'name' ? 'text' : 'numeric'}
            value={text}
            onInput={(e) => setText(e.currentTarget.value)}
          />
          <button type="submit" class="gp-small" disabled={props.disabled || text.trim() === ''}>
            Answer
          </button>
        </form>
      );
    }
    default:
      return (
        <p class="gp-note">
          This needs a longer answer: enter it on the <a href="#/kit">Component kit</a> screen, then
          come back and try again.
        </p>
      );
  }
}

/** Returns the prompt for the model's pending question, or nothing. */
export function FactPrompt(props: { model: GameModel }) {
  const q = props.model.question.value;
  const snap = props.model.snapshot.value;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!q || !snap) return null;
  const kit = snap.state.kit;
  const answer = async (a: Answer) => {
    setBusy(true);
    setError(null);
    const r = await props.model.answer(a);
    setBusy(false);
    // The owner's kit remembers the answer too, for the next game (not the made-up fixture).
    if (r.ok && !kit.fixture && kitModel.slot.peek() === 'owner') {
      const k = kitModel.answer(q.fact, a as never);
      if (!k.ok) kitModel.clearRefusal();
    }
    if (!r.ok && !r.error.fact) setError(`${r.error.message} (${r.error.rule})`);
  };
  return (
    <section class="gq" aria-labelledby="gq-h" data-testid="fact-prompt">
      <h2 class="gp-title" id="gq-h">
        A fact from your components
      </h2>
      <p class="gp-note">{q.message}</p>
      <FactQuestion fact={q.fact} kit={kit} onAnswer={(a) => void answer(a)} />
      <SimpleAnswer fact={q.fact} onAnswer={(a) => void answer(a)} disabled={busy} />
      {error && (
        <p class="gp-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" class="gp-small" onClick={() => props.model.dismissQuestion()}>
        Not now
      </button>
    </section>
  );
}
