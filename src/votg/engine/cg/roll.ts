/**
 * The Campaign Game's small tables as data and their reading: a table rolls one die (dr) or two
 * (DR), adds the drm the inputs call for, and reads the final on its printed rows. Every result
 * has its exact chance; a final on no printed row is "off". Pure: dice and inputs come in.
 */
import { err, ok, type Result } from '../../../core/result';

/** One modifier: its value and why it applies, naming the source line. */
export interface CgModifier {
  readonly value: number;
  readonly why: string;
}

/** One printed row: its bounds (null: open), the result it gives, and its source line. */
export interface CgRow {
  readonly lo: number | null;
  readonly hi: number | null;
  readonly result: string | number;
  readonly line: number;
}

/** What a roll on a CG table gives: the final, its result, the odds, and the modifiers. */
export interface CgOutcome {
  /** The die or dice plus every drm; null without dice. */
  readonly final: number | null;
  /** The printed result; null off the table or where the text does not print the table. */
  readonly result: string | number | null;
  readonly offTable: boolean;
  /** Each result (in printed order, then "off") to its exact chance. */
  readonly odds: Readonly<Record<string, number>>;
  readonly modifiers: readonly CgModifier[];
}

/** How a table reads its final: by printed rows, or (V12.619's ELR) by the final itself. */
export type CgRead =
  | { readonly rows: readonly CgRow[] }
  | { readonly finalOnly: true; readonly line: number };

/** Returns a modifier whose reason names its source line. */
export const drm = (value: number, why: string, line: number): CgModifier => ({
  value,
  why: `${why} (line ${line})`,
});

/** Returns a printed row. */
export const row = (
  lo: number | null,
  hi: number | null,
  result: string | number,
  line: number,
): CgRow => ({ lo, hi, result, line });

/** The result a final falls on, or undefined off the table. */
function resultOf(read: CgRead, final: number): string | number | null | undefined {
  if ('finalOnly' in read) return null;
  return read.rows.find((r) => (r.lo === null || final >= r.lo) && (r.hi === null || final <= r.hi))
    ?.result;
}

/** Every outcome of one or two dice, summed, equally likely. */
function sums(dice: 1 | 2): number[] {
  const out: number[] = [];
  for (let a = 1; a <= 6; a++)
    if (dice === 1) out.push(a);
    else for (let b = 1; b <= 6; b++) out.push(a + b);
  return out;
}

/** The exact chance of each result (by the final itself when the table reads only the final). */
export function cgOdds(read: CgRead, dice: 1 | 2, total: number): Record<string, number> {
  const all = sums(dice);
  const counts = new Map<string, number>();
  if ('rows' in read) for (const r of read.rows) counts.set(String(r.result), 0);
  let off = 0;
  for (const s of all) {
    const f = s + total;
    const res = resultOf(read, f);
    if (res === undefined) off++;
    else {
      const key = res === null ? String(f) : String(res);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const out: Record<string, number> = {};
  for (const [k, n] of counts) if (n > 0) out[k] = n / all.length;
  if (off > 0) out.off = off / all.length;
  return out;
}

/** Reads a roll: checks the dice, sums the modifiers, finds the row (or none). */
export function cgRoll(
  read: CgRead,
  dice: 1 | 2,
  modifiers: readonly CgModifier[],
  rolled: unknown,
  rule: string,
): Result<CgOutcome> {
  const total = modifiers.reduce((a, m) => a + m.value, 0);
  const odds = cgOdds(read, dice, total);
  if (rolled === undefined)
    return ok({ final: null, result: null, offTable: false, odds, modifiers });
  const what = dice === 1 ? 'one die [d] (a dr)' : 'two dice [d, d] (a DR)';
  if (!Array.isArray(rolled) || rolled.length !== dice)
    return err('votg.dice.count', rule, `"dice" is ${what}.`);
  for (const d of rolled)
    if (typeof d !== 'number' || !Number.isInteger(d) || d < 1 || d > 6)
      return err(
        'votg.dice.face',
        rule,
        `Each die is a whole number 1-6; got ${JSON.stringify(d)}.`,
      );
  const final = (rolled as number[]).reduce((a, d) => a + d, 0) + total;
  const res = resultOf(read, final);
  return ok({
    final,
    result: res === undefined ? null : res,
    offTable: res === undefined,
    odds,
    modifiers,
  });
}
