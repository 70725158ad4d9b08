/**
 * Dice fairness: how often each face came up against the one-in-six a fair die gives, per
 * source (the owner's typed dice, the app's generated dice), with Pearson's chi-square test
 * (5 degrees of freedom) and a reading in plain words.
 */

import type { DiceSource } from '../../../core/input';
import { isDie, type Roll } from '../dice';

/** Counts and test for one source's dice. */
export interface FaceCounts {
  readonly source: DiceSource;
  /** Dice seen, faces 1..6 at index 0..5. */
  readonly observed: readonly [number, number, number, number, number, number];
  readonly total: number;
  /** Each face's fair expectation: total / 6. */
  readonly expected: number;
  /** Pearson's chi-square statistic, or null with no dice. */
  readonly chiSquare: number | null;
  /** Chance of a statistic at least this large from fair dice, or null with no dice. */
  readonly pValue: number | null;
  /** The plain-words reading. */
  readonly reading: string;
  /** 'none' | 'few' (too few to judge) | 'fair' | 'unusual' (p < 0.05) | 'suspect' (p < 0.01). */
  readonly verdict: 'none' | 'few' | 'fair' | 'unusual' | 'suspect';
}

/** Fewest dice for a reading: five expected per face, the usual floor for the chi-square test. */
export const MIN_DICE = 30;

/** Complementary error function (Numerical Recipes' erfcc; relative error below 1.2e-7). */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t *
                              (-1.13520398 +
                                t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** Chance that a chi-square variable with 5 degrees of freedom is at least `x`. */
export function chiSquareSurvival5(x: number): number {
  if (x <= 0) return 1;
  // Closed form for odd degrees of freedom: erfc(√(x/2)) + √(2x/π)·e^(−x/2)·(1 + x/3).
  const p = erfc(Math.sqrt(x / 2)) + Math.sqrt((2 * x) / Math.PI) * Math.exp(-x / 2) * (1 + x / 3);
  return Math.min(1, Math.max(0, p));
}

const fmtP = (p: number) => (p < 0.001 ? 'below 0.001' : p.toFixed(p < 0.01 ? 3 : 2));

/** Returns the counts, test and reading for the six faces observed. */
export function faceTest(
  source: DiceSource,
  observed: readonly [number, number, number, number, number, number],
): FaceCounts {
  const total = observed.reduce((a, b) => a + b, 0);
  const expected = total / 6;
  const base = { source, observed, total, expected };
  if (total === 0)
    return { ...base, chiSquare: null, pValue: null, verdict: 'none', reading: 'No dice yet.' };
  const chiSquare = observed.reduce((sum, o) => sum + (o - expected) ** 2 / expected, 0);
  const pValue = chiSquareSurvival5(chiSquare);
  if (total < MIN_DICE)
    return {
      ...base,
      chiSquare,
      pValue,
      verdict: 'few',
      reading: `Too few dice to judge: ${total} so far, and a fair reading needs at least ${MIN_DICE}.`,
    };
  if (pValue < 0.01)
    return {
      ...base,
      chiSquare,
      pValue,
      verdict: 'suspect',
      reading: `Very unlikely from fair dice (p ${fmtP(pValue)}): fewer than 1 fair set in 100 would be this uneven. Check the dice, or for typing slips.`,
    };
  if (pValue < 0.05)
    return {
      ...base,
      chiSquare,
      pValue,
      verdict: 'unusual',
      reading: `A little uneven (p ${fmtP(pValue)}): fair dice do this about 1 time in 20. Worth watching, not yet a sign of anything.`,
    };
  return {
    ...base,
    chiSquare,
    pValue,
    verdict: 'fair',
    reading: `Consistent with fair dice (p ${fmtP(pValue)}): the faces are as even as chance would make them.`,
  };
}

/** Returns the fairness of every die in `rolls`, per source (cup draws are not dice). */
export function diceFairness(rolls: readonly Roll[]): Readonly<Record<DiceSource, FaceCounts>> {
  const counts: Record<DiceSource, [number, number, number, number, number, number]> = {
    owner: [0, 0, 0, 0, 0, 0],
    app: [0, 0, 0, 0, 0, 0],
  };
  for (const r of rolls) {
    if (r.purpose === 'cup') continue;
    for (const d of r.dice) if (isDie(d)) counts[r.source][d - 1]! += 1;
  }
  return { owner: faceTest('owner', counts.owner), app: faceTest('app', counts.app) };
}
