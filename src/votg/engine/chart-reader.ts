/**
 * The one reader of the VotG transcriptions kept as data (data/*.json): the S.20 tables and
 * their dr sub-rolls, the Missions' setup rolls and the Mission cards. Every field of every
 * entry is checked when the module loads, and a wrong one throws an Error that names the file,
 * the entry and the field: a bad edit of the data stops the roller at once instead of rolling
 * on a wrong table. The transcriber's readings and source citations are in data/notes.json, by
 * file and the id of the entry they explain: nothing in the app reads them, so they are not
 * shipped, and a unit test checks that each names an entry.
 */

import { isPlainObject } from '../../core/input';
import { chip, counting, r, type Step, subRoll, type TableHead, table, to } from './table-data';
import type {
  Attitude,
  Chip,
  DiceKind,
  FollowUp,
  Mission,
  MissionId,
  Player,
  Row,
  SetupRoll,
  SetupSets,
  Side,
  Table,
  TableRule,
} from './types';

const SIDES: readonly Side[] = ['german', 'russian'];
const DICE: readonly DiceKind[] = ['dr', 'DR', 'DD'];

/** One JSON object under check: its fields, each read by kind, and where it stands. */
class Fields {
  private constructor(
    private readonly o: Readonly<Record<string, unknown>>,
    readonly where: string,
  ) {}

  /** Reads `value` as an object holding no field but `allowed` (a misspelt one is an error). */
  static of(value: unknown, where: string, allowed: readonly string[]): Fields {
    if (!isPlainObject(value)) throw new Error(`${where}: must be a JSON object`);
    for (const k of Object.keys(value))
      if (!allowed.includes(k))
        throw new Error(`${where}: field '${k}' is not one this entry takes`);
    return new Fields(value, where);
  }

  fail(field: string, problem: string): never {
    throw new Error(`${this.where}: field '${field}' ${problem}`);
  }

  has(k: string): boolean {
    return this.o[k] !== undefined;
  }

  /** A field of text that is not empty. */
  text(k: string): string {
    const v = this.o[k];
    if (typeof v !== 'string' || v.trim() === '') this.fail(k, 'must be a text that is not empty');
    return v;
  }

  /** A whole number. */
  int(k: string): number {
    const v = this.o[k];
    if (typeof v !== 'number' || !Number.isInteger(v)) this.fail(k, 'must be a whole number');
    return v;
  }

  /** A source line of the rules text: a whole number from 1. */
  line(k: string): number {
    const v = this.int(k);
    if (v < 1) this.fail(k, 'must be a source line (1 or more)');
    return v;
  }

  /** A whole number, or null for a bound left open. */
  intOrNull(k: string): number | null {
    return this.o[k] === null ? null : this.int(k);
  }

  /** One of the words `values`. */
  oneOf<T extends string>(k: string, values: readonly T[]): T {
    const v = this.o[k];
    if (!values.includes(v as T)) this.fail(k, `must be one of ${values.join(', ')}`);
    return v as T;
  }

  /** A list. */
  list(k: string): readonly unknown[] {
    const v = this.o[k];
    if (!Array.isArray(v)) this.fail(k, 'must be a list');
    return v;
  }

  /** An object whose entries are read by the caller. */
  object(k: string): Readonly<Record<string, unknown>> {
    const v = this.o[k];
    if (!isPlainObject(v)) this.fail(k, 'must be a JSON object');
    return v;
  }

  /** `true`: the only value a flag is written with. */
  flag(k: string): true {
    if (this.o[k] !== true) this.fail(k, 'must be true when given');
    return true;
  }
}

/** A list of texts that are not empty. */
const texts = (f: Fields, k: string): readonly string[] =>
  f
    .list(k)
    .map((x, i) =>
      typeof x === 'string' && x !== '' ? x : f.fail(k, `entry ${i + 1} must be a text`),
    );

