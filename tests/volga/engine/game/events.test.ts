/** Each Random Event effect (6.2, 6.2.1, 6.1.2, 10.1, 14.6.1) on the fixture chart. */
import { describe, expect, it } from 'vitest';
import {
  apply,
  combatSpec,
  movementFactor,
  reinforcementChoices,
} from '../../../../src/volga/engine/game';
import type { GameState } from '../../../../src/volga/engine/game/types';
import { act, atActionRounds, edit, game, kit, outOfAction, put, refuse } from './helpers';

/** The Random Event roll of Turn `turn` (main game unless the state says otherwise). */
function atEventRoll(
  s: GameState,
  turn: number,
  fn: Parameters<typeof edit>[1] = () => {},
): GameState {
  return edit(s, (d) => {
    d.turn = turn;
    d.phase = 'randomEvent';
    d.step = 'roll';
    d.event = null;
    fn(d);
  });
}

/** Three dice summing to `n` (3..18). */
function threeDice(n: number): number[] {
  const a = Math.min(6, n - 2);
  const b = Math.min(6, n - a - 1);
  return [a, b, n - a - b];
}

const roll = (s: GameState, n: number) =>
  act(s, { type: 'rollRandomEvent', dice: { randomEvent: threeDice(n) } });

describe('64th Army Breakthrough (6.2.1)', () => {
  const before = atEventRoll(game(), 3, (d) => outOfAction(d, ['29/C']));
  const after = roll(before, 3);

  it('withdraws the 29th Motorized from the map, -1 Morale per unit Out of Action', () => {
    expect(after.event).toMatchObject({
      roll: 3,
      name: '64th Army Breakthrough',
      noResultRule: null,
    });
    for (const id of ['29/RCN', '29/A', '29/B'])
      expect(after.germans[id]!.location).toEqual({
        kind: 'reinforcement',
        turn: 4,
        returnTo: { kind: 'areas', areas: [5, 6] },
      });
    expect(after.germans['29/C']!.location.kind).toBe('outOfAction');
    expect(after.morale).toBe(before.morale - 1);
  });

  it('a unit of the withdrawn division cannot be bought back while it is away', () => {
    const buying = edit(after, (d) => {
      d.phase = 'supply';
      d.step = 'purchase';
      d.supply = 10;
    });
    expect(refuse(buying, { type: 'returnUnit', unit: '29/C', area: 3 })).toMatchObject({
      code: 'supply.divisionAway',
      rule: '6.2.1',
    });
  });

  it('returns at the next Dawn in Area 5 or 6 only, as one group', () => {
    const dawn = edit(after, (d) => {
      d.turn = 4;
      d.phase = 'dawn';
      d.step = 'reinforcement';
      d.placedGroups = [];
      put(d, ['FD/1', 'FD/2'], 9); // Area 5 has room for all three
    });
    const units = ['29/RCN', '29/A', '29/B'];
    const back = reinforcementChoices(dawn).find((g) => g.units.includes('29/RCN'));
    expect([back?.returning, back?.rule]).toEqual([true, '6.2.1']);
    expect(refuse(dawn, { type: 'placeReinforcements', area: 1, units })).toMatchObject({
      code: 'reinforce.area',
      rule: '6.2.1',
    });
    const placed = act(dawn, { type: 'placeReinforcements', area: 5, units });
    for (const id of units) expect(placed.germans[id]!.location).toEqual({ kind: 'area', area: 5 });
  });

  it('a 3 after the division has been withdrawn is read as a 4 (ruling: once per game)', () => {
    const later = atEventRoll(
      act(after, { type: 'rollSupply', dice: { supply: [3, 3, 3, 3] } }),
      6,
    );
    const r = roll(later, 3);
    expect(r.event).toMatchObject({ roll: 3, usedRoll: 4, name: '64th Army Offensive' });
    expect(r.withdrawals).toHaveLength(1);
  });

  it('10.1: is no result on Turn 1', () => {
    const t1 = roll(game(), 3);
    expect(t1.event!.noResultRule).toBe('10.1');
    expect(t1.germans['29/RCN']!.location.kind).toBe('area');
  });
});

