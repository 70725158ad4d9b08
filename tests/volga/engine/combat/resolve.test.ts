import { describe, expect, it } from 'vitest';
import {
  barrage,
  type CombatDice,
  type CombatSpec,
  type Consequence,
  checkCombatDice,
  checkCombatSpec,
  classify,
  resolve,
  sovietDiceCount,
} from '../../../../src/volga/engine/combat/index';
import { EX_13_4, mk, must, type SpecPatch } from './fixtures';

const kinds = (cs: readonly Consequence[]) =>
  cs.map((c) => ('units' in c ? `${c.kind}:${c.units}:${c.rule}` : `${c.kind}:${c.rule}`));
const morale = (cs: readonly Consequence[]) => {
  const m = cs.find((c) => c.kind === 'morale');
  return m?.kind === 'morale' ? m.delta : 0;
};

describe('checkCombatSpec: bad attacks are refused with their rule', () => {
  const cases: [string, SpecPatch, string, string][] = [
    ['no attacker', { attack: { attackers: 0 } }, 'combat.attackers.invalid', '7.1'],
    ['five attackers', { attack: { attackers: 5 } }, 'combat.attackers.invalid', '7.1'],
    [
      'more markers than attackers',
      { attack: { attackers: 2, artillery: 1, engineers: 1, air: true } },
      'combat.support.overLimit',
      '9.5.4',
    ],
    ['negative artillery', { attack: { artillery: -1 } }, 'combat.artillery.invalid', '9.5.2'],
    [
      'integrity with two units',
      { attack: { attackers: 2, integrity: true } },
      'combat.integrity.needsThree',
      '9.5.2',
    ],
    [
      'more organizations than units',
      { attack: { parentOrgs: 2 } },
      'combat.parent.orgsInvalid',
      '12.4',
    ],
    [
      'integrity with three units from two organizations (12.4 on)',
      {
        attack: { attackers: 3, integrity: true, parentOrgs: 2 },
        options: { parentOrganization: true },
      },
      'combat.parent.orgsInvalid',
      '12.4',
    ],
    ['Morale 20', { attack: { morale: 20 } }, 'combat.morale.invalid', '5.2'],
    ['Light Urban with TEM +2', { defense: { tem: 2 } }, 'combat.tem.invalid', '9.5.3'],
    [
      'Heavy Urban with TEM +3',
      { defense: { terrain: 'heavyUrban', tem: 3 } },
      'combat.tem.invalid',
      '9.5.3',
    ],
    ['fractional Defense Factor', { defense: { defense: 6.5 } }, 'combat.defense.invalid', '9.5.3'],
    [
      'Air under an event',
      { attack: { air: true }, events: { noAir: true } },
      'combat.air.forbiddenByEvent',
      '6.2',
    ],
    [
      '12.5 Air in a Light Urban Area Contested at the start',
      { attack: { air: true }, defense: { contestedAtStart: true }, options: { limitedAir: true } },
      'combat.air.forbiddenContestedUrban',
      '12.5',
    ],
    [
      '12.5 Air in a Heavy Urban Area Contested at the start',
      {
        attack: { air: true },
        defense: { terrain: 'heavyUrban', tem: 4, contestedAtStart: true },
        options: { limitedAir: true },
      },
      'combat.air.forbiddenContestedUrban',
      '12.5',
    ],
    [
      'Pavlov outside Heavy Urban',
      { defense: { pavlov: true, strategy: 'guards' } },
      'combat.pavlov.terrain',
      '12.6',
    ],
    [
      'Pavlov not Guards',
      { defense: { pavlov: true, terrain: 'heavyUrban', tem: 4, strategy: 'fanatic' } },
      'combat.pavlov.notGuards',
      '12.6',
    ],
  ];
  it.each(cases)('%s', (_n, patch, code, rule) => {
    const r = checkCombatSpec(mk(patch));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.rule).toBe(rule);
      expect(r.error.message.length).toBeGreaterThan(10);
    }
  });

  const legal: [string, SpecPatch][] = [
    [
      'markers equal to attackers (9.5.4)',
      { attack: { attackers: 3, artillery: 1, engineers: 1, air: true } },
    ],
    ['Clear +2 (Stalingradski Airfield)', { defense: { terrain: 'clear', tem: 2 } }],
    ['Elevated +4 (Mamayev Kurgan)', { defense: { terrain: 'elevated', tem: 4 } }],
    ['Light Urban +4 (Central Rail Station)', { defense: { tem: 4 } }],
    [
      '12.5 Air in a Clear Area Contested at the start',
      {
        attack: { air: true },
        defense: { terrain: 'clear', tem: 1, contestedAtStart: true },
        options: { limitedAir: true },
      },
    ],
    [
      'Contested at the start without 12.5',
      { attack: { air: true }, defense: { contestedAtStart: true } },
    ],
    [
      '12.5 Air in an urban Area not Contested',
      { attack: { air: true }, options: { limitedAir: true } },
    ],
    [
      'integrity with four units from two organizations (12.4)',
      {
        attack: { attackers: 4, integrity: true, parentOrgs: 2 },
        options: { parentOrganization: true },
      },
    ],
    [
      'parentOrgs beyond integrity when 12.4 is not in play (the count has no effect)',
      { attack: { attackers: 3, integrity: true, parentOrgs: 2 } },
    ],
  ];
  it.each(legal)('accepts %s', (_n, patch) => {
    expect(checkCombatSpec(mk(patch)).ok).toBe(true);
  });
});

