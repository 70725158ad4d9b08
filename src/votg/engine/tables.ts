/**
 * Every table of the roller in one place: the fourteen the command takes, and the dr sub-rolls
 * their rows call for. Lookups by id; printed row labels ("26-31", "01-02").
 */
import { SETUP } from './setup';
import { CHAIN_SUBTABLES } from './tables-chain';
import { A11, EVENT_SUBTABLES, G9R9 } from './tables-events';
import { MISSION_SUBTABLES } from './tables-mission';
import {
  A1,
  A5,
  A9e,
  G2,
  G3,
  G6a,
  OBA,
  R2,
  R3,
  R3a,
  R6,
  R10a,
  UNIT_SUBTABLES,
} from './tables-units';
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

const MAIN: Readonly<Record<MainTableId, Table>> = {
  A1,
  A5,
  A9e,
  A11,
  G2,
  G3,
  G6a,
  G9R9,
  R2,
  R3,
  R3a,
  R6,
  R10a,
  OBA,
};
const ALL: ReadonlyMap<string, Table> = new Map(
  [
    ...Object.values(MAIN),
    ...UNIT_SUBTABLES,
    ...EVENT_SUBTABLES,
    ...CHAIN_SUBTABLES,
    ...MISSION_SUBTABLES,
    ...Object.values(SETUP).flatMap((rolls) => rolls.map((r) => r.table)),
  ].map((t) => [t.id, t]),
);

/** True when `id` is one of the main tables. */
export const isMainTable = (id: unknown): id is MainTableId =>
  typeof id === 'string' && (MAIN_TABLES as readonly string[]).includes(id);

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
