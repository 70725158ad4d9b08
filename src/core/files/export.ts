/**
 * Writing an export file. The caller supplies the time (storage reads no clock) and the
 * kit and settings as their owners' modules export them.
 */
import {
  computeChecksum,
  type ExportFile,
  FORMAT_TAG,
  FORMAT_VERSION,
  type UnsealedExportFile,
} from './format';
import { type GameEntry, gameEntryOf } from './game-entry';

/** What goes into an export file. */
export interface ExportInput {
  readonly exportedAt: string;
  readonly games: readonly GameEntry[];
  readonly kit?: unknown;
  readonly settings?: unknown;
  /** The small tables' records by key (none: the file holds none). */
  readonly records?: Readonly<Record<string, unknown>>;
  readonly app?: { readonly name: string; readonly version: string };
}

/** Returns a sealed export file (format version 1) holding the given games, kit and settings. */
export function buildExportFile(input: ExportInput): ExportFile {
  const unsealed: UnsealedExportFile = {
    format: FORMAT_TAG,
    formatVersion: FORMAT_VERSION,
    exportedAt: input.exportedAt,
    ...(input.app ? { app: { name: input.app.name, version: input.app.version } } : {}),
    games: input.games.map(gameEntryOf),
    kit: input.kit ?? null,
    settings: input.settings ?? null,
    ...(input.records && Object.keys(input.records).length > 0 ? { records: input.records } : {}),
  };
  return { ...unsealed, checksum: computeChecksum(unsealed) };
}

/** Returns the file as indented JSON text (the checksum does not depend on the layout). */
export function serializeExportFile(file: ExportFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Returns a file name for an export written at `exportedAt`, e.g. volga-table-2026-03-01-1030.json. */
export function exportFileName(exportedAt: string): string {
  const stamp = exportedAt.slice(0, 16).replace('T', '-').replace(':', '');
  return `volga-table-${stamp}.json`;
}
