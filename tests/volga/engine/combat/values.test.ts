import { describe, expect, it } from 'vitest';
import {
  airReduction,
  attackValue,
  checkCombatSpec,
  defenseValue,
  isolationModifier,
} from '../../../../src/volga/engine/combat/index';
import { mk, type SpecPatch } from './fixtures';

// Baseline (fixtures.mk): lead 5, 1 attacker, Morale 15 => AV 6; Light Urban +3, DF 6 => DV 9.

describe('Attack Value terms (9.5.2, 12.1, 12.4, events)', () => {
  const cases: [string, SpecPatch, number, string][] = [
    ['9.5.2A lead AF + 9.5.2E Strong', {}, 6, '9.5.2E'],
    ['9.5.2B +1 per additional unit', { attack: { attackers: 4 } }, 9, '9.5.2B'],
    ['9.5.2C +2 per Artillery', { attack: { attackers: 2, artillery: 2 } }, 11, '9.5.2C'],
    [
      '6.2 Artillery Shell Shortages (a Random Event in either scenario): +1 per Artillery',
      { attack: { attackers: 2, artillery: 2 }, events: { artilleryShortage: true } },
      9,
      '6.2',
    ],
    ['9.5.2C +2 per Engineer', { attack: { attackers: 2, engineers: 2 } }, 11, '9.5.2C'],
    [
      '9.5.2C Engineers keep +2 under Artillery Shell Shortages',
      { attack: { attackers: 2, engineers: 2 }, events: { artilleryShortage: true } },
      11,
      '9.5.2C',
    ],
    ['9.5.2D Divisional Integrity +1', { attack: { attackers: 3, integrity: true } }, 9, '9.5.2D'],
    ['9.5.2E Morale 10 is Strong', { attack: { morale: 10 } }, 6, '9.5.2E'],
    ['9.5.2E Morale 9 is not Strong', { attack: { morale: 9 } }, 5, '9.5.2A'],
    [
      '12.1 Rubble: no integrity in Light Urban without an Engineer',
      { attack: { attackers: 3, integrity: true }, options: { rubble: true } },
      8,
      '12.1',
    ],
    [
      '12.1 Rubble: no integrity in Heavy Urban without an Engineer',
      {
        attack: { attackers: 3, integrity: true },
        defense: { terrain: 'heavyUrban', tem: 4 },
        options: { rubble: true },
      },
      8,
      '12.1',
    ],
    [
      '12.1 Rubble: an Engineer restores integrity',
      { attack: { attackers: 3, integrity: true, engineers: 1 }, options: { rubble: true } },
      11,
      '9.5.2D',
    ],
    [
      '12.1 Rubble does not touch Clear',
      {
        attack: { attackers: 3, integrity: true },
        defense: { terrain: 'clear', tem: 1 },
        options: { rubble: true },
      },
      9,
      '9.5.2D',
    ],
    [
      '12.1 Rubble does not touch Elevated',
      {
        attack: { attackers: 3, integrity: true },
        defense: { terrain: 'elevated', tem: 2 },
        options: { rubble: true },
      },
      9,
      '9.5.2D',
    ],
    [
      '12.4 -1 per Parent Organization beyond the first (house ruling)',
      {
        attack: { attackers: 3, parentOrgs: 3 },
        options: { parentOrganization: true },
        rulings: { parentOrganization: 'beyondFirst' },
      },
      6,
      '12.4',
    ],
    [
      '12.4 one Parent Organization: no penalty (house ruling)',
      {
        attack: { attackers: 3, parentOrgs: 1 },
        options: { parentOrganization: true },
        rulings: { parentOrganization: 'beyondFirst' },
      },
      8,
      '9.5.2B',
    ],
    [
      '12.4 as written: -1 for each Parent Organization, the first included',
      { attack: { attackers: 3, parentOrgs: 3 }, options: { parentOrganization: true } },
      5,
      '12.4',
    ],
    [
      '12.4 as written: one Parent Organization costs -1',
      { attack: { attackers: 3, parentOrgs: 1 }, options: { parentOrganization: true } },
      7,
      '12.4',
    ],
    [
      '12.4 assault guns only (0 organizations): no penalty',
      { attack: { attackers: 2, parentOrgs: 0 }, options: { parentOrganization: true } },
      7,
      '9.5.2B',
    ],
    ['12.4 off: no penalty', { attack: { attackers: 3, parentOrgs: 3 } }, 8, '9.5.2B'],
  ];
  it.each(cases)('%s', (_name, patch, av, rule) => {
    const spec = mk(patch);
    expect(checkCombatSpec(spec).ok).toBe(true);
    const v = attackValue(spec);
    expect(v.value).toBe(av);
    expect(v.terms.reduce((s, t) => s + t.value, 0)).toBe(av);
    expect(v.terms.map((t) => t.rule)).toContain(rule);
  });

  it('12.4 penalty of -2 for three organizations (house ruling)', () => {
    const v = attackValue(
      mk({
        attack: { attackers: 3, parentOrgs: 3 },
        options: { parentOrganization: true },
        rulings: { parentOrganization: 'beyondFirst' },
      }),
    );
    expect(v.terms.find((t) => t.rule === '12.4')?.value).toBe(-2);
  });

  it('12.4 as written: three organizations cost -3, and the term names the reading', () => {
    const v = attackValue(
      mk({ attack: { attackers: 3, parentOrgs: 3 }, options: { parentOrganization: true } }),
    );
    expect(v.terms.find((t) => t.rule === '12.4')).toMatchObject({
      value: -3,
      label: 'Parent Organizations ×3',
    });
  });
});

