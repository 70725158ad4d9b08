/**
 * The Dawn Phase in the order of 6.1: reinforcements (6.1.1) before the Turn 9 withdrawal
 * (6.1.2), and a group's delayed units entering only the Area the group first entered (6.1.1).
 * Positions on the TEST FIXTURE kit (Area 1 starts full, Area 2 with room for one).
 */
import { describe, expect, it } from 'vitest';
import { dawnWithdrawal, delayedIfCombatEnds, PHASE_SPEC } from '../../../../src/volga/engine/game';
import {
  delayedReinforcements,
  reinforcementChoices,
} from '../../../../src/volga/engine/game/legal';
import type { GameState } from '../../../../src/volga/engine/game/types';
import { act, acts, atActionRounds, capture, edit, game, inArea, put, refuse } from './helpers';

const MOTORIZED_29 = ['29/RCN', '29/A', '29/B', '29/C'];

/**
 * The last Combat Phase of Turn 8: the 389th on the map, 100/A and 100/B placed at Turn 7 in
 * Area 8, 100/C and 245B still delayed; Area 1 full and Area 2 holding `inArea2`.
 */
function endOfTurn8(inArea2: readonly string[]): GameState {
  return atActionRounds(game(), (d) => {
    d.turn = 8;
    put(d, ['FB/1', 'FB/2', 'FB/3'], 9);
    capture(d, 9);
    put(d, MOTORIZED_29, 10);
    capture(d, 10);
    put(d, inArea2, 2);
    put(d, ['389/A', '389/B', '389/C', '245A'], 7);
    capture(d, 7);
    put(d, ['100/A', '100/B'], 8);
    capture(d, 8);
  });
}

describe('6.1.1 before 6.1.2', () => {
  it('6.1.1 before 6.1.2: the Dawn steps are reinforcement, withdrawal, then isolation', () => {
    expect(PHASE_SPEC.dawn.steps.map((x) => [x.step, x.rule])).toEqual([
      ['reinforcement', '6.1.1'],
      ['withdrawal', '6.1.2'],
      ['isolation', '12.3'],
    ]);
  });

  it('6.1.1 before 6.1.2: on Turn 9 a full Area 2 holding the 29th stays full for the delayed reinforcements', () => {
    const t9 = act(endOfTurn8(MOTORIZED_29), { type: 'endCombatPhase' });
    expect(t9.turn).toBe(9);
    // No room in Area 1 or 2 when the reinforcements come: they wait, then the 29th leaves.
    expect([t9.phase, t9.step]).toEqual(['randomEvent', 'roll']);
    expect(t9.germans['100/C']!.location).toEqual({
      kind: 'reinforcement',
      turn: 7,
      returnTo: null,
    });
    expect(t9.germans['245B']!.location.kind).toBe('reinforcement');
    for (const id of MOTORIZED_29) expect(t9.germans[id]!.location).toEqual({ kind: 'withdrawn' });
    expect(inArea(t9, 2)).toEqual([]);
    expect(delayedReinforcements(t9).sort()).toEqual(['100/C', '245B']);
  });

  it('6.1.2: the Turn 9 Dawn names the 29th until it has left, and no other Dawn does', () => {
    const t9 = edit(game(), (d) => {
      d.turn = 9;
      d.phase = 'dawn';
      d.step = 'reinforcement';
    });
    expect(dawnWithdrawal(t9)).toBe('29th Motorized');
    const t8 = edit(t9, (d) => {
      d.turn = 8;
    });
    expect(dawnWithdrawal(t8)).toBeNull();
    const after = act(endOfTurn8(MOTORIZED_29), { type: 'endCombatPhase' });
    expect(dawnWithdrawal(after)).toBeNull();
    expect(dawnWithdrawal(game({ scenario: 'factory' }))).toBeNull();
  });

  it('6.1.1 before 6.1.2: on Turn 9 the reinforcements take only the room left beside the 29th', () => {
    const t9 = act(endOfTurn8(['29/RCN', '29/A', '29/B']), { type: 'endCombatPhase' });
    // 29/C is elsewhere; Area 2 has room for one while the 29th is still on the map.
    expect([t9.turn, t9.phase, t9.step]).toEqual([9, 'dawn', 'reinforcement']);
    expect(t9.germans['29/RCN']!.location).toEqual({ kind: 'area', area: 2 });
    expect(reinforcementChoices(t9).map((g) => g.areas.map((a) => [a.area, a.enter]))).toEqual([
      [[2, 1]],
    ]);
    const placed = act(t9, { type: 'placeReinforcements', area: 2, units: ['100/C'] });
    // Then 6.1.2 runs: the 29th leaves, and 245B waits for a later Dawn.
    expect([placed.phase, placed.step]).toEqual(['randomEvent', 'roll']);
    expect(inArea(placed, 2)).toEqual(['100/C']);
    expect(placed.germans['245B']!.location.kind).toBe('reinforcement');
    expect(placed.withdrawals).toEqual([
      { division: '29th Motorized', turn: 9, byEvent: false, returnsTurn: null },
    ]);
  });
});

