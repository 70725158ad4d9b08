/** A hook for buttons that send one game action: busy while saving, the engine's refusal shown. */
import { useState } from 'preact/hooks';
import type { Action } from '../../engine/game';
import type { DispatchResult, GameModel } from '../../state/game';

/** What a panel needs to send actions and show why one was refused. */
export interface Act {
  readonly run: (action: Action) => Promise<DispatchResult>;
  readonly busy: boolean;
  /** The last refusal in words with its rule, or null (storage failures show in the save bar). */
  readonly error: string | null;
  readonly clear: () => void;
}

/** Returns an Act over the model. */
export function useAct(model: GameModel): Act {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    busy,
    error,
    clear: () => setError(null),
    run: async (action) => {
      setError(null);
      const pending = model.dispatch(action);
      // While the save runs the model refuses actions (canAct is false), so the buttons are
      // already off without a busy state of their own: that spares a second render after the
      // save. Busy covers the rest: an action that waits before saving (a fact recalled from
      // the kit) or after it (an answer the kit learns).
      const guarded = model.save.peek().kind !== 'saving' || action.type === 'answerFact';
      if (guarded) setBusy(true);
      const r = await pending;
      if (guarded) setBusy(false);
      // Facts are asked by the question prompt; storage failures by the save bar.
      if (!r.ok && !r.error.fact && r.error.rule !== 'storage')
        setError(`${r.error.message} (${r.error.rule})`);
      return r;
    },
  };
}
