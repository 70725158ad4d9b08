/** Turn Track dates (5.2, 6.0 two days per Turn, 6.5 Turn 9, 14.1-14.2) and the dice preference. */
import { describe, expect, it } from 'vitest';
import { turnDates, turnLabel } from '../../../../src/volga/state/game/calendar';
import { dicePreference } from '../../../../src/volga/state/game/dicePreference';
import { newSeed } from '../../../../src/volga/state/game/seed';

describe('turn dates', () => {
  it.each([
    [1, 'September 13-14'], // 5.2
    [2, 'September 15-16'], // 6.0: each Turn is two days
    [5, 'September 21-22'],
    [9, 'September 29-30'], // 6.5
  ])('main game Turn %i is %s', (turn, dates) => {
    expect(turnDates(turn, 'main')).toBe(dates);
  });
  it('the Factory District starts on October 14-15 (14.2); later dates are not in the rulebook', () => {
    expect(turnDates(10, 'factory')).toBe('October 14-15');
    expect(turnDates(11, 'factory')).toBeNull();
    expect(turnLabel(12, 'factory')).toBe('Turn 12');
    expect(turnLabel(3, 'main')).toBe('Turn 3 · September 17-18');
  });
});

describe('dice preference and seeds', () => {
  it('falls back to the source of the last roll, then the owner', () => {
    const record = {
      schemaVersion: 1 as const,
      setup: {} as never,
      cursor: 2,
      log: [
        {
          action: { type: 'rollRandomEvent' as const },
          rolls: [
            {
              purpose: 'randomEvent' as const,
              source: 'owner' as const,
              dice: [1, 2, 3],
              rule: '6.2',
            },
          ],
        },
        {
          action: { type: 'rollSupply' as const },
          rolls: [
            { purpose: 'supply' as const, source: 'app' as const, dice: [1, 2, 3, 4], rule: '6.3' },
          ],
        },
      ],
    };
    expect(dicePreference('x', record)).toBe('app');
    expect(dicePreference('x', { ...record, cursor: 1 })).toBe('owner');
    expect(dicePreference('x')).toBe('owner');
  });
  it('seeds are four 32-bit words from the generator given', () => {
    expect(newSeed((w) => w.set([1, 2, 3, 4294967295]))).toEqual([1, 2, 3, 4294967295]);
    const a = newSeed();
    expect(a).toHaveLength(4);
    expect(a.every((x) => Number.isInteger(x) && x >= 0 && x < 2 ** 32)).toBe(true);
  });
});
