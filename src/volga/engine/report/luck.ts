/**
 * Luck in numbers: how a count or a sum observed in the game sits in the distribution fair
 * dice give it. Every distribution is exact (a convolution, not a sample), and a position is a
 * mid-percentile: the chance of doing worse plus half the chance of doing exactly as well, so a
 * perfectly average result reads 50 and the reading does not lean on ties.
 */

/** One luck figure: what happened against what fair dice give on average. */
export interface LuckFigure {
  /** How many trials (attacks, dice) it covers. */
  readonly n: number;
  readonly observed: number;
  /** The mean fair dice give. */
  readonly expected: number;
  /** observed − expected. */
  readonly difference: number;
  /** Mid-percentile of `observed` (0..1), or null with no trials. */
  readonly percentile: number | null;
}

/** Returns the mid-percentile of `value` in a distribution given as P(X = k) at index k − offset. */
export function midPercentile(dist: readonly number[], value: number, offset = 0): number {
  let below = 0;
  for (let k = 0; k < value - offset && k < dist.length; k++) below += dist[k]!;
  const at = dist[value - offset] ?? 0;
  return Math.min(1, Math.max(0, below + at / 2));
}

/**
 * Returns P(X = k) for k = 0..n, X the number of successes in independent trials with chances
 * `ps` (a Poisson binomial: each attack has its own chance of capturing).
 */
export function successDistribution(ps: readonly number[]): number[] {
  let dist = [1];
  for (const p of ps) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      next[k]! += q * (1 - p);
      next[k + 1]! += q * p;
    });
    dist = next;
  }
  return dist;
}

/** Returns P(sum = s) for n fair six-sided dice, at index s − n (s = n..6n). */
export function diceSumDistribution(n: number): number[] {
  let dist = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(dist.length + 5).fill(0);
    dist.forEach((q, k) => {
      for (let f = 0; f < 6; f++) next[k + f]! += q / 6;
    });
    dist = next;
  }
  return dist;
}

/** Returns the luck of `successes` in trials with chances `ps`. */
export function successLuck(ps: readonly number[], successes: number): LuckFigure {
  const expected = ps.reduce((a, p) => a + p, 0);
  return {
    n: ps.length,
    observed: successes,
    expected,
    difference: successes - expected,
    percentile: ps.length === 0 ? null : midPercentile(successDistribution(ps), successes),
  };
}

/**
 * Returns the luck of the faces `dice` (each 1..6), and of rolls entered by their `totals` (the
 * sum of `count` dice: the same distribution without the faces), against 3.5 a die.
 */
export function diceSumLuck(
  dice: readonly number[],
  totals: readonly { readonly count: number; readonly total: number }[] = [],
): LuckFigure {
  let n = dice.length;
  let observed = dice.reduce((a, d) => a + d, 0);
  for (const t of totals) {
    n += t.count;
    observed += t.total;
  }
  const expected = 3.5 * n;
  return {
    n,
    observed,
    expected,
    difference: observed - expected,
    percentile: n === 0 ? null : midPercentile(diceSumDistribution(n), observed, n),
  };
}
