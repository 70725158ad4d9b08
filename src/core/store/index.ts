/**
 * The game-log store: games kept as an action log with a revision each, written in one
 * transaction that refuses a stale revision, with backups before a migration, a replacing
 * import or a deletion, a journal for an import in flight, and a second copy (mirror.ts) that
 * restore.ts brings back when IndexedDB is lost. This entry point gives screens the storage
 * error shape, what a saved-games listing holds, and export/import of game files; the backends,
 * record schemas and the store itself stay inside.
 *
 * Why it is in core though only Volga's games keep logs here today: the mirror, the restore on
 * start and the IndexedDB backend serve the whole app (the shell runs them before any table;
 * About shows the mirror's size), and the one record store every table is moving onto is built
 * over the same backend, mirror and restore. Only games.ts, steps.ts, records.ts, backups.ts,
 * journal.ts and transfer.ts are Volga's alone; they stay beside the backend they are written
 * against until that move lands, rather than being split across two packages while it is made.
 */
export type { StorageError } from './errors';
export type { BackupReason, ListedGame } from './games';
export {
  confirmImport,
  exportToFile,
  finishImport,
  prepareImport,
} from './transfer';
