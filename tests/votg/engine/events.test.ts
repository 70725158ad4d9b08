/**
 * The two-digit Random Event tables (A11 lines 754-796, G9/R9 lines 800-854): colored die tens,
 * white die units, a colored-die drm moving the tens, the once-per-Mission register, and the
 * exact odds of every row.
 */
import { describe, expect, it } from 'vitest';
import {
  followUps,
  mainOdds,
  mainTable,
  type RollContext,
  rollMain,
  rowLabel,
} from '../../../src/votg/engine';

const roll = (
  t: 'A11' | 'G9R9',
  dice: number[],
  c: RollContext = {},
  na: Record<string, string> = {},
) => {
  const r = rollMain(t, c, dice, na);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('A11 ENEMY Random Event', () => {
  it('Reading: colored die is the tens on A11 too: colored 2, white 6 is 26 (Ambush, line 770)', () => {
    const o = roll('A11', [2, 6]);
    expect(o.final).toBe(26);
    expect(o.label).toBe('26-31');
    expect(o.result).toMatch(/Ambush/);
    // white 2, colored 6 is 62: artillery strike (line 789), not 26
    expect(roll('A11', [6, 2]).result).toMatch(/artillery strike/);
  });
  it.each([
    [[1, 1], '11', true, 760],
    [[1, 6], '16', false, 764],
    [[3, 1], '26-31', false, 770],
    [[3, 6], '36-41', true, 774],
    [[4, 2], '42', true, 777],
    [[5, 1], '46-51', true, 780],
    [[6, 4], '64', true, 790],
    [[6, 6], '66', false, 792],
  ] as const)('%j lands on %s, once-per-Mission %s (line %i)', (dice, label, once, _line) => {
    const o = roll('A11', [...dice]);
    expect(o.label).toBe(label);
    expect(o.once).toBe(once);
  });
  it('every cell 11-66 is printed: 36 cells, no off-table, each row p = cells / 36', () => {
    const odds = mainOdds('A11', {});
    expect(odds.some((o) => 'offTable' in o)).toBe(false);
    expect(odds.reduce((a, o) => a + o.p, 0)).toBeCloseTo(1, 12);
    expect(odds.find((o) => 'lo' in o && o.lo === 26)).toEqual({ lo: 26, hi: 31, p: 2 / 36 });
    expect(odds.find((o) => 'lo' in o && o.lo === 36)).toEqual({ lo: 36, hi: 41, p: 2 / 36 });
  });
  it('a once-per-Mission row already done says reroll (line 758)', () => {
    const o = roll('A11', [4, 2], { done: ['42'] });
    expect(o.reroll).toBe(true);
    expect(o.result).toMatch(/reroll/i);
    expect(roll('A11', [4, 2], { done: ['36-41'] }).reroll).toBe(false);
  });
  it('Mission v2, Russian ENEMY: RE 43 is NA (line 982) and says reroll', () => {
    const o = roll('A11', [4, 3], {}, { '43': 'NA in Mission v2' });
    expect(o.reroll).toBe(true);
    expect(o.result).toMatch(/NA in Mission v2: reroll/);
  });
  it('RE 13 offers the obstacle type, distance and count for a Russian ENEMY, footnote 1 for a German (lines 762, 796)', () => {
    const o = roll('A11', [1, 3]);
    expect(followUps(o, { enemy: 'russian', friendly: 'german' }).map((n) => n.table)).toEqual([
      'A11.13',
      'A11.13.range',
      'A11.13.count',
    ]);
    expect(followUps(o, { enemy: 'german', friendly: 'russian' }).map((n) => n.table)).toEqual([
      'A11.fn1',
    ]);
  });
});

describe('G9/R9 FRIENDLY Random Event', () => {
  it('v1 moves the colored die by -1 (line 917): colored 1, white 4 is 04 (A5 +1, line 815)', () => {
    const o = roll('G9R9', [1, 4], { mission: 'v1' });
    expect(o.modifiers.map((m) => [m.value, m.line])).toEqual([[-1, 917]]);
    expect(o.final).toBe(4);
    expect(o.label).toBe('04');
    expect(o.once).toBe(true);
  });
  it('v4 moves it by +1 (line 1114): colored 6, white 5 is 75-76 (attack called off, line 854)', () => {
    const o = roll('G9R9', [6, 5], { mission: 'v4' });
    expect(o.final).toBe(75);
    expect(o.result).toMatch(/called off/);
  });
  it('without a colored drm, 0x and 7x rows cannot be reached; with -1, 6x cannot', () => {
    const plain = mainOdds('G9R9', {}).map((o) => ('lo' in o ? o.lo : null));
    expect(plain).not.toContain(1);
    expect(plain).not.toContain(75);
    const v1 = mainOdds('G9R9', { mission: 'v1' });
    expect(v1.map((o) => ('lo' in o ? o.lo : null))).not.toContain(61);
    expect(v1.find((o) => 'lo' in o && o.lo === 1)).toEqual({ lo: 1, hi: 2, p: 2 / 36 });
  });
  it('a colored drm of -2 with a colored 1 gives tens -1: not on the printed table', () => {
    const o = roll('G9R9', [1, 3], { mission: 'v1', coloredDrm: -1 });
    expect(o.offTable).toBe(true);
    // The player is told which end of the chart the final fell off, against its first row.
    expect(o.result).toBe(
      `Off the table, below its lowest row: final ${o.final} is under ${rowLabel(mainTable('G9R9'), mainTable('G9R9').rows[0]!)}`,
    );
    expect(o.final).toBeLessThan(0);
    const odds = mainOdds('G9R9', { mission: 'v1', coloredDrm: -1 });
    expect(odds.at(-1)).toEqual({ offTable: true, p: 6 / 36 });
  });
  it('a repeated starred event (75-76, line 854) says reroll and offers nothing', () => {
    const o = roll('G9R9', [6, 6], { mission: 'v4', done: ['75-76'] });
    expect(o.reroll).toBe(true);
    expect(followUps(o, { enemy: 'russian', friendly: 'german' })).toEqual([]);
  });
  it('the once-per-Mission rows are those marked * (lines 813-854)', () => {
    const t = mainTable('G9R9');
    expect(t.rows.filter((r) => r.once).map((r) => rowLabel(t, r))).toEqual([
      '01-02',
      '03',
      '04',
      '05-06',
      '11',
      '12',
      '13',
      '24',
      '25',
      '26',
      '31-33',
      '41',
      '42',
      '51',
      '52',
      '53',
      '54',
      '55',
      '56',
      '61-62',
      '64',
      '71-72',
      '73-74',
      '75-76',
    ]);
  });
  it("RE 16 offers the FRIENDLY side's AFV and armor leader tables (line 822)", () => {
    const o = roll('G9R9', [1, 6]);
    const n = followUps(o, { enemy: 'russian', friendly: 'german' });
    expect(n.map((x) => [x.table, x.armor])).toEqual([
      ['G6a', false],
      ['G3', true],
    ]);
  });
});
