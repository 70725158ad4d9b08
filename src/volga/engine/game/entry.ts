/**
 * How the owner enters a roll typed from real dice: by its total where only the total is read,
 * or die by die where the faces matter. The engine says which, by rule, so the dice pad never
 * asks for more than the rule reads; a total is sent and recorded as a total (the dice stream's
 * `total`), never as made-up faces.
 */
import type { RollPurpose } from '../dice';
import { increasedSupplyTurn } from './phases';
import type { GameState } from './types';

/** How one roll is entered: `total` (one number) or `faces` (each die), and why. */
export interface RollEntry {
  readonly by: 'total' | 'faces';
  readonly rule: string;
  readonly why: string;
}

const total = (rule: string, why: string): RollEntry => ({ by: 'total', rule, why });
const faces = (rule: string, why: string): RollEntry => ({ by: 'faces', rule, why });

/**
 * Returns how `count` dice rolled for `purpose` are entered now: the Random Event chart reads
 * the total (6.2), so does the Supply roll (6.3) unless Increased German Supply rolls each 1 again
 * this Turn (12.8), and the German combat roll (9.5.1); the Soviet roll is a total on two dice but
 * Guards keep the best two of three or four (9.4, 12.6); Bloody Streets reads one die per Area
 * (6.4.1); a single die's face is its total.
 */
export function rollEntry(s: GameState, purpose: RollPurpose, count: number): RollEntry {
  if (count <= 1) return faces('2.1', 'One die: its face is the roll.');
  switch (purpose) {
    case 'randomEvent':
      return total('6.2', 'The Random Event Chart reads the total of the three dice.');
    case 'supply':
      return increasedSupplyTurn(s)
        ? faces('12.8', 'Increased German Supply rolls each 1 again, so each die counts.')
        : total('6.3', 'The Supply roll adds its dice.');
    case 'combat.german':
      return total('9.5.1', 'The Attack Total adds the two dice.');
    case 'combat.soviet':
      return count > 2
        ? faces('9.4', 'Guards keep the best two of their dice, so each die counts.')
        : total('9.5.1', 'The Defense Total adds the two dice.');
    case 'bloodyStreets':
      return faces('6.4.1', 'Each Contested Area has its own die.');
    default:
      return faces('2.1', 'Each die is read on its own.');
  }
}

/** The smallest and largest totals of `count` dice. */
export function totalRange(count: number): { readonly min: number; readonly max: number } {
  return { min: count, max: 6 * count };
}

/**
 * Dice showing `sum` on `count` dice, as even as possible (15 on 3 dice: 5, 5, 5), or null when
 * no roll of `count` dice makes it. Only for rolls `rollEntry` reads by total, where any dice with
 * that total give the same result.
 */
export function facesForTotal(sum: number, count: number): number[] | null {
  const { min, max } = totalRange(count);
  if (!Number.isInteger(sum) || count < 1 || sum < min || sum > max) return null;
  const base = Math.floor(sum / count);
  const extra = sum - base * count;
  return Array.from({ length: count }, (_, i) => (i < extra ? base + 1 : base));
}
