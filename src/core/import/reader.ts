/**
 * A chosen file's import as the page drives it: read, planned and written in the import worker
 * (import.worker.ts), with progress and cancel. The page only receives what it shows (the kit
 * found, the refusal, the plan's sentences, the outcome), each a small message, so it keeps
 * drawing while a big file is checked and written. Where workers are missing the same import
 * job runs in place.
 */

import type { FileError, OnReadProgress } from '../files/import';
import type { Result } from '../result';
import type { ImportOutcome } from '../store/api';
import { type StorageError, storageError } from '../store/errors';
import { storageOpen } from '../store/held';
import type { FileRead, ImportBackup, ImportJob, PlanChoice, PlanShown } from './import-job';
import type { ReaderReply, ReaderRequest } from './reader-protocol';

/**
 * How a table runs its imports: the worker that holds the import job (the table's own
 * import.worker.ts, so its codecs are bundled there), and the same job on the page for
 * browsers without workers.
 */
export interface ImportRunner<K> {
  startWorker(): Worker;
  inPlace(): ImportJob<K>;
}

/** A file being imported. Each answer is null once the import was cancelled. */
export interface FileReading<K = unknown> {
  /** What the file is: a kit, a refused file, or checked games ready to plan. */
  readonly result: Promise<FileRead<K> | null>;
  /** Plans the checked games for `choice` (again for each new choice); writes nothing. */
  plan(choice: PlanChoice): Promise<Result<PlanShown, StorageError> | null>;
  /** Writes the last plan (all or nothing); once written, the import is over. */
  apply(at: string, backup: ImportBackup): Promise<Result<ImportOutcome, StorageError>>;
  /** Stops the import at once (not while its write runs); nothing was stored by it. */
  cancel(): void;
}

/** The refusal when the worker itself failed (e.g. its file is gone after an app update). */
function workerFailed(reason: string): FileError {
  return {
    code: 'file.invalid',
    rule: 'file',
    message:
      'The file could not be checked: the checker did not start (the app may have just been updated; reload the page and try again).',
    problems: [{ path: '', message: `could not be checked: ${reason}` }],
  };
}

function jobFailed(reason: string): Result<never, StorageError> {
  return {
    ok: false,
    error: storageError('storage.write', `The import stopped: ${reason}`, { retryable: true }),
  };
}

type Request = ReaderRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** Starts importing `file` with `runner`; `onProgress` hears how far the check has got. */
export function readImportFile<K>(
  file: Blob,
  onProgress: OnReadProgress,
  runner: ImportRunner<K>,
): FileReading<K> {
  if (typeof Worker === 'undefined') return inPlace(runner.inPlace(), file, onProgress);
  const worker = runner.startWorker();
  const waiting = new Map<number, (reply: ReaderReply<K> | null) => void>();
  let asked = 0;
  let ended = false;
  let writing = false;
  const end = () => {
    if (ended) return;
    ended = true;
    worker.terminate();
    for (const settle of waiting.values()) settle(null);
    waiting.clear();
  };
  const ask = (request: Request) =>
    new Promise<ReaderReply<K> | null>((resolve) => {
      if (ended) {
        resolve(null);
        return;
      }
      asked += 1;
      const id = asked;
      waiting.set(id, resolve);
      // The worker reads and writes IndexedDB on its own, past this page's storage gate: it
      // is asked nothing until start-up's check of the second copy has settled (held.ts).
      void storageOpen().then(() => {
        if (waiting.has(id)) worker.postMessage({ ...request, id } as ReaderRequest);
      });
    });
  worker.onmessage = (e: MessageEvent<ReaderReply<K>>) => {
    const reply = e.data;
    if (reply.type === 'progress') {
      onProgress(reply.progress);
      return;
    }
    const settle = waiting.get(reply.id);
    waiting.delete(reply.id);
    settle?.(reply);
  };
  worker.onerror = (e) => {
    e.preventDefault();
    const message = e.message || 'the checker stopped';
    for (const [id, settle] of waiting) settle({ type: 'failed', id, message });
    waiting.clear();
    end();
  };
  const failure = (r: ReaderReply<K>) => (r.type === 'failed' ? r.message : `unexpected ${r.type}`);
  return {
    result: ask({ type: 'read', file }).then((r) => {
      if (r === null) return null;
      return r.type === 'read' ? r.read : { kind: 'refused', error: workerFailed(failure(r)) };
    }),
    plan: async (choice) => {
      const r = await ask({ type: 'plan', choice });
      if (r === null) return null;
      return r.type === 'plan' ? r.plan : jobFailed(failure(r));
    },
    apply: async (at, backup) => {
      writing = true;
      const r = await ask({ type: 'apply', at, backup });
      writing = false;
      if (r === null) return jobFailed('it was cancelled before it was written');
      const outcome = r.type === 'apply' ? r.outcome : jobFailed(failure(r));
      // Written, the import is over; refused, the plan stays for another try.
      if (outcome.ok) end();
      return outcome;
    },
    cancel: () => {
      // A write under way finishes (it is one transaction); the worker ends after it.
      if (!writing) end();
    },
  };
}

/** The same import on the page, for browsers without workers. */
function inPlace<K>(job: ImportJob<K>, file: Blob, onProgress: OnReadProgress): FileReading<K> {
  let cancelled = false;
  const unlessCancelled = <T>(p: Promise<T>) => p.then((r) => (cancelled ? null : r));
  return {
    result: unlessCancelled(job.read(file, onProgress)),
    plan: (choice) => unlessCancelled(job.plan(choice)),
    apply: (at, backup) => job.apply(at, backup),
    cancel: () => {
      cancelled = true;
    },
  };
}
