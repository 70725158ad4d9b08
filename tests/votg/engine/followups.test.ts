/** What an A1 or R10a result offers next (A1 lines 369-398, 5.73 line 20, R10a lines 705-729). */
import { describe, expect, it } from 'vitest';
import { followUps, type RollContext, rollMain } from '../../../src/votg/engine';

const roll = (t: 'A1' | 'R10a', dice: number[], c: RollContext = {}) => {
  const r = rollMain(t, c, dice);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const tables = (o: ReturnType<typeof roll>, enemy: 'german' | 'russian', squads: string[] = []) =>
  followUps(o, { enemy, friendly: enemy === 'german' ? 'russian' : 'german' }, squads).map(
    (n) => n.table,
  );

describe('A1 follow-ups', () => {
  it('row 3 (line 373) with a Russian ENEMY: R2, R2, R3, A5, then R4 typed by the owner', () => {
    const o = roll('A1', [1, 2]);
    expect(tables(o, 'russian')).toEqual(['R2', 'R2', 'R3', 'A5', 'R4']);
    expect(followUps(o, { enemy: 'russian', friendly: 'german' }).at(-1)?.garbled).toBe(true);
  });
  it('5.73 (line 20): with an NKVD or 4-2-6 squad in the activation the leader is R3a', () => {
    const o = roll('A1', [1, 2]);
    expect(tables(o, 'russian', ['4-2-6 squad'])).toContain('R3a');
    expect(tables(o, 'german', ['4-2-6 squad'])).toContain('G3');
  });
  it('AFV (line 393) and SPG (line 398): G6a for a German ENEMY, R6 for a Russian', () => {
    expect(tables(roll('A1', [1, 1], { attitude: 'advance' }), 'german')).toEqual(['G6a', 'G2']);
    expect(tables(roll('A1', [1, 1]), 'german')).toEqual(['G6a']);
    expect(tables(roll('A1', [6, 6], { attitude: 'hold', drm: -1 }), 'russian')).toEqual(['R6']);
  });
  it('Gun (line 396) goes to the garbled G5/R5 for the owner to type, then 5.761 (line 24) offers Inside/Outside', () => {
    expect(tables(roll('A1', [6, 6]), 'german')).toEqual(['G2', 'A5', 'G5', 'x5.side']);
  });
  it('an off-table final offers nothing', () => {
    expect(tables(roll('A1', [6, 6], { attitude: 'hold', calledOff: true }), 'russian')).toEqual(
      [],
    );
  });
  it('v3 (line 1049): the A5 Obstacle sub-roll is Wire or Mines', () => {
    const a5 = rollMain('A5', {}, [2]);
    if (!a5.ok) throw new Error();
    expect(
      followUps(a5.value, { enemy: 'russian', friendly: 'german', mission: 'v3' })[0]?.table,
    ).toBe('A5.obstacleV3');
    expect(followUps(a5.value, { enemy: 'russian', friendly: 'german' })[0]?.table).toBe(
      'A5.obstacle',
    );
  });
});

describe('R10a follow-ups', () => {
  it('row 0 (line 708): an R3 Human Wave leader; row 5 (line 713): R3a for the NKVD; row 1: R10b', () => {
    const hw = followUps(roll('R10a', [1], { date: '1942-09-20' }), {
      enemy: 'russian',
      friendly: 'german',
    });
    expect(hw.map((n) => [n.table, n.humanWave])).toEqual([['R3', true]]);
    expect(tables(roll('R10a', [5]), 'russian')).toEqual(['R3a']);
    expect(tables(roll('R10a', [1]), 'russian')).toEqual(['R10b']);
  });
});
