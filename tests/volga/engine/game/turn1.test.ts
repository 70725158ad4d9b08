/** A Turn 1 walk-through on the fixture map (10.1, 10.2, 6.3, 8.2, 9.1, 9.5.5, 6.5, 6.1.1). */
import { describe, expect, it } from 'vitest';
import { checkInvariants, moveCost } from '../../../../src/volga/engine/game';
import { act, edit, game, inArea, put, refuse } from './helpers';

describe('Turn 1 walk-through', () => {
  const s0 = game({ cup: 'physical' });
  const s1 = act(s0, { type: 'rollRandomEvent', dice: { randomEvent: [1, 1, 1] } });

  it('10.1: a 3 (64th Army Breakthrough) is no result on Turn 1: the 29th stays, Morale 19', () => {
    expect(s1.event).toMatchObject({
      roll: 3,
      name: '64th Army Breakthrough',
      noResultRule: '10.1',
    });
    expect(s1.germans['29/RCN']!.location).toEqual({ kind: 'area', area: 3 });
    expect(s1.withdrawals).toEqual([]);
    expect(s1.morale).toBe(19);
  });

  const s2 = act(s1, { type: 'rollSupply', dice: { supply: [1, 2, 3, 4] } });
  it('10.2: a Supply roll of 10 counts as 16; the free Air marker arrives', () => {
    expect(s2.supplyRoll).toBe(16);
    expect(s2.supplyRaised).toEqual({ rolled: 10, rule: '10.2' });
    expect(s2.supply).toBe(16);
    expect(s2.support.available.air).toBe(1);
    expect(s2.support.used.air).toBe(2);
  });

  const s3 = act(
    act(act(s2, { type: 'buySupport', marker: 'artillery', count: 3 }), {
      type: 'buySupport',
      marker: 'engineer',
    }),
    {
      type: 'endSupply',
    },
  );
  it('6.3.1: unspent points are banked; no Contested Urban Area, so Bloody Streets is skipped', () => {
    expect(s3.supply).toBe(11);
    expect([s3.phase, s3.step]).toEqual(['combat', 'actionRounds']);
  });

  const s4 = act(s3, { type: 'activate', area: 3 });
  it('8.2: Vacant Area 5 borders Soviet units (2 MF); then Unrevealed Area 9 (4 MF) uses the rest', () => {
    expect(moveCost(s4, '29/RCN', 5)).toMatchObject({ ok: true, value: { cost: 2, mfLeft: 4 } });
    const s5 = act(s4, { type: 'move', unit: '29/RCN', to: 5 });
    expect(moveCost(s5, '29/RCN', 9)).toMatchObject({ ok: true, value: { cost: 4, mfLeft: 0 } });
  });

  const s6 = act(act(s4, { type: 'move', unit: '29/RCN', to: 5 }), {
    type: 'move',
    unit: '29/RCN',
    to: 9,
  });
  it('8.2: a unit that entered a Soviet Area stops; 9.1: it must attack before the round ends', () => {
    expect(refuse(s6, { type: 'move', unit: '29/RCN', to: 10 })).toMatchObject({
      code: 'move.mustStop',
      rule: '8.2',
    });
    expect(refuse(s6, { type: 'endRound' })).toMatchObject({
      code: 'round.mandatoryAttack',
      rule: '9.1',
    });
  });

  const s7 = act(act(s6, { type: 'declareAttack', area: 9, units: ['29/RCN'] }), {
    type: 'revealCounter',
    counter: 'main-lightUrban-4-heroes-1',
  });
  const s8 = act(s7, {
    type: 'resolveAttack',
    lead: '29/RCN',
    artillery: 0,
    engineers: 0,
    air: false,
    dice: { 'combat.german': [6, 6], 'combat.soviet': [1, 1] },
  });
  it('9.5.5: AT 19 against DT 9 is an Overrun: Area 9 becomes German (count 10), Heroes is cancelled', () => {
    expect(s8.lastAttack).toMatchObject({ av: 7, at: 19, dv: 7, dt: 9, outcome: 'overrun' });
    expect(s8.areas[9]).toMatchObject({ control: 'german', soviet: null });
    expect(s8.germanControlled).toBe(10);
    expect(s8.morale).toBe(19);
    expect(s8.germans['29/RCN']).toMatchObject({
      spent: true,
      location: { kind: 'area', area: 9 },
    });
    expect(s8.pools.lightUrban).not.toContain('main-lightUrban-4-heroes-1');
    expect(s8.pools.lightUrban).toHaveLength(31);
    expect(checkInvariants(s8)).toEqual([]);
  });

  const s9 = act(act(s8, { type: 'endRound' }), { type: 'endCombatPhase' });
  it('6.5: the End Phase flips units and costs 1 Morale; Turn 2 waits for the reinforcements', () => {
    expect(s9.turn).toBe(2);
    expect(s9.morale).toBe(18);
    expect(s9.germans['29/RCN']!.spent).toBe(false);
    expect([s9.phase, s9.step]).toEqual(['dawn', 'reinforcement']);
  });

  it('6.1.1: with Area 1 full and one space in Area 2, one unit enters and the rest are delayed', () => {
    expect(refuse(s9, { type: 'placeReinforcements', area: 1, units: ['389/A'] })).toMatchObject({
      code: 'reinforce.overstack',
      rule: '7.1',
    });
    expect(
      refuse(s9, { type: 'placeReinforcements', area: 2, units: ['389/A', '389/B'] }),
    ).toMatchObject({
      code: 'reinforce.overstack',
      rule: '7.1',
    });
    expect(refuse(s9, { type: 'placeReinforcements', area: 4, units: ['389/A'] })).toMatchObject({
      code: 'reinforce.area',
      rule: '6.1.1',
    });
    const s10 = act(s9, { type: 'placeReinforcements', area: 2, units: ['389/A'] });
    expect(inArea(s10, 2)).toContain('389/A');
    expect(s10.germans['389/B']!.location).toEqual({
      kind: 'reinforcement',
      turn: 2,
      returnTo: null,
    });
    expect([s10.phase, s10.step]).toEqual(['randomEvent', 'roll']);
  });

  it('6.1.1: reinforcements fill the Area up to the stacking limit; only the excess waits', () => {
    const roomy = edit(s9, (d) => put(d, ['FB/1', 'FB/2'], 9));
    expect(refuse(roomy, { type: 'placeReinforcements', area: 2, units: ['389/A'] })).toMatchObject(
      {
        code: 'reinforce.mustFill',
        rule: '6.1.1',
      },
    );
    const placed = act(roomy, {
      type: 'placeReinforcements',
      area: 2,
      units: ['389/A', '389/B', '389/C'],
    });
    expect(placed.placedGroups).toEqual(['arrival:2']);
    expect(placed.germans['245A']!.location.kind).toBe('reinforcement');
  });
});
