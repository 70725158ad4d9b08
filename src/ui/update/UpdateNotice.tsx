import { applyUpdate, updateHeld, updateState } from '../../sw/update';
import './UpdateNotice.css';

/** Returns the small "Update ready" notice; the app updates only when it is tapped. */
export function UpdateNotice() {
  const state = updateState.value;
  return (
    <div class="update-slot" role="status" aria-live="polite">
      {state !== 'idle' && (
        <button
          type="button"
          class="update-notice"
          onClick={() => void applyUpdate()}
          disabled={state === 'applying'}
        >
          {state === 'applying' ? (
            'Updating…'
          ) : (
            <>
              <strong>Update ready</strong>
              <span> · tap to restart</span>
            </>
          )}
        </button>
      )}
      {state === 'ready' && updateHeld.value && (
        <p class="update-held">
          Not updated yet: {updateHeld.value} Use Retry or Discard on the game first.
        </p>
      )}
    </div>
  );
}
