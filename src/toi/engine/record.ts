/**
 * The table's memory as one plain record: the screen's settings, an append-only log (dice rolled
 * or typed, each die with its source, and the marks put on the map), and the entries undone for
 * redo. The map's marks are never stored on their own: they are the log replayed, so undo takes
 * a mark back exactly and never rolls a die again. The record is also the export file. Pure.
 */
import { err, ok, type Result, readTaggedJson } from '../../core/result';
import {
  applyBoardAction,
  type Board,
  type BoardAction,
  BUILDING_STATES,
  EMPTY_BOARD,
  FIRE_STRENGTHS,
  type Marked,
} from './board';
import { DEFAULT_SETTINGS, readSettings, type Settings } from './settings';
import { dicePlan, type Reading, readDice } from './situation';

/** One die of a logged roll: its face, and whether the owner typed it or the app rolled it. */
export interface DieRoll {
  readonly value: number;
  readonly source: 'owner' | 'app';
}

/** A roll as logged: the settings it was made with and its dice by group id. */
export interface RollEntry {
  readonly type: 'roll';
  readonly settings: Settings;
  readonly dice: Readonly<Record<string, readonly DieRoll[]>>;
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

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const bad = (message: string) => err('toi.record', 'input', message);

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
  const plan = dicePlan(e.settings).filter((g) => g.count > 0);
  if (plan.length === 0) return bad('These settings roll no dice: there is nothing to log.');
  const groups = Object.keys(e.dice);
  for (const g of groups) {
    const want = plan.find((p) => p.id === g);
    if (!want) return bad(`A roll has dice for ${g}, which these settings do not roll.`);
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

/**
 * Returns the record with the entry logged (redo cleared) and what it did, or why the engine
 * refuses it (a mark against the Fire Rules or Destructible Buildings, a roll short of dice).
 */
export function addEntry(
  rec: ToiRecord,
  e: LogEntry,
): Result<{ record: ToiRecord; lines: Marked['lines'] }> {
  if (rec.log.length >= MAX_LOG) return bad(`The log holds at most ${MAX_LOG} entries.`);
  const board = boardOf(rec.log);
  if (!board.ok) return board;
  const r = step(board.value, e);
  if (!r.ok) return r;
  return ok({ record: { ...rec, log: [...rec.log, e], redo: [] }, lines: r.value.lines });
}

/** Undo and redo over the log (core's, shared by the tables): the same entries, the same dice. */
export { redoNext as redoEntry, undoLast as undoEntry } from '../../core/undo-log';

function readDie(raw: unknown): DieRoll | null {
  if (!isRecord(raw) || Object.keys(raw).length !== 2) return null;
  const { value, source } = raw;
  if (typeof value !== 'number' || (source !== 'owner' && source !== 'app')) return null;
  return { value, source };
}

function readEntry(raw: unknown): Result<LogEntry> {
  if (!isRecord(raw)) return bad('A log entry must be an object.');
  const keys = Object.keys(raw).sort().join(',');
  switch (raw.type) {
    case 'roll': {
      if (keys !== 'dice,settings,type') return bad('A roll has exactly type, settings and dice.');
      const settings = readSettings(raw.settings);
      if (!settings.ok) return settings;
      if (!isRecord(raw.dice)) return bad('A roll’s dice must be an object of groups.');
      const dice: Record<string, DieRoll[]> = {};
      for (const [g, list] of Object.entries(raw.dice)) {
        if (!Array.isArray(list)) return bad(`The dice of ${g} must be a list.`);
        const read = list.map(readDie);
        if (read.some((d) => d === null)) return bad(`A die of ${g} is not {value, source}.`);
        dice[g] = read as DieRoll[];
      }
      return checkRoll({ type: 'roll', settings: settings.value, dice });
    }
    case 'fire':
      if (keys !== 'hex,strength,type' || !FIRE_STRENGTHS.some((f) => f === raw.strength)) {
        return bad('A fire has exactly type, hex and strength (weak or strong).');
      }
      return ok({ type: 'fire', hex: String(raw.hex), strength: raw.strength as 'weak' });
    case 'extinguish':
      if (keys !== 'hex,type') return bad('Putting out a fire has exactly type and hex.');
      return ok({ type: 'extinguish', hex: String(raw.hex) });
    case 'building':
      if (
        keys !== 'floorsAbove,hex,state,type' ||
        !BUILDING_STATES.some((b) => b === raw.state) ||
        typeof raw.floorsAbove !== 'number'
      ) {
        return bad('A building mark has exactly type, hex, floorsAbove and state.');
      }
      return ok({
        type: 'building',
        hex: String(raw.hex),
        floorsAbove: raw.floorsAbove,
        state: raw.state as 'weakened',
      });
    default:
      return bad(`Unknown log entry type ${JSON.stringify(raw.type)}.`);
  }
}

function readLog(raw: unknown, name: string): Result<LogEntry[]> {
  if (!Array.isArray(raw)) return bad(`The ${name} must be a list.`);
  if (raw.length > MAX_LOG) return bad(`The ${name} holds at most ${MAX_LOG} entries.`);
  const out: LogEntry[] = [];
  for (const [i, x] of raw.entries()) {
    const e = readEntry(x);
    if (!e.ok) return bad(`${name} entry ${i + 1}: ${e.error.message}`);
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
  if (!isRecord(raw)) return bad('The record must be an object.');
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
      notJson: err('toi.file', 'input', 'This is not a Tide of Iron file: it is not JSON.'),
      notTag: err('toi.file', 'input', `This is not a Tide of Iron file (format ${TOI_FORMAT}).`),
      otherVersion: (found) =>
        err(
          'toi.file',
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
