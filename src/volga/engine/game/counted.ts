/**
 * What recorded dice count for, read the way the rules read them. Two rules roll more dice than
 * they count: Guards (9.4, and Pavlov's House by 12.6) keep the best two Soviet dice of three or
 * four, and Increased German Supply (12.8) replaces each Supply "1" by its reroll. Every screen
 * that shows a roll's value takes it from here, so a label can never add up dice the engine
 * dropped ("Combat roll 2 v 12" for Guards dice 4, 1, 6, 1 that count 10).
 */
import { bestTwoDice } from '../combat/dice';
import { type Roll, type RollPurpose, rollTotal, sum } from '../dice';

/** One recorded roll with what it counts for. */
export interface CountedRoll {
  readonly roll: Roll;
  /** The faces that count, where a rule drops some (9.4, 12.6, 12.8); null when all count. */
  readonly kept: readonly number[] | null;
  /** The rule that kept or replaced dice; null when none did. */
  readonly keptBy: string | null;
  /** The value the engine used: the kept faces added, else the roll's total. */
  readonly total: number;
}

/** 12.8: each "1" in `faces` replaced, in order, by the rerolled dice; the new die stands. */
export function withRerolls(faces: readonly number[], rerolls: readonly number[]): number[] {
  let k = 0;
  return faces.map((d) => (d === 1 && k < rerolls.length ? rerolls[k++]! : d));
}

/** One roll counted; `all` are the rolls of the same action (a reroll belongs to its roll). */
function countOne(r: Roll, all: readonly Roll[]): CountedRoll {
  if (r.by !== 'total') {
    // 9.4, 12.6: the Soviet side of a Guards combat rolls 3d6 or 4d6 and keeps the best two.
    if (r.purpose === 'combat.soviet' && r.dice.length > 2) {
      const kept = bestTwoDice(r.dice);
      return { roll: r, kept, keptBy: '9.4', total: sum(kept) };
    }
    // 12.8: the Supply dice count with each 1 replaced by the reroll made in the same action.
    const again = all.find((x) => x.purpose === 'supply.reroll');
    if (r.purpose === 'supply' && again && again.by !== 'total') {
      const kept = withRerolls(r.dice, again.dice);
      return { roll: r, kept, keptBy: '12.8', total: sum(kept) };
    }
  }
  return { roll: r, kept: null, keptBy: null, total: rollTotal(r) };
}

/** Every roll of one action, each with what it counts for (9.4, 12.6, 12.8). */
export function countRolls(rolls: readonly Roll[]): CountedRoll[] {
  return rolls.map((r) => countOne(r, rolls));
}

/**
 * The values the rolls of one purpose counted for, one per roll (a Bloody Streets die per
 * Area makes several); empty when the action rolled none for it.
 */
export function countedTotals(rolls: readonly Roll[], purpose: RollPurpose): number[] {
  return countRolls(rolls)
    .filter((c) => c.roll.purpose === purpose)
    .map((c) => c.total);
}
