/**
 * Audit of the component kit against component-facts.md and the rule "never invent
 * unknown facts": a counter's Parent Organization (4.3.2) is printed on it, and play depends on it
 * (9.5.2D integrity, 6.1.2 / 6.2.1 withdrawals, 12.4, Logistical Pause), so a game may not start
 * while it is unknown for a unit that is not an assault gun.
 */
import { describe, expect, it } from 'vitest';
import { fixtureKit } from '../../../src/engine/fixtures/kit';
import { newGame } from '../../../src/engine/game';
import { germanSetup, knownKit } from '../../../src/engine/kit';

/** The fixture with one counter's division forgotten (the owner left it blank). */
function withoutDivision(id: string) {
  const kit = fixtureKit();
  return {
    ...kit,
    germanCounters: kit.germanCounters.map((c) => (c.id === id ? { ...c, division: null } : c)),
  };
}

describe('4.3.2 Parent Organization is a fact play needs', () => {
  it('germanSetup asks for the counter list when a non-assault-gun unit has no division', () => {
    expect(germanSetup(withoutDivision('29/C'), 'main')).toEqual({
      kind: 'needsFact',
      fact: { kind: 'germanCounters', scenario: 'main' },
    });
  });

  it('a new game asks instead of treating the unit as belonging to no division (6.1.2 would miss it)', () => {
    const r = newGame({ scenario: 'main', cup: 'digital', kit: withoutDivision('29/C'), seed: 1 });
    expect(!r.ok && r.error).toMatchObject({
      code: 'fact.needed',
      fact: { kind: 'germanCounters', scenario: 'main' },
    });
  });

  it('an assault gun without a division is fine: null means it shows none (12.4)', () => {
    const kit = fixtureKit();
    expect(kit.germanCounters.find((c) => c.id === '245A')!.division).toBeNull();
    const r = germanSetup(kit, 'main');
    expect(r.kind).toBe('known');
  });

  it('a counter used in the other scenario only does not matter', () => {
    expect(germanSetup(withoutDivision('FF/1'), 'main').kind).toBe('known');
  });

  it('knownKit still invents nothing: every unknown division stays null', () => {
    for (const c of knownKit().germanCounters) expect(c.division === null).toBe(c.id !== '29/RCN');
  });
});
