/** What start-up found in the second copy, for the notice on screen (set once by main.tsx). */
import { signal } from '@preact/signals';
import type { RestoreReport } from '../../core/store/restore';

/** The report while the owner has not dismissed it; null when there is nothing to say. */
export const restoreReport = signal<RestoreReport | null>(null);

/**
 * Keeps the report when it has something to tell the owner. The mark `volga:restore-checked`
 * (its detail the outcome) says start-up's check is over: a test or bench after a crash reads it
 * to know at once whether a notice is coming, instead of looking for one for a while.
 */
export function showRestoreReport(report: RestoreReport): void {
  if (report.outcome === 'restored' || report.outcome === 'both-gone') restoreReport.value = report;
  else if (report.outcome === 'failed')
    console.warn('The second copy could not be checked:', report.error);
  performance.mark('volga:restore-checked', { detail: report.outcome });
}
