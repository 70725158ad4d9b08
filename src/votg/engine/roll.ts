/**
 * Rolling a table: the dice a table reads (dr, DR, or colored tens and white units), the final
 * value with every modifier, the row it lands on or "not on the printed table", and the exact
 * chance of every row before the roll. Pure: the dice come in from the caller.
 */
import { err, ok, type Result } from '../../core/result';
import { modifiersFor, type RollContext } from './modifiers';
import { type MainTableId, mainTable, rowFor, rowLabel, tableById } from './tables';
import type { Chip, Row, Table } from './types';

/** How many dice a table reads. */
export const diceCount = (t: Table): 1 | 2 => (t.dice === 'dr' ? 1 : 2);

/** Checks a roll's dice: the right count, each a whole number 1-6. */
export function checkDice(t: Table, dice: readonly unknown[]): Result<readonly number[]> {
  const n = diceCount(t);
  const what = n === 1 ? 'one die [d] (a dr)' : 'two dice [colored, white]';
  if (dice.length !== n)
    return err('dice.count', t.rule, `Table ${t.id} takes ${what}; got ${dice.length}.`);
  for (const d of dice)
    if (typeof d !== 'number' || !Number.isInteger(d) || d < 1 || d > 6)
      return err('dice.face', t.rule, `Each die is a whole number 1-6; got ${JSON.stringify(d)}.`);
  return ok(dice as readonly number[]);
}

/** Returns the final value: dr + drm, DR + drm, or (colored + drm) tens and white units. */
export function finalOf(t: Table, dice: readonly number[], total: number): number {
  if (t.dice === 'dr') return dice[0]! + total;
  if (t.dice === 'DR') return dice[0]! + dice[1]! + total;
  return (dice[0]! + total) * 10 + dice[1]!;
}

const sum = (chips: readonly Chip[]) => chips.reduce((a, c) => a + c.value, 0);

/** The chance of one printed row, or of finals with no printed row. */
export type RowOdds =
  | { readonly lo: number | null; readonly hi: number | null; readonly p: number }
  | { readonly offTable: true; readonly p: number };

/** Every outcome of the table's dice, equally likely. */
function allDice(t: Table): number[][] {
  const out: number[][] = [];
  for (let a = 1; a <= 6; a++) {
    if (t.dice === 'dr') out.push([a]);
    else for (let b = 1; b <= 6; b++) out.push([a, b]);
  }
  return out;
}

/**
 * Returns the exact chance of every printed row the dice can reach with this total modifier, in
 * printed order, then the chance of a final with no printed row (when there is one).
 */
export function oddsOf(t: Table, total: number): RowOdds[] {
  const all = allDice(t);
  const counts = new Map<Row | null, number>();
  for (const d of all) {
    const row = rowFor(t, finalOf(t, d, total));
    counts.set(row, (counts.get(row) ?? 0) + 1);
  }
  const out: RowOdds[] = [];
  for (const row of t.rows) {
    const n = counts.get(row);
    if (n) out.push({ lo: row.lo, hi: row.hi, p: n / all.length });
  }
  const off = counts.get(null);
  if (off) out.push({ offTable: true, p: off / all.length });
  return out;
}

/** The outcome of one roll on a table. */
export interface Outcome {
  readonly table: string;
  readonly dice: readonly number[];
  readonly modifiers: readonly Chip[];
  readonly final: number;
  readonly row: Row | null;
  /** The row's printed label, or null off the table. */
  readonly label: string | null;
  readonly offTable: boolean;
  /** What it means, in our words. */
  readonly result: string;
  readonly once: boolean;
  /** A once-per-Mission row that already happened, or an event the Mission makes NA. */
  readonly reroll: boolean;
}

/** Returns the words for a row in the situation: Armor Leader column, Russian OBA column. */
export function rowText(row: Row, c: RollContext): string {
  if (row.armor !== undefined && c.column === 'armor') return row.armor;
  if (row.russian !== undefined && c.side === 'russian') return row.russian;
  return row.text;
}

/**
 * Words for a final with no printed row: which end of the table it fell off, and the nearest
 * printed row there, so the player reads it against the chart (a table's rows run low to high).
 */
export function offTableWords(t: Table, final: number): string {
  const los = t.rows.map((r) => r.lo ?? Number.NEGATIVE_INFINITY);
  const his = t.rows.map((r) => r.hi ?? Number.POSITIVE_INFINITY);
  const low = Math.min(...los);
  const high = Math.max(...his);
  if (final < low)
    return `Off the table, below its lowest row: final ${final} is under ${rowLabel(t, t.rows[los.indexOf(low)]!)}`;
  if (final > high)
    return `Off the table, above its highest row: final ${final} is over ${rowLabel(t, t.rows[his.indexOf(high)]!)}`;
  return `Off the table: final ${final} falls between its printed rows`;
}

/** Reads a roll on any table (sub-rolls take no modifiers beyond `extra`). */
export function readRoll(
  t: Table,
  dice: readonly number[],
  chips: readonly Chip[],
  c: RollContext,
  rerolls: Readonly<Record<string, string>> = {},
): Outcome {
  const final = finalOf(t, dice, sum(chips));
  const row = rowFor(t, final);
  const label = row ? rowLabel(t, row) : null;
  const once = row?.once === true;
  const repeated = once && label !== null && (c.done ?? []).includes(label);
  const why = label !== null ? rerolls[label] : undefined;
  const reroll = repeated || why !== undefined;
  let result = row ? rowText(row, c) : offTableWords(t, final);
  if (repeated) result = `${result}. Already happened this Mission: reroll`;
  else if (why !== undefined) result = `${result}. ${why}: reroll`;
  return {
    table: t.id,
    dice,
    modifiers: chips,
    final,
    row,
    label,
    offTable: row === null,
    result,
    once,
    reroll,
  };
}

/**
 * Rolls a main table with the situation's modifiers; refuses dice that are not the table's.
 * `rerolls` names rows that must be rerolled now (by label) and why.
 */
export function rollMain(
  id: MainTableId,
  c: RollContext,
  dice: readonly unknown[],
  rerolls: Readonly<Record<string, string>> = {},
): Result<Outcome> {
  const t = mainTable(id);
  const d = checkDice(t, dice);
  if (!d.ok) return d;
  return ok(readRoll(t, d.value, modifiersFor(id, c), c, rerolls));
}

/** Rolls a sub-roll or setup table, with the modifiers given (none by default). */
export function rollSub(
  id: string,
  dice: readonly unknown[],
  chips: readonly Chip[] = [],
): Result<Outcome> {
  const t = tableById(id);
  if (!t) return err('table.unknown', 'input', `There is no table ${id}.`);
  const d = checkDice(t, dice);
  if (!d.ok) return d;
  return ok(readRoll(t, d.value, chips, {}));
}

/** The odds of a main table with the situation's modifiers. */
export function mainOdds(id: MainTableId, c: RollContext): RowOdds[] {
  return oddsOf(mainTable(id), sum(modifiersFor(id, c)));
}
