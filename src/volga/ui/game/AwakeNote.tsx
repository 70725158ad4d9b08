/**
 * Keeps the screen awake while a game is shown (unless turned off in Settings), and says so when
 * the browser refuses; the notice can be dismissed for the rest of the session, so it does not
 * take a quarter of every game screen.
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { awakeInGame, gameAwakeStatus, holdScreenAwake } from '../../../core/device';

/** True once the owner dismissed the notice (until the app is opened again). */
const dismissed = signal(false);

/** Returns the refused-wake-lock notice with its Dismiss button, or nothing. */
export function AwakeNote() {
  const on = awakeInGame.value;
  useEffect(() => (on ? holdScreenAwake() : undefined), [on]);
  if (!on || gameAwakeStatus.value !== 'refused' || dismissed.value) return null;
  return (
    <div class="gb gb-note" role="status" data-testid="awake-refused">
      <p>
        The screen may dim during play: the browser refused to keep it awake (battery saver may be
        on). Settings → Keep the screen awake during a game.
      </p>
      <button
        type="button"
        class="btn-quiet"
        data-testid="awake-dismiss"
        onClick={() => {
          dismissed.value = true;
        }}
      >
        Dismiss
      </button>
    </div>
  );
}
