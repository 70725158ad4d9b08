/** Victory (11.1, 11.2 with its house settings, 14.7) and the End Phase around it (6.5). */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../src/volga/engine/game/types';
import { act, atActionRounds, capture, edit, game, refuse } from './helpers';

const HEAVY_URBAN = [10, 12, 14, 22, 25, 26, 33, 41]; // on the fixture map
const SOVIET_AREAS = Array.from({ length: 41 }, (_, i) => i + 7);

/** Action Rounds of `turn` with `areas` captured. */
function holding(s: GameState, turn: number, areas: readonly number[], morale = 12): GameState {
  return atActionRounds(s, (d) => {
    d.turn = turn;
    d.morale = morale;
    for (const n of areas) capture(d, n);
  });
}
const end = (s: GameState) => act(s, { type: 'endCombatPhase' });

describe('11.1 Automatic Victory at the end of a Combat Phase', () => {
  it('German, when every Area is German Controlled', () => {
    const r = end(holding(game(), 4, SOVIET_AREAS));
    expect(r.result).toMatchObject({ winner: 'german', kind: 'automatic', rule: '11.1', turn: 4 });
    expect(r.phase).toBe('over');
    expect(refuse(r, { type: 'rollRandomEvent' })).toMatchObject({ code: 'game.over' });
    // A refusal after the end says who won, not only why.
    expect(refuse(r, { type: 'rollRandomEvent' }).message).toContain('the German player won');
  });

  it('Soviet, when Morale is 0', () => {
    const r = end(holding(game(), 4, [], 0));
    expect(r.result).toMatchObject({ winner: 'soviet', kind: 'automatic', rule: '11.1' });
  });

  it('Morale falling to 0 in the End Phase is not a loss until the end of a Combat Phase', () => {
    const r = end(holding(game(), 4, [], 1));
    expect(r.result).toBeNull();
    expect([r.turn, r.morale]).toEqual([5, 0]);
  });
});

describe('11.2 final victory check at the end of Turn 9', () => {
  const forty = SOVIET_AREAS.slice(0, 31); // 9 + 31 = 40, including Heavy Urban 10
  const noHeavy = SOVIET_AREAS.filter((n) => !HEAVY_URBAN.includes(n)).slice(0, 31);

  it('Operational Victory: 40 Areas including a Heavy Urban Area', () => {
    const r = end(holding(game(), 9, forty));
    expect(r.germanControlled).toBe(40);
    expect(r.result).toMatchObject({
      winner: 'german',
      kind: 'operational',
      rule: '11.2',
      turn: 9,
    });
  });

  it('the Soviet side wins with 39 Areas, or with 40 and no Heavy Urban Area', () => {
    expect(end(holding(game(), 9, forty.slice(1))).result).toMatchObject({
      winner: 'soviet',
      rule: '11.2',
    });
    expect(end(holding(game(), 9, noHeavy)).result).toMatchObject({
      winner: 'soviet',
      kind: 'final',
      rule: '11.2',
    });
  });

  it('no check before the last Turn: Turn 8 goes on to Turn 9', () => {
    const r = end(holding(game(), 8, forty));
    expect(r.result).toBeNull();
    expect(r.turn).toBe(9);
  });

  it('house rule: 30 Areas at the end of Turn 8 (an earlier printing)', () => {
    const house = game({ options: { victoryAreas: 30, lastTurn: 8 } });
    const r = end(holding(house, 8, SOVIET_AREAS.slice(0, 21)));
    expect(r.result).toMatchObject({ winner: 'german', kind: 'operational', turn: 8 });
  });

  it('asks for the terrain of a captured Area when only it could be the Heavy Urban one', () => {
    const s = edit(holding(game(), 9, noHeavy), (d) => {
      d.kit.areas[noHeavy[0]!]!.terrain = null;
      d.kit.areas[noHeavy[0]!]!.tem = null;
    });
    expect(refuse(s, { type: 'endCombatPhase' })).toMatchObject({
      code: 'fact.needed',
      fact: { kind: 'terrain', area: noHeavy[0] },
    });
  });
});

describe('14.7 Factory District victory', () => {
  const f = game({ scenario: 'factory' });
  const soviet = [14, 21, 22, 25, 26, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44];

  it('German Automatic Victory when every Area is German at the end of any Combat Phase', () => {
    expect(end(holding(f, 12, soviet)).result).toMatchObject({
      winner: 'german',
      kind: 'automatic',
      rule: '14.7',
    });
  });

  it('the Soviet side wins if any Area is not German at the end of Turn 14', () => {
    const r = end(holding(f, 14, soviet.slice(1)));
    expect(r.result).toMatchObject({ winner: 'soviet', kind: 'final', rule: '14.7', turn: 14 });
    expect(end(holding(f, 13, soviet.slice(1))).turn).toBe(14);
  });
});
