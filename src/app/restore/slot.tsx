import { useLazyView } from '../../core/nav/lazy';
import { restoreReport } from './report';

const loadNotice = () => import('./RestoreNotice').then((m) => m.RestoreNotice);

/** Returns the restore notice once start-up has something to tell the owner; its code loads then. */
export function RestoreNoticeSlot() {
  return useLazyView(loadNotice, restoreReport.value === null ? null : {});
}
