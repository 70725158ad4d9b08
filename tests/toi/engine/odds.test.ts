/**
 * Tide of Iron: Stalingrad odds against the expansion's own examples, against cases worked by
 * hand (fractions in the comments), and against brute-force enumeration of every face.
 */
import { describe, expect, it } from 'vitest';
import {
  bombedOdds,
  buildingHitsNeeded,
  buildingHitsToWeaken,
  buildingOdds,
  fireCoverDice,
  fougasseOdds,
  handToHandOdds,
  molotovOdds,
  netHits,
  sniperFigures,
} from '../../../src/toi/engine';

const EPS = 1e-12;
const close = (got: readonly number[], want: readonly number[]) => {
  expect(got).toHaveLength(want.length);
  for (const [i, g] of got.entries()) expect(g).toBeCloseTo(want[i] ?? Number.NaN, 12);
};

/** Calls `f` with every sequence of n faces (6^n of them). */
function everyRoll(n: number, f: (faces: number[]) => void): void {
  const faces = new Array<number>(n).fill(1);
  for (;;) {
    f(faces);
    let i = 0;
    while (i < n && faces[i] === 6) faces[i++] = 1;
    if (i === n) return;
    faces[i] = (faces[i] ?? 1) + 1;
  }
}

/** Exact P(net >= need) as a BigInt fraction over 6^(a+d): an independent check of the doubles. */
function exactAtLeast(a: number, d: number, hitOn: number, saveOn: number, need: number): number {
  const choose = (n: number, k: number): bigint => {
    let c = 1n;
    for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
    return c;
  };
  const ways = (n: number, k: number, face: number) =>
    choose(n, k) * BigInt(7 - face) ** BigInt(k) * BigInt(face - 1) ** BigInt(n - k);
  let num = 0n;
  for (let h = 0; h <= a; h++) {
    for (let s = 0; s <= d; s++) {
      if (Math.max(0, h - s) >= need) num += ways(a, h, hitOn) * ways(d, s, saveOn);
    }
  }
  const den = 6n ** BigInt(a + d);
  // Twelve significant digits survive the division exactly enough for a 1e-12 comparison.
  return Number((num * 10n ** 15n) / den) / 1e15;
}

describe('Destructible Buildings: hits needed', () => {
  it('six destroy a ground-floor hex and three weaken it', () => {
    expect(buildingHitsNeeded(0, false)).toBe(6);
    expect(buildingHitsToWeaken(0)).toBe(3);
  });
  it('nine destroy a hex one floor up and five weaken it; five destroy it once weakened', () => {
    expect(buildingHitsNeeded(1, false)).toBe(9);
    expect(buildingHitsToWeaken(1)).toBe(5);
    expect(buildingHitsNeeded(1, true)).toBe(5);
  });
  it('twelve for two floors up (six to weaken, six once weakened); three once a ground floor is weakened', () => {
    expect(buildingHitsNeeded(2, false)).toBe(12);
    expect(buildingHitsToWeaken(2)).toBe(6);
    expect(buildingHitsNeeded(2, true)).toBe(6);
    expect(buildingHitsNeeded(0, true)).toBe(3);
  });
});

describe('Destructible Buildings: the sIG 33b example (19 dice, two floors, 9 hits)', () => {
  const o = buildingOdds({
    floorsAbove: 1,
    weakened: false,
    concussive: 0,
    attack: 19,
    hitOn: 5,
    saveOn: 5,
  });
  it('needs 9 net hits against the building’s 3 defense dice', () => {
    expect(o.need).toBe(9);
    expect(o.defenseDice).toBe(3);
    expect(o.dice).toBe(19);
  });
  it('destroys the hex about 7.8% of the time, exactly as the fraction over 6^22 says', () => {
    expect(o.pDestroy).toBeCloseTo(exactAtLeast(19, 3, 5, 5, 9), 12);
    expect(o.pDestroy).toBeGreaterThan(0.0777);
    expect(o.pDestroy).toBeLessThan(0.0778);
    expect(o.pWeaken).toBeCloseTo(exactAtLeast(19, 3, 5, 5, 5) - exactAtLeast(19, 3, 5, 5, 9), 12);
    expect(o.pDestroy + o.pWeaken + o.pNothing).toBeCloseTo(1, 12);
  });
  it('squads inside a destroyed two-floor hex suffer 8 dice hitting on 4-6', () => {
    expect(o.squadDice).toBe(8);
    expect(o.squadHits[8]).toBeCloseTo(1 / 256, 14);
    expect(o.squadHits[4]).toBeCloseTo(70 / 256, 14);
  });
});

