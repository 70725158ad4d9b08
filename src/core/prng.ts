/**
 * A small seeded PRNG (mulberry32) whose whole state is one unsigned 32-bit number, so it can live
 * inside a table's saved JSON state: a generated die is drawn from the state and the next state is
 * returned, never kept aside. Equal states give equal dice, so undo and replay cannot re-roll.
 * Pure: no Math.random, no clock; the caller seeds it (e.g. from crypto.getRandomValues).
 *
 * This is the house's seeded generator for new dice: a table whose dice must replay alike uses
 * it. Volga alone keeps its older sfc32 (volga/engine/dice.ts says why: its saves hold that state).
 */

/** The PRNG's state: one unsigned 32-bit integer. Plain JSON. */
export type PrngWord = number;

/** Returns the next output in [0, 1) and the state after it. */
export function nextUnit(state: PrngWord): [number, PrngWord] {
  const a = (state + 0x6d2b79f5) >>> 0;
  let t = a;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, a];
}

/** Returns one six-sided die (1..6) and the state after it. */
export function nextD6(state: PrngWord): [number, PrngWord] {
  const [u, next] = nextUnit(state);
  return [1 + Math.floor(u * 6), next];
}

/** Returns `n` dice drawn one after another, and the state after the last. */
export function nextD6s(state: PrngWord, n: number): [number[], PrngWord] {
  const out: number[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    const [d, after] = nextD6(s);
    out.push(d);
    s = after;
  }
  return [out, s];
}

/** True when `v` is a usable PRNG state (an unsigned 32-bit integer). */
export const isPrngWord = (v: unknown): v is PrngWord =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 0xffffffff;
