/**
 * Running an action through the engine from a game panel: the dispatch prop, a dispatcher that
 * remembers the engine's last refusal, and the engine's answer to an action not yet taken.
 */
import { useState } from 'preact/hooks';
import { haptic } from '../../../../core/platform/haptics';
import type { Result } from '../../../../core/result';
import { type Action, apply, type GameError, type GameState } from '../../../engine/game';
import type { ComponentKit } from '../../../engine/kit';
import { usePending } from '../act';

/** The dispatch prop both panels take. */
export type Dispatch = (action: Action) => Promise<Result<unknown>>;

/** Props every game panel takes: the state shown and the dispatch that changes it. */
export interface GamePanelProps {
  readonly state: GameState;
  readonly dispatch: Dispatch;
  readonly kit?: ComponentKit;
}

/**
 * A dispatcher that remembers the engine's last refusal and whether an action is in flight.
 * When the refusal asked for a component fact, `goOn` runs the refused action again once the
 * owner has answered, so the tap that asked is not needed twice.
 */
export function useRun(dispatch: Dispatch): {
  run: (action: Action) => Promise<boolean>;
  error: GameError | null;
  clear: () => void;
  /** Runs again the action whose refusal asked a fact (after the answer), or clears the error. */
  goOn: () => void;
  busy: boolean;
  /** Whether an action runs now (for dice and other inputs to ignore edits meanwhile). */
  running: () => boolean;
} {
  const [error, setError] = useState<GameError | null>(null);
  const [asked, setAsked] = useState<Action | null>(null);
  const pending = usePending();
  const run = async (action: Action): Promise<boolean> => {
    // A tap while the last action still saves (here or in another panel) is taken after it.
    const r = await pending.track(() => dispatch(action));
    // A second tap on the same action while it saves counts once (the model drops it).
    if (!r.ok && r.error.code === 'game.busy') return false;
    if (r.ok) {
      setError(null);
      setAsked(null);
      haptic('confirm');
      return true;
    }
    setError(r.error as GameError);
    setAsked((r.error as GameError).fact ? action : null);
    haptic('warn');
    return false;
  };
  return {
    run,
    error,
    clear: () => setError(null),
    goOn: () => {
      setError(null);
      if (asked) void run(asked);
    },
    busy: pending.busy,
    running: pending.running,
  };
}

/** What the engine would answer to `action` now, without changing anything (apply is pure). */
export function preview(state: GameState, action: Action) {
  return apply(state, action);
}

/** The engine's refusal, or null when it would accept the action now. */
export function refusal(state: GameState, action: Action): GameError | null {
  const r = apply(state, action);
  return r.ok ? null : r.error;
}