describe('9.5.5 results and their boundaries', () => {
  it.each([
    [-1, 6, 'repulse'],
    [0, 6, 'stalemate'],
    [1, 6, 'success'],
    [6, 6, 'success'], // AT - DT = DF
    [7, 6, 'overrun'], // DF + 1
  ] as const)('margin %i against DF %i is %s', (m, df, r) => {
    expect(classify(m, df)).toBe(r);
  });

  // Baseline: AV 6, DV 9, DF 6; strategy not in effect.
  const cases: [string, CombatDice, string][] = [
    ['AT < DT', { german: [1, 1], soviet: [6, 6] }, 'repulse'],
    ['AT = DT', { german: [4, 5], soviet: [3, 3] }, 'stalemate'],
    ['AT = DT + 1', { german: [5, 5], soviet: [3, 3] }, 'success'],
    ['AT - DT = DF', { german: [6, 6], soviet: [1, 2] }, 'success'],
    ['AT - DT = DF + 1', { german: [6, 6], soviet: [1, 1] }, 'overrun'],
  ];
  it.each(cases)('%s', (_n, dice, result) => {
    const r = must(resolve(mk(), dice));
    expect(r.combatResult).toBe(result);
    expect(r.outcome).toBe(result);
    expect(r.at - r.dt).toBe(r.av + dice.german[0] + dice.german[1] - (r.dv + r.sovietRoll));
  });

  it('9.5.5 Overrun example: DF 7, AT 20, DT 12 is an Overrun', () => {
    // AV 9 (lead 8 + Strong) + 11 = 20; DV 8 (DF 7 + Clear 1) + 4 = 12.
    const spec = mk({ attack: { lead: 8 }, defense: { terrain: 'clear', tem: 1, defense: 7 } });
    const r = must(resolve(spec, { german: [5, 6], soviet: [2, 2] }));
    expect([r.at, r.dt, r.defenseFactor]).toEqual([20, 12, 7]);
    expect(r.combatResult).toBe('overrun');
    // One pip less on the German side: margin 7 = DF, a Success.
    expect(must(resolve(spec, { german: [5, 5], soviet: [2, 2] })).combatResult).toBe('success');
  });

  it('13.4 example: AV 14, DV 9 with Air die 3, AT 20, DT 16: Success made a Stalemate by Fanatic', () => {
    const spec = mk(EX_13_4);
    const r = must(resolve(spec, { german: [2, 4], soviet: [3, 4], air: 3 }));
    expect(r.avTerms.map((t) => t.value)).toEqual([6, 3, 1, 2, 1, 1]);
    expect([r.av, r.dv, r.at, r.dt]).toEqual([14, 9, 20, 16]);
    expect(r.combatResult).toBe('success');
    expect(r.outcome).toBe('stalemate');
    expect(kinds(r.consequences)).toEqual(['spent:all:9.5.5', 'supportUsed:9.5.9']);
    expect(r.notes[0]?.rule).toBe('9.4');
    // 13.4 note: attacked again on a later turn, Fanatic no longer acts.
    const later = must(
      resolve(
        { ...spec, defense: { ...spec.defense, firstReveal: false } },
        { german: [2, 4], soviet: [3, 4], air: 3 },
      ),
    );
    expect(later.outcome).toBe('success');
  });

  it('12.3: isolation moves the Overrun threshold', () => {
    const spec = mk({ defense: { isolated: true } });
    // die 6: DF 4, DV 7; AT 6+10 = 16, DT 7+4 = 11, margin 5 > 4.
    const r = must(resolve(spec, { german: [5, 5], soviet: [2, 2], isolation: 6 }));
    expect([r.dv, r.defenseFactor, r.combatResult]).toEqual([7, 4, 'overrun']);
    // die 1: DF 7, DV 10; lead 6 so AT 7+12 = 19, DT 10+2 = 12: margin 7 = DF, a Success only.
    const t = must(
      resolve(mk({ attack: { lead: 6 }, defense: { isolated: true } }), {
        german: [6, 6],
        soviet: [1, 1],
        isolation: 1,
      }),
    );
    expect([t.dv, t.defenseFactor]).toEqual([10, 7]);
    expect([t.at - t.dt, t.combatResult]).toEqual([7, 'success']);
  });
});

