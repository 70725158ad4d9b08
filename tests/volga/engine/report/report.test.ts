/**
 * The after-action report engine (src/volga/engine/report): a hand-checked Turn 1 attack (odds worked
 * out on paper from the 2d6 − 2d6 difference), the luck figures against exact fractions, undone
 * and Barrage attacks, and a whole simulated game read back against its final state.
 */
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../../../src/volga/engine/game';
import { gameReport } from '../../../../src/volga/engine/report';
import {
  diceSumDistribution,
  diceSumLuck,
  midPercentile,
  successDistribution,
  successLuck,
} from '../../../../src/volga/engine/report/luck';
import { play, simulatedGame, TURN1, UP_TO_ATTACK } from '../../../support/sample-games';

function reportOf(record: GameRecord) {
  const r = gameReport(record);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('luck arithmetic', () => {
  it('gives exact distributions and mid-percentiles', () => {
    expect(successDistribution([0.5, 0.5])).toEqual([0.25, 0.5, 0.25]);
    expect(successDistribution([])).toEqual([1]);
    const two = diceSumDistribution(2);
    expect(two).toHaveLength(11);
    expect(two[7 - 2]).toBeCloseTo(6 / 36, 12);
    // A sum of 7 on 2d6: 15/36 below, 6/36 at it, so exactly the middle.
    expect(midPercentile(two, 7, 2)).toBeCloseTo(0.5, 12);
    expect(diceSumLuck([6])).toMatchObject({ n: 1, observed: 6, expected: 3.5, difference: 2.5 });
    expect(diceSumLuck([6]).percentile).toBeCloseTo(11 / 12, 12);
    expect(diceSumLuck([]).percentile).toBeNull();
    // Two attacks at 1/2: both captured sits at 3/4 + 1/8.
    expect(successLuck([0.5, 0.5], 2)).toMatchObject({ n: 2, observed: 2, expected: 1 });
    expect(successLuck([0.5, 0.5], 2).percentile).toBeCloseTo(0.875, 12);
  });
});

describe('gameReport: Turn 1 by hand', () => {
  const { record, state } = play(TURN1);
  const rep = reportOf(record);

  it('lists the attack with the odds before its dice: AV 7 against DV 7, DF 4 (9.5.5)', () => {
    expect(rep.attacks).toHaveLength(1);
    const a = rep.attacks[0]!;
    expect(a).toMatchObject({
      entry: 11,
      turn: 1,
      area: 9,
      kind: 'mandatory',
      lead: '29/RCN',
      counter: 'main-lightUrban-4-heroes-1',
      av: 7,
      dv: 7,
      at: 19,
      dt: 9,
      outcome: 'overrun',
      captured: true,
    });
    // German 2d6 − Soviet 2d6 over 1,296 equally likely rolls: 146 ties (the sum of the squared
    // 2d6 counts), 575 below zero, 126 of 5 or more (56 + 35 + 20 + 10 + 4 + 1), 449 between.
    expect(a.odds!.stalemate).toBeCloseTo(146 / 1296, 12);
    expect(a.odds!.repulse).toBeCloseTo(575 / 1296, 12);
    expect(a.odds!.overrun).toBeCloseTo(126 / 1296, 12);
    expect(a.odds!.success).toBeCloseTo(449 / 1296, 12);
    expect(a.pCapture).toBeCloseTo(575 / 1296, 12);
    expect(a.pOutcome).toBeCloseTo(126 / 1296, 12);
    // Overrun is the best result: everything else below it, half its own chance.
    expect(a.percentile).toBeCloseTo(1 - 63 / 1296, 12);
    expect(a.rolls.map((r) => r.purpose)).toEqual(['combat.german', 'combat.soviet']);
  });

  it('sums the luck: one capture at 575/1296, and each purpose of dice', () => {
    expect(rep.captureLuck.n).toBe(1);
    expect(rep.captureLuck.observed).toBe(1);
    expect(rep.capturesByTurn).toEqual([
      { turn: 1, attacks: 1, taken: 1, expected: rep.attacks[0]!.pCapture },
    ]);
    expect(rep.captureLuck.expected).toBeCloseTo(575 / 1296, 12);
    expect(rep.captureLuck.percentile).toBeCloseTo(721 / 1296 + 575 / 2592, 12);
    expect(rep.diceLuck['combat.german']).toMatchObject({ n: 2, observed: 12, difference: 5 });
    expect(rep.diceLuck['combat.german'].percentile).toBeCloseTo(71 / 72, 12);
    expect(rep.diceLuck.randomEvent.percentile).toBeCloseTo(1 / 432, 12);
    // 4d6 summing to 10: 126 of 1,296 rolls below, 80 at it.
    expect(rep.diceLuck.supply).toMatchObject({ n: 4, observed: 10, expected: 14 });
    expect(rep.diceLuck.supply.percentile).toBeCloseTo((126 + 40) / 1296, 12);
    expect(rep.diceLuck.bloodyStreets.percentile).toBeNull();
  });

  it('says where the game stands without a verdict before the last Turn (11.2)', () => {
    expect(rep.victory).toMatchObject({
      result: null,
      turn: 2,
      lastTurn: 9,
      morale: state.morale,
      controlled: state.germanControlled,
      target: 40,
      finalRule: '11.2',
      automaticRule: '11.1',
      turnsLeft: 8,
      areasShort: 40 - state.germanControlled,
      heavyUrbanHeld: false,
      ifEndedNow: null,
    });
    expect(rep.series.turns.map((t) => t.turn)).toEqual([1, 2]);
  });

  it('on the last Turn, says what the final check would give now (11.2)', () => {
    const last = reportOf({ ...record, setup: { ...record.setup, options: { lastTurn: 2 } } });
    expect(last.victory).toMatchObject({ turnsLeft: 1, lastTurn: 2 });
    expect(last.victory.ifEndedNow).toMatchObject({ winner: 'soviet', rule: '11.2' });
  });

  it('lists the Turn 1 Random Event (6.2) and no unit Out of Action', () => {
    expect(rep.events.map((e) => [e.turn, e.event.roll, e.event.noResultRule])).toEqual([
      [1, 3, '10.1'],
    ]);
    expect(rep.losses).toEqual([]);
    expect(rep.outOfActionNow).toEqual([]);
    expect(rep.kit.areas[9]).toEqual(state.kit.areas[9]);
  });

  it('leaves out an attack that was undone', () => {
    const undone = reportOf({ ...record, cursor: UP_TO_ATTACK.length + 1 });
    expect(undone.attacks).toEqual([]);
    expect(undone.captureLuck.percentile).toBeNull();
  });
});

describe('gameReport: Out of Action (3.7) and back (6.3)', () => {
  const repulsed = play([
    ...UP_TO_ATTACK,
    { type: 'revealCounter', counter: 'main-lightUrban-4-heroes-1' },
    {
      type: 'resolveAttack',
      lead: '29/RCN',
      artillery: 0,
      engineers: 0,
      air: false,
      dice: { 'combat.german': [1, 1], 'combat.soviet': [6, 6] },
    },
    { type: 'endRound' },
    { type: 'endCombatPhase' },
    { type: 'placeReinforcements', area: 2, units: ['245A'] },
    { type: 'rollRandomEvent', dice: { randomEvent: [2, 3, 4] } },
    { type: 'rollSupply', dice: { supply: [6, 6, 6, 6] } },
  ]);

  it('a Repulse sends the lead Out of Action (9.5.5), from the Area it attacked from', () => {
    const rep = reportOf(repulsed.record);
    expect(rep.losses).toEqual([
      { entry: 11, turn: 1, unit: '29/RCN', area: 9, cause: 'repulse', rule: '9.5.5' },
    ]);
    expect(rep.outOfActionNow).toEqual(['29/RCN']);
    expect(rep.events.map((e) => [e.turn, e.event.roll])).toEqual([
      [1, 3],
      [2, 9],
    ]);
  });

  it('a unit bought back with Supply is listed as returned (6.3)', () => {
    const back = play([
      ...repulsed.record.log.map((e) => e.action),
      { type: 'returnUnit', unit: '29/RCN', area: 3 },
    ]);
    const rep = reportOf(back.record);
    expect(rep.returns).toEqual([{ entry: 17, turn: 2, unit: '29/RCN', area: 3 }]);
    expect(rep.outOfActionNow).toEqual([]);
    expect(rep.losses).toHaveLength(1);
  });
});

describe('gameReport: a Barrage (9.4)', () => {
  it('lists the attack with no odds and no capture luck', () => {
    const { record } = play([
      ...UP_TO_ATTACK,
      { type: 'revealCounter', counter: 'main-lightUrban-6-barrage-1' },
      { type: 'barrageChoice', choice: 'retreat' },
    ]);
    const rep = reportOf(record);
    expect(rep.attacks).toHaveLength(1);
    expect(rep.attacks[0]).toMatchObject({
      outcome: 'barrageRetreat',
      captured: false,
      odds: null,
      pCapture: null,
      percentile: null,
    });
    expect(rep.captureLuck.n).toBe(0);
  });
});

describe('gameReport: a whole simulated game', () => {
  it('ends with the game result, and every attack odds that add up to one', () => {
    const { game, record } = simulatedGame();
    const rep = reportOf(record);
    expect(game.state.result).not.toBeNull();
    expect(rep.victory.result).toEqual(game.state.result);
    expect(rep.victory.ifEndedNow).toBeNull();
    expect(rep.victory.turnsLeft).toBe(0);
    expect(rep.attacks.length).toBeGreaterThan(5);
    // Every Turn drew one Random Event, and every unit in the box got there on record.
    expect(rep.events.map((e) => e.turn)).toEqual(rep.series.turns.map((t) => t.turn));
    expect(rep.losses.every((l) => l.cause !== 'other')).toBe(true);
    expect(rep.losses.length - rep.returns.length).toBe(rep.outOfActionNow.length);
    expect(rep.outOfActionNow.length).toBe(
      Object.values(game.state.germans).filter((u) => u.location.kind === 'outOfAction').length,
    );
    for (const a of rep.attacks) {
      if (!a.odds) continue;
      const total = a.odds.repulse + a.odds.stalemate + a.odds.success + a.odds.overrun;
      expect(total).toBeCloseTo(1, 9);
      expect(a.pOutcome).toBeGreaterThan(0);
    }
    const withOdds = rep.attacks.filter((a) => a.odds);
    expect(rep.captureLuck.observed).toBe(withOdds.filter((a) => a.captured).length);
    expect(rep.captureLuck.percentile).toBeGreaterThan(0);
    expect(rep.captureLuck.percentile).toBeLessThan(1);
    // The Turn-by-Turn figures add up to the game's.
    const sum = (k: 'attacks' | 'taken' | 'expected') =>
      rep.capturesByTurn.reduce((n, t) => n + t[k], 0);
    expect([sum('attacks'), sum('taken')]).toEqual([rep.captureLuck.n, rep.captureLuck.observed]);
    expect(sum('expected')).toBeCloseTo(rep.captureLuck.expected, 9);
  });
});
