/** mulberry32: the small seeded PRNG the tests (and benchmarks) draw from, so every run is the same. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    /** A number in [0, 1). */
    next,
    /** A whole number in [0, n). */
    int: (n: number) => Math.floor(next() * n),
    /** One element of a non-empty list. */
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    /** One six-sided die, 1..6. */
    die: () => 1 + Math.floor(next() * 6),
  };
}

/** A seeded PRNG as returned by prng(). */
export type Rng = ReturnType<typeof prng>;