describe('6.1.1: delayed reinforcements go to the Area chosen for their group', () => {
  /** The Turn 2 group placed: 245A in Area 2 (the one unit that fits), the 389th delayed. */
  function afterTurn2(): GameState {
    const t2 = acts(game(), [
      { type: 'rollRandomEvent', dice: { randomEvent: [1, 2, 3] } },
      { type: 'rollSupply', dice: { supply: [1, 1, 1, 1] } },
      { type: 'endSupply' },
      { type: 'endCombatPhase' },
    ]);
    expect([t2.turn, t2.phase, t2.step]).toEqual([2, 'dawn', 'reinforcement']);
    return act(t2, { type: 'placeReinforcements', area: 2, units: ['245A'] });
  }

  /** The Turn 3 Dawn after losing the units named (one from Area 1 opens room there). */
  function turn3(lost: readonly string[]): GameState {
    const s = edit(afterTurn2(), (d) => {
      for (const id of lost)
        d.germans[id] = { id, spent: false, location: { kind: 'outOfAction' } };
    });
    return acts(s, [
      { type: 'rollRandomEvent', dice: { randomEvent: [1, 2, 3] } },
      { type: 'rollSupply', dice: { supply: [1, 1, 1, 1] } },
      { type: 'endSupply' },
      { type: 'endCombatPhase' },
    ]);
  }

  it('6.1.1 delayed rest: the group remembers Area 2, where 245A entered', () => {
    expect(afterTurn2().groupAreas).toEqual({ 'arrival:2': 2 });
  });

  it('6.1.1 delayed rest: with room in Areas 1 and 2, only Area 2 is offered and Area 1 is refused', () => {
    const s = turn3(['FA/1', 'FB/1']);
    expect([s.turn, s.phase, s.step]).toEqual([3, 'dawn', 'reinforcement']);
    const [g] = reinforcementChoices(s);
    expect(g?.chosenArea).toBe(2);
    expect(g?.areas.map((a) => [a.area, a.enter])).toEqual([[2, 1]]);
    expect(refuse(s, { type: 'placeReinforcements', area: 1, units: ['389/A'] })).toMatchObject({
      code: 'reinforce.groupArea',
      rule: '6.1.1',
    });
    const placed = act(s, { type: 'placeReinforcements', area: 2, units: ['389/A'] });
    expect(inArea(placed, 2)).toContain('389/A');
  });

  it('6.1.1 delayed rest: with room only in Area 1, the rest stay delayed', () => {
    const s = turn3(['FA/1']);
    // Area 2 is full, so the Dawn has nothing to place: the group waits for room in Area 2.
    expect([s.turn, s.phase, s.step]).toEqual([3, 'randomEvent', 'roll']);
    expect(inArea(s, 1)).not.toContain('389/A');
    expect(delayedReinforcements(s)).toEqual(['389/A', '389/B', '389/C']);
  });

  it('6.1.1 delayed rest: a group wholly delayed at its first Dawn takes the Area it first enters', () => {
    const turn = [
      { type: 'rollRandomEvent', dice: { randomEvent: [1, 2, 3] } },
      { type: 'rollSupply', dice: { supply: [1, 1, 1, 1] } },
      { type: 'endSupply' },
      { type: 'endCombatPhase' },
    ] as const;
    // Area 2 full as well: nothing fits at the Turn 2 Dawn and the group waits whole.
    const t2 = acts(
      edit(game(), (d) => put(d, ['FD/3'], 2)),
      turn,
    );
    expect([t2.turn, t2.phase]).toEqual([2, 'randomEvent']);
    expect(t2.groupAreas).toEqual({});
    const t3 = acts(
      edit(t2, (d) => {
        d.germans['FA/1'] = { id: 'FA/1', spent: false, location: { kind: 'outOfAction' } };
      }),
      turn,
    );
    expect(reinforcementChoices(t3)[0]?.areas.map((a) => a.area)).toEqual([1]);
    const placed = act(t3, { type: 'placeReinforcements', area: 1, units: ['389/A'] });
    expect(placed.groupAreas).toEqual({ 'arrival:2': 1 });
  });
});

describe('6.1.1 said beforehand: ending the Combat Phase with no room for the next reinforcements', () => {
  it('names the Turn 2 reinforcements when Areas 1 and 2 are full, and nothing when there is room', () => {
    // TEST FIXTURE: Area 1 starts full; Area 2 holds three, so one more fills it.
    const full = atActionRounds(game(), (d) => put(d, ['FC/1'], 2));
    expect(delayedIfCombatEnds(full).sort()).toEqual(['245A', '389/A', '389/B', '389/C']);
    // The end itself then leaves them waiting, as said.
    const t2 = act(full, { type: 'endCombatPhase' });
    expect(t2.turn).toBe(2);
    expect(t2.germans['389/A']!.location.kind).toBe('reinforcement');
    expect(delayedIfCombatEnds(atActionRounds(game()))).toEqual([]);
  });
});
