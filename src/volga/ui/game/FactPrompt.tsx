/**
 * The one prompt for a component fact the engine needs (a fact printed on the owner's
 * components that the kit does not know). The owner answers once with FactQuestion, which checks
 * the answer against the kit; the answer goes to the answerer the screen provides: in the app
 * the game model's `answer`, which logs it in the game and teaches the owner's kit. Shown inline
 * where a panel needs the fact, or as the game screen's pending question with its "Not now".
 */
import { createContext } from 'preact';
import { useContext, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { Refusal } from '../../../core/controls';
import { haptic } from '../../../core/platform/haptics';
import type { Result, RuleError } from '../../../core/result';
import type { ComponentKit, Fact, FactAnswers } from '../../engine/kit';
import type { Terrain } from '../../engine/types';
import type { GameModel } from '../../state/game';
import { FactQuestion } from '../kit/FactQuestion';
import { askedRollWords } from './words';

/** Records the owner's answer to a fact; resolves with the outcome (a refusal says why). */
export type AnswerFact = <F extends Fact>(
  fact: F,
  answer: FactAnswers[F['kind']],
) => Promise<Result<unknown, RuleError & { readonly fact?: Fact }>>;

/** The answerer for every FactPrompt below it (the game screen gives its model's `answer`). */
export const AnswerFactContext = createContext<AnswerFact | null>(null);

const NO_GAME: RuleError & { readonly fact?: Fact } = {
  code: 'fact.noGame',
  rule: 'input',
  message: 'No game is open to record this answer in.',
};

/** Returns the prompt for `fact`: the question, and the refusal if the answer was not recorded. */
export function FactPrompt(props: {
  fact: Fact;
  kit: ComponentKit;
  /** After the answer was recorded. */
  onAnswered?: () => void;
  /** The game screen's pending question: the engine's words and a way to put it off. */
  question?: {
    readonly message: string;
    /** The app's dice the waiting action rolled, in words (askedRollWords), or null. */
    readonly rolled: string | null;
    readonly onDismiss: () => void;
  };
  /** Play may go on without this answer (9.5.2D): what "Not now" means, and doing it. */
  later?: { readonly note: string; readonly onLater: () => void };
}) {
  const answerFact = useContext(AnswerFactContext);
  const [error, setError] = useState<RuleError | null>(null);
  // The fact answered here: an inline question goes away once its answer is recorded.
  const [answered, setAnswered] = useState<string | null>(null);
  const key = JSON.stringify(props.fact);
  // Counters asked together may be answered one at a time: the first alone, then the rest.
  const [narrowed, setNarrowed] = useState<{ readonly of: string; readonly fact: Fact } | null>(
    null,
  );
  const fact = narrowed?.of === key ? narrowed.fact : props.fact;
  const answer = async (a: FactAnswers[Fact['kind']]) => {
    setError(null);
    const r = answerFact ? await answerFact(fact, a) : { ok: false as const, error: NO_GAME };
    if (r.ok) {
      setAnswered(key);
      haptic('confirm');
      props.onAnswered?.();
      return;
    }
    haptic('warn');
    // A waiting action that needs another fact raises its own question.
    if (!r.error.fact) setError(r.error);
  };
  // An Area's terrain and TEM from one tap (9.5.3B): the terrain, then the TEM, each recorded
  // as its own answer (a waiting action that asks for the TEM next runs on its answer).
  const terrainTem = async (t: Terrain, tem: number) => {
    if (fact.kind !== 'terrain' || !answerFact) return;
    setError(null);
    for (const [f, a] of [
      [fact, t],
      [{ kind: 'tem', area: fact.area }, tem],
    ] as const) {
      const r = await answerFact(f, a);
      if (!r.ok && !r.error.fact) {
        haptic('warn');
        return setError(r.error);
      }
    }
    setAnswered(key);
    haptic('confirm');
    props.onAnswered?.();
  };
  const ask = (
    <FactQuestion
      fact={fact}
      kit={props.kit}
      onAnswer={(a) => void answer(a)}
      onNarrow={(f) => setNarrowed({ of: key, fact: f })}
      onTerrainTem={(t, tem) => void terrainTem(t, tem)}
    />
  );
  const later = props.later && (
    <>
      <button
        type="button"
        class="btn-quiet"
        onClick={props.later.onLater}
        data-testid="fact-later"
      >
        Not now
      </button>
      <p class="field-note" data-testid="fact-later-note">
        {props.later.note}
      </p>
    </>
  );
  const q = props.question;
  // Each new question opens in view: it may appear below the fold of the panel that asked.
  const box = useRef<HTMLElement & HTMLDivElement>(null);
  useLayoutEffect(() => {
    box.current?.scrollIntoView?.({ block: 'start' });
  }, [key]);
  if (!q && answered === key) return null;
  if (!q)
    return (
      <div class="gc-fact gq-in-view" data-testid="fact-prompt" ref={box}>
        {ask}
        {error && <Refusal error={error} alert code testid="rule-error" />}
        {later}
      </div>
    );
  return (
    <section class="card gq gq-in-view" aria-labelledby="gq-h" data-testid="fact-prompt" ref={box}>
      <h2 class="gp-title" id="gq-h">
        A fact from your components
      </h2>
      {q.rolled && (
        <p class="gq-rolled" data-testid="question-rolled">
          {q.rolled}
        </p>
      )}
      <p class="gp-note">{q.message}</p>
      {ask}
      {error && <Refusal error={error} alert />}
      <button type="button" class="btn-quiet" onClick={q.onDismiss}>
        Not now
      </button>
    </section>
  );
}

/**
 * Returns the choice when the owner's kit contradicts an answer given in this game: the kit's
 * words, and which of the two is right.
 */
function ConflictPrompt(props: { model: GameModel }) {
  const c = props.model.conflict.value;
  const [error, setError] = useState<string | null>(null);
  if (!c) return null;
  const choose = async (keep: 'answer' | 'kit') => {
    setError(await props.model.resolveConflict(keep));
  };
  return (
    <section class="card gq" aria-labelledby="gq-conflict" data-testid="kit-conflict">
      <h2 class="gp-title" id="gq-conflict">
        Your Component kit says otherwise
      </h2>
      <p class="gp-note">
        This game recorded your answer, but the kit holds something else: {c.message} Which is
        right?
      </p>
      <button type="button" class="btn" onClick={() => void choose('answer')}>
        My answer: put it in the kit
      </button>
      <button type="button" class="btn-quiet" onClick={() => void choose('kit')}>
        The kit: leave it as it is
      </button>
      {error && (
        <p class="gp-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** Returns why the owner's kit did not take a designation given in this game, until dismissed. */
function RenameRefused(props: { model: GameModel }) {
  const e = props.model.renameRefused.value;
  if (!e) return null;
  return (
    <Refusal
      error={e}
      box
      lead="Renamed in this game only; your kit refused it:"
      testid="kit-rename-refused"
    >
      <button type="button" class="btn-quiet" onClick={() => props.model.dismissRenameRefused()}>
        OK
      </button>
    </Refusal>
  );
}

/** Returns the game model's pending question (a fact an action waits for), or nothing. */
export function QuestionPrompt(props: { model: GameModel }) {
  const q = props.model.question.value;
  const snap = props.model.snapshot.value;
  if (!q || !snap)
    return (
      <>
        <ConflictPrompt model={props.model} />
        <RenameRefused model={props.model} />
      </>
    );
  return (
    <FactPrompt
      fact={q.fact}
      kit={snap.state.kit}
      question={{
        message: q.message,
        rolled: askedRollWords(q.rolls),
        onDismiss: () => props.model.dismissQuestion(),
      }}
    />
  );
}
