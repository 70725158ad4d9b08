/**
 * Audit of the component kit against the rulebook's facts (kit/known.ts) and the rule "never invent
 * unknown facts": a counter's Parent Organization (4.3.2) is printed on it, and play depends on it
 * (9.5.2D integrity, 6.1.2 / 6.2.1 withdrawals, 12.4, Logistical Pause), so play asks for it
 * before it counts a unit that is not an assault gun, and never reads a blank as "no division".
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../../src/volga/engine/game';
import { setupNeeded } from '../../../../src/volga/engine/game/germanFacts';
import { germanSetup, knownKit } from '../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';

/** The fixture with one counter's division forgotten (the owner left it blank). */
function withoutDivision(id: string) {
  const kit = fixtureKit();
  return {
    ...kit,
    germanCounters: kit.germanCounters.map((c) => (c.id === id ? { ...c, division: null } : c)),
  };
}

describe('4.3.2 Parent Organization is a fact play needs', () => {
  it('germanSetup places a unit whose division is not known yet (where it starts is known)', () => {
    const r = germanSetup(withoutDivision('29/C'), 'main');
    expect(r.kind === 'known' && r.value.some((e) => e.counter.id === '29/C')).toBe(true);
  });

  it('a withdrawal asks the division instead of treating the unit as belonging to none (6.1.2 would miss it)', () => {
    const r = newGame({ scenario: 'main', cup: 'digital', kit: withoutDivision('29/C'), seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    const atWithdrawal = { ...r.value, turn: 9, phase: 'dawn', step: 'withdrawal' } as const;
    expect(setupNeeded(atWithdrawal)).toEqual({ kind: 'counter', id: '29/C', need: 'division' });
    expect(setupNeeded(r.value)).toBeNull();
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