describe('Defense Value terms (9.5.3, 12.3, 12.5, events)', () => {
  const cases: [string, SpecPatch, { air?: number; isolation?: number }, number, string][] = [
    ['9.5.3A DF + 9.5.3B TEM', {}, {}, 9, '9.5.3B'],
    ['9.5.3C Morale 9 is Shaken: +1', { attack: { morale: 9 } }, {}, 10, '9.5.3C'],
    ['9.5.3C Morale 10: no Shaken bonus', { attack: { morale: 10 } }, {}, 9, '9.5.3B'],
    ['Commissars +1', { events: { commissars: true } }, {}, 10, '6.2'],
    ['9.5.3D Air die subtracts', { attack: { air: true } }, { air: 4 }, 5, '9.5.3D'],
    [
      '9.5.3 floor: DV never below 0',
      { attack: { air: true }, defense: { terrain: 'clear', tem: 1, defense: 4 } },
      { air: 6 },
      0,
      '9.5.3',
    ],
    [
      '12.5 Heavy Urban Air die -2',
      {
        attack: { air: true },
        defense: { terrain: 'heavyUrban', tem: 4, defense: 8 },
        options: { limitedAir: true },
      },
      { air: 5 },
      9,
      '12.5',
    ],
    [
      '12.5 Heavy Urban Air die minimum 1',
      {
        attack: { air: true },
        defense: { terrain: 'heavyUrban', tem: 4, defense: 8 },
        options: { limitedAir: true },
      },
      { air: 2 },
      11,
      '12.5',
    ],
    [
      '12.5 does not reduce the die in Light Urban',
      { attack: { air: true }, options: { limitedAir: true } },
      { air: 5 },
      4,
      '9.5.3D',
    ],
    [
      '12.5 does not reduce the die on Mamayev Kurgan (Elevated +4)',
      {
        attack: { air: true },
        defense: { terrain: 'elevated', tem: 4, defense: 8 },
        options: { limitedAir: true },
      },
      { air: 5 },
      7,
      '9.5.3D',
    ],
    ['12.3 isolation die 1: DF +1', { defense: { isolated: true } }, { isolation: 1 }, 10, '12.3'],
    ['12.3 isolation die 6: DF -2', { defense: { isolated: true } }, { isolation: 6 }, 7, '12.3'],
  ];
  it.each(cases)('%s', (_name, patch, rolls, dv, rule) => {
    const spec = mk(patch);
    expect(checkCombatSpec(spec).ok).toBe(true);
    const v = defenseValue(spec, rolls);
    expect(v.pending).toEqual([]);
    expect(v.value).toBe(dv);
    expect(v.terms.reduce((s, t) => s + t.value, 0)).toBe(dv);
    expect(v.terms.map((t) => t.rule)).toContain(rule);
  });

  it('9.5.3: a DV of exactly 0 needs no floor term; below 0 it is raised to 0', () => {
    const exact = defenseValue(
      mk({ attack: { air: true }, defense: { terrain: 'elevated', tem: 2, defense: 4 } }),
      { air: 6 },
    );
    expect(exact.value).toBe(0);
    expect(exact.terms.map((t) => t.rule)).not.toContain('9.5.3');
    const under = defenseValue(
      mk({
        attack: { air: true, morale: 15 },
        defense: { terrain: 'clear', tem: 1, defense: 4 },
      }),
      { air: 6 },
    );
    expect(under.terms.at(-1)).toEqual({
      label: 'Defense Value never below 0',
      value: 1,
      rule: '9.5.3',
    });
  });

  it('12.3: isolation changes the Defense Factor, the Overrun threshold', () => {
    expect(defenseValue(mk({ defense: { isolated: true } }), { isolation: 6 }).defenseFactor).toBe(
      4,
    );
    expect(defenseValue(mk({ defense: { isolated: true } }), { isolation: 1 }).defenseFactor).toBe(
      7,
    );
  });

  it('dice not yet rolled are pending and left out of the value', () => {
    const v = defenseValue(mk({ attack: { air: true }, defense: { isolated: true } }));
    expect(v.pending).toEqual(['isolation', 'air']);
    expect(v.value).toBe(9);
  });
});

describe('12.3 isolation die chart, with the Guards -1 (minimum 1)', () => {
  const chart: [number, number, number][] = [
    // roll, ordinary unit, Guards unit
    [1, 1, 1],
    [2, 0, 1],
    [3, 0, 0],
    [4, -1, 0],
    [5, -1, -1],
    [6, -2, -1],
  ];
  it.each(chart)('roll %i: %i, Guards %i', (roll, plain, guards) => {
    expect(isolationModifier(roll, false)).toBe(plain);
    expect(isolationModifier(roll, true)).toBe(guards);
  });

  it('a Guards unit takes the -1 even after its first reveal, and so does Pavlov (ruling)', () => {
    const guards = mk({ defense: { strategy: 'guards', firstReveal: false, isolated: true } });
    expect(defenseValue(guards, { isolation: 2 }).defenseFactor).toBe(7);
    const pavlov = mk({
      defense: { terrain: 'heavyUrban', tem: 4, strategy: 'guards', pavlov: true, isolated: true },
    });
    expect(defenseValue(pavlov, { isolation: 4 }).defenseFactor).toBe(6);
  });
});

describe('12.5 Air die in Heavy Urban', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 2],
    [5, 3],
    [6, 4],
  ])('roll %i takes off %i', (roll, off) => {
    expect(airReduction(roll, true)).toBe(off);
    expect(airReduction(roll, false)).toBe(roll);
  });
});
