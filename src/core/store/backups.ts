/**
 * The game store's backups: what one holds, its key (time, reason, sequence), and the writes
 * that store one and prune the oldest deletions' backups beyond MAX_BACKUPS.
 */
import * as v from 'valibot';
import { plain } from '../files/schemas';
import type { AtomicView, KvWrite } from './backend';
import { BACKUP_PREFIX } from './records';

/** Why a backup was written. */
export type BackupReason = 'migrate' | 'import-replace' | 'delete';

/**
 * Backups kept; writing one more deletes the oldest deletions' backups beyond this (the others
 * stay until the player deletes them; ruling in docs/rulings.md).
 */
export const MAX_BACKUPS = 20;

/** A backup: copies of the records as they were, and the kit/settings the caller handed in. */
export interface Backup {
  readonly backupVersion: 1;
  readonly key: string;
  readonly at: string;
  readonly reason: BackupReason;
  /** The raw stored game records, exactly as they were before the change. */
  readonly games: readonly unknown[];
  readonly kit?: unknown;
  readonly settings?: unknown;
}

export const BackupSchema = plain(
  v.looseObject({
    backupVersion: v.literal(1),
    key: v.string(),
    at: v.string(),
    reason: v.picklist(['migrate', 'import-replace', 'delete']),
    games: v.array(v.unknown()),
  }),
);

/** A backup as listed (without its data). */
export interface BackupInfo {
  readonly key: string;
  readonly at: string;
  readonly reason: BackupReason;
}

/** Returns the next free backup key for a backup written at `at` for `reason`. */
function backupKeyFor(view: AtomicView, at: string, reason: BackupReason): string {
  const stem = `${BACKUP_PREFIX}${at}:${reason}:`;
  const n = view.keysWithPrefix(BACKUP_PREFIX).filter((k) => k.startsWith(stem)).length;
  return `${stem}${String(n).padStart(3, '0')}`;
}

/**
 * Returns the writes that store a backup and prune the oldest backups beyond MAX_BACKUPS. Only
 * deletions' backups (one game the player chose to delete) are pruned: a replacing import's (or
 * a restore over a game's) backup holds the only copy of what it replaced, often several games
 * and the kit, and an upgrade's holds the records as they were before it; those stay until the
 * player deletes them. Keys in `keep` (a backup the change is acting on, such as the one a
 * restore reads from) are never pruned.
 */
export function backupWrites(
  view: AtomicView,
  backup: Omit<Backup, 'key' | 'backupVersion'>,
  keep: readonly string[] = [],
): {
  key: string;
  writes: KvWrite[];
} {
  const key = backupKeyFor(view, backup.at, backup.reason);
  const value: Backup = { backupVersion: 1, key, ...backup };
  const writes: KvWrite[] = [{ op: 'put', key, value }];
  const all = [...view.keysWithPrefix(BACKUP_PREFIX), key];
  const prunable = all
    .filter((k) => k !== key && !keep.includes(k) && PRUNABLE.has(parseBackupKey(k)?.reason))
    .sort();
  const excess = Math.max(0, all.length - MAX_BACKUPS);
  for (const old of prunable.slice(0, excess)) writes.push({ op: 'delete', key: old });
  return { key, writes };
}

/** The backups pruned beyond MAX_BACKUPS: a deletion's (one game the player chose to delete). */
const PRUNABLE: ReadonlySet<BackupReason | undefined> = new Set<BackupReason>(['delete']);

/** Returns the time and reason a backup key names, or null for a key that is not a backup's. */
export function parseBackupKey(key: string): BackupInfo | null {
  const m = /^backup:(.+Z):(migrate|import-replace|delete):\d+$/.exec(key);
  return m ? { key, at: m[1]!, reason: m[2] as BackupReason } : null;
}
