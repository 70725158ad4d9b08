/**
 * One chosen file's import, from its bytes to its write, run where the file is held: in the
 * import worker (import.worker.ts), so the page never holds, copies or checks the games of a
 * big file. The page only sees what it shows: whether the file is a component kit, its
 * refusal, the plan's sentences, and the outcome of the write.
 *
 * The write is the store's own applyImport (one transaction: games, backup and the journal of
 * the kit and settings to take), so an import is whole or absent whichever thread runs it;
 * the page then takes the kit and settings from the journal (transfer.ts, finishImport).
 */

import type { FileCodecs } from '../files/codec-types';
import { decodeFileBytes } from '../files/decode';
import {
  type FileError,
  type ImportedFile,
  type OnReadProgress,
  readExportText,
} from '../files/import';
import { type ImportMode, type ImportPlan, planImport } from '../files/plan';
import { ok, type Result } from '../result';
import type { GameStore, ImportOutcome } from '../store/api';
import { type StorageError, storageError } from '../store/errors';

/** Files up to this size are looked at as a possible component kit before the games import. */
export const KIT_MAX_BYTES = 2_000_000;

/**
 * What a table's files are read with: its codecs for games files, and how it recognises its
 * component kit (a kit file, text or link) in a small file. `K` is what it recognises.
 */
export interface ImportKinds<K> {
  readonly codecs: FileCodecs;
  recogniseKit(text: string): K | null;
}

/** What reading a chosen file found (`K`: a recognised kit). */
export type FileRead<K = unknown> =
  | { readonly kind: 'kit'; readonly kit: K }
  | { readonly kind: 'refused'; readonly error: FileError }
  /** A games file that passed every check; `imported` without its games, `games` their count. */
  | { readonly kind: 'games'; readonly imported: ImportedFile; readonly games: number };

/** What the player chooses and what is stored already, for the plan. */
export interface PlanChoice {
  readonly mode: ImportMode;
  readonly hasKit: boolean;
  readonly hasSettings: boolean;
}

/** The plan as the page shows it: its mode and its sentences. */
export interface PlanShown {
  readonly mode: ImportMode;
  readonly lines: readonly string[];
}

/** The owner's kit and settings as they are now, kept in the backup of a replacing import. */
export interface ImportBackup {
  readonly kit?: unknown;
  readonly settings?: unknown;
}

/** One file's import: read it, plan it (again for each choice), then apply the last plan. */
export interface ImportJob<K = unknown> {
  read(file: Blob, onProgress: OnReadProgress): Promise<FileRead<K>>;
  plan(choice: PlanChoice): Promise<Result<PlanShown, StorageError>>;
  apply(at: string, backup: ImportBackup): Promise<Result<ImportOutcome, StorageError>>;
}

/**
 * Returns an import job reading files as `kinds` says and writing into `store`, with `newId`
 * for games whose id is taken.
 */
export function createImportJob<K>(
  store: GameStore,
  newId: (taken: ReadonlySet<string>) => string,
  kinds: ImportKinds<K>,
): ImportJob<K> {
  let imported: ImportedFile | null = null;
  let planned: ImportPlan | null = null;
  const nothingRead = (): Result<never, StorageError> => ({
    ok: false,
    error: storageError('storage.invalid', 'No checked file to import (a bug: please report it).'),
  });
  return {
    async read(file, onProgress) {
      imported = null;
      planned = null;
      const text = decodeFileBytes(new Uint8Array(await file.arrayBuffer()));
      // A kit is small: a file under KIT_MAX_BYTES may be one (kit file, kit text or kit link).
      const kit = file.size <= KIT_MAX_BYTES ? kinds.recogniseKit(text) : null;
      if (kit) return { kind: 'kit', kit };
      const r = readExportText(text, kinds.codecs, onProgress);
      if (!r.ok) return { kind: 'refused', error: r.error };
      imported = r.value;
      return {
        kind: 'games',
        imported: { ...r.value, file: { ...r.value.file, games: [] } },
        games: r.value.file.games.length,
      };
    },
    async plan(choice) {
      if (!imported) return nothingRead();
      const existing = await store.existingForImport();
      if (!existing.ok) return existing;
      planned = planImport(existing.value, imported.file, {
        ...choice,
        newId,
        notices: imported.notices,
      });
      return ok({ mode: planned.mode, lines: planned.lines });
    },
    async apply(at, backup) {
      if (!planned) return nothingRead();
      return store.applyImport(planned, at, backup);
    },
  };
}
