/**
 * Audit: readings the rulebook leaves open that the engine had taken without recording them
 * (now in docs/rulings.md, "Game record and sequence of play"), and rule boundaries the earlier
 * tests did not reach (6.1.1 on Turn 7).
 */
import { describe, expect, it } from 'vitest';
import { combatSpec } from '../../../../src/volga/engine/game';
import type { GameState } from '../../../../src/volga/engine/game/types';
import {
  act,
  atActionRounds,
  capture,
  edit,
  game,
  inArea,
  outOfAction,
  put,
  refuse,
} from './helpers';

describe('14.5.1 with 4.4 / 9.4: the units the Factory District places already Revealed', () => {
  const fd = atActionRounds(game({ scenario: 'factory' }));

  it('the Barrage 5 in Area 44 never asks for the Barrage choice: it was not Revealed in an Action Round', () => {
    let s = act(fd, { type: 'activate', area: 45 });
    s = act(s, { type: 'move', unit: 'FI/3', to: 44 });
    s = act(s, { type: 'declareAttack', area: 44, units: ['FI/3'] });
    expect(s.round!.attack).toMatchObject({ area: 44, kind: 'mandatory', stage: 'resolve' });
    expect(refuse(s, { type: 'barrageChoice', choice: 'retreat' })).toMatchObject({
      code: 'phase.wrongStep',
    });
    const spec = combatSpec(s, { lead: 'FI/3', artillery: 0, engineers: 0, air: false });
    expect(spec.ok && spec.value.defense).toMatchObject({
      strategy: 'barrage',
      firstReveal: false,
      defense: 5,
    });
  });

  it('the Fanatic 8 in Area 14 does not turn a Success into a Stalemate', () => {
    let s = act(fd, { type: 'activate', area: 14 });
    s = act(s, { type: 'declareAttack', area: 14, units: ['FF/1', 'FF/2'] });
    expect(s.round!.attack).toMatchObject({ kind: 'contested', stage: 'resolve' });
    // AV 5 + 1 + 1 (Strong) = 7 + 12; DV 8 + 4 = 12 + 2: margin 5, not above the DF 8.
    const r = act(s, {
      type: 'resolveAttack',
      lead: 'FF/1',
      artillery: 0,
      engineers: 0,
      air: false,
      dice: { 'combat.german': [6, 6], 'combat.soviet': [1, 1] },
    });
    expect(r.lastAttack).toMatchObject({ combatResult: 'success', outcome: 'success' });
    expect(r.areas[14]!.control).toBe('german');
  });
});

describe('6.2.1 with 6.1.2: a Turn 8 breakthrough, then the Turn 9 withdrawal', () => {
  it('a unit Out of Action costs 1 Morale at each withdrawal', () => {
    let s = edit(game(), (d) => {
      d.turn = 8;
      d.phase = 'randomEvent';
      d.step = 'roll';
      d.event = null;
      d.morale = 15;
      outOfAction(d, ['29/C']);
      put(d, ['389/A', '389/B', '389/C', '245A'], 7);
      put(d, ['100/A', '100/B', '100/C', '245B'], 8);
      capture(d, 7);
      capture(d, 8);
    });
    s = act(s, { type: 'rollRandomEvent', dice: { randomEvent: [1, 1, 1] } });
    expect(s.morale).toBe(14); // 6.2.1: 29/C is Out of Action and cannot be withdrawn
    s = act(act(s, { type: 'rollSupply', dice: { supply: [3, 3, 3, 3] } }), { type: 'endSupply' });
    const t9 = act(s, { type: 'endCombatPhase' });
    expect(t9.turn).toBe(9);
    // 14 - 1 (End Phase, 6.5) - 1 (6.1.2: 29/C again Out of Action and unavailable)
    expect(t9.morale).toBe(12);
    expect(t9.germans['29/A']!.location).toEqual({ kind: 'withdrawn' });
    expect(t9.germans['29/C']!.location).toEqual({ kind: 'outOfAction' });
  });
});

describe('6.1.1 on Turn 7', () => {
  /** The Turn 7 Dawn with Areas 1 and 2 full, the Turn 7 group waiting. */
  function turn7(fn: Parameters<typeof edit>[1] = () => {}): GameState {
    return edit(game(), (d) => {
      d.turn = 7;
      d.phase = 'dawn';
      d.step = 'reinforcement';
      d.placedGroups = [];
      put(d, ['389/A', '389/B', '389/C', '245A'], 2);
      put(d, ['FB/1', 'FB/2', 'FB/3'], 9);
      capture(d, 9);
      fn(d);
    });
  }
  const units = ['100/A', '100/B', '100/C', '245B'];

  it('Areas 31 and 32 are refused while Soviet Controlled', () => {
    const s = turn7();
    expect(refuse(s, { type: 'placeReinforcements', area: 31, units })).toMatchObject({
      code: 'reinforce.area',
      rule: '6.1.1',
    });
  });

  it('Area 32 is allowed once German Controlled; the group enters it whole', () => {
    const s = turn7((d) => capture(d, 32));
    const placed = act(s, { type: 'placeReinforcements', area: 32, units });
    expect(inArea(placed, 32).sort()).toEqual([...units].sort());
  });

  it('a Turn 2 group still delayed may not use Areas 31 / 32 on Turn 7', () => {
    const s = turn7((d) => {
      capture(d, 31);
      d.germans['389/C'] = {
        id: '389/C',
        spent: false,
        location: { kind: 'reinforcement', turn: 2, returnTo: null },
      };
    });
    expect(refuse(s, { type: 'placeReinforcements', area: 31, units: ['389/C'] })).toMatchObject({
      code: 'reinforce.area',
      rule: '6.1.1',
    });
  });
});