describe('Consequences of each result (9.5.5-9.5.9, 9.1)', () => {
  it('Repulse of a Mandatory Attack: lead Out of Action, others Spent, retreat, Morale -1', () => {
    const spec = mk({ attack: { attackers: 3, artillery: 1, mandatory: true } });
    const r = must(resolve(spec, { german: [1, 1], soviet: [6, 6] }));
    expect(kinds(r.consequences)).toEqual([
      'outOfAction:lead:9.5.5',
      'spent:others:9.5.5',
      'retreat:9.1',
      'supportUsed:9.5.9',
      'morale:9.5.5',
    ]);
    expect(r.consequences.find((c) => c.kind === 'retreat')).toMatchObject({
      onlyIfMandatory: false,
    });
    expect(r.moraleDelta).toBe(-1);
  });

  it('9.1/9.3: a Repulse from a Contested Area has no retreat; unknown mandatory is flagged', () => {
    const optional = must(
      resolve(mk({ attack: { attackers: 2, mandatory: false } }), {
        german: [1, 1],
        soviet: [6, 6],
      }),
    );
    expect(optional.consequences.some((c) => c.kind === 'retreat')).toBe(false);
    const unknown = must(
      resolve(mk({ attack: { attackers: 2 } }), { german: [1, 1], soviet: [6, 6] }),
    );
    expect(unknown.consequences.find((c) => c.kind === 'retreat')).toMatchObject({
      onlyIfMandatory: true,
    });
  });

  it('a lone attacker Repulsed goes Out of Action: nobody is left to be Spent or retreat', () => {
    const r = must(
      resolve(mk({ attack: { mandatory: true } }), { german: [1, 1], soviet: [6, 6] }),
    );
    expect(kinds(r.consequences)).toEqual(['outOfAction:lead:9.5.5', 'morale:9.5.5']);
  });

  it('Stalemate: all Spent, nothing else', () => {
    const r = must(resolve(mk({ attack: { attackers: 2 } }), { german: [3, 5], soviet: [3, 3] }));
    expect(r.outcome).toBe('stalemate');
    expect(kinds(r.consequences)).toEqual(['spent:all:9.5.5']);
  });

  it('Success: all Spent, Soviet unit eliminated, German Control marker; no Morale change at +3 TEM', () => {
    const r = must(resolve(mk({ attack: { attackers: 2 } }), { german: [5, 5], soviet: [3, 3] }));
    expect(kinds(r.consequences)).toEqual([
      'spent:all:9.5.5',
      'sovietEliminated:9.5.5',
      'germanControl:9.5.5',
    ]);
    expect(r.moraleDelta).toBe(0);
  });

  it('9.5.7: a Control marker placed in a +4 TEM Area gives Morale +1', () => {
    const spec = mk({ attack: { lead: 9 }, defense: { terrain: 'heavyUrban', tem: 4 } });
    const r = must(resolve(spec, { german: [5, 5], soviet: [3, 3] }));
    expect(r.outcome).toBe('success');
    expect(r.moraleDelta).toBe(1);
    const m = r.consequences.find((c) => c.kind === 'morale');
    expect(m?.rule).toBe('9.5.7');
  });
});