const FOLLOW_UP = ['table', 'why', 'only', 'armor'];
const GROUP = ['next'];
const ROW = ['lo', 'hi', 'line', 'text', 'boundLine', 'armor', 'russian', 'once', 'items', 'next'];
const STEP = ['from', 'text', 'line', 'next'];
const COUNT = ['text', 'plus', 'one'];
const TABLE = ['id', 'name', 'rule', 'dice', 'lines', 'rows', 'steps', 'count'];
const CHARTS = ['groups', 'tables', 'subRolls'];

/** Named lists of follow-ups several rows of a file share, by name. */
type Groups = ReadonlyMap<string, readonly FollowUp[]>;

function followUp(value: unknown, where: string): FollowUp {
  const f = Fields.of(value, where, FOLLOW_UP);
  const more: { only?: Side; armor?: true } = {};
  if (f.has('only')) more.only = f.oneOf('only', SIDES);
  if (f.has('armor')) more.armor = f.flag('armor');
  return to(f.text('table'), f.text('why'), more);
}

/** A row's `next`: follow-ups written out, or the name of a group of them, in order. */
function nextOf(f: Fields, groups: Groups): FollowUp[] {
  return f.list('next').flatMap((item, i) => {
    if (typeof item !== 'string') return [followUp(item, `${f.where}, next ${i + 1}`)];
    return groups.get(item) ?? f.fail('next', `names '${item}', which is no group of the file`);
  });
}

/** The fields a printed row carries beyond its bounds, line and text, in the Row's order. */
function rowMore(f: Fields, groups: Groups): Partial<Row> {
  const more: { -readonly [K in keyof Row]?: Row[K] } = {};
  if (f.has('boundLine')) more.boundLine = f.line('boundLine');
  if (f.has('armor')) more.armor = f.text('armor');
  if (f.has('russian')) more.russian = f.text('russian');
  if (f.has('once')) more.once = f.flag('once');
  if (f.has('items')) more.items = texts(f, 'items');
  if (f.has('next')) more.next = nextOf(f, groups);
  return more;
}

function row(value: unknown, where: string, groups: Groups): Row {
  const f = Fields.of(value, where, ROW);
  const lo = f.intOrNull('lo');
  const hi = f.intOrNull('hi');
  if (lo !== null && hi !== null && lo > hi) f.fail('hi', `must not be below lo (${lo})`);
  return r(lo, hi, f.line('line'), f.text('text'), rowMore(f, groups));
}

/** A dr sub-roll's steps: each from the die face it starts at, in order from 1, up to 6. */
function steps(t: Fields, groups: Groups): Step[] {
  let last = 0;
  return t.list('steps').map((value, i) => {
    const f = Fields.of(value, `${t.where}, step ${i + 1}`, STEP);
    const from = f.int('from');
    if (i === 0 ? from !== 1 : from <= last || from > 6)
      f.fail(
        'from',
        i === 0 ? 'must be 1 on the first step' : `must be above ${last} and at most 6`,
      );
    last = from;
    const more: { line?: number; next?: FollowUp[] } = {};
    if (f.has('line')) more.line = f.line('line');
    if (f.has('next')) more.next = nextOf(f, groups);
    return [from, f.text('text'), more] as const;
  });
}

/** A table whose every final is its own row, its text `{n}` filled with the final plus `plus`. */
function countText(t: Fields): (n: number) => string {
  const f = Fields.of(t.object('count'), `${t.where}, count`, COUNT);
  const text = f.text('text');
  if (!text.includes('{n}')) f.fail('text', "must hold '{n}', where the number goes");
  const plus = f.has('plus') ? f.int('plus') : 0;
  const one = f.has('one') ? f.text('one') : undefined;
  return (n) => (n + plus === 1 && one !== undefined ? one : text.replace('{n}', String(n + plus)));
}

