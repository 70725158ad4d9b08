/** The Supply Phase (6.3, 6.3.1, 10.2, 12.8, 14.6.2): the roll, each purchase and each limit. */
import { describe, expect, it } from 'vitest';
import { returnAreas } from '../../../../src/volga/engine/game';
import type { GameState } from '../../../../src/volga/engine/game/types';
import { act, actR, atPurchase, edit, game, outOfAction, put, refuse } from './helpers';

const atSupplyRoll = (s: GameState, turn: number) =>
  edit(s, (d) => {
    d.turn = turn;
    d.phase = 'supply';
    d.step = 'roll';
    d.event = null;
  });

describe('the Supply roll', () => {
  it('6.3: 4d6 added to the bank (6.3.1) from Turn 2 on, with no minimum', () => {
    const s = act(
      atSupplyRoll(
        edit(game(), (d) => (d.supply = 5)),
        2,
      ),
      { type: 'rollSupply', dice: { supply: [1, 1, 2, 1] } },
    );
    expect(s.supplyRoll).toBe(5);
    expect(s.supplyRaised).toBeNull();
    expect(s.supply).toBe(10);
    expect([s.phase, s.step]).toEqual(['supply', 'purchase']);
  });

  it("generated Supply dice are four dice from the stream, recorded as the app's", () => {
    const r = actR(atSupplyRoll(game(), 2), { type: 'rollSupply' });
    expect(r.rolls).toHaveLength(1);
    expect(r.rolls[0]).toMatchObject({ purpose: 'supply', source: 'app', rule: '6.3' });
    expect(r.rolls[0]!.dice).toHaveLength(4);
    expect(r.state.supplyRoll).toBe(r.rolls[0]!.dice.reduce((a, b) => a + b, 0));
  });

  it('12.8: each "1" is rolled again on the chosen Turns only', () => {
    const opts = { increasedSupply: true, rerollTurns: [2] };
    const s = act(atSupplyRoll(game({ options: opts }), 2), {
      type: 'rollSupply',
      dice: { supply: [1, 6, 1, 3], 'supply.reroll': [5, 1] },
    });
    expect(s.supplyRoll).toBe(5 + 6 + 1 + 3);
    const missing = refuse(atSupplyRoll(game({ options: opts }), 2), {
      type: 'rollSupply',
      dice: { supply: [1, 6, 1, 3] },
    });
    expect(missing).toMatchObject({ code: 'dice.tooFew', rule: '12.8' });
    const t3 = act(atSupplyRoll(game({ options: opts }), 3), {
      type: 'rollSupply',
      dice: { supply: [1, 6, 1, 3] },
    });
    expect(t3.supplyRoll).toBe(11);
  });

  it('12.8: turned on with its default Turns, rolling 1,1,1,1 on Turn 2 rerolls all four', () => {
    const on = game({ options: { increasedSupply: true } });
    const r = actR(atSupplyRoll(on, 2), {
      type: 'rollSupply',
      dice: { supply: [1, 1, 1, 1], 'supply.reroll': [6, 5, 4, 1] },
    });
    expect(r.state.supplyRoll).toBe(16);
    expect(r.rolls.map((x) => [x.purpose, x.rule])).toEqual([
      ['supply', '6.3'],
      ['supply.reroll', '12.8'],
    ]);
    expect(
      refuse(atSupplyRoll(on, 2), { type: 'rollSupply', dice: { supply: [1, 1, 1, 1] } }),
    ).toMatchObject({ code: 'dice.tooFew', rule: '12.8' });
  });

  it('14.6.2: Turn 10 of the Factory District treats under 16 as 16 and gives two free Air markers', () => {
    const s = act(game({ scenario: 'factory' }), {
      type: 'rollSupply',
      dice: { supply: [1, 1, 1, 1] },
    });
    expect(s.supplyRoll).toBe(16);
    // The dice total stays told beside what it counts as.
    expect(s.supplyRaised).toEqual({ rolled: 4, rule: '14.6.2' });
    expect(s.support.available.air).toBe(2);
    const t11 = act(atSupplyRoll(game({ scenario: 'factory' }), 11), {
      type: 'rollSupply',
      dice: { supply: [1, 1, 1, 1] },
    });
    expect(t11.supplyRoll).toBe(4);
    expect(t11.supplyRaised).toBeNull();
  });

  it('6.3: the free Air marker never makes more than the three Air markers', () => {
    const full = edit(atSupplyRoll(game(), 2), (d) => {
      d.support.available.air = 3;
      d.support.used.air = 0;
    });
    expect(
      act(full, { type: 'rollSupply', dice: { supply: [2, 2, 2, 2] } }).support.available.air,
    ).toBe(3);
  });
});

