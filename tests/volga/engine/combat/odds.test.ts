import { describe, expect, it } from 'vitest';
import {
  attackValue,
  barrageContinueSpec,
  type CombatResult,
  type CombatSpec,
  combatOdds,
  type Odds,
  resolve,
  sovietRollDistribution,
  unrevealedOdds,
} from '../../../../src/volga/engine/combat/index';
import { countersFor, MAIN_GAME_COUNTERS } from '../../../../src/volga/engine/counters';
import { EX_13_4, mk, must, type SpecPatch } from './fixtures';

type Tally = Record<CombatResult, number>;

/** Calls fn with every combination of n dice faces. */
function eachRoll(n: number, fn: (dice: number[]) => void): void {
  const d = new Array<number>(n).fill(1);
  for (;;) {
    fn(d);
    let i = 0;
    while (i < n && d[i] === 6) d[i++] = 1;
    if (i === n) return;
    d[i]! += 1;
  }
}

/**
 * Naive brute force written from the rule text, independent of the engine's odds code:
 * every face of every die, one by one.
 */
function naive(spec: CombatSpec): { tally: Tally; total: number } {
  const tally: Tally = { repulse: 0, stalemate: 0, success: 0, overrun: 0 };
  const d = spec.defense;
  const guardsUnit = d.strategy === 'guards' || d.pavlov;
  const guardsDice = (d.firstReveal && d.strategy === 'guards') || d.pavlov;
  const nSoviet = guardsDice ? (d.volga ? 4 : 3) : 2;
  const av = attackValue(spec).value;
  const isoRolls = d.isolated ? [1, 2, 3, 4, 5, 6] : [0];
  const airRolls = spec.attack.air ? [1, 2, 3, 4, 5, 6] : [0];
  let total = 0;
  for (const iso of isoRolls) {
    let mod = 0;
    if (iso) {
      const r = Math.max(1, iso - (guardsUnit ? 1 : 0));
      mod = r === 1 ? 1 : r <= 3 ? 0 : r <= 5 ? -1 : -2;
    }
    for (const air of airRolls) {
      let airOff = air;
      if (air && spec.options.limitedAir && d.terrain === 'heavyUrban')
        airOff = Math.max(1, air - 2);
      const rawDv =
        d.defense +
        mod +
        d.tem +
        (spec.attack.morale <= 9 ? 1 : 0) +
        (spec.events.commissars ? 1 : 0) -
        airOff;
      const dv = Math.max(0, rawDv);
      const df = d.defense + mod;
      eachRoll(2, (g) => {
        const at = av + g[0]! + g[1]!;
        eachRoll(nSoviet, (s) => {
          const sorted = [...s].sort((x, y) => y - x);
          const dt = dv + sorted[0]! + sorted[1]!;
          let r: CombatResult =
            at < dt ? 'repulse' : at === dt ? 'stalemate' : at - dt > df ? 'overrun' : 'success';
          if (r === 'success' && d.firstReveal && d.strategy === 'fanatic') r = 'stalemate';
          tally[r] += 1;
          total += 1;
        });
      });
    }
  }
  return { tally, total };
}

/** Brute force through resolve() itself: the odds must agree with what resolve would say. */
function viaResolve(spec: CombatSpec): { tally: Tally; total: number } {
  const tally: Tally = { repulse: 0, stalemate: 0, success: 0, overrun: 0 };
  const d = spec.defense;
  const nSoviet = must(combatOdds(spec)).sovietDice;
  const extra = (d.isolated ? 1 : 0) + (spec.attack.air ? 1 : 0);
  let total = 0;
  eachRoll(2 + nSoviet + extra, (all) => {
    let i = 2 + nSoviet;
    const dice = {
      german: [all[0]!, all[1]!] as const,
      soviet: all.slice(2, 2 + nSoviet),
      ...(spec.attack.air ? { air: all[i++] } : {}),
      ...(d.isolated ? { isolation: all[i++] } : {}),
    };
    tally[must(resolve(spec, dice)).outcome] += 1;
    total += 1;
  });
  return { tally, total };
}

const RESULTS: CombatResult[] = ['repulse', 'stalemate', 'success', 'overrun'];

