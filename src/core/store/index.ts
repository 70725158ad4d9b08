/**
 * The storage area's entry point for screens: the storage error shape, what a saved-games
 * listing holds, and export/import of game files. The IndexedDB and in-memory backends, the
 * record schemas and the game store itself stay inside.
 */
export type { StorageError } from './errors';
export type { BackupReason, ListedGame } from './games';
export {
  confirmImport,
  exportToFile,
  finishImport,
  prepareImport,
} from './transfer';
