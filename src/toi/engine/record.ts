/**
 * The table's memory as one plain record: the screen's settings, an append-only log (dice rolled
 * or typed, each die with its source, and the marks put on the map), and the entries undone for
 * redo. The map's marks are never stored on their own: they are the log replayed, so undo takes
 * a mark back exactly and never rolls a die again. The record is also the export file. Pure.
 */
import { type DieRoll, isPlainObject, readDie, shown } from '../../core/input';
import { err, ok, type Result, readTaggedJson } from '../../core/result';
import {
  applyBoardAction,
  type Board,
  type BoardAction,
  BUILDING_STATES,
  EMPTY_BOARD,
  FIRE_STRENGTHS,
  type Marked,
  readHex,
} from './board';
import { DEFAULT_SETTINGS, readSettings, type Settings } from './settings';
import { dicePlan, type Reading, readDice } from './situation';

/** One die of a logged roll: core's one shape (its face, and who produced it). */
export type { DieRoll } from '../../core/input';

/** A roll as logged: the settings it was made with, its dice by group id, and what it was at. */
export interface RollEntry {
  readonly type: 'roll';
  readonly settings: Settings;
  readonly dice: Readonly<Record<string, readonly DieRoll[]>>;
  /** The hex or unit the roll was at ("42B-D5", "the HMG in 12"), so the log can be read back. */
  readonly target?: string;
}

/** The longest target a roll names. */
export const TARGET_MAX = 32;

/** Returns the target as logged (trimmed; absent when blank), or why it cannot be logged. */
export function readTarget(raw: string): Result<string | undefined> {
  const t = raw.trim();
  if (t.length > TARGET_MAX) {
    return bad(`Name the target in at most ${TARGET_MAX} characters; this one has ${t.length}.`);
  }
  return ok(t === '' ? undefined : t);
}

/** One entry of the log. */
export type LogEntry = RollEntry | BoardAction;

/** The stored and exported record. */
export interface ToiRecord {
  readonly schemaVersion: 1;
  readonly settings: Settings;
  readonly log: readonly LogEntry[];
  readonly redo: readonly LogEntry[];
}

/** The ending of an exported table file's name, so Import knows it from other .json files. */
export const TOI_FILE_ENDING = '.toi.json';
/** The format tag of an exported Tide of Iron file. */
export const TOI_FORMAT = 'volga-table-toi-table';
const FORMAT_VERSION = 1;
/** The most entries a log (and its redo list) keeps; a longer file is refused. */
export const MAX_LOG = 5000;

/** A fresh record: default settings, nothing logged. */
export const EMPTY_RECORD: ToiRecord = {
  schemaVersion: 1,
  settings: DEFAULT_SETTINGS,
  log: [],
  redo: [],
};

const bad = (message: string) => err('toi.record.value', 'input', message);

/** Returns the faces of a logged roll by group id. */
export function rollFaces(e: RollEntry): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const [g, dice] of Object.entries(e.dice)) out[g] = dice.map((d) => d.value);
  return out;
}

/** Returns what a logged roll means, read by the same engine as the screen. */
export function rollReading(e: RollEntry): Reading {
  return readDice(e.settings, rollFaces(e));
}

/** Checks a roll against the dice its settings call for: every group, every die, each a face. */
function checkRoll(e: RollEntry): Result<RollEntry> {
  if (e.target !== undefined) {
    const t = readTarget(e.target);
    if (!t.ok) return t;
    if (t.value !== e.target) return bad('A roll’s target is named, without spaces around it.');
  }
  const plan = dicePlan(e.settings).filter((g) => g.count > 0);
  if (plan.length === 0) return bad('These settings roll no dice: there is nothing to log.');
  const groups = Object.keys(e.dice);
  for (const g of groups) {
    const want = plan.find((p) => p.id === g);
    if (!want) return bad(`A roll has dice for ${shown(g)}, which these settings do not roll.`);
  }
  for (const p of plan) {
    const dice = Object.hasOwn(e.dice, p.id) ? e.dice[p.id] : undefined;
    if (!dice || dice.length !== p.count) {
      return bad(`${p.name} needs ${p.count} dice; the roll has ${dice?.length ?? 0}.`);
    }
    for (const d of dice) {
      if (!Number.isInteger(d.value) || d.value < 1 || d.value > 6) {
        return bad(`A die shows ${d.value}; a die shows 1 to 6.`);
      }
      if (d.source !== 'owner' && d.source !== 'app') {
        return bad('Each die is typed by the owner or rolled by the app.');
      }
    }
  }
  return ok(e);
}