describe('Destructible Buildings: small cases by hand', () => {
  it('a sure-hit attack of 6 dice on a ground floor: destroyed unless a save comes up', () => {
    // Every die hits (hitOn 1); each of 3 building dice saves on a 6: no save is (5/6)^3 = 125/216.
    const o = buildingOdds({
      floorsAbove: 0,
      weakened: false,
      concussive: 0,
      attack: 6,
      hitOn: 1,
      saveOn: 6,
    });
    expect(o.pDestroy).toBeCloseTo(125 / 216, 14);
    expect(o.pWeaken).toBeCloseTo(91 / 216, 14); // 6 hits less at most 3 saves: always 3 or more
    expect(o.pNothing).toBeCloseTo(0, 14);
  });
  it('concussive firepower adds three dice', () => {
    const plain = buildingOdds({
      floorsAbove: 0,
      weakened: false,
      concussive: 0,
      attack: 6,
      hitOn: 5,
      saveOn: 5,
    });
    const conc = buildingOdds({
      floorsAbove: 0,
      weakened: false,
      concussive: 1,
      attack: 3,
      hitOn: 5,
      saveOn: 5,
    });
    expect(conc.dice).toBe(6);
    expect(conc.pDestroy).toBeCloseTo(plain.pDestroy, 15);
    expect(conc.terms.map((t) => t.label)).toContain('Concussive firepower');
  });
  it('an already weakened hex cannot be weakened again', () => {
    const o = buildingOdds({
      floorsAbove: 1,
      weakened: true,
      concussive: 0,
      attack: 10,
      hitOn: 5,
      saveOn: 5,
    });
    expect(o.need).toBe(5);
    expect(o.pWeaken).toBe(0);
    expect(o.pDestroy).toBeCloseTo(exactAtLeast(10, 3, 5, 5, 5), 12);
    expect(o.pNothing).toBeCloseTo(1 - o.pDestroy, 14);
  });
  it('no attack dice leave the building unharmed', () => {
    const o = buildingOdds({
      floorsAbove: 2,
      weakened: false,
      concussive: 0,
      attack: 0,
      hitOn: 5,
      saveOn: 5,
    });
    expect([o.pDestroy, o.pWeaken, o.pNothing]).toEqual([0, 0, 1]);
  });
  it('matches brute force over every face of 4 attack dice and the 3 building dice', () => {
    let destroy = 0;
    let weaken = 0;
    // A weakened ground floor needs 3 (the unweakened one needs 6, out of reach of 4 dice).
    everyRoll(7, (f) => {
      const net = Math.max(
        0,
        f.slice(0, 4).filter((x) => x >= 4).length - f.slice(4).filter((x) => x >= 6).length,
      );
      if (net >= 3) destroy++;
      else if (net >= 2) weaken++;
    });
    const n = 6 ** 7;
    const w = buildingOdds({
      floorsAbove: 0,
      weakened: true,
      concussive: 0,
      attack: 4,
      hitOn: 4,
      saveOn: 6,
    });
    expect(w.pDestroy).toBeCloseTo(destroy / n, 12);
    expect(w.pWeaken).toBe(0);
    expect(weaken).toBeGreaterThan(0); // the brute force counted the middle band too
  });
});