describe('Defense Strategies (9.4) on first reveal, and their ignore cases', () => {
  const first = (strategy: CombatSpec['defense']['strategy'], p: SpecPatch = {}) =>
    mk({
      ...p,
      attack: { attackers: 2, ...p.attack },
      defense: { strategy, firstReveal: true, ...p.defense },
    });
  // AV 7 (lead 5 + 1 + Strong), DV 9, DF 6.
  const repulse: CombatDice = { german: [1, 1], soviet: [6, 6] };
  const stalemate: CombatDice = { german: [4, 4], soviet: [3, 3] }; // 15 v 15
  const success: CombatDice = { german: [5, 5], soviet: [3, 3] }; // 17 v 15
  const overrun: CombatDice = { german: [6, 6], soviet: [1, 1] }; // 19 v 11

  it('Fanatic: Success becomes Stalemate; Repulse, Stalemate, Overrun stand', () => {
    expect(must(resolve(first('fanatic'), success)).outcome).toBe('stalemate');
    expect(must(resolve(first('fanatic'), success)).combatResult).toBe('success');
    expect(must(resolve(first('fanatic'), repulse)).outcome).toBe('repulse');
    expect(must(resolve(first('fanatic'), stalemate)).outcome).toBe('stalemate');
    expect(must(resolve(first('fanatic'), overrun)).outcome).toBe('overrun');
    const fanaticSuccess = must(resolve(first('fanatic'), success));
    expect(fanaticSuccess.consequences.some((c) => c.kind === 'sovietEliminated')).toBe(false);
  });

  it('Heroes: Morale -1 on Stalemate and on Success (unit eliminated); ignored on Repulse and Overrun', () => {
    expect(morale(must(resolve(first('heroes'), stalemate)).consequences)).toBe(-1);
    const s = must(resolve(first('heroes'), success));
    expect(morale(s.consequences)).toBe(-1);
    expect(s.consequences.some((c) => c.kind === 'sovietEliminated')).toBe(true);
    expect(morale(must(resolve(first('heroes'), repulse)).consequences)).toBe(-1); // the Repulse's own -1 only
    expect(
      must(resolve(first('heroes'), repulse)).consequences.find((c) => c.kind === 'morale'),
    ).toMatchObject({
      terms: [{ rule: '9.5.5', value: -1 }],
    });
    expect(morale(must(resolve(first('heroes'), overrun)).consequences)).toBe(0);
    expect(must(resolve(first('heroes'), overrun)).notes[0]?.rule).toBe('9.5.5');
  });

  it('Heroes and the 9.5.7 bonus cancel on a Success in a +4 TEM Area; an Overrun keeps the +1', () => {
    const hu: SpecPatch = { attack: { lead: 9 }, defense: { terrain: 'heavyUrban', tem: 4 } };
    const s = must(resolve(first('heroes', hu), success));
    expect(s.outcome).toBe('success');
    const m = s.consequences.find((c) => c.kind === 'morale');
    expect(m).toMatchObject({
      delta: 0,
      terms: [
        { rule: '9.5.7', value: 1 },
        { rule: '9.4', value: -1 },
      ],
    });
    const o = must(resolve(first('heroes', hu), overrun));
    expect(o.outcome).toBe('overrun');
    expect(o.moraleDelta).toBe(1);
  });

  it('Ambush: lead Out of Action after a Stalemate or Success; ignored on Repulse and Overrun', () => {
    const count = (d: CombatDice) =>
      must(resolve(first('ambush'), d))
        .consequences.filter((c) => c.kind === 'outOfAction')
        .map((c) => c.rule);
    expect(count(stalemate)).toEqual(['9.4']);
    expect(count(success)).toEqual(['9.4']);
    expect(count(repulse)).toEqual(['9.5.5']);
    expect(count(overrun)).toEqual([]);
    expect(kinds(must(resolve(first('ambush'), success)).consequences)).toEqual([
      'spent:all:9.5.5',
      'sovietEliminated:9.5.5',
      'germanControl:9.5.5',
      'outOfAction:lead:9.4',
    ]);
  });

  it('9.5.6: Ambush on a Success by a lone attacker removes both units and the Area becomes German', () => {
    const spec = first('ambush', { attack: { attackers: 1, lead: 6 } });
    const r = must(resolve(spec, success));
    expect(r.outcome).toBe('success');
    expect(kinds(r.consequences)).toEqual([
      'spent:all:9.5.5',
      'sovietEliminated:9.5.5',
      'germanControl:9.5.6',
      'outOfAction:lead:9.4',
    ]);
  });

  it('9.5.6 + 9.5.7: the lone-Ambush Control marker in a +4 TEM Area still gives Morale +1', () => {
    const spec = first('ambush', {
      attack: { attackers: 1, lead: 10 },
      defense: { terrain: 'heavyUrban', tem: 4 },
    });
    const r = must(resolve(spec, success));
    expect(r.outcome).toBe('success');
    expect(r.consequences.find((c) => c.kind === 'germanControl')?.rule).toBe('9.5.6');
    expect(r.moraleDelta).toBe(1);
  });

  it('4.4: once Revealed, strategies no longer act', () => {
    const later = (s: CombatSpec['defense']['strategy']) =>
      mk({ attack: { attackers: 2 }, defense: { strategy: s, firstReveal: false } });
    expect(must(resolve(later('fanatic'), success)).outcome).toBe('success');
    expect(must(resolve(later('heroes'), stalemate)).moraleDelta).toBe(0);
    expect(
      must(resolve(later('ambush'), success)).consequences.some((c) => c.kind === 'outOfAction'),
    ).toBe(false);
    expect(must(resolve(later('ambush'), success)).strategy).toBeNull();
  });
});

