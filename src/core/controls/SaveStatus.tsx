/**
 * What a small table's screen says of its storage, read from core's record store: "Saving…"
 * while a change is on its way (the change shows once it is stored), the notice that another tab
 * moved on (its latest state is what is shown), and why the last change was not stored.
 */
import type { StoreStatus } from '../persist/record-store';
import './controls.css';

/** Returns the storage line of a screen: nothing while all is stored and no notice stands. */
export function SaveStatus(props: {
  status: Pick<StoreStatus, 'saving' | 'notice' | 'failure' | 'dismissNotice'>;
  testid: string;
}) {
  const { saving, notice, failure } = props.status;
  return (
    <>
      <p class="save-status note" role="status" data-testid={`${props.testid}-saving`}>
        {saving.value ? 'Saving…' : ''}
      </p>
      {notice.value && (
        <div class="refusal-box save-notice" role="alert" data-testid={`${props.testid}-notice`}>
          <p>{notice.value}</p>
          <button type="button" class="btn-quiet" onClick={props.status.dismissNotice}>
            OK
          </button>
        </div>
      )}
      {failure.value && (
        <p class="refusal-box" role="alert" data-testid={`${props.testid}-failure`}>
          {failure.value}
        </p>
      )}
    </>
  );
}