/** Returns the marks after one entry, and what the entry does (a roll leaves the marks as they are). */
function step(board: Board, e: LogEntry): Result<Marked> {
  if (e.type === 'roll') {
    const r = checkRoll(e);
    return r.ok ? ok({ board, lines: rollReading(e).lines }) : r;
  }
  return applyBoardAction(board, e);
}

/** Returns the marks on the map after the whole log, or the first entry that breaks a rule. */
export function boardOf(log: readonly LogEntry[]): Result<Board> {
  let board = EMPTY_BOARD;
  for (const [i, e] of log.entries()) {
    const r = step(board, e);
    if (!r.ok) return err(r.error.code, r.error.rule, `Log entry ${i + 1}: ${r.error.message}`);
    board = r.value.board;
  }
  return ok(board);
}

/** The log as played so far: the marks on the map, what the last entry did, and how many entries. */
export interface ToiPlay extends Marked {
  readonly count: number;
}

/** Returns the play of a record's log, or null when it no longer replays. */
export function playLog(rec: { readonly log: readonly LogEntry[] }): ToiPlay | null {
  const board = boardOf(rec.log);
  return board.ok ? { board: board.value, lines: [], count: rec.log.length } : null;
}

/**
 * Returns the play after one more entry, or why the engine refuses it (a mark against the Fire
 * Rules or Destructible Buildings, a roll short of dice, a full log). Core's played record
 * (src/core/persist/played-record.ts) adds it to the log, and its undo log takes it back.
 */
export function playEntry(play: ToiPlay, e: LogEntry): Result<ToiPlay> {
  if (play.count >= MAX_LOG) return bad(`The log holds at most ${MAX_LOG} entries.`);
  const r = step(play.board, e);
  return r.ok ? ok({ ...r.value, count: play.count + 1 }) : r;
}

/**
 * A map mark read with its hex checked first: the hex is the players' name for it, text of at
 * most HEX_MAX characters, so anything else (a number, an object) is refused with the field and
 * its limit named, never turned into text.
 */
function withHex(
  raw: Record<string, unknown>,
  entry: (hex: string) => BoardAction,
): Result<LogEntry> {
  const hex = readHex(raw.hex);
  if (!hex.ok) {
    const got =
      typeof raw.hex === 'string'
        ? `${raw.hex.length} characters`
        : `a value of type ${typeof raw.hex}`;
    return err(
      `toi.${String(raw.type)}.hex`,
      'input',
      `The ${String(raw.type)}'s hex: ${hex.error.message} Got ${got}.`,
    );
  }
  return ok(entry(hex.value));
}

function readEntry(raw: unknown): Result<LogEntry> {
  if (!isPlainObject(raw)) return bad('A log entry must be an object.');
  const keys = Object.keys(raw).sort().join(',');
  switch (raw.type) {
    case 'roll': {
      if (keys !== 'dice,settings,type' && keys !== 'dice,settings,target,type') {
        return bad('A roll has exactly type, settings and dice, and may name its target.');
      }
      if (raw.target !== undefined && typeof raw.target !== 'string') {
        return bad('A roll’s target must be text.');
      }
      const settings = readSettings(raw.settings);
      if (!settings.ok) return settings;
      if (!isPlainObject(raw.dice)) return bad('A roll’s dice must be an object of groups.');
      const dice: Record<string, DieRoll[]> = {};
      for (const [g, list] of Object.entries(raw.dice)) {
        if (!Array.isArray(list)) return bad(`The dice of ${g} must be a list.`);
        const read = list.map(readDie);
        if (read.some((d) => d === null)) return bad(`A die of ${g} is not {value, source}.`);
        dice[g] = read as DieRoll[];
      }
      const target = typeof raw.target === 'string' ? { target: raw.target } : {};
      return checkRoll({ type: 'roll', settings: settings.value, dice, ...target });
    }
    case 'fire':
      if (keys !== 'hex,strength,type' || !FIRE_STRENGTHS.some((f) => f === raw.strength)) {
        return bad('A fire has exactly type, hex and strength (weak or strong).');
      }
      return withHex(raw, (hex) => ({ type: 'fire', hex, strength: raw.strength as 'weak' }));
    case 'extinguish':
      if (keys !== 'hex,type') return bad('Putting out a fire has exactly type and hex.');
      return withHex(raw, (hex) => ({ type: 'extinguish', hex }));
    case 'building':
      if (
        keys !== 'floorsAbove,hex,state,type' ||
        !BUILDING_STATES.some((b) => b === raw.state) ||
        typeof raw.floorsAbove !== 'number'
      ) {
        return bad('A building mark has exactly type, hex, floorsAbove and state.');
      }
      return withHex(raw, (hex) => ({
        type: 'building',
        hex,
        floorsAbove: raw.floorsAbove as number,
        state: raw.state as 'weakened',
      }));
    default:
      return bad(`Unknown log entry type ${shown(raw.type)}.`);
  }
}

