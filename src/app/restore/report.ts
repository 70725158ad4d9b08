/** What start-up found in the second copy, for the notice on screen (set once by main.tsx). */
import { signal } from '@preact/signals';
import type { RestoreReport } from '../../core/store/restore';

/** The report while the owner has not dismissed it; null when there is nothing to say. */
export const restoreReport = signal<RestoreReport | null>(null);

/** Keeps the report when it has something to tell the owner. */
export function showRestoreReport(report: RestoreReport): void {
  if (report.outcome === 'restored' || report.outcome === 'both-gone') restoreReport.value = report;
  else if (report.outcome === 'failed')
    console.warn('The second copy could not be checked:', report.error);
}