describe('6.1.2: the Turn 9 withdrawal', () => {
  /** TEST FIXTURE kit with 29/B's division not yet transcribed. */
  const unknown = {
    ...kit,
    germanCounters: kit.germanCounters.map((c) => (c.id === '29/B' ? { ...c, division: null } : c)),
  };

  it('asks the division of a unit the kit does not know before the 29th leaves, then withdraws it too', () => {
    const end8 = atActionRounds(game({ kit: unknown }), (d) => {
      d.turn = 8;
      put(d, ['389/A', '389/B', '389/C', '245A'], 7);
      put(d, ['100/A', '100/B', '100/C', '245B'], 8);
    });
    const asked = refuse(end8, { type: 'endCombatPhase' });
    expect(asked.code).toBe('fact.needed');
    expect(asked.fact).toEqual({ kind: 'counter', id: '29/B', need: 'division' });
    expect(asked.message).toContain('6.1.2');
    const told = act(end8, {
      type: 'answerFact',
      fact: { kind: 'counter', id: '29/B', need: 'division' },
      answer: { type: 'infantry', attackFactor: 5, division: '29th Motorized' },
    });
    const t9 = act(told, { type: 'endCombatPhase' });
    for (const id of ['29/RCN', '29/A', '29/B', '29/C'])
      expect(t9.germans[id]!.location).toEqual({ kind: 'withdrawn' });
  });

  it('asks nothing at the end of a Turn with no withdrawal to come', () => {
    const end7 = atActionRounds(game({ kit: unknown }), (d) => {
      d.turn = 7;
      put(d, ['389/A', '389/B', '389/C', '245A'], 7);
    });
    expect(act(end7, { type: 'endCombatPhase' }).turn).toBe(8);
  });

  it('removes the 29th for good at the Turn 9 Dawn, -1 Morale for each of its units Out of Action', () => {
    const end8 = atActionRounds(game(), (d) => {
      d.turn = 8;
      d.morale = 12;
      outOfAction(d, ['29/A', '29/B']);
      // The reinforcements of Turns 2 and 7 are already on the map.
      put(d, ['389/A', '389/B', '389/C', '245A'], 7);
      put(d, ['100/A', '100/B', '100/C', '245B'], 8);
    });
    const t9 = act(end8, { type: 'endCombatPhase' });
    expect(t9.turn).toBe(9);
    expect(t9.germans['29/RCN']!.location).toEqual({ kind: 'withdrawn' });
    expect(t9.germans['29/C']!.location).toEqual({ kind: 'withdrawn' });
    // 12 - 1 (End Phase) - 2 (two units Out of Action)
    expect(t9.morale).toBe(9);
    expect(t9.withdrawals).toEqual([
      { division: '29th Motorized', turn: 9, byEvent: false, returnsTurn: null },
    ]);
    // A later 3 is read as a 4.
    expect(roll(t9, 3).event).toMatchObject({ usedRoll: 4 });
  });
});

