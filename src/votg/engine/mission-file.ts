/**
 * A Mission as a file and back: the record with a kind and version, and a reader that checks
 * every field and replays the log before anything is kept, so a damaged or hand-edited file is
 * refused with the reason and never replaces the Mission in play.
 */

import { isPlainObject } from '../../core/input';
import { isPrngWord } from '../../core/prng';
import { err, ok, type Result, readTaggedJson } from '../../core/result';
import { missionReplay } from './mission';
import { isBoobyTrap } from './mission-events';
import type { LogEntry, MissionRecord } from './mission-types';
import { isMissionId } from './missions';
import { checkSituation } from './situation';
import { isPhase, MAX_TURN, PHASES } from './turn';

/** The file's kind marker. */
export const MISSION_FILE_KIND = 'votg-mission';

/** Returns the file text of a Mission record. */
export function missionFileText(record: MissionRecord): string {
  return `${JSON.stringify({ kind: MISSION_FILE_KIND, version: 1, record }, null, 1)}\n`;
}

/** The longest Mission file read: checked before the text is parsed. */
export const MAX_MISSION_FILE_CHARS = 16_000_000;
/** The most log and redo lines a Mission holds (about 80 characters each in the file). */
export const MAX_MISSION_LINES = 50_000;

type Read<T> = Result<T>;

const RECORD_KEYS = ['schemaVersion', 'mission', 'friendly', 'seed', 'log', 'redo'];
const FILE_KEYS = ['kind', 'version', 'record'];
const ENTRY_KEYS: Readonly<Record<string, readonly string[]>> = {
  card: ['kind', 'ac', 'enemyRe', 'friendlyRe', 'san', 'boobyTrap'],
  typed: ['kind', 'table', 'text', 'from'],
  roll: ['kind', 'table', 'dice', 'source', 'situation', 'from'],
  phase: ['kind', 'turn', 'player', 'phase'],
  ac: ['kind', 'dice', 'source', 'drm', 'other'],
  advance: ['kind', 'dice', 'source', 'circled'],
  dismiss: ['kind', 'from'],
};

