/**
 * How the S.20 tables are written down as data: a table's head in one tuple (id, rule section,
 * dice, first and last source line), and each printed row as its bounds, its source line and
 * its text in our words, with whatever else the row carries.
 */
import type { Chip, DiceKind, FollowUp, Row, Table } from './types';

/** A table's head: its id, the rule section it serves, its dice, and its first and last source line. */
export type TableHead = readonly [
  id: string,
  rule: string,
  dice: DiceKind,
  first: number,
  last: number,
];

/** Returns the table with that head, name and rows. */
export function table(head: TableHead, name: string, rows: readonly Row[]): Table {
  const [id, rule, dice, first, last] = head;
  return { id, name, rule, dice, lines: [first, last], rows };
}

/** Returns a printed row: `lo`/`hi` null for a row open below/above, read from source `line`. */
export const r = (
  lo: number | null,
  hi: number | null,
  line: number,
  text: string,
  more: Partial<Row> = {},
): Row => ({ lo, hi, line, text, ...more });

/** Returns a follow-up: roll on `table`, for `why` (and only for a side, or on the armor column). */
export const to = (
  table: string,
  why: string,
  more: Pick<FollowUp, 'only' | 'armor'> = {},
): FollowUp => ({ table, why, ...more });

/**
 * A dr sub-roll's row: the lowest dr it takes (it runs up to the next row's, the last to 6), its
 * text, and whatever else it carries (its own source `line` when not the table's first).
 */
export type Step = readonly [from: number, text: string, more?: Partial<Row>];

/**
 * Returns a dr sub-roll: its rows share the die out in order from 1 to 6, so no gap or overlap
 * can be written, and are read from the head's first source line unless a row gives its own.
 */
export function subRoll(head: TableHead, name: string, steps: readonly Step[]): Table {
  const rows = steps.map(([from, text, more], i) =>
    r(from, (steps[i + 1]?.[0] ?? 7) - 1, head[3], text, more),
  );
  return table(head, name, rows);
}

/** Marked with an asterisk: the row may happen only once per Mission. */
export const once = { once: true } as const;

/** Returns a modifier chip: its value, why it applies, and its source line (null: the player's). */
export const chip = (value: number, why: string, line: number | null): Chip => ({
  value,
  why,
  line,
});

/** A table whose every final is its own row: the number it gives, as `text(final)`. */
export function counting(head: TableHead, name: string, text: (n: number) => string): Table {
  const lo = head[2] === 'dr' ? 1 : 2;
  const hi = head[2] === 'dr' ? 6 : 12;
  const rows: Row[] = [];
  for (let n = lo; n <= hi; n++) rows.push(r(n, n, head[3], text(n)));
  return table(head, name, rows);
}
