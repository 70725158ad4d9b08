/**
 * Reading a chosen file for import in the import worker (import.worker.ts), with progress and
 * cancel. The page only gathers the worker's messages, each a short task, so it keeps drawing
 * while a big file is checked. Where workers are missing the same reading runs in place.
 */
import { ok, type Result } from '../../engine/types';
import { defaultCodecs } from './codecs';
import { decodeFileBytes } from './decode';
import type { GameEntry } from './game-entry';
import { type FileError, type ImportedFile, type OnReadProgress, readExportText } from './import';
import type { ReaderReply, ReaderRequest } from './reader-protocol';

/** A file being read: its outcome (null once cancelled), and the way to cancel it. */
export interface FileReading {
  readonly result: Promise<Result<ImportedFile, FileError> | null>;
  /** Stops the reading at once; `result` resolves with null. Nothing was stored by it. */
  cancel(): void;
}

/** The refusal when the worker itself failed (e.g. its file is gone after an app update). */
function workerFailed(reason: string): Result<never, FileError> {
  return {
    ok: false,
    error: {
      code: 'file.invalid',
      rule: 'file',
      message:
        'The file could not be checked: the checker did not start (the app may have just been updated; reload the page and try again).',
      problems: [{ path: '', message: `could not be checked: ${reason}` }],
    },
  };
}

/** Starts reading `file` for import; `onProgress` hears how far the check has got. */
export function readImportFile(file: Blob, onProgress: OnReadProgress): FileReading {
  if (typeof Worker === 'undefined') {
    let cancelled = false;
    const result = file.arrayBuffer().then((buffer) => {
      if (cancelled) return null;
      return readExportText(decodeFileBytes(new Uint8Array(buffer)), defaultCodecs, onProgress);
    });
    return {
      result,
      cancel: () => {
        cancelled = true;
      },
    };
  }
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
  let settle: (r: Result<ImportedFile, FileError> | null) => void = () => undefined;
  const result = new Promise<Result<ImportedFile, FileError> | null>((resolve) => {
    settle = resolve;
  });
  const finish = (r: Result<ImportedFile, FileError> | null) => {
    worker.terminate();
    settle(r);
  };
  const games: GameEntry[] = [];
  let read: { readonly imported: ImportedFile; readonly count: number } | null = null;
  // Each next batch is asked for after a task boundary, so the page can draw between batches.
  const more = () =>
    setTimeout(() => worker.postMessage({ type: 'more' } satisfies ReaderRequest), 0);
  worker.onmessage = (e: MessageEvent<ReaderReply>) => {
    const reply = e.data;
    if (reply.type === 'progress') onProgress(reply.progress);
    else if (reply.type === 'refused') finish({ ok: false, error: reply.error });
    else {
      if (reply.type === 'read') read = { imported: reply.imported, count: reply.games };
      else games.push(...reply.games);
      if (read && games.length >= read.count) {
        finish(ok({ ...read.imported, file: { ...read.imported.file, games } }));
      } else more();
    }
  };
  worker.onerror = (e) => {
    e.preventDefault();
    finish(workerFailed(e.message || 'the checker stopped'));
  };
  worker.postMessage(file satisfies ReaderRequest);
  return { result, cancel: () => finish(null) };
}