describe('Soviet dice: Guards and Pavlov (9.4, 9.5.1, 12.6)', () => {
  const g = (p: Partial<CombatSpec['defense']>) =>
    mk({ defense: { terrain: 'heavyUrban', tem: 4, strategy: 'guards', ...p } });
  it.each([
    ['ordinary unit', mk(), 2],
    ['Guards on first reveal', g({ firstReveal: true }), 3],
    ['Guards on first reveal beside the Volga', g({ firstReveal: true, volga: true }), 4],
    ['Guards already Revealed', g({ firstReveal: false, volga: true }), 2],
    ["Pavlov's House on first reveal", g({ pavlov: true, firstReveal: true }), 3],
    ["Pavlov's House every later time", g({ pavlov: true, firstReveal: false }), 3],
    [
      "Pavlov's House beside the Volga (ruling)",
      g({ pavlov: true, firstReveal: false, volga: true }),
      4,
    ],
  ] as const)('%s rolls %i dice', (_n, spec, n) => {
    expect(sovietDiceCount(spec)).toBe(n);
    const wrong = checkCombatDice(spec, { german: [1, 1], soviet: Array(n + 1).fill(3) });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.code).toBe('combat.soviet.diceCount');
    expect(checkCombatDice(spec, { german: [1, 1], soviet: Array(n).fill(3) }).ok).toBe(true);
  });

  it('keeps the best two: 3d6 [1,6,5] counts 11, 4d6 [6,1,1,6] counts 12', () => {
    const three = must(resolve(g({ firstReveal: true }), { german: [3, 3], soviet: [1, 6, 5] }));
    expect([three.sovietKept, three.sovietRoll]).toEqual([[6, 5], 11]);
    const four = must(
      resolve(g({ firstReveal: true, volga: true }), { german: [3, 3], soviet: [6, 1, 1, 6] }),
    );
    expect([four.sovietKept, four.sovietRoll]).toEqual([[6, 6], 12]);
  });
});

