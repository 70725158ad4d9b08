import { describe, expect, it } from 'vitest';
import { diceStream, nextDie, nextIndex, seedPrng, sum } from '../../../src/volga/engine/dice';

describe('seeded PRNG (dice.ts)', () => {
  it('gives the same dice for the same seed and different dice for another seed', () => {
    const roll = (seed: number | number[]) => {
      let s = seedPrng(seed);
      const out: number[] = [];
      for (let i = 0; i < 20; i++) {
        const [d, n] = nextDie(s);
        out.push(d);
        s = n;
      }
      return out;
    };
    expect(roll(42)).toEqual(roll(42));
    expect(roll([1, 2, 3, 4])).toEqual(roll([1, 2, 3, 4]));
    expect(roll(42)).not.toEqual(roll(43));
    expect(roll([1, 0])).not.toEqual(roll([0, 1]));
  });

  it('state is plain JSON and survives a round trip', () => {
    const s = seedPrng(7);
    const back = JSON.parse(JSON.stringify(s));
    expect(nextDie(back)).toEqual(nextDie(s));
  });

  it('rolls every face about equally often (2.1: fair six-sided dice)', () => {
    let s = seedPrng(99);
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) {
      const [d, next] = nextDie(s);
      s = next;
      counts[d - 1]!++;
    }
    // Chi-square with 5 degrees of freedom: 20.5 is the 0.1% critical value.
    const chi = counts.reduce((a, c) => a + (c - n / 6) ** 2 / (n / 6), 0);
    expect(chi).toBeLessThan(20.5);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });

  it('draws indices uniformly for the digital cup', () => {
    let s = seedPrng(5);
    const counts = new Array(7).fill(0);
    for (let i = 0; i < 35_000; i++) {
      const [k, next] = nextIndex(s, 7);
      s = next;
      counts[k]++;
    }
    const chi = counts.reduce((a, c) => a + (c - 5000) ** 2 / 5000, 0);
    expect(chi).toBeLessThan(22.5); // 6 dof, 0.1%
  });
});

describe('DiceStream: one path for owner-typed and generated dice', () => {
  it('serves owner dice by purpose, in order, and records the source', () => {
    const d = diceStream(seedPrng(1), { supply: [1, 2, 3, 4], 'supply.reroll': [6] });
    const a = d.roll('supply', 4, '6.3');
    const b = d.roll('supply.reroll', 1, '12.8');
    expect(a.ok && a.value).toEqual([1, 2, 3, 4]);
    expect(b.ok && b.value).toEqual([6]);
    expect(d.rolls).toEqual([
      { purpose: 'supply', source: 'owner', dice: [1, 2, 3, 4], rule: '6.3' },
      { purpose: 'supply.reroll', source: 'owner', dice: [6], rule: '12.8' },
    ]);
    expect(d.finish().ok).toBe(true);
    // Owner dice never advance the PRNG.
    expect(d.prng).toEqual(seedPrng(1));
  });

  it('refuses a die outside 1..6 with rule 2.1', () => {
    const d = diceStream(seedPrng(1), { randomEvent: [3, 7, 2] });
    const r = d.roll('randomEvent', 3, '6.2');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'dice.range', rule: '2.1' });
  });

  it('refuses too few dice naming the rule that calls for them, and too many at finish', () => {
    const few = diceStream(seedPrng(1), { supply: [3, 3, 3] });
    const r = few.roll('supply', 4, '6.3');
    expect(!r.ok && r.error).toMatchObject({ code: 'dice.tooFew', rule: '6.3' });
    const many = diceStream(seedPrng(1), { randomEvent: [3, 3, 3, 3] });
    expect(many.roll('randomEvent', 3, '6.2').ok).toBe(true);
    const f = many.finish();
    expect(!f.ok && f.error).toMatchObject({ code: 'dice.tooMany', rule: '6.2' });
  });

  it('generates dice from the PRNG when the owner typed none, reproducibly', () => {
    const a = diceStream(seedPrng(3));
    const b = diceStream(seedPrng(3));
    const ra = a.roll('combat.german', 2, '9.5.1');
    const rb = b.roll('combat.german', 2, '9.5.1');
    expect(ra).toEqual(rb);
    expect(a.rolls[0]).toMatchObject({ purpose: 'combat.german', source: 'app' });
    expect(a.prng).not.toEqual(seedPrng(3));
    expect(sum([1, 2, 3])).toBe(6);
  });
});
