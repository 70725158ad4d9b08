/**
 * The export file, format version 1 (see FORMAT.md): one JSON document holding games with
 * their logs, the component kit and the settings, sealed with a SHA-256 checksum over the
 * canonical JSON of everything except the checksum itself.
 */
import * as v from 'valibot';
import { canonicalJson } from './canonical';
import type { GameEntry } from './game-entry';
import { TimestampSchema } from './game-entry';
import { plain } from './schemas';
import { sha256Hex } from './sha256';

/** The value of the file's `format` field; it marks a file as ours. */
export const FORMAT_TAG = 'volga-table-save';
/** The file format this build writes. */
export const FORMAT_VERSION = 1;
/** The checksum algorithm named in the file. */
export const CHECKSUM_ALGORITHM = 'SHA-256';
/** Largest file import reads, in characters (a season of games is far smaller). */
export const MAX_FILE_CHARS = 64 * 1024 * 1024;

/** The checksum seal of a file. */
export interface Checksum {
  readonly algorithm: typeof CHECKSUM_ALGORITHM;
  /** 64 lowercase hex digits. */
  readonly value: string;
}

/** An export file of format version 1. */
export interface ExportFile {
  readonly format: typeof FORMAT_TAG;
  readonly formatVersion: typeof FORMAT_VERSION;
  /** When the file was written (supplied by the caller; storage reads no clock). */
  readonly exportedAt: string;
  /** The app that wrote it, for support questions. */
  readonly app?: { readonly name: string; readonly version: string };
  readonly games: readonly GameEntry[];
  /** The component kit in its own versioned export format, or null when not included. */
  readonly kit: unknown;
  /** The settings, or null when not included. */
  readonly settings: unknown;
  /**
   * The small tables' records by stored key, as each table's registry entry declares what it
   * exports (Table.records); absent in files written before they were included.
   */
  readonly records?: Readonly<Record<string, unknown>>;
  readonly checksum: Checksum;
}

/** The same file before it is sealed. */
export type UnsealedExportFile = Omit<ExportFile, 'checksum'>;

/** Schema of the version 1 envelope (games, kit and settings are checked by their codecs). */
export const ExportFileV1Schema = plain(
  v.strictObject({
    format: v.literal(FORMAT_TAG),
    formatVersion: v.literal(FORMAT_VERSION),
    exportedAt: TimestampSchema,
    app: v.optional(
      plain(
        v.strictObject({
          name: v.pipe(v.string(), v.maxLength(100)),
          version: v.pipe(v.string(), v.maxLength(100)),
        }),
      ),
    ),
    games: v.array(v.unknown()),
    kit: v.unknown(),
    settings: v.unknown(),
    records: v.optional(v.record(v.pipe(v.string(), v.maxLength(200)), v.unknown())),
    checksum: plain(
      v.strictObject({
        algorithm: v.literal(CHECKSUM_ALGORITHM),
        value: v.pipe(
          v.string(),
          v.regex(/^[0-9a-f]{64}$/, 'expected 64 lowercase hexadecimal digits'),
        ),
      }),
    ),
  }),
);

/** Returns the text the checksum is computed over: the canonical JSON of all fields but `checksum`. */
export function checksummedText(file: object): string {
  const { checksum: _ignored, ...rest } = file as Record<string, unknown>;
  return canonicalJson(rest);
}

/** Returns the checksum of a file: SHA-256 of its checksummedText. */
export function computeChecksum(file: object): Checksum {
  return { algorithm: CHECKSUM_ALGORITHM, value: sha256Hex(checksummedText(file)) };
}
