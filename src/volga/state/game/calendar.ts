/**
 * The dates on the Turn Track. Turn 1 is September 13-14 and each Turn is two days (5.2, 6.0),
 * so Turn 9 is September 29-30 (6.5). The Factory District starts on Turn 10, October 14-15
 * (14.2); the rulebook prints no date for Turns 11-14 (its five Turns cover October 14-31,
 * 14.1, so they are not all two days long): those show the dates as unknown rather than a guess.
 */
import type { ScenarioId } from '../../engine/kit';

const MONTHS = ['September', 'October'] as const;

/** Returns the Turn's dates as printed on the Turn Track ("September 13-14"), or null if unknown. */
export function turnDates(turn: number, scenario: ScenarioId = 'main'): string | null {
  if (scenario === 'main' && turn >= 1 && turn <= 9) {
    const first = 13 + 2 * (turn - 1);
    return `${MONTHS[0]} ${first}-${first + 1}`;
  }
  if (turn === 10) return `${MONTHS[1]} 14-15`;
  return null;
}

/** Returns "Turn 3 · September 17-18", or "Turn 12" with the date left to the Turn Track. */
export function turnLabel(turn: number, scenario: ScenarioId = 'main'): string {
  const d = turnDates(turn, scenario);
  return d ? `Turn ${turn} · ${d}` : `Turn ${turn}`;
}
