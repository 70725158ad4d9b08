/**
 * Reading an export file: parse, recognise the format version, check the whole file (every
 * problem with its path), verify the checksum, upgrade old versions. Pure: it reads no
 * storage and changes nothing; applying an import is a separate, confirmed step.
 */
import * as v from 'valibot';
import { isPlainObject } from '../input';
import { ok, type Result } from '../result';
import type { FileCodecs } from './codec-types';
import {
  CHECKSUM_ALGORITHM,
  checksummedText,
  type ExportFile,
  ExportFileV1Schema,
  FORMAT_TAG,
  FORMAT_VERSION,
  MAX_FILE_CHARS,
} from './format';
import { checkGameEntries } from './game-entry';
import { type MigrationRegistry, runMigrations } from './migrations';
import { capProblems, issuesToProblems, type Problem, prefixProblems } from './problems';
import { sha256Hex } from './sha256';
import { exportFileV0Schema, fileV0toV1, renameReservedV0Ids, V0_APP_TAG } from './v0';

/** Upgrade steps of the file envelope, by version. */
export const fileMigrations = (v0OptionFlags: readonly string[] | undefined): MigrationRegistry => [
  fileV0toV1(v0OptionFlags),
];

/** How far reading a file has got: checking each game's shape, then replaying each game's log. */
export interface ReadProgress {
  readonly step: 'check' | 'replay';
  /** Games done of `total` in this step. */
  readonly done: number;
  readonly total: number;
}

/** Called as a file is read (the import worker passes it on to the screen). */
export type OnReadProgress = (progress: ReadProgress) => void;

/** Why a file was refused; `problems` always names at least one path and reason. */
export interface FileError {
  readonly code: 'file.notJson' | 'file.notOurs' | 'file.tooNew' | 'file.tooLarge' | 'file.invalid';
  readonly rule: 'file';
  readonly message: string;
  readonly problems: readonly Problem[];
}

/** A checked file, upgraded to the current format with every game at the current payload version. */
export interface ImportedFile {
  readonly file: ExportFile;
  /** The format version the file was written in. */
  readonly sourceFormatVersion: number;
  /** Upgrades applied, one line each (empty for a current file). */
  readonly upgrades: readonly string[];
  /**
   * What the reading changed that the player must be told, one sentence each: games of a
   * pre-release file renamed because their ids are reserved (none is dropped silently).
   */
  readonly notices: readonly string[];
}

function fail(
  code: FileError['code'],
  message: string,
  problems: Problem[],
): Result<never, FileError> {
  return { ok: false, error: { code, rule: 'file', message, problems: capProblems(problems) } };
}

/** Returns the format version a parsed value claims, or a FileError when it is not one of ours. */
export function detectFormatVersion(value: unknown): Result<number, FileError> {
  if (isPlainObject(value) && value.format === FORMAT_TAG) {
    const fv = value.formatVersion;
    if (typeof fv !== 'number' || !Number.isInteger(fv) || fv < 1) {
      return fail('file.invalid', 'The file has no usable format version.', [
        {
          path: 'formatVersion',
          message: `expected a whole number from 1, got ${JSON.stringify(fv) ?? 'nothing'}`,
        },
      ]);
    }
    if (fv > FORMAT_VERSION) {
      return fail(
        'file.tooNew',
        `This file was written by a newer version of the app (format ${fv}); update the app to open it.`,
        [
          {
            path: 'formatVersion',
            message: `format ${fv} is newer than this app reads (${FORMAT_VERSION})`,
          },
        ],
      );
    }
    return ok(fv);
  }
  if (isPlainObject(value) && value.app === V0_APP_TAG && value.version === 0) return ok(0);
  return fail('file.notOurs', 'This is not a Volga Table save file.', [
    {
      path: isPlainObject(value) ? 'format' : '',
      message: isPlainObject(value)
        ? `expected "${FORMAT_TAG}" (this is not a Volga Table save file)`
        : 'expected a JSON object (this is not a Volga Table save file)',
    },
  ]);
}

