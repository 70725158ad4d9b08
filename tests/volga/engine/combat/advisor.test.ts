import { describe, expect, it } from 'vitest';
import {
  type Allocation,
  adviseSupport,
  combatOdds,
} from '../../../../src/volga/engine/combat/index';
import { countersFor } from '../../../../src/volga/engine/counters';
import { mk, must } from './fixtures';

const key = (a: Allocation) => `${a.artillery}/${a.engineers}/${a.air}`;

describe('support advisor', () => {
  const spec = mk({
    attack: { lead: 5, attackers: 4, integrity: true },
    defense: { terrain: 'heavyUrban', tem: 4, defense: 8 },
  });
  const report = must(
    adviseSupport({ spec, available: { artillery: 3, engineers: 2, air: 1 }, target: 0.5 }),
  );

  it('lists every legal allocation once (9.5.4: markers <= attackers, one Air at most)', () => {
    // air 0: art 0..3 with eng up to min(2, 4-art): 3+3+3+2 = 11; air 1: 3+3+2+1 = 9.
    expect(report.allocations).toHaveLength(20);
    expect(new Set(report.allocations.map(key)).size).toBe(20);
    for (const a of report.allocations) {
      expect(a.markers).toBe(a.artillery + a.engineers + a.air);
      expect(a.markers).toBeLessThanOrEqual(4);
      expect(a.supplyCost).toBe(a.artillery + 2 * a.engineers + 3 * a.air); // 6.3
    }
  });

  it('each allocation carries the exact odds of that attack', () => {
    for (const a of report.allocations) {
      const o = must(
        combatOdds({
          ...spec,
          attack: {
            ...spec.attack,
            artillery: a.artillery,
            engineers: a.engineers,
            air: a.air === 1,
          },
        }),
      );
      expect(a.odds).toEqual(o.odds);
      expect(a.pCapture).toBe(o.pCapture);
      expect(a.av).toBe(o.av);
    }
  });

  it('the Pareto fronts are undominated and cover every allocation', () => {
    for (const [front, spend] of [
      [report.pareto, (a: Allocation) => a.markers],
      [report.paretoByCost, (a: Allocation) => a.supplyCost],
    ] as const) {
      for (let i = 1; i < front.length; i++) {
        expect(spend(front[i]!)).toBeGreaterThan(spend(front[i - 1]!));
        expect(front[i]!.pCapture).toBeGreaterThan(front[i - 1]!.pCapture);
      }
      for (const a of report.allocations) {
        expect(front.some((f) => spend(f) <= spend(a) && f.pCapture >= a.pCapture - 1e-12)).toBe(
          true,
        );
      }
    }
    expect(report.pareto[0]?.markers).toBe(0);
    // More markers always help here, so the marker front has one entry per count 0..4.
    expect(report.pareto.map((a) => a.markers)).toEqual([0, 1, 2, 3, 4]);
  });

  it('the cheapest allocation reaching the target is the minimum Supply cost among those that do', () => {
    const reaching = report.allocations.filter((a) => a.pCapture >= 0.5);
    const min = Math.min(...reaching.map((a) => a.supplyCost));
    expect(report.cheapest).not.toBeNull();
    expect(report.cheapest!.supplyCost).toBe(min);
    expect(report.cheapest!.pCapture).toBeGreaterThanOrEqual(0.5);
    const none = must(
      adviseSupport({ spec, available: { artillery: 0, engineers: 0, air: 0 }, target: 0.99 }),
    );
    expect(none.cheapest).toBeNull();
  });

  it('Artillery (1 Supply) beats an Engineer (2) for the same +2, unless shells are short', () => {
    const one = report.paretoByCost.find((a) => a.markers === 1);
    expect(one && key(one)).toBe('1/0/0');
    const short = must(
      adviseSupport({
        spec: { ...spec, events: { ...spec.events, artilleryShortage: true } },
        available: { artillery: 3, engineers: 2, air: 0 },
      }),
    );
    const art = short.allocations.find((a) => key(a) === '1/0/0')!;
    const eng = short.allocations.find((a) => key(a) === '0/1/0')!;
    expect(eng.pCapture).toBeGreaterThan(art.pCapture);
  });

  it('leaves Air out when an event or 12.5 forbids it, and says why', () => {
    const r = must(
      adviseSupport({
        spec: { ...spec, events: { ...spec.events, noAir: true } },
        available: { artillery: 3, engineers: 2, air: 1 },
      }),
    );
    expect(r.allocations.every((a) => a.air === 0)).toBe(true);
    expect(r.airForbidden?.rule).toBe('6.2');
  });

  it('12.1 Rubble: the first Engineer is worth +3 with integrity in an urban Area', () => {
    const rubble = must(
      adviseSupport({
        spec: { ...spec, options: { ...spec.options, rubble: true } },
        available: { artillery: 1, engineers: 1, air: 0 },
      }),
    );
    const av = (k: string) => rubble.allocations.find((a) => key(a) === k)!.av;
    expect(av('0/1/0') - av('0/0/0')).toBe(3);
    expect(av('1/0/0') - av('0/0/0')).toBe(2);
  });

  it('against an unrevealed pool, Barrage counts as no capture', () => {
    const lu = mk({ attack: { attackers: 4 } });
    const r = must(
      adviseSupport({
        spec: lu,
        available: { artillery: 3, engineers: 2, air: 1 },
        pool: countersFor('main', 'lightUrban'),
      }),
    );
    for (const a of r.allocations) {
      expect(a.pBarrage).toBe(6 / 32);
      expect(a.pCapture).toBeCloseTo((1 - 6 / 32) * (a.odds!.success + a.odds!.overrun), 12);
    }
  });

  it('refuses bad input with a rule', () => {
    const r1 = adviseSupport({ spec, available: { artillery: -1, engineers: 0, air: 0 } });
    expect(r1.ok || r1.error.code).toBe('combat.available.invalid');
    const r2 = adviseSupport({
      spec,
      available: { artillery: 0, engineers: 0, air: 0 },
      target: 2,
    });
    expect(r2.ok || r2.error.code).toBe('combat.target.invalid');
    const r3 = adviseSupport({
      spec: mk({ attack: { attackers: 9 } }),
      available: { artillery: 0, engineers: 0, air: 0 },
    });
    expect(r3.ok || r3.error.rule).toBe('7.1');
  });
});