function expectExact(spec: CombatSpec, brute: { tally: Tally; total: number }) {
  const o = must(combatOdds(spec));
  expect(o.counts.denominator).toBe(brute.total);
  const den = BigInt(brute.total);
  let sum = 0n;
  for (const r of RESULTS) {
    expect(o.counts[r]).toBe(brute.tally[r]);
    const num = BigInt(brute.tally[r]);
    sum += num;
    // Exact rational num/den to 18 places, against the engine's double.
    const exact = Number((num * 10n ** 18n) / den) / 1e18;
    expect(Math.abs(o.odds[r] - exact)).toBeLessThan(1e-12);
  }
  expect(sum).toBe(den);
  expect(Math.abs(RESULTS.reduce((s, r) => s + o.odds[r], 0) - 1)).toBeLessThan(1e-12);
}

const GUARDS_VOLGA: SpecPatch = {
  attack: { lead: 6, attackers: 4, artillery: 2, engineers: 1, air: true, integrity: true },
  defense: {
    terrain: 'heavyUrban',
    tem: 4,
    defense: 8,
    strategy: 'guards',
    firstReveal: true,
    volga: true,
    isolated: true,
  },
};

describe('Soviet dice distributions (9.4)', () => {
  it('2d6, 3d6 and 4d6 keeping the best two have the right totals and known counts', () => {
    expect(sovietRollDistribution(2).counts).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    // 3d6 keep two: sum 12 needs at least two sixes: 3*5 + 1 = 16 of 216; sum 2 only 1-1-1.
    const three = sovietRollDistribution(3);
    expect(three.total).toBe(216);
    expect(three.counts[10]).toBe(16);
    expect(three.counts[0]).toBe(1);
    const four = sovietRollDistribution(4);
    expect(four.total).toBe(1296);
    expect(four.counts.reduce((a, b) => a + b, 0)).toBe(1296);
    // at least two sixes among four: 1296 - 5^4 - 4*5^3 = 171
    expect(four.counts[10]).toBe(171);
  });
});

describe('exact odds agree with brute force and exact rationals', () => {
  const grid: [string, SpecPatch][] = [
    ['plain unit', {}],
    ['Shaken, Commissars', { attack: { morale: 8 }, events: { commissars: true } }],
    ['Air die', { attack: { air: true } }],
    [
      'Air die that can floor the DV',
      { attack: { air: true, lead: 9 }, defense: { terrain: 'clear', tem: 1, defense: 4 } },
    ],
    ['isolated', { defense: { isolated: true } }],
    ['isolated with Air', { attack: { air: true }, defense: { isolated: true } }],
    ['Fanatic on first reveal', { defense: { strategy: 'fanatic', firstReveal: true } }],
    [
      'Fanatic on first reveal with Air',
      { attack: { air: true }, defense: { strategy: 'fanatic', firstReveal: true } },
    ],
    ['Fanatic already Revealed', { defense: { strategy: 'fanatic', firstReveal: false } }],
    [
      'Guards on first reveal with Air',
      { attack: { air: true }, defense: { strategy: 'guards', firstReveal: true } },
    ],
    ['Guards isolated', { defense: { strategy: 'guards', firstReveal: true, isolated: true } }],
    [
      '12.5 Heavy Urban Air',
      {
        attack: { air: true },
        defense: { terrain: 'heavyUrban', tem: 4, defense: 9 },
        options: { limitedAir: true },
      },
    ],
    [
      'Guards beside the Volga',
      { defense: { strategy: 'guards', firstReveal: true, volga: true } },
    ],
    [
      "Pavlov's House, later attack",
      {
        defense: {
          terrain: 'heavyUrban',
          tem: 4,
          strategy: 'guards',
          pavlov: true,
          firstReveal: false,
        },
      },
    ],
    [
      'huge AV (all Overrun)',
      { attack: { lead: 20, attackers: 4, artillery: 4 }, defense: { defense: 4 } },
    ],
    [
      'tiny AV (mostly Repulse)',
      { attack: { lead: 0, morale: 5 }, defense: { defense: 10, tem: 4 } },
    ],
  ];
  it.each(grid)('%s: counts match resolve() on every die', (_n, patch) => {
    const spec = mk(patch);
    expectExact(spec, viaResolve(spec));
  });
  it.each(grid)('%s: counts match the naive enumeration', (_n, patch) => {
    const spec = mk(patch);
    expectExact(spec, naive(spec));
  });

  it('worst case (Guards at the Volga, first reveal, Air, isolated): 6^8 combinations', () => {
    const spec = mk(GUARDS_VOLGA);
    const brute = naive(spec);
    expect(brute.total).toBe(6 ** 8);
    expectExact(spec, brute);
    expectExact(
      mk({ ...GUARDS_VOLGA, options: { limitedAir: true } }),
      naive(mk({ ...GUARDS_VOLGA, options: { limitedAir: true } })),
    );
  });

  it('combatResultOdds is before Fanatic; odds after', () => {
    const o = must(combatOdds(mk({ defense: { strategy: 'fanatic', firstReveal: true } })));
    expect(o.odds.success).toBe(0);
    expect(o.combatResultOdds.success).toBeGreaterThan(0);
    expect(o.odds.stalemate).toBeCloseTo(
      o.combatResultOdds.stalemate + o.combatResultOdds.success,
      12,
    );
    expect(o.pCapture).toBe(o.odds.overrun);
  });

  it('reports the rule an illegal attack breaks', () => {
    const r = combatOdds(mk({ attack: { air: true }, events: { noAir: true } }));
    expect(r.ok || r.error.rule).toBe('6.2');
  });
});

