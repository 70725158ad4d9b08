/**
 * Every table of the roller in one place: the fourteen the command takes, and the dr sub-rolls
 * their rows call for. Lookups by id; printed row labels ("26-31", "01-02").
 */
import { readCharts } from './chart-reader';
import CHAIN from './data/chain.json' with { type: 'json' };
import EVENTS from './data/events.json' with { type: 'json' };
import UNITS from './data/units.json' with { type: 'json' };
import { SETUP } from './setup';
import { MISSION_SUBTABLES } from './tables-mission';
import type { Row, Table } from './types';

/** The tables a player asks for by name (the command's `table` values), in the order shown. */
export const MAIN_TABLES = [
  'A1',
  'A5',
  'A9e',
  'A11',
  'G2',
  'G3',
  'G6a',
  'G9R9',
  'R2',
  'R3',
  'R3a',
  'R6',
  'R10a',
  'OBA',
] as const;

/** The id of a main table. */
export type MainTableId = (typeof MAIN_TABLES)[number];

/** True when `id` is one of the main tables. */
export const isMainTable = (id: unknown): id is MainTableId =>
  typeof id === 'string' && (MAIN_TABLES as readonly string[]).includes(id);

/**
 * The transcribed charts: the S.20 replacement tables that generate units and things (rows the
 * PDF garbled are not there; see garbled.ts), the two Random Event tables of S.20 (A11 ENEMY,
 * G9/R9 FRIENDLY), and the follow-up rolls the Random Event texts ask for after their row, each
 * with the dr sub-rolls its rows call for.
 */
const CHARTS = [
  readCharts('votg data/units.json', UNITS),
  readCharts('votg data/events.json', EVENTS),
  readCharts('votg data/chain.json', CHAIN),
];

const NAMED: ReadonlyMap<string, Table> = new Map(
  CHARTS.flatMap((c) => c.tables).map((t) => {
    if (!isMainTable(t.id)) throw new Error(`votg data: table ${t.id} is not one of MAIN_TABLES`);
    return [t.id, t];
  }),
);
const MAIN = Object.fromEntries(
  MAIN_TABLES.map((id) => {
    const t = NAMED.get(id);
    if (!t) throw new Error(`votg data: no chart file holds the main table ${id}`);
    return [id, t];
  }),
) as Readonly<Record<MainTableId, Table>>;

const EVERY: readonly Table[] = [
  ...Object.values(MAIN),
  ...CHARTS.flatMap((c) => c.subRolls),
  ...MISSION_SUBTABLES,
  ...Object.values(SETUP).flatMap((rolls) => rolls.map((r) => r.table)),
];
const ALL: ReadonlyMap<string, Table> = new Map(EVERY.map((t) => [t.id, t]));
if (ALL.size !== EVERY.length) {
  const twice = EVERY.find((t, i) => EVERY.findIndex((u) => u.id === t.id) !== i);
  throw new Error(`votg data: two tables have the id ${twice?.id}`);
}

/** Returns the table with this id (main or sub-roll), or undefined. */
export const tableById = (id: string): Table | undefined => ALL.get(id);

/** Returns a main table. */
export const mainTable = (id: MainTableId): Table => MAIN[id];

const pad = (n: number, two: boolean) => (two ? String(n).padStart(2, '0') : String(n));

/** The label of a row that holds every final (a final read on a table the text does not hold). */
export const EVERY_FINAL = 'every final';

/** Returns a row's printed label: "26-31" and "01-02" on two-digit tables, "≤ 2", "12+" else. */
export function rowLabel(table: Table, row: Row): string {
  const two = table.dice === 'DD';
  if (row.lo === null && row.hi === null) return EVERY_FINAL;
  if (row.lo === null) return `≤ ${row.hi}`;
  if (row.hi === null) return `≥ ${row.lo}`;
  return row.lo === row.hi ? pad(row.lo, two) : `${pad(row.lo, two)}-${pad(row.hi, two)}`;
}

/** Returns the row a final value falls on, or null when no printed row holds it. */
export function rowFor(table: Table, final: number): Row | null {
  return (
    table.rows.find((r) => (r.lo === null || final >= r.lo) && (r.hi === null || final <= r.hi)) ??
    null
  );
}