/** The first key of `v` not in `keys`, if any (own keys only). */
const extraKey = (v: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(v).find((k) => !keys.includes(k));

const isIndex = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isShortText = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.length <= max;

/** Checks one log line's fields and their kinds (the replay then checks its rules). */
function readEntry(v: unknown): Read<LogEntry> {
  const bad = (why: string) => err('votg.file.entry', 'input', why);
  if (!isPlainObject(v)) return bad('it is not an object');
  const keys = typeof v.kind === 'string' ? ENTRY_KEYS[v.kind] : undefined;
  if (!keys || !Object.hasOwn(ENTRY_KEYS, v.kind as string))
    return bad(
      `its kind ${JSON.stringify(v.kind)} is not card, typed, roll, phase, ac, advance or dismiss`,
    );
  const extra = extraKey(v, keys);
  if (extra !== undefined) return bad(`it has an unknown field "${extra}"`);
  if (v.from !== undefined) {
    const f = v.from;
    if (
      !isPlainObject(f) ||
      !isIndex(f.entry) ||
      !isIndex(f.slot) ||
      extraKey(f, ['entry', 'slot'])
    )
      return bad('its "from" is not {entry, slot} with whole numbers');
  }
  if (v.kind === 'phase') {
    if (!Number.isInteger(v.turn) || (v.turn as number) < 1 || (v.turn as number) > MAX_TURN)
      return bad(`its turn is not a whole number from 1 to ${MAX_TURN}`);
    if (v.player !== 'friendly' && v.player !== 'enemy')
      return bad('its player is not friendly or enemy');
    if (!isPhase(v.phase)) return bad(`its phase is not one of ${PHASES.join(', ')}`);
    return ok(v as unknown as LogEntry);
  }
  if (v.kind === 'dismiss') {
    if (v.from === undefined) return bad('it names no "from": the follow-up it sets aside');
    return ok(v as unknown as LogEntry);
  }
  if (v.kind === 'advance') {
    if (!Array.isArray(v.dice) || v.dice.length !== 1) return bad('its dice are not one die');
    if (v.source !== 'owner' && v.source !== 'app') return bad('its source is not owner or app');
    if (!Number.isInteger(v.circled)) return bad('its circled number is not a whole number');
    return ok(v as unknown as LogEntry);
  }
  if (v.kind === 'ac') {
    if (!Array.isArray(v.dice) || v.dice.length !== 1) return bad('its dice are not one die');
    if (v.source !== 'owner' && v.source !== 'app') return bad('its source is not owner or app');
    if (!Array.isArray(v.drm) || v.drm.length > 10 || !v.drm.every((d) => isShortText(d, 20)))
      return bad('its AC drm are not a list of names');
    if (!Number.isInteger(v.other)) return bad('its other AC drm is not a whole number');
    return ok(v as unknown as LogEntry);
  }
  if (v.kind === 'card') {
    if (
      !(v.ac === null || (Number.isInteger(v.ac) && (v.ac as number) >= 1 && (v.ac as number) <= 5))
    )
      return bad('its AC# is not a whole number from 1 to 5 (5.1)');
    if (!isShortText(v.enemyRe, 20) || !isShortText(v.friendlyRe, 20))
      return bad('its RE numbers are not text of at most 20 characters');
    // Both are absent from a Mission saved before the card kept them: it still loads.
    const san = v.san as number;
    if (!(san === undefined || san === null || (Number.isInteger(san) && san >= 0 && san <= 9)))
      return bad('its ENEMY SAN is not a whole number from 0 to 9 (A14.1)');
    if (!(v.boobyTrap === undefined || v.boobyTrap === null || isBoobyTrap(v.boobyTrap)))
      return bad('its Booby Trap level is not A, B or C (B28.9)');
    return ok(v as unknown as LogEntry);
  }
  if (!isShortText(v.table, 40)) return bad('its table is not a name of at most 40 characters');
  if (v.kind === 'typed') {
    if (!isShortText(v.text, 200)) return bad('its text is not at most 200 characters');
    return ok(v as unknown as LogEntry);
  }
  if (!Array.isArray(v.dice) || v.dice.length < 1 || v.dice.length > 2)
    return bad('its dice are not a list of one or two dice');
  if (v.source !== 'owner' && v.source !== 'app') return bad('its source is not owner or app');
  const sit = checkSituation(v.situation);
  if (!sit.ok) return bad(sit.error.message);
  return ok(v as unknown as LogEntry);
}

/**
 * The steps of a long check: each line checked or replayed is one step (a `yield`), so the plain
 * reader runs them straight through and the sliced one pauses between them; both take the same
 * steps, so they give the same answer.
 */
type Steps<T> = Generator<void, T, void>;

/** Runs `steps` to the end at once; returns their result. */
function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const s = steps.next();
    if (s.done) return s.value;
  }
}

/** Runs `steps`, awaiting `pause()` after every `slice` steps; returns their result. */
async function runStepsInSlices<T>(
  steps: Steps<T>,
  pause: () => Promise<void>,
  slice: number,
): Promise<T> {
  for (let i = 1; ; i++) {
    const s = steps.next();
    if (s.done) return s.value;
    if (i % slice === 0) await pause();
  }
}

/** Checks every line of a list, one step a line, naming the first bad one. */
function* readEntries(list: readonly unknown[], name: string): Steps<Read<LogEntry[]>> {
  const out: LogEntry[] = [];
  for (const [i, v] of list.entries()) {
    const r = readEntry(v);
    if (!r.ok) return err(r.error.code, 'input', `${name} line ${i + 1}: ${r.error.message}`);
    out.push(r.value);
    yield;
  }
  return ok(out);
}

const notUsable = (why: string) =>
  err('file.mission', 'input', `This is not a usable Mission: ${why}.`);

