/**
 * Exact dice-pool distributions by convolution: no sampling, no randomness. A die "succeeds on
 * f" when it shows f or more, so its chance is (7 - f) / 6.
 */

/** Returns the chance that one die shows `face` or more (faces 1..6). */
export function chanceFrom(face: number): number {
  return (7 - face) / 6;
}

/** Returns [P(0), ..., P(n)]: the chance of exactly k successes among n dice, each with chance p. */
export function binomial(n: number, p: number): number[] {
  const out: number[] = [];
  let c = 1; // C(n, k), built up term by term (exact in doubles for n up to 50)
  for (let k = 0; k <= n; k++) {
    out.push(c * p ** k * (1 - p) ** (n - k));
    c = (c * (n - k)) / (k + 1);
  }
  return out;
}

/**
 * Returns the distribution of net successes max(0, H - S), where H and S are independent with
 * distributions `hits` and `saves`: index k is the chance of exactly k net.
 */
export function netOf(hits: readonly number[], saves: readonly number[]): number[] {
  const top = hits.length - 1;
  const out = new Array<number>(top + 1).fill(0);
  for (let h = 0; h <= top; h++) {
    const ph = hits[h] ?? 0;
    if (ph === 0) continue;
    for (let s = 0; s < saves.length; s++) {
      const ps = saves[s] ?? 0;
      const k = Math.max(0, h - s);
      out[k] = (out[k] ?? 0) + ph * ps;
    }
  }
  return out;
}

/** Returns the chance that a distribution's value is `k` or more. */
export function atLeast(d: readonly number[], k: number): number {
  if (k <= 0) return 1;
  let p = 0;
  for (let i = k; i < d.length; i++) p += d[i] ?? 0;
  return p;
}