describe('purchases (6.3 German Supply Costs)', () => {
  const s = atPurchase(game(), 10);

  it('Artillery 1, Engineer 2, Air 3, Morale 3 (+1)', () => {
    expect(act(s, { type: 'buySupport', marker: 'artillery' })).toMatchObject({
      supply: 9,
      support: { available: { artillery: 1 } },
    });
    expect(act(s, { type: 'buySupport', marker: 'engineer', count: 2 })).toMatchObject({
      supply: 6,
      support: { available: { engineer: 2 } },
    });
    expect(act(s, { type: 'buySupport', marker: 'air' })).toMatchObject({
      supply: 7,
      support: { available: { air: 1 }, used: { air: 2 } },
    });
    const m = act(
      edit(s, (d) => (d.morale = 12)),
      { type: 'buyMorale', count: 2 },
    );
    expect([m.supply, m.morale]).toEqual([4, 14]);
  });

  it('refuses a purchase the bank cannot pay for', () => {
    expect(refuse(s, { type: 'buySupport', marker: 'artillery', count: 11 })).toMatchObject({
      code: 'supply.insufficient',
      rule: '6.3',
    });
    expect(refuse(s, { type: 'buyMorale', count: 4 })).toMatchObject({
      code: 'supply.insufficient',
      rule: '6.3',
    });
  });

  it('only three Air markers exist: one free and the other two bought', () => {
    const two = act(s, { type: 'buySupport', marker: 'air', count: 3 });
    expect(two.support.available.air).toBe(3);
    expect(refuse(two, { type: 'buySupport', marker: 'air' })).toMatchObject({
      code: 'supply.noAirMarker',
      rule: '6.3',
    });
  });

  it('Morale bought above 19 stays 19 (5.2)', () => {
    expect(act(s, { type: 'buyMorale' }).morale).toBe(19);
  });

  it('refuses purchases outside the purchase step and bad counts', () => {
    expect(refuse(game(), { type: 'buyMorale' })).toMatchObject({ code: 'phase.wrongStep' });
    expect(refuse(s, { type: 'buySupport', marker: 'artillery', count: 0 })).toMatchObject({
      code: 'supply.count',
    });
  });

  it('endSupply banks the rest and starts the Combat Phase', () => {
    const e = act(act(s, { type: 'buySupport', marker: 'engineer' }), { type: 'endSupply' });
    expect(e.supply).toBe(8);
    expect(e.phase).toBe('combat');
  });
});

describe('returning units from the Out of Action Box (6.3 footnote)', () => {
  const s = atPurchase(game(), 5, (d) => {
    outOfAction(d, ['29/A', '29/B', 'FE/1']);
    put(d, ['FD/1'], 9); // Area 9 German with a unit (captured below)
    d.areas[9] = { control: 'german', soviet: null, isolated: false };
    d.germanControlled++;
  });

  it('Infantry costs 1, Armor 2; the unit returns Fresh', () => {
    const inf = act(s, { type: 'returnUnit', unit: '29/B', area: 3 });
    expect(inf.supply).toBe(4);
    expect(inf.germans['29/B']).toEqual({
      id: '29/B',
      spent: false,
      location: { kind: 'area', area: 3 },
    });
    expect(act(s, { type: 'returnUnit', unit: '29/A', area: 3 }).supply).toBe(3);
  });

  it('to Areas 1-5 or a German Area with another German unit, never a full Area', () => {
    expect(act(s, { type: 'returnUnit', unit: '29/B', area: 9 }).germans['29/B']!.location).toEqual(
      { kind: 'area', area: 9 },
    );
    // Area 6 is German with units but not 1-5: allowed because it holds German units.
    expect(returnAreas(s, '29/B')).toContain(6);
    // Area 7 holds a Soviet unit.
    expect(refuse(s, { type: 'returnUnit', unit: '29/B', area: 7 })).toMatchObject({
      code: 'supply.returnArea',
      rule: '6.3',
    });
    // Area 1 already holds four units (7.1).
    expect(refuse(s, { type: 'returnUnit', unit: '29/B', area: 1 })).toMatchObject({
      code: 'supply.overstack',
      rule: '7.1',
    });
    const emptyGerman = edit(s, (d) => {
      d.areas[7] = { control: 'german', soviet: null, isolated: false };
      d.germanControlled++;
    });
    expect(refuse(emptyGerman, { type: 'returnUnit', unit: '29/B', area: 7 })).toMatchObject({
      code: 'supply.returnArea',
    });
  });

  it('units that began in Areas 48-50 return only to their own setup Area', () => {
    expect(returnAreas(s, 'FE/1')).toEqual([48]);
    expect(refuse(s, { type: 'returnUnit', unit: 'FE/1', area: 3 })).toMatchObject({
      code: 'supply.returnArea',
      rule: '6.3',
    });
    expect(
      act(s, { type: 'returnUnit', unit: 'FE/1', area: 48 }).germans['FE/1']!.location,
    ).toEqual({ kind: 'area', area: 48 });
  });

  it('refuses a unit that is not Out of Action, or one the bank cannot pay for', () => {
    expect(refuse(s, { type: 'returnUnit', unit: '29/C', area: 3 })).toMatchObject({
      code: 'supply.notOutOfAction',
    });
    const poor = edit(s, (d) => (d.supply = 1));
    expect(refuse(poor, { type: 'returnUnit', unit: '29/A', area: 3 })).toMatchObject({
      code: 'supply.insufficient',
    });
  });
});
