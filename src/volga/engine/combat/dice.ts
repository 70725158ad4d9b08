/**
 * Exact integer distributions of the combat dice (9.5.1, 9.4) and of the difference German 2d6
 * minus Soviet dice, which is all the odds need. Tables are built once, on first use, from
 * their definitions; they are constants, not caches of any query.
 */

/** Sum of the two highest dice: how the Soviet side reads 3d6 or 4d6 (9.4). */
export function bestTwo(dice: readonly number[]): number {
  let a = 0;
  let b = 0;
  for (const d of dice) {
    if (d > a) {
      b = a;
      a = d;
    } else if (d > b) {
      b = d;
    }
  }
  return a + b;
}

/** The two highest dice, highest first. */
export function bestTwoDice(dice: readonly number[]): [number, number] {
  const s = [...dice].sort((x, y) => y - x);
  return [s[0] ?? 0, s[1] ?? 0];
}

/** An integer-count distribution over consecutive integers starting at `min`. */
export interface Distribution {
  readonly min: number;
  /** counts[i] = ways to get min + i. */
  readonly counts: readonly number[];
  readonly total: number;
}

/**
 * Ways to roll each sum of the best two of n d6 (n = 2, 3, 4), over sums 2..12, out of 6^n.
 * Built by counting, for each pair (a >= b) kept, the rolls whose top two are exactly a, b.
 */
function keepBestTwo(n: number): Distribution {
  const counts = new Array<number>(11).fill(0);
  // n is at most 4: walking the 6^n rolls once (1,296 at most) is the definition itself.
  const dice = new Array<number>(n).fill(1);
  for (;;) {
    counts[bestTwo(dice) - 2]! += 1;
    let i = 0;
    while (i < n && dice[i] === 6) dice[i++] = 1;
    if (i === n) break;
    dice[i]! += 1;
  }
  return { min: 2, counts, total: 6 ** n };
}

/**
 * Distribution of German 2d6 minus the Soviet dice kept, with prefix sums for O(1) tail queries.
 */
export interface DiffTable {
  readonly min: number;
  readonly max: number;
  /** cum[i] = ways that the difference is below min + i (cum has length max - min + 2). */
  readonly cum: readonly number[];
  readonly total: number;
}

function diffTable(soviet: Distribution): DiffTable {
  const german = keepBestTwo(2);
  const min = german.min - (soviet.min + soviet.counts.length - 1);
  const max = german.min + german.counts.length - 1 - soviet.min;
  const counts = new Array<number>(max - min + 1).fill(0);
  german.counts.forEach((g, i) => {
    soviet.counts.forEach((s, j) => {
      counts[german.min + i - (soviet.min + j) - min]! += g * s;
    });
  });
  const cum = [0];
  for (const c of counts) cum.push(cum[cum.length - 1]! + c);
  return { min, max, cum, total: german.total * soviet.total };
}

const tables = new Map<number, DiffTable>();

/** The German-minus-Soviet difference table for 2, 3 or 4 Soviet dice. */
export function diffFor(sovietDice: 2 | 3 | 4): DiffTable {
  let t = tables.get(sovietDice);
  if (!t) {
    t = diffTable(keepBestTwo(sovietDice));
    tables.set(sovietDice, t);
  }
  return t;
}

/** Ways the difference is strictly below x. */
export function waysBelow(t: DiffTable, x: number): number {
  if (x <= t.min) return 0;
  if (x > t.max) return t.total;
  return t.cum[x - t.min]!;
}

/** The distribution of the best two of n d6 (exported for tests and explanations). */
export function sovietRollDistribution(n: 2 | 3 | 4): Distribution {
  return keepBestTwo(n);
}
