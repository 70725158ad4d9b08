/** Tests pinning the readings recorded in docs/rulings.md ("Game record and sequence of play"). */
import { describe, expect, it } from 'vitest';
import { DIVISIONS } from '../../../src/engine/kit';
import { act, atActionRounds, capture, edit, game, put, soviet } from './helpers';

describe('rulings', () => {
  it('6.1.2: the Turn 9 withdrawal cancels a return still pending from a Turn 8 breakthrough', () => {
    const s = atActionRounds(game(), (d) => {
      d.turn = 8;
      put(d, ['389/A', '389/B', '389/C', '245A'], 7);
      put(d, ['100/A', '100/B', '100/C', '245B'], 8);
      for (const id of ['29/RCN', '29/A', '29/B', '29/C'])
        d.germans[id]!.location = {
          kind: 'reinforcement',
          turn: 9,
          returnTo: { kind: 'areas', areas: [5, 6] },
        };
      d.withdrawals = [{ division: DIVISIONS.motorized29, turn: 8, byEvent: true, returnsTurn: 9 }];
    });
    const t9 = act(s, { type: 'endCombatPhase' });
    expect(t9.germans['29/RCN']!.location).toEqual({ kind: 'withdrawn' });
    expect(t9.phase).toBe('randomEvent');
  });

  it('9.4 with 9.3: a Barrage "retreat" from a Contested Active Area leaves the units in place, Spent', () => {
    // Units already in Area 9 with its Unrevealed unit: the reveal happens in this round.
    const s = atActionRounds(game({ cup: 'physical' }), (d) => put(d, ['FD/1', 'FD/2'], 9));
    const r0 = act(act(s, { type: 'activate', area: 9 }), {
      type: 'declareAttack',
      area: 9,
      units: ['FD/1', 'FD/2'],
    });
    const r1 = act(r0, { type: 'revealCounter', counter: 'main-lightUrban-7-barrage-1' });
    expect(r1.round!.attack).toMatchObject({ kind: 'contested', stage: 'barrage' });
    const r2 = act(r1, { type: 'barrageChoice', choice: 'retreat' });
    expect(r2.germans['FD/1']).toMatchObject({ spent: true, location: { kind: 'area', area: 9 } });
    expect(r2.round!.retreat).toBeNull();
  });

  it('9.5.8: a retreating unit with no route at all (entry Area full, nothing Vacant beyond) goes Out of Action', () => {
    let s = atActionRounds(game({ cup: 'physical' }), (d) => put(d, ['FC/1', 'FC/2'], 5));
    s = act(s, { type: 'activate', area: 5 });
    s = act(act(s, { type: 'move', unit: 'FC/1', to: 9 }), { type: 'move', unit: 'FC/2', to: 9 });
    s = act(act(s, { type: 'declareAttack', area: 9, units: ['FC/1', 'FC/2'] }), {
      type: 'revealCounter',
      counter: 'main-lightUrban-9-guards-1',
    });
    // Area 5 fills up again, and every other Area around it holds a Soviet unit.
    s = edit(s, (d) => {
      put(d, ['FA/1', 'FA/2'], 5);
      for (const n of [3, 4, 6]) soviet(d, n, null);
    });
    const r = act(s, {
      type: 'resolveAttack',
      lead: 'FC/1',
      artillery: 0,
      engineers: 0,
      air: false,
      dice: { 'combat.german': [1, 1], 'combat.soviet': [6, 6, 6] },
    });
    expect(r.lastAttack!.outcome).toBe('repulse');
    expect(r.germans['FC/1']!.location.kind).toBe('outOfAction');
    expect(r.germans['FC/2']!.location.kind).toBe('outOfAction');
    expect(r.round!.retreat).toBeNull();
  });

  it('11.1: when every Area is German and Morale is 0 at once, the German side wins', () => {
    const all = Array.from({ length: 41 }, (_, i) => i + 7);
    const s = atActionRounds(game(), (d) => {
      d.morale = 0;
      for (const n of all) capture(d, n);
    });
    expect(act(s, { type: 'endCombatPhase' }).result).toMatchObject({
      winner: 'german',
      kind: 'automatic',
    });
  });
});
