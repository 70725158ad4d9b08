import {
  applyUpdate,
  cancelUpdate,
  confirmUpdate,
  STILL_SAVING,
  updateHeld,
  updateQuestion,
  updateState,
} from './sw-update';
import './UpdateNotice.css';

/** Why the last tap did not update, and what to do about it. */
function HeldNote(props: { holds: readonly string[] }) {
  const unsaved = props.holds.filter((h) => h !== STILL_SAVING);
  return (
    <p class="update-held">
      {unsaved.length === 0
        ? 'Not updated yet: a change is still being saved. Tap Update ready again in a moment.'
        : `Not updated yet: ${unsaved.join(' ')} Use Retry or Discard on the game, then tap Update ready.`}
    </p>
  );
}

/** Asks, in the page, whether to update although something would be lost. */
function UpdateQuestion(props: { holds: readonly string[] }) {
  return (
    <div class="update-ask" role="alertdialog" aria-label="Update anyway?">
      <p>
        {props.holds.join(' ')} <strong>Update anyway?</strong> What was not saved will be lost.
      </p>
      <div class="update-ask-buttons">
        <button type="button" onClick={() => cancelUpdate()}>
          Go back
        </button>
        <button type="button" class="update-ask-yes" onClick={() => void confirmUpdate()}>
          Update anyway
        </button>
      </div>
    </div>
  );
}

/** Returns the small "Update ready" notice; the app updates only when it is tapped. */
export function UpdateNotice() {
  const state = updateState.value;
  const asking = updateQuestion.value;
  return (
    <div class="update-slot" role="status" aria-live="polite">
      {asking && <UpdateQuestion holds={asking} />}
      {state !== 'idle' && !asking && (
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
      {state === 'ready' && updateHeld.value && <HeldNote holds={updateHeld.value} />}
    </div>
  );
}