function head(t: Fields): TableHead {
  const lines = t.list('lines');
  const [first, last] = lines;
  const whole = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 1;
  if (lines.length !== 2 || !whole(first) || !whole(last) || (first as number) > (last as number))
    t.fail('lines', 'must be [first, last], two source lines in order');
  return [t.text('id'), t.text('rule'), t.oneOf('dice', DICE), first as number, last as number];
}

function chart(value: unknown, where: string, groups: Groups): Table {
  const id = isPlainObject(value) && typeof value.id === 'string' ? value.id : '?';
  const t = Fields.of(value, `${where} ${id}`, TABLE);
  const h = head(t);
  const name = t.text('name');
  const kinds = ['rows', 'steps', 'count'].filter((k) => t.has(k));
  if (kinds.length !== 1) t.fail('rows', "a table has exactly one of 'rows', 'steps' or 'count'");
  if (t.has('steps')) return subRoll(h, name, steps(t, groups));
  if (t.has('count')) return counting(h, name, countText(t));
  const rows = t.list('rows').map((x, i) => row(x, `${t.where}, row ${i + 1}`, groups));
  return table(h, name, rows);
}

/** The tables of one chart file: those a player asks for by name, and their dr sub-rolls. */
export interface Charts {
  readonly tables: readonly Table[];
  readonly subRolls: readonly Table[];
}

/** Reads a chart file (its groups of follow-ups, tables and sub-rolls); `file` names it in errors. */
export function readCharts(file: string, data: unknown): Charts {
  const f = Fields.of(data, file, CHARTS);
  const groups = new Map<string, readonly FollowUp[]>();
  for (const [name, value] of Object.entries(f.has('groups') ? f.object('groups') : {})) {
    const g = Fields.of(value, `${file} group ${name}`, GROUP);
    groups.set(name, nextOf(g, groups));
  }
  const read = (k: string) =>
    f.has(k) ? f.list(k).map((t, i) => chart(t, `${file} ${k}[${i}]`, groups)) : [];
  return { tables: read('tables'), subRolls: read('subRolls') };
}

const SETS: readonly SetupSets[] = ['ac', 'enemyRe', 'friendlyRe', 'san', 'boobyTrap'];
const SETUP_ROLL = ['id', 'name', 'dice', 'line', 'rows', 'sets', 'enemyOnly', 'drm'];
const CHIP = ['value', 'why', 'line'];

function setupChip(value: unknown, where: string): Chip {
  const f = Fields.of(value, where, CHIP);
  return chip(f.int('value'), f.text('why'), f.line('line'));
}

/** A setup roll (12.32): its table runs from its first source line to the last its rows cite. */
function setupRoll(value: unknown, where: string): SetupRoll {
  const id = isPlainObject(value) && typeof value.id === 'string' ? value.id : '?';
  const f = Fields.of(value, `${where} ${id}`, SETUP_ROLL);
  const rows = f.list('rows').map((x, i) => row(x, `${f.where}, row ${i + 1}`, new Map()));
  if (rows.length === 0) f.fail('rows', 'must hold a row');
  const last = Math.max(...rows.map((x) => x.line));
  const h: TableHead = [f.text('id'), '12.32', f.oneOf('dice', ['dr', 'DR']), f.line('line'), last];
  return {
    table: table(h, f.text('name'), rows),
    ...(f.has('sets') ? { sets: f.oneOf('sets', SETS) } : {}),
    ...(f.has('enemyOnly') ? { enemyOnly: f.oneOf('enemyOnly', SIDES) } : {}),
    ...(f.has('drm')
      ? { drm: bySide(f, 'drm', (d, s) => setupChip(d.object(s), `${d.where} ${s}`)) }
      : {}),
  };
}

/** An object of the field `k` keyed by side, each side it holds read by `read`. */
function bySide<T>(
  f: Fields,
  k: string,
  read: (d: Fields, s: Side) => T,
): Partial<Record<Side, T>> {
  const d = Fields.of(f.object(k), `${f.where}, ${k}`, SIDES);
  const out: Partial<Record<Side, T>> = {};
  for (const s of SIDES) if (d.has(s)) out[s] = read(d, s);
  return out;
}

