/**
 * What the owner is told came back from the second copy: each restored record named in words.
 * A table's records are named by its registry entry (Table.records); the house's own keys
 * (settings, the install hint, an import still finishing) are named here. A record named
 * nowhere is named by its key.
 */
import { SETTINGS_KEY } from '../../core/persist/settings';
import { PENDING_IMPORT_KEY } from '../../core/store/journal-key';
import type { RestoredRecord } from '../../core/store/restore';
import type { RecordSpec } from '../../core/table';
import { TABLES } from '../registry';

/** The house's own keys: kept by the shell and core, not by a table. */
export const HOUSE_KEY_LABELS: Readonly<Record<string, string>> = {
  [SETTINGS_KEY]: 'Your settings',
  'install-hint-dismissed': 'The install hint you dismissed',
  [PENDING_IMPORT_KEY]: 'An import that was still finishing',
};

/** Every record the registered tables declare. */
export function declaredRecords(): readonly RecordSpec[] {
  return TABLES.flatMap((t) => t.records ?? []);
}

/** Returns the words for a stored key: its table's label, the house's, or null when none names it. */
export function labelOf(key: string): string | null {
  const spec = declaredRecords().find((r) => (r.many ? key.startsWith(r.key) : r.key === key));
  return spec?.label ?? HOUSE_KEY_LABELS[key] ?? null;
}

/** Returns the lines that say what came back: one per record, backups counted, index entries left out. */
export function restoredLines(records: readonly RestoredRecord[]): string[] {
  const lines: string[] = [];
  let backups = 0;
  for (const r of records) {
    // A game's index entry comes back with the game, a record's revision with the record:
    // saying either twice would only confuse.
    if (r.key.startsWith('meta:') || r.key.startsWith('rev:')) continue;
    if (r.key.startsWith('backup:')) {
      backups += 1;
      continue;
    }
    if (r.key.startsWith('game:')) {
      const name = r.name ?? r.key.slice('game:'.length);
      lines.push(`Saved game “${name}”${r.rev !== undefined ? ` at revision ${r.rev}` : ''}`);
      continue;
    }
    const label = labelOf(r.key);
    const line = label ?? `Saved record “${r.key}”`;
    // Items of one family (a club's campaigns) share one label: it is said once.
    if (!lines.includes(line)) lines.push(line);
  }
  if (backups > 0) lines.push(backups === 1 ? 'One backup' : `${backups} backups`);
  return lines;
}