describe('unrevealed defenders: a mixture over the unseen counters', () => {
  const lightUrban = countersFor('main', 'lightUrban');
  it('each counter equally likely; Barrage shown apart', () => {
    const spec = mk({ attack: { attackers: 3, air: true } });
    const u = must(unrevealedOdds(spec, lightUrban));
    expect(u.counters).toBe(32);
    expect(u.pBarrage).toBe(6 / 32);
    // Build the mixture by hand from combatOdds on each non-Barrage counter.
    const non = lightUrban.filter((c) => c.strategy !== 'barrage');
    const acc: Record<keyof Odds, number> = { repulse: 0, stalemate: 0, success: 0, overrun: 0 };
    for (const c of non) {
      const o = must(
        combatOdds(
          mk({
            attack: { attackers: 3, air: true },
            defense: { defense: c.defense!, strategy: c.strategy, firstReveal: true },
          }),
        ),
      );
      for (const k of RESULTS) acc[k] += o.odds[k] / non.length;
    }
    for (const k of RESULTS) expect(u.givenNotBarrage![k]).toBeCloseTo(acc[k], 12);
    const sum = RESULTS.reduce((s, k) => s + u.givenNotBarrage![k], 0);
    expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
    expect(u.pCapture).toBeCloseTo((26 / 32) * (acc.success + acc.overrun), 12);
    expect(u.perCounter).toHaveLength(32);
    expect(u.perCounter[0]?.id).toBe('main-lightUrban-4-heroes-1');
  });

  it('the Barrage branch continues with one attacker fewer; none with a lone attacker', () => {
    const pool = [
      { defense: 6, strategy: 'barrage' as const },
      { defense: 7, strategy: 'fanatic' as const },
    ];
    const three = must(
      unrevealedOdds(mk({ attack: { attackers: 3, integrity: true, artillery: 3 } }), pool),
    );
    expect(three.pBarrage).toBe(0.5);
    expect(three.barrage.continueAttack).toMatchObject({
      attackers: 2,
      integrity: false,
      artillery: 2,
    });
    const direct = must(
      combatOdds(
        mk({
          attack: { attackers: 2, artillery: 2 },
          defense: { defense: 6, strategy: 'barrage', firstReveal: true },
        }),
      ),
    );
    expect(three.barrage.outOfAction).toEqual(direct.odds);
    const lone = must(unrevealedOdds(mk(), pool));
    expect(lone.barrage.outOfAction).toBeNull();
  });

  it('Fanatic and Guards counters act in the mixture (first reveal)', () => {
    const fan = must(unrevealedOdds(mk(), [{ defense: 6, strategy: 'fanatic' }]));
    expect(fan.givenNotBarrage!.success).toBe(0);
    const guards = must(unrevealedOdds(mk(), [{ defense: 6, strategy: 'guards' }]));
    const plain = must(unrevealedOdds(mk(), [{ defense: 6, strategy: 'heroes' }]));
    expect(guards.pCapture).toBeLessThan(plain.pCapture);
  });

  it("refuses an empty pool, a wrong terrain and Pavlov's House without a transcribed DF", () => {
    const empty = unrevealedOdds(mk(), []);
    expect(empty.ok || empty.error.code).toBe('combat.pool.empty');
    const wrong = unrevealedOdds(
      mk(),
      MAIN_GAME_COUNTERS.filter((c) => c.terrain === 'clear'),
    );
    expect(wrong.ok || wrong.error.code).toBe('combat.counter.terrainMismatch');
    const hu = mk({ defense: { terrain: 'heavyUrban', tem: 4 } });
    const pav = unrevealedOdds(hu, countersFor('main', 'heavyUrban', { pavlov: true }));
    expect(pav.ok || pav.error.code).toBe('combat.counter.defenseUnknown');
    const transcribed = countersFor('main', 'heavyUrban', { pavlov: true }).map((c) =>
      c.pavlov ? { ...c, defense: 9 } : c,
    );
    expect(must(unrevealedOdds(hu, transcribed)).counters).toBe(10);
  });
});

