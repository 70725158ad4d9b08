/**
 * The one keep-awake choice over the two stored switches: each pair an earlier version could
 * store reads as the choice that keeps the screen on where that pair did, and each choice stores
 * a pair that reads back as itself.
 */
import { describe, expect, it } from 'vitest';
import { AWAKE_CHOICES, awakeChoice, awakeStored } from '../../../src/app/settings/awake-choice';

describe('keep the screen awake: Never, In games, Always', () => {
  it.each([
    // Earlier versions' two switches: app-wide on held the lock everywhere, games included.
    [{ keepAwake: true, inGame: true }, 'always'],
    [{ keepAwake: true, inGame: false }, 'always'],
    // The default of earlier versions: the game screen alone kept it on.
    [{ keepAwake: false, inGame: true }, 'game'],
    [{ keepAwake: false, inGame: false }, 'never'],
  ] as const)('stored %o reads as %s', (stored, choice) => {
    expect(awakeChoice(stored)).toBe(choice);
  });

  it('each choice stores a pair that reads back as itself', () => {
    for (const c of AWAKE_CHOICES) expect(awakeChoice(awakeStored(c))).toBe(c);
    expect(awakeStored('never')).toEqual({ keepAwake: false, inGame: false });
    expect(awakeStored('game')).toEqual({ keepAwake: false, inGame: true });
    expect(awakeStored('always')).toEqual({ keepAwake: true, inGame: true });
  });
});
