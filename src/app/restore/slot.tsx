import type { FunctionComponent } from 'preact';
import { restoreReport } from './report';

let Notice: FunctionComponent | null = null;

/**
 * Loads the restore notice's code. Start-up calls it only when it has something to tell the
 * owner, before the first render, so the notice is there on the first frame and nothing moves
 * under a finger; on every other start its code is never fetched.
 */
export async function loadRestoreNotice(): Promise<void> {
  Notice = (await import('./RestoreNotice')).RestoreNotice;
}

/** Returns the restore notice while start-up's report waits to be dismissed. */
export function RestoreNoticeSlot() {
  return restoreReport.value !== null && Notice ? <Notice /> : null;
}
