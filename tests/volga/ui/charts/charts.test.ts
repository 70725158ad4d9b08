/**
 * Chart figures from a game record (the Turn 1 walk-through of tests/volga/engine/game/turn1.test.ts,
 * and a whole simulated game) and the dice-fairness test against known chi-square values.
 */
import { describe, expect, it } from 'vitest';
import type { Roll } from '../../../../src/volga/engine/dice';
import type { GameRecord } from '../../../../src/volga/engine/game';
import {
  chiSquareSurvival5,
  diceFairness,
  erfc,
  faceTest,
} from '../../../../src/volga/engine/report/fairness';
import { gameSeries } from '../../../../src/volga/engine/report/series';
import { play, simulatedGame, TURN1 } from '../../../support/sample-games';

describe('gameSeries', () => {
  it('samples each Turn: Morale, German Controlled and bank at its start, Supply roll and what was banked', () => {
    const { record } = play(TURN1);
    const r = gameSeries(record);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.turns).toEqual([
      // 10.2: the roll of 10 counts as 16; 3 Artillery + 1 Engineer cost 5, 11 banked (6.3.1).
      {
        turn: 1,
        moraleAtStart: 19,
        controlledAtStart: 9,
        bankAtStart: 0,
        supplyRoll: 16,
        banked: 11,
      },
      // 6.5: -1 Morale; the Overrun of Area 9 made the count 10.
      {
        turn: 2,
        moraleAtStart: 18,
        controlledAtStart: 10,
        bankAtStart: 11,
        supplyRoll: null,
        banked: null,
      },
    ]);
    expect(r.value.now).toEqual({ turn: 2, morale: 18, controlled: 10, supply: 11 });
  });

  it('leaves undone entries out', () => {
    const { record } = play(TURN1);
    const r = gameSeries({ ...record, cursor: 2 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.turns).toEqual([
      {
        turn: 1,
        moraleAtStart: 19,
        controlledAtStart: 9,
        bankAtStart: 0,
        supplyRoll: 16,
        banked: null,
      },
    ]);
    expect(r.value.rolls.map((x) => x.purpose)).toEqual(['randomEvent', 'supply']);
  });

  it('reports a log that no longer applies instead of charting it', () => {
    const { record } = play(TURN1.slice(0, 2));
    const broken: GameRecord = {
      ...record,
      log: [record.log[1]!, record.log[0]!],
    };
    const r = gameSeries(broken);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('log.rejected');
  });

  it('charts a whole simulated game: one entry per Turn played, ending where the game ended', () => {
    const { game, record } = simulatedGame();
    const r = gameSeries(record);
    if (!r.ok) throw new Error(r.error.message);
    const { turns, now, rolls } = r.value;
    expect(turns.map((t) => t.turn)).toEqual(
      Array.from({ length: game.state.turn }, (_, i) => i + 1),
    );
    expect(now).toEqual({
      turn: game.state.turn,
      morale: game.state.morale,
      controlled: game.state.germanControlled,
      supply: game.state.supply,
    });
    expect(turns[0]!.supplyRoll).toBeGreaterThanOrEqual(16);
    for (const t of turns.slice(0, -1)) expect(t.supplyRoll).not.toBeNull();
    expect(rolls).toHaveLength(game.log.reduce((n, e) => n + e.rolls.length, 0));
  });
});

describe('dice fairness', () => {
  it('erfc and the 5-degree chi-square tail match tabled values', () => {
    expect(erfc(0)).toBeCloseTo(1, 6);
    expect(erfc(1)).toBeCloseTo(0.1572992, 6);
    expect(erfc(-1)).toBeCloseTo(1.8427008, 6);
    // Critical values of chi-square with 5 degrees of freedom.
    expect(chiSquareSurvival5(11.0705)).toBeCloseTo(0.05, 4);
    expect(chiSquareSurvival5(15.0863)).toBeCloseTo(0.01, 4);
    expect(chiSquareSurvival5(4.35146)).toBeCloseTo(0.5, 4);
    expect(chiSquareSurvival5(1.14548)).toBeCloseTo(0.95, 4);
    expect(chiSquareSurvival5(0)).toBe(1);
  });

  it('reads even, slightly uneven and very uneven faces', () => {
    const even = faceTest('owner', [10, 10, 10, 10, 10, 10]);
    expect(even).toMatchObject({
      total: 60,
      expected: 10,
      chiSquare: 0,
      pValue: 1,
      verdict: 'fair',
    });
    // chi-square 10.6: p about 0.060, still consistent with fair dice.
    const near = faceTest('owner', [8, 9, 19, 6, 8, 10]);
    expect(near.chiSquare).toBeCloseTo(10.6, 6);
    expect(near.pValue).toBeCloseTo(0.0599, 3);
    expect(near.verdict).toBe('fair');
    // chi-square 13.4: p about 0.020.
    const odd = faceTest('owner', [5, 8, 9, 8, 10, 20]);
    expect(odd.chiSquare).toBeCloseTo(13.4, 6);
    expect(odd.verdict).toBe('unusual');
    expect(faceTest('app', [30, 0, 0, 0, 0, 0]).verdict).toBe('suspect');
    expect(faceTest('app', [3, 0, 0, 0, 0, 0]).verdict).toBe('few');
    expect(faceTest('app', [0, 0, 0, 0, 0, 0]).verdict).toBe('none');
  });

  it('counts every die by source, leaving out cup draws', () => {
    const rolls: Roll[] = [
      { purpose: 'randomEvent', source: 'owner', dice: [1, 1, 1], rule: '6.2' },
      { purpose: 'supply', source: 'owner', dice: [1, 2, 3, 4], rule: '6.3' },
      { purpose: 'combat.german', source: 'app', dice: [6, 6], rule: '9.5.1' },
      { purpose: 'cup', source: 'app', dice: [17], rule: '5.4', drawn: 'x' },
    ];
    const f = diceFairness(rolls);
    expect(f.owner.observed).toEqual([4, 1, 1, 1, 0, 0]);
    expect(f.app.observed).toEqual([0, 0, 0, 0, 0, 2]);
    expect(f.app.total).toBe(2);
  });

  it('counts the Turn 1 walk-through dice as the owner typed them', () => {
    const { record } = play(TURN1);
    const r = gameSeries(record);
    if (!r.ok) throw new Error(r.error.message);
    expect(diceFairness(r.value.rolls).owner.observed).toEqual([6, 1, 1, 1, 0, 2]);
  });
});

describe('chart axes', () => {
  it('puts whole-number ticks on an axis, up to one at or above the largest value', async () => {
    const { ticks } = await import('../../../../src/volga/ui/charts/LineChart');
    // Morale starts at 19 (5.2): the axis must reach it, not stop at 15.
    expect(ticks(0, 19)).toEqual([0, 5, 10, 15, 20]);
    expect(ticks(0, 50)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(ticks(0, 24)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(ticks(0, 1)).toEqual([0, 1]);
    expect(ticks(0, 3)).toEqual([0, 1, 2, 3]);
    for (const max of [1, 2, 7, 13, 19, 33, 50, 61, 99])
      expect(ticks(0, max).at(-1)!, String(max)).toBeGreaterThanOrEqual(max);
  });
});