function readLog(raw: unknown, name: string): Result<LogEntry[]> {
  if (!Array.isArray(raw)) return bad(`The ${name} must be a list.`);
  if (raw.length > MAX_LOG) return bad(`The ${name} holds at most ${MAX_LOG} entries.`);
  const out: LogEntry[] = [];
  for (const [i, x] of raw.entries()) {
    const e = readEntry(x);
    if (!e.ok) return err(e.error.code, e.error.rule, `${name} entry ${i + 1}: ${e.error.message}`);
    out.push(e.value);
  }
  return ok(out);
}

/**
 * Returns the record read strictly from storage or a file: known fields only, settings in
 * bounds, every entry well formed, and the log and the log with its redo both replaying under
 * the rules (so redo can never bring back a mark the rules refuse).
 */
export function readRecord(raw: unknown): Result<ToiRecord> {
  if (!isPlainObject(raw)) return bad('The record must be an object.');
  if (raw.schemaVersion !== 1) return bad('The record’s schemaVersion must be 1.');
  for (const k of Object.keys(raw)) {
    if (!['schemaVersion', 'settings', 'log', 'redo'].includes(k)) {
      return bad(`The record has an unknown field ${k}.`);
    }
  }
  const settings = readSettings(raw.settings);
  if (!settings.ok) return settings;
  const log = readLog(raw.log, 'log');
  if (!log.ok) return log;
  const redo = readLog(raw.redo, 'redo list');
  if (!redo.ok) return redo;
  const replayed = boardOf([...log.value, ...redo.value]);
  if (!replayed.ok) return replayed;
  return ok({ schemaVersion: 1, settings: settings.value, log: log.value, redo: redo.value });
}

/** Returns the export file's text: the format tag and version, then the record. */
export function recordFileText(rec: ToiRecord): string {
  return `${JSON.stringify({ format: TOI_FORMAT, formatVersion: FORMAT_VERSION, ...rec }, null, 2)}\n`;
}

/** Returns the record an export file holds, or what is wrong with the file. */
export function readRecordFile(text: string): Result<ToiRecord> {
  const file = readTaggedJson(
    text,
    { tagKey: 'format', tag: TOI_FORMAT, versionKey: 'formatVersion', version: FORMAT_VERSION },
    {
      notJson: err('toi.file.read', 'input', 'This is not a Tide of Iron file: it is not JSON.'),
      notTag: err(
        'toi.file.read',
        'input',
        `This is not a Tide of Iron file (format ${TOI_FORMAT}).`,
      ),
      otherVersion: (found) =>
        err(
          'toi.file.read',
          'input',
          `This Tide of Iron file is version ${String(found)}; this app reads ${FORMAT_VERSION}.`,
        ),
    },
  );
  if (!file.ok) return file;
  const raw = file.value;
  const { format: _f, formatVersion: _v, ...rec } = raw;
  return readRecord(rec);
}

/** One log entry as the screen lists it: a headline and the lines behind it. */
export interface EntryView {
  readonly entry: LogEntry;
  readonly headline: string;
  readonly lines: Marked['lines'];
}

/** Returns every entry of a log that replays, with what it did, in log order. */
export function explainLog(log: readonly LogEntry[]): EntryView[] {
  let board = EMPTY_BOARD;
  const out: EntryView[] = [];
  for (const e of log) {
    const r = step(board, e);
    if (!r.ok) break;
    board = r.value.board;
    const headline =
      e.type === 'roll' ? rollReading(e).headline : (r.value.lines[0]?.text ?? e.hex);
    out.push({
      entry: e,
      headline,
      lines: e.type === 'roll' ? r.value.lines : r.value.lines.slice(1),
    });
  }
  return out;
}
