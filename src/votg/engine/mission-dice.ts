/**
 * The Mission log's dice, checked one way for every kind of line: a dr is one die 1-6, and dice
 * the app rolled must be the next ones of the Mission's own dice stream (so undo and replay never
 * re-roll).
 */

import type { DiceSource } from '../../core/input';
import { nextD6s, type PrngWord } from '../../core/prng';
import { err, ok, type Result } from '../../core/result';

/** Returns the one die of a dr, or refuses other dice naming the rule and what was rolled. */
export function oneDie(dice: readonly number[], rule: string, what: string): Result<number> {
  const [die] = dice;
  if (dice.length !== 1 || die === undefined || !Number.isInteger(die) || die < 1 || die > 6)
    return err('mission.dice', rule, `${what} is one die (dr), 1 to 6.`);
  return ok(die);
}

/**
 * Returns the dice stream after this line: past the dice the app rolled, unchanged for the
 * owner's; refuses app dice the stream did not give.
 */
export function streamAfter(
  prng: PrngWord,
  dice: readonly number[],
  source: DiceSource,
): Result<PrngWord> {
  if (source !== 'app') return ok(prng);
  const [drawn, after] = nextD6s(prng, dice.length);
  if (drawn.some((d, i) => d !== dice[i]))
    return err('mission.dice', 'input', 'Generated dice do not match the Mission’s dice stream.');
  return ok(after);
}
