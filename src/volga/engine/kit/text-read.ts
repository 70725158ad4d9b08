/**
 * Reading kit text (text.ts writes it) into a ComponentKit. Every problem names its line, its
 * column and the rule it breaks: a word the reader does not know, an Area or counter written
 * twice, and then whatever the kit's own validation (validateKit) finds, pointed back at the
 * line and the field it came from. Borders and "not a border" answers are mirrored, so an owner
 * may write each border once.
 */

import type { Result } from '../../../core/result';
import type { Terrain } from '../types';
import { parseKit } from './file';
import { knownKit } from './known';
import { LINE_KINDS, type LineKind, TERRAIN_WORDS, type Token, tokenize } from './text-words';
import {
  AREA_NUMBERS,
  blankCounter,
  type ComponentKit,
  EVENT_EFFECT_KINDS,
  type EventEffect,
  type EventRow,
  type GermanCounter,
  KIT_VERSION,
  type KitArea,
  type Placement,
  SCENARIOS,
  type ScenarioId,
  SUPPORT_BOXES,
  SUPPORT_MARKER_TYPES,
  UNIT_TYPES,
} from './types';
import { validateKit } from './validate';

/** One problem in kit text: what, which rule, and where (1-based line and column). */
export interface KitTextIssue {
  readonly code: string;
  readonly rule: string;
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

/** Kit text that could not be read: the first problem, and every problem found. */
export interface KitTextError extends KitTextIssue {
  readonly issues: readonly KitTextIssue[];
}

/** Longest kit text read (a complete kit is about 6,000 characters). */
export const MAX_KIT_TEXT_CHARS = 200_000;

class Stop extends Error {
  constructor(
    readonly column: number,
    readonly rule: string,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the tokens of one line, left to right, naming the column of any problem. */
class Cursor {
  i = 1;
  constructor(
    readonly tokens: readonly Token[],
    readonly endColumn: number,
  ) {}
  peek(): Token | undefined {
    return this.tokens[this.i];
  }
  /** The next token, which must exist; `what` names it in the problem. */
  next(what: string, rule: string): Token {
    const t = this.tokens[this.i];
    if (!t) throw new Stop(this.endColumn, rule, `Expected ${what} here.`);
    this.i++;
    return t;
  }
  int(what: string, rule: string): number {
    const t = this.next(what, rule);
    if (t.quoted || !/^[+-]?\d+$/.test(t.text))
      throw new Stop(t.column, rule, `Expected ${what}, got "${t.text}".`);
    return Number(t.text);
  }
  /** Whole numbers for as long as they follow. */
  ints(): number[] {
    const out: number[] = [];
    for (let t = this.peek(); t && !t.quoted && /^\d+$/.test(t.text); t = this.peek()) {
      out.push(Number(t.text));
      this.i++;
    }
    return out;
  }
  text(what: string, rule: string): string {
    return this.next(what, rule).text;
  }
}

const lower = (t: Token | undefined) => (t && !t.quoted ? t.text.toLowerCase() : '');

/** What the reader gathered, with where each part came from. */
interface Draft {
  name: string | null;
  fixture: boolean;
  complete: Record<ScenarioId, boolean>;
  areas: Map<number, { area: KitArea; line: number; fields: Record<string, number> }>;
  counters: { counter: GermanCounter; line: number; fields: Record<string, number> }[];
  events: Record<ScenarioId, { row: EventRow; line: number; fields: Record<string, number> }[]>;
  seen: Map<string, number>;
}

/**
 * What an Area is before its line says more: the rulebook's facts about it (its name, terrain,
 * TEM and borders where the rulebook gives them, the Volga (3.1), the starting control (3.1.1)).
 * A line adds to them; it need not repeat them.
 */
const KNOWN = knownKit();
const blankArea = (n: number): KitArea => KNOWN.areas[n]!;

function once(d: Draft, key: string, line: number, column: number, what: string): void {
  const first = d.seen.get(key);
  if (first !== undefined) throw new Stop(column, 'input', `${what} is already on line ${first}.`);
  d.seen.set(key, line);
}

function areaNumber(c: Cursor): number {
  const at = c.peek()?.column ?? c.endColumn;
  const n = c.int('an Area number', '3.1');
  if (!AREA_NUMBERS.includes(n))
    throw new Stop(at, '3.1', `There is no Area ${n}: Areas run 1 to 50.`);
  return n;
}

function readArea(c: Cursor, d: Draft, line: number): void {
  const at = c.peek()?.column ?? c.endColumn;
  const n = areaNumber(c);
  once(d, `area ${n}`, line, at, `Area ${n}`);
  const a = { ...blankArea(n) } as { -readonly [K in keyof KitArea]: KitArea[K] };
  const fields: Record<string, number> = {};
  const areas = () => {
    const list = c.ints();
    const bad = list.find((m) => !AREA_NUMBERS.includes(m) || m === n);
    if (bad !== undefined)
      throw new Stop(c.tokens[c.i - 1]!.column, '3.1', `Area ${n} cannot border ${bad}.`);
    return list;
  };
  for (let t = c.peek(); t; t = c.peek()) {
    const w = lower(t);
    fields[t.quoted ? 'name' : w] = t.column;
    c.i++;
    if (t.quoted) a.name = t.text;
    else if (TERRAIN_WORDS[w]) {
      a.terrain = TERRAIN_WORDS[w] as Terrain;
      fields.terrain = t.column;
    } else if (w === 'tem') a.tem = c.int('a TEM from 1 to 4', '3.1.2');
    else if (w === 'volga') a.volga = true;
    else if (w === 'inland') a.volga = false;
    else if (w === 'german') a.initialControl = 'german';
    else if (w === 'soviet') a.initialControl = 'soviet';
    else if (w === 'borders') {
      fields.neighbours = t.column;
      a.neighbours = [...a.neighbours, ...areas()];
    } else if (w === 'all') a.neighboursComplete = true;
    else if (w === 'not') {
      fields.notNeighbours = t.column;
      a.notNeighbours = [...a.notNeighbours, ...areas()];
    } else
      throw new Stop(
        t.column,
        '3.1',
        `"${t.text}" is not an Area word: a terrain, tem N, "name", borders N…, all, not N…, volga, inland, german or soviet.`,
      );
  }
  d.areas.set(n, { area: a, line, fields });
}

function placement(c: Cursor, rule: string): Placement | 'absent' {
  const t = c.next('a placement (an Area number, turn N, out or absent)', rule);
  const w = lower(t);
  if (w === 'absent') return 'absent';
  if (w === 'out') return { at: 'outOfAction' };
  if (w === 'turn') return { at: 'arrival', turn: c.int('a turn number', rule) };
  if (!t.quoted && /^\d+$/.test(t.text)) return { at: 'area', area: Number(t.text) };
  throw new Stop(
    t.column,
    rule,
    `"${t.text}" is not a placement: an Area number, turn N, out or absent.`,
  );
}

function readCounter(c: Cursor, d: Draft, line: number): void {
  const idToken = c.next('the counter designation', '4.3');
  once(d, `counter ${idToken.text}`, line, idToken.column, `Counter ${idToken.text}`);
  // A counter the rulebook names starts from what it gives (known.ts); its line adds to that.
  const k: { -readonly [K in keyof GermanCounter]: GermanCounter[K] } = {
    ...(KNOWN.germanCounters.find((x) => x.id === idToken.text) ?? blankCounter(idToken.text)),
  };
  const fields: Record<string, number> = { id: idToken.column };
  for (let t = c.peek(); t; t = c.peek()) {
    const w = lower(t);
    c.i++;
    if ((UNIT_TYPES as readonly string[]).includes(w)) {
      k.type = w as GermanCounter['type'];
      fields.type = t.column;
    } else if (w === 'af') {
      fields.attackFactor = t.column;
      k.attackFactor = c.int('an Attack Factor', '4.3.1');
    } else if (w === 'gun') {
      fields.assaultGun = t.column;
      k.assaultGun = true;
    } else if (w === 'div') {
      fields.division = t.column;
      k.division = c.text('the division in quotes', '4.3.2');
    } else if (w === 'main' || w === 'factory') {
      fields[w] = t.column;
      k[w] = placement(c, w === 'main' ? '5.3' : '14.3');
    } else
      throw new Stop(
        t.column,
        '4.3',
        `"${t.text}" is not a counter word: armor, infantry, af N, gun, div "…", main P or factory P.`,
      );
  }
  d.counters.push({ counter: k, line, fields });
}

function effect(c: Cursor): EventEffect {
  const t = c.next('the effect', '6.2');
  const kind = EVENT_EFFECT_KINDS.find((x) => x.toLowerCase() === lower(t));
  if (!kind)
    throw new Stop(
      t.column,
      '6.2',
      `"${t.text}" is not an effect: one of ${EVENT_EFFECT_KINDS.join(', ')}.`,
    );
  const word = (options: readonly string[], what: string) => {
    const w = c.next(what, '6.2');
    const hit = options.find((o) => o.toLowerCase() === lower(w));
    if (!hit)
      throw new Stop(w.column, '6.2', `Expected ${what} (${options.join(', ')}), got "${w.text}".`);
    return hit;
  };
  switch (kind) {
    case 'withdrawDivision': {
      const division = c.text('the division in quotes', '6.2.1');
      if (lower(c.next('to', '6.2.1')) !== 'to')
        throw new Stop(c.tokens[c.i - 1]!.column, '6.2.1', 'Expected "to" and where it returns.');
      const any = lower(c.peek()) === 'any';
      if (any) c.i++;
      const areas = any ? [] : c.ints();
      if (lower(c.next('morale', '6.2.1')) !== 'morale')
        throw new Stop(
          c.tokens[c.i - 1]!.column,
          '6.2.1',
          'Expected "morale N" (lost per unit Out of Action).',
        );
      const moralePerOutOfAction = c.int('the Morale lost per unit', '6.2.1');
      let roll: number | null = null;
      if (lower(c.peek()) === 'else') {
        c.i++;
        roll = c.int('the roll to use instead', '6.2.1');
      }
      return {
        kind,
        division,
        returnTo: any ? { kind: 'anyVacant' } : { kind: 'areas', areas },
        moralePerOutOfAction,
        ifAlreadyWithdrawnUseRoll: roll,
      };
    }
    case 'noActivation': {
      const divisions: string[] = [];
      const units: string[] = [];
      for (let w = lower(c.peek()); w === 'div' || w === 'unit'; w = lower(c.peek())) {
        c.i++;
        (w === 'div' ? divisions : units).push(
          c.text(w === 'div' ? 'a division' : 'a counter', '16.1'),
        );
      }
      return { kind, divisions, units };
    }
    case 'morale':
      return { kind, change: c.int('the change, e.g. +2 or -1', '5.2') };
    case 'supplyPoints':
      return {
        kind,
        change: c.int('the change, e.g. +2 or -1', '6.3.1'),
      };
    case 'supportMarkers': {
      const marker = word(
        SUPPORT_MARKER_TYPES,
        'the marker type',
      ) as (typeof SUPPORT_MARKER_TYPES)[number];
      const count = c.int('how many markers', '3.5');
      const to = word(SUPPORT_BOXES, 'the box they go to') as (typeof SUPPORT_BOXES)[number];
      return { kind, marker, count, to };
    }
    default:
      return { kind } as EventEffect;
  }
}

function readEvent(c: Cursor, d: Draft, line: number): void {
  const s = c.next('main or factory', '6.2');
  const scenario = SCENARIOS.find((x) => x === lower(s));
  if (!scenario) throw new Stop(s.column, '6.2', `"${s.text}" is not a chart: main or factory.`);
  const r = c.next('the rolls, e.g. 9-12', '6.2');
  const m = r.quoted ? null : /^(\d+)(?:-(\d+))?$/.exec(r.text);
  if (!m)
    throw new Stop(r.column, '6.2', `"${r.text}" is not a roll or a range of rolls such as 9-12.`);
  const fields: Record<string, number> = { lo: r.column, hi: r.column };
  const nameToken = c.next('the event name in quotes', '6.2');
  if (!nameToken.quoted) throw new Stop(nameToken.column, '6.2', 'The event name goes in quotes.');
  fields.name = nameToken.column;
  fields.effect = c.peek()?.column ?? c.endColumn;
  const row: { -readonly [K in keyof EventRow]: EventRow[K] } = {
    lo: Number(m[1]),
    hi: Number(m[2] ?? m[1]),
    name: nameToken.text,
    effect: effect(c),
    text: '',
    turn1NoResult: false,
  };
  for (let t = c.peek(); t; t = c.peek()) {
    c.i++;
    if (lower(t) === 'turn1') {
      fields.turn1NoResult = t.column;
      row.turn1NoResult = true;
    } else if (lower(t) === 'text') {
      fields.text = t.column;
      row.text = c.text('the chart text in quotes', '6.2');
    } else throw new Stop(t.column, '6.2', `"${t.text}" is not an event word: turn1 or text "…".`);
  }
  d.events[scenario].push({ row, line, fields });
}

function readLine(kind: LineKind, c: Cursor, d: Draft, line: number): void {
  if (kind === 'kit') {
    once(d, 'kit', line, 1, 'The kit name');
    d.name = c.text('the kit name in quotes', 'input');
  } else if (kind === 'fixture') d.fixture = true;
  else if (kind === 'complete')
    for (let t = c.peek(); t; t = c.peek()) {
      c.i++;
      const s = SCENARIOS.find((x) => x === lower(t));
      if (!s) throw new Stop(t.column, '5.3', `"${t.text}" is not a scenario: main or factory.`);
      d.complete[s] = true;
    }
  else if (kind === 'area') readArea(c, d, line);
  else if (kind === 'counter') readCounter(c, d, line);
  else readEvent(c, d, line);
  const extra = c.peek();
  if (extra)
    throw new Stop(extra.column, 'input', `Nothing more was expected here, got "${extra.text}".`);
}

/** Adds each listed border (and "not a border") to the other Area too, sorted. */
function mirror(areas: Record<number, KitArea>): void {
  for (const key of ['neighbours', 'notNeighbours'] as const) {
    const sets = new Map<number, Set<number>>(AREA_NUMBERS.map((n) => [n, new Set<number>()]));
    for (const n of AREA_NUMBERS)
      for (const m of areas[n]![key]) {
        sets.get(n)!.add(m);
        sets.get(m)?.add(n);
      }
    for (const n of AREA_NUMBERS)
      areas[n] = { ...areas[n]!, [key]: [...sets.get(n)!].sort((x, y) => x - y) };
  }
}

const where = (d: Draft, path: string): { line: number; column: number } => {
  const m =
    /^(areas\[(\d+)\]|germanCounters\[(\d+)\]|events\.(main|factory)\[(\d+)\])(?:\.(\w+))?/.exec(
      path,
    );
  const entry = !m
    ? undefined
    : m[2] !== undefined
      ? d.areas.get(Number(m[2]))
      : m[3] !== undefined
        ? d.counters[Number(m[3])]
        : d.events[m[4] as ScenarioId][Number(m[5])];
  if (!entry || entry.line === 0) return { line: d.seen.get('kit') ?? 1, column: 1 };
  return { line: entry.line, column: (m?.[6] && entry.fields[m[6]]) || 1 };
};

const rowsByRoll = (rows: Draft['events'][ScenarioId]) => {
  rows.sort((x, y) => x.row.lo - y.row.lo);
  return rows.map((x) => x.row);
};

/** True when text reads as kit text: its first line that is not blank or a comment starts a kit line. */
export function looksLikeKitText(text: string): boolean {
  const first = text.split(/\r?\n/).find((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  const w = first?.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return (LINE_KINDS as readonly string[]).includes(w);
}

/**
 * Reads kit text. Returns the kit and the problems validateKit finds in it, each at its line and
 * column (the kit is still given, so the owner can import and fix it); or, when a line cannot be
 * read at all, a KitTextError naming the first such line, column and rule.
 */
export function parseKitText(
  text: string,
): Result<{ kit: ComponentKit; problems: readonly KitTextIssue[] }, KitTextError> {
  const fail = (issues: KitTextIssue[]) => ({
    ok: false as const,
    error: { ...issues[0]!, issues },
  });
  if (text.length > MAX_KIT_TEXT_CHARS)
    return fail([
      {
        code: 'kit.text.size',
        rule: 'input',
        line: 1,
        column: 1,
        message: `Kit text is at most ${MAX_KIT_TEXT_CHARS} characters.`,
      },
    ]);
  const d: Draft = {
    name: null,
    fixture: false,
    complete: { main: false, factory: false },
    areas: new Map(),
    counters: [],
    events: { main: [], factory: [] },
    seen: new Map(),
  };
  const issues: KitTextIssue[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const split = tokenize(raw);
    if ('error' in split) {
      issues.push({ code: 'kit.text.syntax', rule: 'input', line, ...split.error });
      return;
    }
    const { tokens } = split;
    const head = tokens[0];
    if (!head) return;
    const kind = LINE_KINDS.find((k) => k === lower(head));
    try {
      if (!kind)
        throw new Stop(
          head.column,
          'input',
          `A line starts with kit, fixture, complete, area, counter or event, not "${head.text}".`,
        );
      readLine(kind, new Cursor(tokens, raw.trimEnd().length + 1), d, line);
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
      issues.push({
        code: 'kit.text.line',
        rule: e.rule,
        line,
        column: e.column,
        message: e.message,
      });
    }
  });
  if (issues.length > 0) return fail(issues);
  const areas: Record<number, KitArea> = {};
  for (const n of AREA_NUMBERS) areas[n] = d.areas.get(n)?.area ?? blankArea(n);
  mirror(areas);
  const shaped = parseKit({
    kitVersion: KIT_VERSION,
    name: d.name ?? 'Kit text',
    fixture: d.fixture,
    areas,
    // Counter lines add to the counters the rulebook gives (known.ts): those not written stay.
    germanCounters: [
      ...d.counters.map((x) => x.counter),
      ...KNOWN.germanCounters.filter((k) => !d.counters.some((x) => x.counter.id === k.id)),
    ],
    germanCountersComplete: d.complete,
    // A chart's rows in roll order, as the kit screen keeps them; counters in the order written.
    events: {
      main: d.events.main.length > 0 ? rowsByRoll(d.events.main) : KNOWN.events.main,
      factory: d.events.factory.length > 0 ? rowsByRoll(d.events.factory) : KNOWN.events.factory,
    },
  });
  if (!shaped.ok)
    return fail(
      shaped.error.issues.map((p) => ({
        code: p.code,
        rule: p.rule,
        message: `${p.path}: ${p.message}`,
        ...where(d, p.path),
      })),
    );
  const problems = validateKit(shaped.value).errors.map((p) => ({
    code: p.code,
    rule: p.rule,
    message: p.message,
    ...where(d, p.path),
  }));
  return { ok: true, value: { kit: shaped.value, problems } };
}

/** Reads kit text into a kit that agrees with the rules, or the first problem with its line and column. */
export function readKitText(text: string): Result<ComponentKit, KitTextError> {
  const r = parseKitText(text);
  if (!r.ok) return r;
  const [first] = r.value.problems;
  if (first) return { ok: false, error: { ...first, issues: r.value.problems } };
  return { ok: true, value: r.value.kit };
}

/**
 * Reads the Areas bordering Area `n` as typed ("6 8 9 13", commas allowed; "all" says the list
 * is complete). Returns them sorted, or the first problem with its column (3.1).
 */
export function readBorderList(
  n: number,
  typed: string,
): Result<{ areas: number[]; complete: boolean }, { column: number; message: string }> {
  const out = new Set<number>();
  let complete = false;
  for (const m of typed.matchAll(/[^\s,;]+/g)) {
    const column = m.index + 1;
    if (m[0].toLowerCase() === 'all') complete = true;
    else if (!/^\d+$/.test(m[0]))
      return { ok: false, error: { column, message: `"${m[0]}" is not an Area number.` } };
    else {
      const x = Number(m[0]);
      if (!AREA_NUMBERS.includes(x) || x === n)
        return { ok: false, error: { column, message: `Area ${n} cannot border ${x} (3.1).` } };
      out.add(x);
    }
  }
  return { ok: true, value: { areas: [...out].sort((a, b) => a - b), complete } };
}
