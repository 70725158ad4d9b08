/** The messages between the page (reader.ts) and the import worker (import.worker.ts). */
import type { GameEntry } from './game-entry';
import type { FileError, ImportedFile, ReadProgress } from './import';

/**
 * Games per batch: each batch is copied into the page in one task, so a batch of large games
 * stays well inside one frame even on a slow phone.
 */
export const GAMES_PER_MESSAGE = 10;

/** What the page sends: the file to read, then a request for each next batch of games. */
export type ReaderRequest = Blob | { readonly type: 'more' };

/** What the worker sends: progress, the file read (without its games) or its refusal, batches. */
export type ReaderReply =
  | { readonly type: 'progress'; readonly progress: ReadProgress }
  | { readonly type: 'read'; readonly imported: ImportedFile; readonly games: number }
  | { readonly type: 'games'; readonly games: readonly GameEntry[] }
  | { readonly type: 'refused'; readonly error: FileError };
