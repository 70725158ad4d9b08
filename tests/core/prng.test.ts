/** The seeded PRNG kept in saved state: same state, same dice; dice are fair faces 1-6. */
import { describe, expect, it } from 'vitest';
import { isPrngWord, nextD6, nextD6s } from '../../src/core/prng';

describe('core prng', () => {
  it('equal states draw equal dice, and the state moves on', () => {
    const [a, s1] = nextD6s(12345, 5);
    const [b, s2] = nextD6s(12345, 5);
    expect(a).toEqual(b);
    expect(s1).toBe(s2);
    expect(s1).not.toBe(12345);
    expect(isPrngWord(s1)).toBe(true);
  });
  it('6,000 draws land on every face about equally', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    let s = 7;
    for (let i = 0; i < 6000; i++) {
      const [d, n] = nextD6(s);
      counts[d - 1]!++;
      s = n;
    }
    for (const c of counts) {
      expect(c).toBeGreaterThan(880);
      expect(c).toBeLessThan(1120);
    }
  });
  it('rejects what is not a 32-bit state', () => {
    expect(isPrngWord(-1)).toBe(false);
    expect(isPrngWord(2 ** 32)).toBe(false);
    expect(isPrngWord(1.5)).toBe(false);
  });
});