describe('events that change combat and movement', () => {
  const attackFrom = (s: GameState, area: number, target: number, units: string[]) => {
    let x = act(s, { type: 'activate', area });
    for (const unit of units) x = act(x, { type: 'move', unit, to: target });
    return act(x, { type: 'declareAttack', area: target, units });
  };
  const base = game({ cup: 'physical' });
  // The event stays in force: only the phase moves on to the Action Rounds.
  const withEvent = (n: number) =>
    edit(roll(atEventRoll(base, 3), n), (d) => {
      d.phase = 'combat';
      d.step = 'actionRounds';
      d.support.available = { air: 1, artillery: 2, engineer: 2 };
      d.support.used.air = 2;
    });

  it('4 (64th Army Offensive): no Air Support marker may be placed (6.2)', () => {
    const atk = act(
      attackFrom(
        edit(withEvent(4), (d) => put(d, ['29/RCN'], 5)),
        5,
        9,
        ['29/RCN'],
      ),
      { type: 'revealCounter', counter: 'main-lightUrban-5-heroes-1' },
    );
    expect(
      refuse(atk, { type: 'resolveAttack', lead: '29/RCN', artillery: 0, engineers: 0, air: true }),
    ).toMatchObject({
      code: 'combat.air.forbiddenByEvent',
      rule: '6.2',
    });
  });

  it('7-8 / 15-16 (Artillery Shell Shortages) and 9-12 (Commissars) reach the combat spec', () => {
    for (const [n, key] of [
      [7, 'artilleryShortage'],
      [15, 'artilleryShortage'],
      [10, 'commissars'],
    ] as const) {
      const atk = act(
        attackFrom(
          edit(withEvent(n), (d) => put(d, ['29/RCN'], 5)),
          5,
          9,
          ['29/RCN'],
        ),
        { type: 'revealCounter', counter: 'main-lightUrban-5-heroes-1' },
      );
      const spec = combatSpec(atk, { lead: '29/RCN', artillery: 1, engineers: 0, air: false });
      expect(spec.ok && spec.value.events[key]).toBe(true);
    }
  });

  it('Commissars adds +1 to the Soviet DV in the resolved combat', () => {
    const go = (n: number) =>
      act(
        act(
          attackFrom(
            edit(withEvent(n), (d) => put(d, ['29/RCN'], 5)),
            5,
            9,
            ['29/RCN'],
          ),
          {
            type: 'revealCounter',
            counter: 'main-lightUrban-5-heroes-1',
          },
        ),
        {
          type: 'resolveAttack',
          lead: '29/RCN',
          artillery: 0,
          engineers: 0,
          air: false,
          dice: { 'combat.german': [1, 1], 'combat.soviet': [6, 6] },
        },
      ).lastAttack!.dv!;
    expect(go(10)).toBe(go(4) + 1);
  });

  it('Rain makes every German MF 4 and forbids Air (14.6.1)', () => {
    const f = edit(game({ scenario: 'factory' }), (d) => {
      d.phase = 'randomEvent';
      d.step = 'roll';
      d.turn = 11;
    });
    const rain = roll(f, 7);
    expect(rain.event!.name).toBe('Rain');
    expect(movementFactor(rain, '14/A')).toBe(4);
    expect(movementFactor(roll(f, 10), '14/A')).toBe(6);
  });

  it('18 (66th Army Breakthrough): Supply is rolled on 2d6', () => {
    const s = roll(atEventRoll(base, 3), 18);
    const four = apply(s, { type: 'rollSupply', dice: { supply: [6, 6, 6, 6] } });
    expect(!four.ok && four.error).toMatchObject({ code: 'dice.tooMany' });
    const two = act(s, { type: 'rollSupply', dice: { supply: [6, 5] } });
    expect(two.supplyRoll).toBe(11);
    // 6.3 footnote: the free Air marker arrives anyway.
    expect(two.support.available.air).toBe(1);
  });

  it('Logistical Pause: the named division may not activate (only the others in the Area do)', () => {
    const s = withEvent(5); // fixture 5-6: Fixture Infantry A paused
    const r = act(s, { type: 'activate', area: 1 });
    expect(Object.keys(r.round!.units)).toEqual(['244A']);
    const onlyA = edit(s, (d) => put(d, ['244A'], 3));
    expect(refuse(onlyA, { type: 'activate', area: 1 })).toMatchObject({
      code: 'activate.paused',
      rule: '6.2',
    });
  });
});

describe('Factory District events (14.6.1)', () => {
  it('64th Army Breakthrough withdraws the 14th Panzer; it returns next Dawn in any Vacant Area', () => {
    const f = edit(game({ scenario: 'factory' }), (d) => {
      d.phase = 'randomEvent';
      d.step = 'roll';
      d.turn = 11;
    });
    const r = roll(f, 3);
    expect(r.germans['14/A']!.location).toEqual({
      kind: 'reinforcement',
      turn: 12,
      returnTo: { kind: 'anyVacant' },
    });
    const dawn = edit(r, (d) => {
      d.turn = 12;
      d.phase = 'dawn';
      d.step = 'reinforcement';
      d.placedGroups = [];
    });
    const units = ['14/A', '14/B', '14/C'];
    expect(refuse(dawn, { type: 'placeReinforcements', area: 14, units })).toMatchObject({
      code: 'reinforce.area',
      rule: '14.6.1',
    });
    expect(
      act(dawn, { type: 'placeReinforcements', area: 9, units }).germans['14/B']!.location,
    ).toEqual({ kind: 'area', area: 9 });
  });
});

describe('an unknown chart row is a "needs fact" answer, and the answer is logged in the kit', () => {
  it('asks for the row, accepts answerFact, then reads it', () => {
    const s = edit(game(), (d) => {
      d.kit.events.main = d.kit.events.main.filter((r) => r.lo > 12 || r.hi < 9);
    });
    const e = refuse(s, { type: 'rollRandomEvent', dice: { randomEvent: [3, 3, 4] } });
    expect(e).toMatchObject({
      code: 'fact.needed',
      fact: { kind: 'event', scenario: 'main', roll: 10 },
    });
    const answered = act(s, {
      type: 'answerFact',
      fact: { kind: 'event', scenario: 'main', roll: 10 },
      answer: {
        lo: 9,
        hi: 12,
        name: 'Commissars',
        effect: { kind: 'commissars' },
        text: 'DV +1',
        turn1NoResult: false,
      },
    });
    expect(
      act(answered, { type: 'rollRandomEvent', dice: { randomEvent: [3, 3, 4] } }).event!.name,
    ).toBe('Commissars');
  });
});
