/**
 * The game model's questions to the owner and its lessons to the owner's kit: a fact the engine
 * needs is recalled from the kit or asked, and the waiting action runs again once it is answered;
 * an answer or a designation given in play is taught to the kit, and a contradiction is put to
 * the owner. Built over the model's context and its dispatch.
 */
import type { Action } from '../../engine/game';
import { type Fact, type FactAnswers, partOfFact } from '../../engine/kit';
import type { GameContext } from './saving';
import type { DispatchResult } from './snapshot';

/** Dispatch as the model offers it (the questions' parts run actions through it). */
type Dispatch = (action: Action, options?: { readonly ask?: boolean }) => Promise<DispatchResult>;

/** Returns the parts of the model that ask the owner and teach the owner's kit. */
export function gameQuestions(ctx: GameContext, dispatch: Dispatch) {
  const { services, question, conflict, renameRefused } = ctx;
  return {
    /**
     * Answers a fact the game needs from the owner's kit when the kit learned it after this game
     * began (in another game or on the kit screen): true once the game took that answer.
     */
    async recalled(fact: Fact): Promise<boolean> {
      let answer: FactAnswers[Fact['kind']] | null = null;
      try {
        answer = (await services.recall?.(fact)) ?? null;
      } catch {
        return false;
      }
      if (answer === null) return false;
      const r = await dispatch({ type: 'answerFact', fact, answer } as Action, { ask: false });
      return r.ok;
    },

    /** The owner's kit learns a fact answered in a game on it; a contradiction is put to the owner. */
    async teach(fact: Fact, answer: FactAnswers[Fact['kind']]): Promise<void> {
      try {
        const refused = await services.learn?.(fact, answer);
        if (refused && refused.code !== 'kit.loading')
          conflict.value = { fact, answer, message: `${refused.message} (${refused.rule})` };
      } catch {
        // The game keeps its answer; the kit asks again in a later game.
      }
    },

    /**
     * The owner's kit takes a designation given in a game on it (4.3), as it learns an answer; a
     * refusal (another counter of the kit has it) is put to the owner beside the game's question.
     */
    async teachRename(from: string, to: string): Promise<void> {
      try {
        const refused = await services.rename?.(from, to);
        if (refused) renameRefused.value = refused;
      } catch {
        // The game keeps its designation; the kit screen renames the counter there.
      }
    },

    /** Records the owner's answer; when it answers the pending question, the waiting action runs. */
    async answer<F extends Fact>(fact: F, answer: FactAnswers[F['kind']]): Promise<DispatchResult> {
      const r = await dispatch({ type: 'answerFact', fact, answer } as Action);
      if (!r.ok) return r;
      const q = question.peek();
      // An answer to some of the question (counters asked together, answered one at a time)
      // runs the waiting action again too: it goes on, or asks only what it still lacks.
      if (!q || !partOfFact(fact, q.fact)) return r;
      question.value = null;
      return q.waiting ? dispatch(q.waiting) : r;
    },

    /** Drops the pending question; a Random Event's row is recorded with the event pending. */
    dismissQuestion(): void {
      const q = question.peek();
      question.value = null;
      // 6.2: "Not now" to a Random Event's row ends the Phase with the event pending; the
      // engine asks the row again when its effect matters (pendingEvent.ts).
      if (q?.waiting?.type === 'rollRandomEvent' && q.fact.kind === 'event')
        void dispatch({ ...q.waiting, later: true });
    },

    /** Settles the kit's contradiction: the answer given in play, or the kit as it is. */
    async resolveConflict(keep: 'answer' | 'kit'): Promise<string | null> {
      const c = conflict.peek();
      if (!c) return null;
      if (keep === 'kit') {
        conflict.value = null;
        return null;
      }
      const refused = await services.learn?.(c.fact, c.answer, { overrule: true });
      if (refused) return `${refused.message} (${refused.rule})`;
      conflict.value = null;
      return null;
    },
  };
}
