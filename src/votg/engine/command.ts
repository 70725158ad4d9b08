/**
 * The headless Mission roller (`npm run --silent votg -- '<json>'`): one table, its modifiers as
 * chips, the exact odds of every printed row, and with dice the final value, its row and what it
 * means. Each field is checked against the table that takes it; anything else is refused with a
 * message naming the field. Pure: the command runner (scripts/table.ts) only does the I/O.
 */
import { type CommandRun, runJsonCommand } from '../../core/cli';
import { isPlainObject } from '../../core/input';
import { err, ok, type Result } from '../../core/result';
import { bool, type CgField, fieldFits, fieldLimit, int } from './cg/fields';
import { CG_TABLE_IDS, isCgTable, rollCgTable } from './cg/tables';
import { isMissionId } from './missions';
import { modifiersFor, type RollContext } from './modifiers';
import { mainOdds, rollMain } from './roll';
import { isMainTable, MAIN_TABLES, type MainTableId, mainTable, rowLabel } from './tables';

type Field = CgField | { readonly type: 'date' } | { readonly type: 'done' };

const date: Field = { type: 'date' };
const done: Field = { type: 'done' };
const drm = int(-12, 12);
const leader = {
  column: { type: 'enum', values: ['infantry', 'armor'] },
  elite: bool,
  conscript: bool,
  previousGood: int(0, 20),
} as const satisfies Record<string, Field>;

/** The fields each table takes besides `table` and `dice`. */
const FIELDS: Readonly<Record<MainTableId, Readonly<Record<string, Field>>>> = {
  A1: { drm, attitude: { type: 'enum', values: ['none', 'hold', 'advance'] }, calledOff: bool },
  A5: { drm, elite: bool, conscript: bool, re04: bool },
  A9e: { drm },
  A11: { done },
  G2: { drm, date },
  G3: { drm, ...leader },
  G6a: { drm },
  G9R9: {
    mission: { type: 'enum', values: ['v1', 'v2', 'v3', 'v4'] },
    coloredDrm: int(-6, 6),
    done,
  },
  R2: { drm, date, reinforcing: bool },
  R3: { drm, ...leader, humanWaveLeaders: int(0, 10) },
  R3a: { drm, nkvd: int(0, 10), conscripts: int(0, 10), fortified: bool },
  R6: { drm },
  R10a: { drm, date },
  OBA: { drm, side: { type: 'enum', values: ['german', 'russian'] } },
};

/** A real calendar date written YYYY-MM-DD. */
function isDate(v: unknown): v is string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number) as [number, number, number];
  const days = [
    31,
    y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ];
  return m >= 1 && m <= 12 && d >= 1 && d <= days[m - 1]!;
}

/** The once-per-Mission row labels of a Random Event table. */
const onceLabels = (id: MainTableId): string[] => {
  const t = mainTable(id);
  return t.rows.filter((r) => r.once).map((r) => rowLabel(t, r));
};

function checkField(id: MainTableId, name: string, f: Field, v: unknown): Result<unknown> {
  const bad = (what: string) =>
    err(
      'input.field',
      mainTable(id).rule,
      `Table ${id}: "${name}" must be ${what}; got ${JSON.stringify(v)}.`,
    );
  switch (f.type) {
    case 'bool':
    case 'int':
    case 'enum':
      if (name === 'mission' && !isMissionId(v))
        return err(
          'mission.unknown',
          'S.20',
          `Unknown mission ${JSON.stringify(v)}: use v1, v2, v3 or v4.`,
        );
      return fieldFits(f, v) ? ok(v) : bad(fieldLimit(f));
    case 'date':
      return isDate(v) ? ok(v) : bad('a date written YYYY-MM-DD');
    case 'done': {
      const labels = onceLabels(id);
      if (!Array.isArray(v)) return bad(`a list of once-per-Mission rows (${labels.join(', ')})`);
      for (const l of v)
        if (typeof l !== 'string' || !labels.includes(l))
          return err(
            'input.field',
            '2.31',
            `Table ${id}: "done" holds ${JSON.stringify(l)}, which is not a once-per-Mission row; those are ${labels.join(', ')}.`,
          );
      return ok(v);
    }
  }
}

/**
 * The Activation Check and the CG tables: `final` (with dice), `result` (null off the table,
 * with `offTable`), `odds` as result → exact chance ("off" for finals with no printed row).
 */
function cgOutput(id: string, o: Record<string, unknown>): Result<unknown> {
  const r = rollCgTable(id, o, o.dice, ['table', 'dice']);
  if (!r.ok) return r;
  const x = r.value;
  const modifiers = x.modifiers.map((m) => ({ value: m.value, why: m.why }));
  if (o.dice === undefined) return ok({ table: id, modifiers, odds: x.odds });
  return ok({
    table: id,
    modifiers,
    odds: x.odds,
    final: x.final,
    result: x.result,
    offTable: x.offTable,
  });
}

/** Checks the input and builds the one JSON object the command prints. */
export function votgOutput(raw: unknown): Result<unknown> {
  if (!isPlainObject(raw))
    return err('input.shape', 'input', 'The input is one JSON object with a "table" field.');
  const o = raw;
  const id = o.table;
  if (isCgTable(id)) return cgOutput(id, o);
  if (!isMainTable(id))
    return err(
      'table.unknown',
      'S.20.1',
      `Unknown table ${JSON.stringify(id)}: use one of ${[...MAIN_TABLES, ...CG_TABLE_IDS].join(', ')}.`,
    );
  const fields = FIELDS[id];
  const ctx: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(o)) {
    if (name === 'table' || name === 'dice') continue;
    // Own fields only: a name such as "constructor" or "__proto__" must not reach a prototype.
    const f = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (!f) {
      const takes = Object.keys(fields);
      return err(
        'input.field',
        mainTable(id).rule,
        `Table ${id} does not take "${name}"${takes.length ? `; it takes ${takes.join(', ')}` : ''}.`,
      );
    }
    const c = checkField(id, name, f, v);
    if (!c.ok) return c;
    ctx[name] = c.value;
  }
  if (id === 'OBA' && ctx.side === undefined)
    return err(
      'input.field',
      '8.72',
      'Table OBA needs "side" (german or russian): the chart has a column for each.',
    );
  const c = ctx as RollContext;
  const modifiers = modifiersFor(id, c).map((m) => ({ value: m.value, why: m.why }));
  const odds = mainOdds(id, c);
  if (o.dice === undefined) return ok({ table: id, modifiers, odds });
  if (!Array.isArray(o.dice))
    return err(
      'dice.count',
      mainTable(id).rule,
      `"dice" is a list: ${mainTable(id).dice === 'dr' ? '[d]' : '[colored, white]'}.`,
    );
  const r = rollMain(id, c, o.dice);
  if (!r.ok) return r;
  const x = r.value;
  return ok({
    table: id,
    modifiers,
    odds,
    final: x.final,
    row: x.row ? { lo: x.row.lo, hi: x.row.hi } : null,
    offTable: x.offTable,
    result: x.result,
    once: x.once,
    reroll: x.reroll,
  });
}

const USAGE =
  'Give one JSON object, e.g. {"table":"A1","attitude":"hold","dice":[3,4]}. Tables: ' +
  `${[...MAIN_TABLES, ...CG_TABLE_IDS].join(', ')}.`;

/** Runs the votg command on its arguments. */
export const runVotgCommand = (args: readonly string[]): CommandRun =>
  runJsonCommand(args, USAGE, false, votgOutput);