/** Reads the setup rolls of each Mission of `ids`; `file` names the data in errors. */
export function readSetup(
  file: string,
  data: unknown,
  ids: readonly MissionId[],
): Readonly<Record<MissionId, readonly SetupRoll[]>> {
  const f = Fields.of(data, file, ids);
  const out: Partial<Record<MissionId, readonly SetupRoll[]>> = {};
  for (const id of ids) out[id] = f.list(id).map((x, i) => setupRoll(x, `${file} ${id}[${i}]`));
  return out as Record<MissionId, readonly SetupRoll[]>;
}

const MISSION = [
  'name',
  'line',
  'attitude',
  'attitudeLine',
  'date',
  'dateLine',
  'coloredDrm',
  'coloredDrmLine',
  'elr',
  'elrLine',
  'friendlySan',
  'tableRules',
  'naEvents',
  'naLine',
  'firstPlayer',
  'firstPlayerLine',
];
const ATTITUDES: readonly Attitude[] = ['hold', 'advance'];
const PLAYERS: readonly Player[] = ['friendly', 'enemy'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function tableRule(value: unknown, where: string): TableRule {
  const f = Fields.of(value, where, ['table', 'line', 'enemy', 'text']);
  return {
    table: f.text('table'),
    line: f.line('line'),
    ...(f.has('enemy') ? { enemy: f.oneOf('enemy', SIDES) } : {}),
    text: f.text('text'),
  };
}

function mission(id: MissionId, value: unknown, file: string): Mission {
  const f = Fields.of(value, `${file} ${id}`, MISSION);
  const date = bySide(f, 'date', (d, s) =>
    DATE.test(d.text(s)) ? d.text(s) : d.fail(s, 'must be a date YYYY-MM-DD'),
  );
  const { german, russian } = date;
  if (!german || !russian) return f.fail('date', 'must give the german and the russian date');
  const firstPlayerLine = f.intOrNull('firstPlayerLine');
  return {
    id,
    name: f.text('name'),
    line: f.line('line'),
    attitude: f.oneOf('attitude', ATTITUDES),
    attitudeLine: f.line('attitudeLine'),
    date: { german, russian },
    dateLine: f.line('dateLine'),
    coloredDrm: f.int('coloredDrm'),
    coloredDrmLine: f.line('coloredDrmLine'),
    elr: f.list('elr').map((x, i) => {
      const e = Fields.of(x, `${f.where}, elr ${i + 1}`, ['who', 'value']);
      return { who: e.text('who'), value: e.int('value') };
    }),
    elrLine: f.line('elrLine'),
    ...(f.has('friendlySan') ? { friendlySan: f.int('friendlySan') } : {}),
    tableRules: f.list('tableRules').map((x, i) => tableRule(x, `${f.where}, tableRules ${i + 1}`)),
    naEvents: bySide(f, 'naEvents', texts),
    ...(f.has('naLine') ? { naLine: f.line('naLine') } : {}),
    firstPlayer: f.oneOf('firstPlayer', PLAYERS),
    firstPlayerLine: firstPlayerLine === null ? null : f.line('firstPlayerLine'),
  };
}

/** Reads the Mission cards, keyed by id (each card's id is its key); `file` names the data. */
export function readMissions<Id extends MissionId>(
  file: string,
  data: Readonly<Record<Id, unknown>>,
): Readonly<Record<Id, Mission>> {
  if (!isPlainObject(data)) throw new Error(`${file}: must be a JSON object`);
  const out: Partial<Record<Id, Mission>> = {};
  for (const id of Object.keys(data) as Id[]) out[id] = mission(id, data[id], file);
  return out as Record<Id, Mission>;
}
