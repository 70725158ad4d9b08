/**
 * What the owner is told came back from the second copy: each restored record named in words.
 * Keys are the tables' own persisted keys (a test checks them against the tables' constants);
 * a record not listed here is named by its key.
 */
import type { RestoredRecord } from '../../core/store/restore';

/** Records named by their exact key. */
export const RESTORED_KEY_LABELS = {
  'kit/owner': 'Your component kit',
  'kit/owner-previous': 'Your kit as it was before its last change',
  'kit/owner-damaged': 'A damaged kit kept for you',
  'kit/slot': 'Which kit is in use',
  'kit/summary': 'The kit summary on Home',
  settings: 'Your settings',
  'install-hint-dismissed': 'The install hint you dismissed',
  'firestorm/map': 'The Firestorm campaign map',
  'firestorm/campaigns': 'Your Firestorm campaigns',
  'firestorm/campaigns-damaged': 'A damaged list of Firestorm campaigns kept for you',
  'firestorm/campaign': 'The Firestorm campaign, as an earlier version kept it',
  'firestorm/previous': 'The Firestorm campaign it last replaced, as an earlier version kept it',
  'import:pending': 'An import that was still finishing',
} as const satisfies Record<string, string>;

/** Returns the lines that say what came back: one per record, backups counted, index entries left out. */
export function restoredLines(records: readonly RestoredRecord[]): string[] {
  const lines: string[] = [];
  let backups = 0;
  for (const r of records) {
    // A game's index entry comes back with the game; saying it twice would only confuse.
    if (r.key.startsWith('meta:')) continue;
    if (r.key.startsWith('backup:')) {
      backups += 1;
      continue;
    }
    if (r.key.startsWith('game:')) {
      const name = r.name ?? r.key.slice('game:'.length);
      lines.push(`Saved game “${name}”${r.rev !== undefined ? ` at revision ${r.rev}` : ''}`);
      continue;
    }
    const label = (RESTORED_KEY_LABELS as Record<string, string>)[r.key];
    lines.push(label ?? `Saved record “${r.key}”`);
  }
  if (backups > 0) lines.push(backups === 1 ? 'One backup' : `${backups} backups`);
  return lines;
}
