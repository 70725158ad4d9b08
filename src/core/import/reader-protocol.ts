/** The messages between the page (reader.ts) and the import worker (import.worker.ts). */

import type { ReadProgress } from '../files/import';
import type { Result } from '../result';
import type { ImportOutcome } from '../store/api';
import type { StorageError } from '../store/errors';
import type { FileRead, ImportBackup, PlanChoice, PlanShown } from './import-job';

/** What the page asks, each request with its number (the reply carries it back). */
export type ReaderRequest =
  | { readonly type: 'read'; readonly id: number; readonly file: Blob }
  | { readonly type: 'plan'; readonly id: number; readonly choice: PlanChoice }
  | {
      readonly type: 'apply';
      readonly id: number;
      readonly at: string;
      readonly backup: ImportBackup;
    };

/** What the worker sends: progress while reading, then each request's answer. */
export type ReaderReply<K = unknown> =
  | { readonly type: 'progress'; readonly progress: ReadProgress }
  | { readonly type: 'read'; readonly id: number; readonly read: FileRead<K> }
  | {
      readonly type: 'plan';
      readonly id: number;
      readonly plan: Result<PlanShown, StorageError>;
    }
  | {
      readonly type: 'apply';
      readonly id: number;
      readonly outcome: Result<ImportOutcome, StorageError>;
    }
  /** The request threw (a bug, or the file could not be read at all). */
  | { readonly type: 'failed'; readonly id: number; readonly message: string };
