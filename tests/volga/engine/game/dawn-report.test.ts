/**
 * The Dawn report (6.1): what a Dawn placed, what it delayed and why (6.1.1, 7.1), what 6.1.2
 * withdrew with its Morale cost (6.2.1), read from the states around the Dawn and from a record.
 * Positions on the TEST FIXTURE kit (Area 1 starts full, Area 2 with room for one).
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  append,
  dawnReport,
  type GameRecord,
  type GameState,
  lastDawnReport,
  newRecord,
} from '../../../../src/volga/engine/game';
import { act, acts, atActionRounds, capture, edit, game, kit, outOfAction, put } from './helpers';

const TURN_1: readonly Action[] = [
  { type: 'rollRandomEvent', dice: { randomEvent: [1, 2, 3] } },
  { type: 'rollSupply', dice: { supply: [1, 1, 1, 1] } },
  { type: 'endSupply' },
];
const TURN_2_GROUP = ['389/A', '389/B', '389/C', '245A'];

describe('dawnReport', () => {
  it('6.1.1: the one unit that fits is placed in Area 2; the rest are delayed for that Area, full', () => {
    const end1 = acts(game(), TURN_1);
    const dawn2 = act(end1, { type: 'endCombatPhase' });
    const placed = act(dawn2, { type: 'placeReinforcements', area: 2, units: ['245A'] });
    expect(placed.phase).toBe('randomEvent');
    const r = dawnReport(end1, placed);
    expect(r.turn).toBe(2);
    expect(r.placed).toEqual([{ area: 2, units: ['245A'], returning: false, rule: '6.1.1' }]);
    expect(r.delayed).toEqual([
      {
        units: ['389/A', '389/B', '389/C'],
        returning: false,
        areas: [{ area: 2, held: 4 }],
        chosenArea: 2,
        rule: '6.1.1',
      },
    ]);
    expect(r.withdrew).toBeNull();
    expect(r.isolated).toBeNull();
  });

  it('6.1.1: with Areas 1 and 2 both full, the whole group is delayed and both Areas are named full', () => {
    // 245A fills Area 2 ahead of its time: the other three find both Areas full.
    const t2 = edit(acts(game(), TURN_1), (d) => put(d, ['245A'], 2));
    const after = act(t2, { type: 'endCombatPhase' });
    expect([after.turn, after.phase]).toEqual([2, 'randomEvent']);
    const r = dawnReport(t2, after);
    expect(r.placed).toEqual([]);
    expect(r.delayed).toEqual([
      {
        units: TURN_2_GROUP.filter((u) => u !== '245A'),
        returning: false,
        areas: [
          { area: 1, held: 4 },
          { area: 2, held: 4 },
        ],
        chosenArea: null,
        rule: '6.1.1',
      },
    ]);
  });

  it('6.1.2, 6.2.1: Turn 9 withdraws the 29th; one unit Out of Action costs 1 Morale; Area 2 counts as full for the delayed', () => {
    const end8 = atActionRounds(game(), (d) => {
      d.turn = 8;
      put(d, ['FB/1', 'FB/2', 'FB/3'], 9);
      capture(d, 9);
      put(d, ['29/RCN', '29/A', '29/B'], 2);
      put(d, ['FC/3'], 2);
      outOfAction(d, ['29/C']);
      put(d, TURN_2_GROUP, 7);
      capture(d, 7);
      put(d, ['100/A', '100/B'], 8);
      capture(d, 8);
    });
    const t9 = act(end8, { type: 'endCombatPhase' });
    expect([t9.turn, t9.phase]).toEqual([9, 'randomEvent']);
    const r = dawnReport(end8, t9);
    expect(r.withdrew).toEqual({
      division: '29th Motorized',
      units: ['29/RCN', '29/A', '29/B'],
      outOfAction: ['29/C'],
      moraleLost: 1,
    });
    // 6.5 took 1, 6.2.1 another.
    expect(t9.morale).toBe(end8.morale - 2);
    // Area 2 held four when the reinforcements came, though the 29th left it after them.
    const areasOf100 = r.delayed.find((g) => g.units.includes('100/C'))?.areas;
    expect(areasOf100).toContainEqual({ area: 2, held: 4 });
    expect(r.placed).toEqual([]);
  });

  it('12.3: the Areas marked Isolated at the Dawn are listed, with the optional rule only', () => {
    // Area 7 borders 4, 8, 9, 10: holding 8, 9 and 10 cuts its Soviet unit off (12.3).
    const end1 = (isolation: boolean) =>
      atActionRounds(game({ options: { isolation } }), (d) => {
        for (const n of [8, 9, 10]) capture(d, n);
        put(d, ['FB/1', 'FB/2', 'FB/3'], 6); // empties Area 2 for the reinforcements
      });
    const dawn = (isolation: boolean) => {
      const before = end1(isolation);
      const after = act(act(before, { type: 'endCombatPhase' }), {
        type: 'placeReinforcements',
        area: 2,
        units: TURN_2_GROUP,
      });
      return dawnReport(before, after);
    };
    expect(dawn(true).isolated).toEqual([7]);
    expect(dawn(true).placed).toEqual([
      { area: 2, units: TURN_2_GROUP, returning: false, rule: '6.1.1' },
    ]);
    expect(dawn(true).delayed).toEqual([]);
    expect(dawn(false).isolated).toBeNull();
  });
});

describe('lastDawnReport', () => {
  function play(list: readonly Action[]): { record: GameRecord; state: GameState } {
    const r = newRecord({ scenario: 'main', cup: 'digital', kit, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    let { record, state } = r.value;
    for (const a of list) {
      const n = append(record, state, a);
      if (!n.ok) throw new Error(n.error.message);
      ({ record, state } = n.value);
    }
    return { record, state };
  }

  it('reports the Dawn only once the action that finished it is the last; the whole Dawn, begun by an earlier action', () => {
    const atDawn = play([...TURN_1, { type: 'endCombatPhase' }]);
    expect(atDawn.state.phase).toBe('dawn');
    expect(lastDawnReport(atDawn.record)).toEqual({ ok: true, value: null });
    const placed = play([
      ...TURN_1,
      { type: 'endCombatPhase' },
      { type: 'placeReinforcements', area: 2, units: ['245A'] },
    ]);
    const r = lastDawnReport(placed.record);
    expect(r.ok && r.value?.placed).toEqual([
      { area: 2, units: ['245A'], returning: false, rule: '6.1.1' },
    ]);
    expect(r.ok && r.value?.delayed.map((g) => g.units)).toEqual([['389/A', '389/B', '389/C']]);
    // Undone: the Dawn is not over at the cursor.
    expect(lastDawnReport({ ...placed.record, cursor: placed.record.cursor - 1 })).toEqual({
      ok: true,
      value: null,
    });
    // The next action is no Dawn's end.
    const rolled = play([
      ...TURN_1,
      { type: 'endCombatPhase' },
      { type: 'placeReinforcements', area: 2, units: ['245A'] },
      { type: 'rollRandomEvent', dice: { randomEvent: [1, 2, 3] } },
    ]);
    expect(lastDawnReport(rolled.record)).toEqual({ ok: true, value: null });
  });

  it('a Dawn that places nothing is reported from the action that ended the Combat Phase', () => {
    const t3 = play([
      ...TURN_1,
      { type: 'endCombatPhase' },
      { type: 'placeReinforcements', area: 2, units: ['245A'] },
      ...TURN_1,
      { type: 'endCombatPhase' },
    ]);
    expect([t3.state.turn, t3.state.phase]).toEqual([3, 'randomEvent']);
    const r = lastDawnReport(t3.record);
    expect(r.ok && r.value).toMatchObject({
      turn: 3,
      placed: [],
      delayed: [{ units: ['389/A', '389/B', '389/C'], areas: [{ area: 2, held: 4 }] }],
    });
  });
});
