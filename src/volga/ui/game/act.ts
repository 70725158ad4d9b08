/** Hooks for buttons that send game actions: one action at a time, the engine's refusal shown. */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { RuleError } from '../../../core/result';
import type { Action } from '../../engine/game';
import { type DispatchResult, type GameModel, SAVE_SHOWN_AFTER_MS } from '../../state/game';

/**
 * The actions a panel sent, with the busy state shown only when they last. `busy` turns true
 * once one has run SAVE_SHOWN_AFTER_MS. Most actions save within a frame or two: turning the
 * buttons off and on around each of them would cost two renders and a frame per tap, and
 * flicker. A tap while one still runs is not dropped: the model takes it after the save under
 * way, so `track` always runs its work.
 */
export function usePending(): {
  readonly busy: boolean;
  /** Whether an action runs now (read at once, without a render: for inputs to ignore edits). */
  running(): boolean;
  track<T>(work: () => Promise<T>): Promise<T>;
} {
  const running = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    busy,
    running: () => running.current > 0,
    track(work) {
      running.current += 1;
      if (running.current === 1)
        timer.current = setTimeout(() => setBusy(true), SAVE_SHOWN_AFTER_MS);
      // A work that throws before its first await still ends the pending state.
      return Promise.resolve()
        .then(work)
        .finally(() => {
          running.current -= 1;
          if (running.current > 0) return;
          clearTimeout(timer.current);
          setBusy(false);
        });
    },
  };
}

/** What a panel needs to send actions and show why one was refused. */
export interface Act {
  readonly run: (action: Action) => Promise<DispatchResult>;
  readonly busy: boolean;
  /** The last refusal, or null (facts are asked by the question prompt, storage failures by the save bar). */
  readonly error: RuleError | null;
  readonly clear: () => void;
}

/** Returns an Act over the model. */
export function useAct(model: GameModel): Act {
  const pending = usePending();
  const [error, setError] = useState<RuleError | null>(null);
  return {
    busy: pending.busy,
    error,
    clear: () => setError(null),
    run: async (action) => {
      setError(null);
      // The pending count also covers an action that waits before saving (a fact recalled from
      // the kit, the save under way) or after it (an answer the kit learns).
      const r = await pending.track(() => model.dispatch(action));
      // Facts are asked by the question prompt; storage failures by the save bar.
      if (!r.ok && !r.error.fact && r.error.rule !== 'storage') setError(r.error);
      return r;
    },
  };
}