describe('odds once a value die is rolled (9.5.3D Air, 12.3 isolation)', () => {
  /** Brute force through resolve() with the given value dice fixed. */
  function fixedViaResolve(spec: CombatSpec, rolls: { air?: number; isolation?: number }) {
    const tally: Tally = { repulse: 0, stalemate: 0, success: 0, overrun: 0 };
    const nSoviet = must(combatOdds(spec)).sovietDice;
    let total = 0;
    eachRoll(2 + nSoviet, (all) => {
      const dice = {
        german: [all[0]!, all[1]!] as const,
        soviet: all.slice(2),
        ...(spec.attack.air ? { air: rolls.air ?? 1 } : {}),
        ...(spec.defense.isolated ? { isolation: rolls.isolation ?? 1 } : {}),
      };
      tally[must(resolve(spec, dice)).outcome] += 1;
      total += 1;
    });
    return { tally, total };
  }

  const SPEC_13_4 = mk(EX_13_4);

  it('13.4 with the Air die at 3: DV 9, and the odds count only the dice still to roll', () => {
    const o = must(combatOdds(SPEC_13_4, { air: 3 }));
    expect(o.dvBeforeDice).toBe(9);
    expect(o.pending).toEqual([]);
    const brute = fixedViaResolve(SPEC_13_4, { air: 3 });
    expect(o.counts.denominator).toBe(36 * 36);
    for (const r of RESULTS) expect(o.counts[r]).toBe(brute.tally[r]);
    // Before the Air die the chance is higher (the die may come up 1); known at 3 it is lower.
    expect(o.pCapture).toBeLessThan(must(combatOdds(SPEC_13_4)).pCapture);
  });

  it('the odds before rolling are the average over the six faces of each value die', () => {
    const spec = mk(GUARDS_VOLGA);
    const before = must(combatOdds(spec));
    const sum: Tally = { repulse: 0, stalemate: 0, success: 0, overrun: 0 };
    for (let air = 1; air <= 6; air++)
      for (let isolation = 1; isolation <= 6; isolation++) {
        const o = must(combatOdds(spec, { air, isolation }));
        expect(o.counts.denominator * 36).toBe(before.counts.denominator);
        for (const r of RESULTS) sum[r] += o.counts[r];
        if (air === 2 && isolation === 5) {
          const brute = fixedViaResolve(spec, { air, isolation });
          for (const r of RESULTS) expect(o.counts[r]).toBe(brute.tally[r]);
        }
      }
    for (const r of RESULTS) expect(sum[r]).toBe(before.counts[r]);
    // One die known, the other still over its six faces.
    const airOnly = must(combatOdds(spec, { air: 4 }));
    expect(airOnly.pending).toEqual(['isolation']);
    expect(airOnly.counts.denominator * 6).toBe(before.counts.denominator);
  });

  it('refuses a die out of range or one that does not apply, naming the rule', () => {
    const plain = mk({});
    expect(combatOdds(mk(GUARDS_VOLGA), { air: 7 })).toMatchObject({
      ok: false,
      error: { code: 'combat.die.outOfRange', rule: '2.1' },
    });
    expect(combatOdds(plain, { air: 3 })).toMatchObject({
      ok: false,
      error: { code: 'combat.air.dieUnexpected', rule: '9.5.3' },
    });
    expect(combatOdds(plain, { isolation: 3 })).toMatchObject({
      ok: false,
      error: { code: 'combat.isolation.dieUnexpected', rule: '12.3' },
    });
  });
});

describe('a Barrage that continues keeps a valid attack (9.4, 9.5.2D, 12.4)', () => {
  it('4 attackers of two organizations with the Integrity Bonus: the 3 left still have odds', () => {
    const spec = mk({
      attack: { lead: 6, attackers: 4, integrity: true, parentOrgs: 2 },
      options: { parentOrganization: true },
    });
    const next = barrageContinueSpec(spec)!;
    expect(next.attack).toMatchObject({ attackers: 3, integrity: true, parentOrgs: 1 });
    expect(must(combatOdds(next)).av).toBeGreaterThan(0);
    const pool = countersFor('main', 'lightUrban');
    const u = must(unrevealedOdds(spec, pool));
    expect(u.pBarrage).toBeGreaterThan(0);
    expect(u.barrage.outOfAction).not.toBeNull();
  });
});
