/**
 * Export and import as the UI uses them. Import is two steps: `prepareImport` checks the file
 * and plans the change without writing anything; only `confirmImport`, called after the player
 * confirms the plan, writes (one transaction, with a backup when it replaces).
 */
import { ok, type Result } from '../../engine/types';
import type { FileCodecs } from '../files/codecs';
import { buildExportFile, exportFileName, serializeExportFile } from '../files/export';
import type { ExportFile } from '../files/format';
import { type FileError, type ImportedFile, readExportText } from '../files/import';
import { type ImportMode, type ImportPlan, planImport } from '../files/plan';
import type { StorageError } from './errors';
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
  const existing = await store.existingForImport();
  if (!existing.ok) return existing;
  const plan = planImport(existing.value, imported.value.file, {
    mode: options.mode,
    hasKit: options.hasKit,
    hasSettings: options.hasSettings,
    newId: options.newId,
    notices: imported.value.notices,
  });
  return ok({ imported: imported.value, plan });
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
