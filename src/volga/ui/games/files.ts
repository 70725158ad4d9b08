/** Saving a text as a file, and the time words, shared by the saved games and backups screens. */

export { downloadText } from '../../../core/platform/download';

/** Returns "2 Mar 2026, 14:05" in the reader's locale ('' for a bad timestamp). */
export function whenText(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