describe('any attack: net hits', () => {
  it('one die against none: 1/3 a hit', () =>
    close(netHits({ attack: 1, defense: 0, hitOn: 5, saveOn: 5 }), [2 / 3, 1 / 3]));
  it('one die against one: 2/9 a net hit', () =>
    close(netHits({ attack: 1, defense: 1, hitOn: 5, saveOn: 5 }), [7 / 9, 2 / 9]));
  it('two dice against one: 16/27, 9/27, 2/27', () =>
    close(netHits({ attack: 2, defense: 1, hitOn: 5, saveOn: 5 }), [16 / 27, 9 / 27, 2 / 27]));
  it('no dice: certainly no net hit', () =>
    close(netHits({ attack: 0, defense: 5, hitOn: 5, saveOn: 5 }), [1]));
  it('matches brute force for 4 attack against 3 defense, hits on 4-6, saves on 5-6', () => {
    const want = [0, 0, 0, 0, 0];
    everyRoll(7, (f) => {
      const net = Math.max(
        0,
        f.slice(0, 4).filter((x) => x >= 4).length - f.slice(4).filter((x) => x >= 5).length,
      );
      want[net] = (want[net] ?? 0) + 1 / 6 ** 7;
    });
    close(netHits({ attack: 4, defense: 3, hitOn: 4, saveOn: 5 }), want);
  });
  it('stays a distribution at the largest pools (40 against 40)', () => {
    const d = netHits({ attack: 40, defense: 40, hitOn: 5, saveOn: 5 });
    expect(d).toHaveLength(41);
    expect(Math.abs(d.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(EPS);
    expect(d.every((p) => p >= 0)).toBe(true);
  });
});

describe('Sniper Tokens: each 6 removes a figure', () => {
  it('token 1: 5/6 none, 1/6 one', () => close(sniperFigures(1), [5 / 6, 1 / 6]));
  it('token 2: 25/36, 10/36, 1/36', () => close(sniperFigures(2), [25 / 36, 10 / 36, 1 / 36]));
  it('token 4: 625, 500, 150, 20, 1 over 1296', () =>
    close(
      sniperFigures(4),
      [625, 500, 150, 20, 1].map((x) => x / 1296),
    ));
});

describe('Molotov Cocktails: two dice on 4-6, cover less two, a 6 makes it strong', () => {
  it('cover 2 leaves no cover dice: none 1/4, weak 16/36, strong 11/36', () => {
    const o = molotovOdds(2, 5);
    expect(o.coverDice).toBe(0);
    expect(o.pNone).toBeCloseTo(1 / 4, 14);
    expect(o.pWeak).toBeCloseTo(16 / 36, 14);
    expect(o.pStrong).toBeCloseTo(11 / 36, 14);
  });
  it('cover below two floors at no cover dice (cover 0 and 1 read as cover 2)', () => {
    expect(fireCoverDice(0)).toBe(0);
    expect(fireCoverDice(1)).toBe(0);
    expect(molotovOdds(0, 5)).toEqual(molotovOdds(2, 5));
    expect(molotovOdds(1, 5)).toEqual(molotovOdds(2, 5));
  });
  it('cover 3 (one cover die saving on 5-6): none 5/12, weak 1/3, strong 1/4', () => {
    const o = molotovOdds(3, 5);
    expect(o.pNone).toBeCloseTo(5 / 12, 14);
    expect(o.pWeak).toBeCloseTo(1 / 3, 14);
    expect(o.pStrong).toBeCloseTo(1 / 4, 14);
  });
  it('matches brute force for cover 5 (three cover dice) saving on 4-6', () => {
    const want = { none: 0, weak: 0, strong: 0 };
    everyRoll(5, (f) => {
      const atk = f.slice(0, 2);
      const net = atk.filter((x) => x >= 4).length - f.slice(2).filter((x) => x >= 4).length;
      const k = net < 1 ? 'none' : atk.includes(6) ? 'strong' : 'weak';
      want[k] += 1 / 6 ** 5;
    });
    const o = molotovOdds(5, 4);
    expect(o.pNone).toBeCloseTo(want.none, 12);
    expect(o.pWeak).toBeCloseTo(want.weak, 12);
    expect(o.pStrong).toBeCloseTo(want.strong, 12);
  });
});

describe('Flame Fougasse: four dice on 4-6, cover less two, any hit makes a strong fire', () => {
  it('cover 2: 15/16', () => expect(fougasseOdds(2, 5).pStrong).toBeCloseTo(15 / 16, 14));
  it('cover 0 also has no cover dice: 15/16', () =>
    expect(fougasseOdds(0, 5).pStrong).toBeCloseTo(15 / 16, 14));
  it('cover 3: 41/48', () => expect(fougasseOdds(3, 5).pStrong).toBeCloseTo(41 / 48, 14));
  it('cover 40 (38 cover dice) still leaves a small chance', () => {
    const p = fougasseOdds(40, 5).pStrong;
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(0.001);
  });
});

describe('Hand-to-Hand Combat', () => {
  const base = {
    attack: 3,
    cover: 2,
    defenders: 3,
    multiLevel: false,
    fromSewer: false,
    hitOn: 5,
    saveOn: 5,
  };
  it('adds one die to the assault', () => expect(handToHandOdds(base).dice).toBe(4));
  it('loses one in a multi-level building and one out of the sewer', () => {
    expect(handToHandOdds({ ...base, multiLevel: true }).dice).toBe(3);
    expect(handToHandOdds({ ...base, multiLevel: true, fromSewer: true }).dice).toBe(2);
  });
  it('black dice succeed on 5 and 6: three dice give 8, 12, 6, 1 over 27', () =>
    close(
      handToHandOdds(base).blackHits,
      [8, 12, 6, 1].map((x) => x / 27),
    ));
  it('the black dice stay 5-6 when the core hit face is changed', () =>
    close(handToHandOdds({ ...base, hitOn: 4, defenders: 1 }).blackHits, [2 / 3, 1 / 3]));
});

describe('Bombed Terrain: the heavy vehicle roll', () => {
  it('1-4 normal (4/6), 5 less four MV, 6 to none', () => {
    const o = bombedOdds(6);
    expect(o.map((x) => x.chance)).toEqual([4 / 6, 1 / 6, 1 / 6]);
    expect(o.map((x) => x.mv)).toEqual([6, 2, 0]);
    expect(o[0]?.faces).toEqual([1, 2, 3, 4]);
  });
  it('a 5 never leaves movement below 0', () => expect(bombedOdds(3)[1]?.mv).toBe(0));
});
