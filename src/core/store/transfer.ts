/**
 * Export and import as the UI uses them. Import is two steps: `prepareImport` checks the file
 * and plans the change without writing anything; only `confirmImport`, called after the player
 * confirms the plan, writes (one transaction, with a backup when it replaces, holding the
 * games and the journal of the kit and settings to take); `finishImport` then takes those from
 * the journal (journal.ts), and is called again at start-up for an import a closed tab left.
 */

import type { FileCodecs } from '../files/codec-types';
import { buildExportFile, exportFileName, serializeExportFile } from '../files/export';
import type { ExportFile } from '../files/format';
import { type FileError, type ImportedFile, readExportText } from '../files/import';
import { type ImportMode, type ImportPlan, planImport } from '../files/plan';
import { ok, type Result } from '../result';
import { type StorageError, storageError } from './errors';
import type { GameStore, ImportOutcome, ListedGame } from './games';

/** What an export produced: the file, its text and a suggested file name, and games left out. */
export interface ExportResult {
  readonly file: ExportFile;
  readonly text: string;
  readonly fileName: string;
  /** Games that could not be read and were left out (shown to the player). */
  readonly skipped: readonly ListedGame[];
}

/** Returns an export of the stored games (all, or `ids`) with the kit and settings supplied. */
export async function exportToFile(
  store: GameStore,
  input: {
    readonly exportedAt: string;
    readonly kit?: unknown;
    readonly settings?: unknown;
    /** The small tables' records by key (core/table/declared.ts collects them). */
    readonly records?: Readonly<Record<string, unknown>>;
    readonly app?: { readonly name: string; readonly version: string };
    readonly ids?: readonly string[];
  },
): Promise<Result<ExportResult, StorageError>> {
  const games = await store.exportGames(input.ids);
  if (!games.ok) return games;
  const file = buildExportFile({
    exportedAt: input.exportedAt,
    games: games.value.games,
    kit: input.kit,
    settings: input.settings,
    ...(input.records ? { records: input.records } : {}),
    ...(input.app ? { app: input.app } : {}),
  });
  return ok({
    file,
    text: serializeExportFile(file),
    fileName: exportFileName(input.exportedAt),
    skipped: games.value.skipped,
  });
}

/** A checked file and the plan of importing it, ready to be shown for confirmation. */
export interface PreparedImport {
  readonly imported: ImportedFile;
  readonly plan: ImportPlan;
}

/** Options of an import: the mode, what is stored already, and how new ids are made. */
export interface ImportOptions {
  readonly codecs: FileCodecs;
  readonly mode: ImportMode;
  readonly hasKit: boolean;
  readonly hasSettings: boolean;
  readonly newId: (taken: ReadonlySet<string>) => string;
}

/** Returns the checked file and its plan, or the file's problems; never writes anything. */
export async function prepareImport(
  store: GameStore,
  text: string,
  options: ImportOptions,
): Promise<Result<PreparedImport, FileError | StorageError>> {
  const imported = readExportText(text, options.codecs);
  if (!imported.ok) return imported;
  return planRead(store, imported.value, options);
}

/** Returns the plan of importing a file already read (by the import worker); writes nothing. */
export async function planRead(
  store: GameStore,
  imported: ImportedFile,
  options: Omit<ImportOptions, 'codecs'>,
): Promise<Result<PreparedImport, StorageError>> {
  const existing = await store.existingForImport();
  if (!existing.ok) return existing;
  const plan = planImport(existing.value, imported.file, {
    mode: options.mode,
    hasKit: options.hasKit,
    hasSettings: options.hasSettings,
    newId: options.newId,
    notices: imported.notices,
  });
  return ok({ imported, plan });
}

/** Applies a prepared import the player confirmed; `current` kit/settings go into the backup. */
export function confirmImport(
  store: GameStore,
  prepared: PreparedImport,
  at: string,
  current?: { readonly kit?: unknown; readonly settings?: unknown },
): Promise<Result<ImportOutcome, StorageError>> {
  return store.applyImport(prepared.plan, at, current);
}

/** Takes an imported kit or settings into their own stores; returns a sentence for the player. */
export interface SectionTaker {
  kit(kit: unknown): Promise<string>;
  settings(settings: unknown): Promise<string>;
  /** Takes the small tables' records, by key; absent where none are taken. */
  records?(records: Readonly<Record<string, unknown>>): Promise<string>;
}

/**
 * Takes the kit and settings a committed import left in the journal, then clears it; returns
 * what was taken, one sentence each (none when no import is pending). Taking twice is harmless:
 * both replace a whole value with the same one.
 */
export async function finishImport(
  store: GameStore,
  taker: SectionTaker,
): Promise<Result<string[], StorageError>> {
  const pending = await store.pendingImport();
  if (!pending.ok || pending.value === null) return pending.ok ? ok([]) : pending;
  const notes: string[] = [];
  try {
    if (pending.value.kit !== undefined) notes.push(await taker.kit(pending.value.kit));
    if (pending.value.settings !== undefined)
      notes.push(await taker.settings(pending.value.settings));
    if (pending.value.records !== undefined && taker.records)
      notes.push(await taker.records(pending.value.records));
  } catch (e) {
    // The journal stays: the next start takes them again.
    return {
      ok: false,
      error: storageError(
        'storage.write',
        'The imported games are stored; the file’s kit or settings could not be stored yet and are taken when the app next starts.',
        { cause: e instanceof Error ? e.message : String(e) },
      ),
    };
  }
  const cleared = await store.clearPendingImport(pending.value.at);
  return cleared.ok ? ok(notes) : cleared;
}