/** Returns the checked, upgraded file from its text, or every problem found. */
export function readExportText(
  text: string,
  codecs: FileCodecs,
  onProgress?: OnReadProgress,
): Result<ImportedFile, FileError> {
  if (text.length > MAX_FILE_CHARS) {
    return fail('file.tooLarge', 'The file is too large to be a save file.', [
      { path: '', message: `${text.length} characters; at most ${MAX_FILE_CHARS} are read` },
    ]);
  }
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return fail('file.notJson', 'The file is not readable JSON (it may be truncated or damaged).', [
      { path: '', message: `not valid JSON: ${reason}` },
    ]);
  }
  return readExportValue(value, codecs, onProgress);
}

/** Returns the checked, upgraded file from an already parsed value, or every problem found. */
export function readExportValue(
  value: unknown,
  codecs: FileCodecs,
  onProgress?: OnReadProgress,
): Result<ImportedFile, FileError> {
  try {
    return readChecked(value, codecs, onProgress);
  } catch (e) {
    // Only pathological input gets here (e.g. nesting deep enough to exhaust the stack).
    const reason =
      e instanceof RangeError
        ? 'it is nested too deeply to be a save file'
        : e instanceof Error
          ? `${e.name}: ${e.message}`
          : String(e);
    return fail('file.invalid', 'The file could not be checked.', [
      { path: '', message: `could not be checked: ${reason}` },
    ]);
  }
}