/** Checks a record's fields and lines (not yet its rules), one step a line. */
function* checkRecord(raw: unknown): Steps<Result<MissionRecord>> {
  const bad = notUsable;
  if (!isPlainObject(raw)) return bad('no record');
  const extra = extraKey(raw, RECORD_KEYS);
  if (extra !== undefined) return bad(`the record has an unknown field "${extra}"`);
  if (raw.schemaVersion !== 1) return bad('unknown version');
  if (!isMissionId(raw.mission)) return bad('unknown Mission');
  if (raw.friendly !== 'german' && raw.friendly !== 'russian') return bad('no FRIENDLY side');
  if (!isPrngWord(raw.seed)) return bad('no dice seed');
  if (!Array.isArray(raw.log) || !Array.isArray(raw.redo)) return bad('no log');
  if (raw.log.length + raw.redo.length > MAX_MISSION_LINES)
    return bad(
      `it holds ${raw.log.length + raw.redo.length} log and redo lines; the limit is ${MAX_MISSION_LINES}`,
    );
  const log = yield* readEntries(raw.log, 'log');
  if (!log.ok) return bad(log.error.message);
  const redo = yield* readEntries(raw.redo, 'redo');
  if (!redo.ok) return bad(redo.error.message);
  return ok({
    schemaVersion: 1,
    mission: raw.mission,
    friendly: raw.friendly,
    seed: raw.seed,
    log: log.value,
    redo: redo.value,
  });
}

/** Checks a record's fields, then replays its log and redo lines, one step a line. */
function* recordSteps(raw: unknown): Steps<Result<MissionRecord>> {
  const checked = yield* checkRecord(raw);
  if (!checked.ok) return checked;
  // Redo brings its lines back in order after the log, so each must pass the rules there too.
  const replaying = missionReplay(checked.value);
  for (const e of [...checked.value.log, ...checked.value.redo]) {
    const r = replaying.add(e);
    if (!r.ok) return notUsable(`its log does not replay (${r.error.message})`);
    yield;
  }
  return checked;
}

/**
 * Checks a stored or imported record and replays it with its redo lines after its log; the
 * reason when it cannot be used.
 */
export function readMissionRecord(raw: unknown): Result<MissionRecord> {
  return runSteps(recordSteps(raw));
}

/**
 * As readMissionRecord, step for step, but it awaits `pause()` after every `slice` lines checked
 * or replayed, so a page can paint while a long Mission is checked (the caller's pause decides
 * how: a timer, a frame, a scheduler yield; a pause that throws stops the check).
 */
export function readMissionRecordInSlices(
  raw: unknown,
  pause: () => Promise<void>,
  slice = 1000,
): Promise<Result<MissionRecord>> {
  return runStepsInSlices(recordSteps(raw), pause, slice);
}

/** Checks a file's size, kind, version and top fields; the record inside, unchecked. */
function readEnvelope(text: string): Result<unknown> {
  if (text.length > MAX_MISSION_FILE_CHARS)
    return err(
      'file.mission',
      'input',
      `This file has ${text.length} characters; a Mission file holds at most ${MAX_MISSION_FILE_CHARS}.`,
    );
  const file = readTaggedJson(
    text,
    { tagKey: 'kind', tag: MISSION_FILE_KIND, versionKey: 'version', version: 1 },
    {
      notJson: err('file.mission', 'input', 'This file is not JSON, so not a Mission file.'),
      notTag: err('file.mission', 'input', 'This is not a Valor of the Guards Mission file.'),
      otherVersion: () =>
        err('file.mission', 'input', 'This Mission file is from a newer version.'),
    },
  );
  if (!file.ok) return file;
  const extra = extraKey(file.value, FILE_KEYS);
  if (extra !== undefined)
    return err('file.mission', 'input', `This Mission file has an unknown field "${extra}".`);
  return ok(file.value.record);
}

/** Reads a Mission file's text; a text past the size limit is refused before it is parsed. */
export function readMissionFile(text: string): Result<MissionRecord> {
  const raw = readEnvelope(text);
  return raw.ok ? readMissionRecord(raw.value) : raw;
}

/**
 * As readMissionFile, checking and replaying in slices (readMissionRecordInSlices), with a pause
 * after the text is parsed too.
 */
export async function readMissionFileInSlices(
  text: string,
  pause: () => Promise<void>,
  slice?: number,
): Promise<Result<MissionRecord>> {
  const raw = readEnvelope(text);
  if (!raw.ok) return raw;
  await pause();
  return readMissionRecordInSlices(raw.value, pause, slice);
}
