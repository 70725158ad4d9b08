/** 12.3 in the sequence of play: the trace each Dawn, Volga Areas, the fourteen-marker cap. */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../src/volga/engine/game/types';
import { VOLGA_AREAS } from '../../../../src/volga/engine/kit';
import { act, atActionRounds, capture, game, put, refuse } from './helpers';

const T2 = ['389/A', '389/B', '389/C', '245A'];

/** Ends Turn 1 holding `areas`, then places the Turn 2 group so the Dawn reaches 12.3. */
function dawnOfTurn2(areas: readonly number[], isolation = true): GameState {
  const s = atActionRounds(game({ options: { isolation } }), (d) => {
    for (const n of areas) capture(d, n);
    put(d, ['FB/1', 'FB/2', 'FB/3'], 6); // empties Area 2 for the reinforcements
  });
  return act(act(s, { type: 'endCombatPhase' }), {
    type: 'placeReinforcements',
    area: 2,
    units: T2,
  });
}

const isolatedAreas = (s: GameState) =>
  Object.entries(s.areas)
    .filter(([, a]) => a.isolated)
    .map(([n]) => Number(n));

describe('12.3 at Dawn', () => {
  it('marks a Soviet unit cut off from the Volga; a cut-off Volga Area is never Isolated', () => {
    // Area 7 borders 4, 8, 9, 10; Area 8 borders 7 and 10.
    const s = dawnOfTurn2([9, 10]);
    expect(isolatedAreas(s)).toEqual([]);
    const pocket = dawnOfTurn2([8, 9, 10]);
    expect(isolatedAreas(pocket)).toEqual([7]);
    expect(pocket.phase).toBe('randomEvent');
    const volga = dawnOfTurn2([7, 10]);
    expect(volga.areas[8]!.soviet).not.toBeNull();
    expect(isolatedAreas(volga)).toEqual([]);
  });

  it('does nothing without the option', () => {
    expect(isolatedAreas(dawnOfTurn2([8, 9, 10], false))).toEqual([]);
  });

  it('with more than fourteen candidates the owner chooses exactly fourteen', () => {
    const s = dawnOfTurn2(VOLGA_AREAS);
    expect([s.phase, s.step]).toEqual(['dawn', 'isolation']);
    const cands = s.isolationCandidates!;
    expect(cands).toHaveLength(30);
    expect(refuse(s, { type: 'chooseIsolated', areas: cands.slice(0, 13) })).toMatchObject({
      code: 'isolation.count',
      rule: '12.3',
    });
    expect(refuse(s, { type: 'chooseIsolated', areas: [...cands.slice(0, 13), 8] })).toMatchObject({
      code: 'isolation.notCut',
      rule: '12.3',
    });
    expect(refuse(s, { type: 'rollRandomEvent' })).toMatchObject({ code: 'phase.wrongStep' });
    const chosen = cands.slice(10, 24);
    const r = act(s, { type: 'chooseIsolated', areas: chosen });
    expect(isolatedAreas(r)).toEqual(chosen);
    expect(r.phase).toBe('randomEvent');
  });

  it('clears a marker at the next Dawn when the unit traces supply again', () => {
    const pocket = dawnOfTurn2([8, 9, 10]);
    // Give Area 10 back to the Soviet side (a made-up change) and run the next Dawn.
    const next = atActionRounds(pocket, (d) => {
      d.areas[10] = {
        control: 'soviet',
        soviet: { counter: null, revealedRound: null },
        isolated: false,
      };
      d.germanControlled--;
    });
    const t3 = act(next, { type: 'endCombatPhase' });
    expect(t3.turn).toBe(3);
    expect(isolatedAreas(t3)).toEqual([]);
  });
});