function readChecked(
  raw: unknown,
  codecs: FileCodecs,
  onProgress?: OnReadProgress,
): Result<ImportedFile, FileError> {
  const detected = detectFormatVersion(raw);
  if (!detected.ok) return detected;
  const version = detected.value;
  const reserved = version === 0 ? renameReservedV0Ids(raw) : { value: raw, renamed: [] };
  const value = reserved.value;
  const notices = reserved.renamed.map(
    (r) =>
      `The game stored under the id "${r.from}" (a name this app cannot use as an id) is read as "${r.to}".`,
  );
  const problems: Problem[] = [];
  // The canonical text of a version 1 file, computed once for both the check and the reseal.
  let inputText: string | null = null;

  const envelope =
    version === 0
      ? v.safeParse(exportFileV0Schema(codecs.game.v0OptionFlags), value)
      : v.safeParse(ExportFileV1Schema, value);
  if (!envelope.success) problems.push(...issuesToProblems(envelope.issues));

  if (version >= 1 && isPlainObject(value)) {
    const sealed = value.checksum;
    inputText = checksummedText(value);
    if (
      isPlainObject(sealed) &&
      typeof sealed.value === 'string' &&
      sealed.algorithm === 'SHA-256'
    ) {
      const actual = sha256Hex(inputText);
      if (actual !== sealed.value) {
        problems.push({
          path: 'checksum.value',
          message:
            'does not match the contents: the file was changed or damaged after it was exported',
        });
      }
    }
  }
  // Stop before upgrading when the envelope itself is wrong, but first check what can be checked
  // of the sections so a single pass names every problem.
  if (problems.length > 0) {
    if (isPlainObject(value)) problems.push(...checkSections(value, version, codecs));
    return fail('file.invalid', describeCount(problems), problems);
  }

  const upgraded = runMigrations(
    fileMigrations(codecs.game.v0OptionFlags),
    version,
    FORMAT_VERSION,
    value,
    'file format',
  );
  if (!upgraded.ok) return fail('file.invalid', describeCount(upgraded.error), upgraded.error);
  const current = upgraded.value.value as Record<string, unknown>;
  const after = version < FORMAT_VERSION ? ' (after upgrading the file)' : '';

  const sectionProblems = checkSections(current, FORMAT_VERSION, codecs, ['kit', 'settings']);
  const entries = current.games as unknown[];
  const games = checkGameEntries(
    entries,
    codecs.game,
    'games',
    onProgress && ((done) => onProgress({ step: 'check', done, total: entries.length })),
  );
  if (!games.ok) sectionProblems.push(...games.error);
  if (sectionProblems.length > 0 || !games.ok) {
    const tagged = sectionProblems.map((p) => ({ path: p.path, message: p.message + after }));
    return fail('file.invalid', describeCount(tagged), tagged);
  }
  // Every game's meaning is checked with the engine: its own kit validated, its log replayed
  // (the first entry that does not apply is named), its listed scenario and turn equal to both.
  const meaning: Problem[] = [];
  const replay = codecs.game.replay;
  if (replay) {
    for (const [i, g] of games.value.entries()) {
      const { scenario, turn, cursor } = g.entry;
      const found = replay(g.entry, { scenario, turn, cursor });
      meaning.push(...prefixProblems(`games[${i}]`, found));
      onProgress?.({ step: 'replay', done: i + 1, total: games.value.length });
    }
  }
  const kit = current.kit === null ? null : codecs.kit.parse(current.kit);
  // The file's kit is validated as the kit screen validates it (the import takes it whole).
  if (kit?.ok && codecs.kit.check)
    meaning.push(...prefixProblems('kit', codecs.kit.check(kit.value)));
  if (meaning.length > 0) {
    const tagged = meaning.map((p) => ({ path: p.path, message: p.message + after }));
    return fail('file.invalid', describeCount(tagged), tagged);
  }
  const settings = current.settings === null ? null : codecs.settings.parse(current.settings);

  const gameUpgrades = games.value.flatMap((g, i) => g.steps.map((s) => `games[${i}] ${s}`));
  const unsealed = {
    format: FORMAT_TAG,
    formatVersion: FORMAT_VERSION,
    exportedAt: current.exportedAt as string,
    ...(current.app !== undefined ? { app: current.app as { name: string; version: string } } : {}),
    games: games.value.map((g) => g.entry),
    kit: kit?.ok ? kit.value : null,
    settings: settings?.ok ? settings.value : null,
    // Each record is checked by its table's reader when it is taken (core/table/declared.ts).
    ...(current.records !== undefined
      ? { records: current.records as Readonly<Record<string, unknown>> }
      : {}),
  } as const;
  // Sealed afresh: equal to the file's own checksum when nothing was upgraded or normalised.
  const outputText = checksummedText(unsealed);
  const file: ExportFile = {
    ...unsealed,
    checksum:
      outputText === inputText
        ? (current.checksum as ExportFile['checksum'])
        : { algorithm: CHECKSUM_ALGORITHM, value: sha256Hex(outputText) },
  };
  return ok({
    file,
    sourceFormatVersion: version,
    upgrades: [...upgraded.value.steps, ...gameUpgrades],
    notices,
  });
}

type Section = 'games' | 'kit' | 'settings';

/** Problems of the games (version 1 shape only), kit and settings of a file, each with its path. */
function checkSections(
  file: Record<string, unknown>,
  version: number,
  codecs: FileCodecs,
  sections: readonly Section[] = ['games', 'kit', 'settings'],
): Problem[] {
  const problems: Problem[] = [];
  if (sections.includes('games') && version >= 1 && Array.isArray(file.games)) {
    const games = checkGameEntries(file.games, codecs.game, 'games');
    if (!games.ok) problems.push(...games.error);
  }
  const kit = file.kit;
  if (sections.includes('kit') && kit !== null && kit !== undefined) {
    const r = codecs.kit.parse(kit);
    if (!r.ok) problems.push(...prefixProblems('kit', r.error));
  }
  const settingsKey = version === 0 ? 'prefs' : 'settings';
  const settings = file[settingsKey];
  if (sections.includes('settings') && settings !== null && settings !== undefined) {
    const r = codecs.settings.parse(settings);
    if (!r.ok) problems.push(...prefixProblems(settingsKey, r.error));
  }
  return problems;
}

function describeCount(problems: readonly Problem[]): string {
  return problems.length === 1
    ? 'The file has a problem, so nothing was imported.'
    : `The file has ${problems.length} problems, so nothing was imported.`;
}