describe('checkCombatDice: dice must fit the combat', () => {
  const spec = mk({ attack: { air: true }, defense: { isolated: true } });
  const ok: CombatDice = { german: [1, 2], soviet: [3, 4], air: 5, isolation: 6 };
  it.each([
    ['a die of 0', { ...ok, german: [0, 2] }, 'combat.die.outOfRange', '2.1'],
    ['a die of 7', { ...ok, soviet: [7, 2] }, 'combat.die.outOfRange', '2.1'],
    ['a fractional die', { ...ok, air: 2.5 }, 'combat.die.outOfRange', '2.1'],
    ['three German dice', { ...ok, german: [1, 2, 3] }, 'combat.german.diceCount', '9.5.1'],
    [
      'three Soviet dice for a plain unit',
      { ...ok, soviet: [1, 2, 3] },
      'combat.soviet.diceCount',
      '9.5.1',
    ],
    [
      'no Air die with an Air marker',
      { german: [1, 2], soviet: [3, 4], isolation: 1 },
      'combat.air.dieMissing',
      '9.5.3',
    ],
    [
      'no isolation die when Isolated',
      { german: [1, 2], soviet: [3, 4], air: 1 },
      'combat.isolation.dieMissing',
      '12.3',
    ],
  ] as const)('%s', (_n, dice, code, rule) => {
    const r = resolve(spec, dice as unknown as CombatDice);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.error.rule]).toEqual([code, rule]);
  });
  it('refuses Air and isolation dice that have no marker or isolation', () => {
    const r1 = resolve(mk(), { german: [1, 2], soviet: [3, 4], air: 2 });
    const r2 = resolve(mk(), { german: [1, 2], soviet: [3, 4], isolation: 2 });
    expect(r1.ok || r1.error.code).toBe('combat.air.dieUnexpected');
    expect(r2.ok || r2.error.code).toBe('combat.isolation.dieUnexpected');
  });
  it('accepts the right dice', () => {
    expect(resolve(spec, ok).ok).toBe(true);
  });
});

describe('Barrage (9.4): the choice before combat', () => {
  const spec = mk({
    attack: { attackers: 3 },
    defense: { strategy: 'barrage', firstReveal: true },
  });
  it('Out of Action: one chosen attacker leaves and combat goes on with the rest', () => {
    const b = must(barrage(spec, 'outOfAction'));
    expect(b.combatContinues).toBe(true);
    expect(b.remainingAttackers).toBe(2);
    expect(kinds(b.consequences)).toEqual(['outOfAction:oneChosen:9.4']);
    // The combat that follows is valued from the caller's new spec; Barrage has no further effect.
    const next = { ...spec, attack: { ...spec.attack, attackers: 2 } };
    const r = must(resolve(next, { german: [5, 5], soviet: [3, 3] }));
    expect(r.outcome).toBe('success');
    expect(r.av).toBe(7);
  });
  it('Retreat: all Spent and retreat, no combat', () => {
    const b = must(barrage(spec, 'retreat'));
    expect(b.combatContinues).toBe(false);
    expect(kinds(b.consequences)).toEqual(['spent:all:9.4', 'retreat:9.5.8']);
  });
  it('a lone attacker sent Out of Action leaves no combat (ruling)', () => {
    const lone = must(
      barrage(mk({ defense: { strategy: 'barrage', firstReveal: true } }), 'outOfAction'),
    );
    expect([lone.combatContinues, lone.remainingAttackers]).toEqual([false, 0]);
  });
  it('is refused once the unit was Revealed earlier, or for another strategy', () => {
    const later = barrage(mk({ defense: { strategy: 'barrage', firstReveal: false } }), 'retreat');
    expect(later.ok || later.error.code).toBe('combat.barrage.notInEffect');
    const other = barrage(mk({ defense: { strategy: 'ambush', firstReveal: true } }), 'retreat');
    expect(other.ok || other.error.rule).toBe('9.4');
    const bad = barrage(spec, 'surrender' as never);
    expect(bad.ok || bad.error.code).toBe('combat.barrage.choiceUnknown');
  });
});

describe('purity', () => {
  it('resolve does not mutate its input', () => {
    const spec = mk({ attack: { air: true } });
    const dice: CombatDice = { german: [3, 4], soviet: [2, 5], air: 3 };
    const before = JSON.stringify([spec, dice]);
    must(resolve(spec, dice));
    expect(JSON.stringify([spec, dice])).toBe(before);
  });
});
