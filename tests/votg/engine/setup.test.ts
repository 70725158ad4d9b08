/**
 * The Mission setup rolls the text gives whole (v1 line 871, v2 line 933, v3 lines 995-1004, v4
 * lines 1066-1068): rows, the ENEMY drm, and the card values a roll sets.
 */
import { describe, expect, it } from 'vitest';
import { applyEntry, type MissionState, newMission, replay, SETUP } from '../../../src/votg/engine';

const start = (m: 'v1' | 'v2' | 'v3' | 'v4', friendly: 'german' | 'russian') => {
  const r = replay(newMission(m, friendly, 1));
  if (!r.ok) throw new Error();
  return r.value;
};
const roll = (s: MissionState, table: string, dice: number[]) => {
  const r = applyEntry(s, { kind: 'roll', table, dice, source: 'owner', situation: {} });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('setup rolls', () => {
  it('v3 AC#: dr 1-2 gives 2, 3 or more gives 3 (lines 996-997), and sets it on the card', () => {
    expect(roll(start('v3', 'german'), 'v3.ac', [2]).ac).toBe(2);
    expect(roll(start('v3', 'german'), 'v3.ac', [3]).ac).toBe(3);
  });
  it('v3 RE numbers (lines 996-1000) set the card', () => {
    const s = roll(roll(start('v3', 'german'), 'v3.ere', [4]), 'v3.fre', [2]);
    expect(s.enemyRe).toEqual([5, 6]);
    expect(s.friendlyRe).toEqual([5, 6]);
  });
  it('v3 ENEMY SAN: +2 German ENEMY, -1 Russian ENEMY (line 1001)', () => {
    const ger = roll(start('v3', 'russian'), 'v3.san', [1, 1]).played.at(-1)!.outcome!;
    expect(ger.final).toBe(4);
    expect(ger.result).toBe('ENEMY SAN 6');
    const rus = roll(start('v3', 'german'), 'v3.san', [5, 6]).played.at(-1)!.outcome!;
    expect(rus.final).toBe(10);
    expect(rus.result).toBe('ENEMY SAN 4');
  });
  it('v4 AC#: +1 German ENEMY (line 1067); dr 3 gives 4 then', () => {
    expect(roll(start('v4', 'russian'), 'v4.ac', [3]).ac).toBe(4);
    expect(roll(start('v4', 'german'), 'v4.ac', [3]).ac).toBe(3);
  });
  it('v1 ENEMY SAN (line 871): DR 8 or more is SAN 4; +2 for a German ENEMY', () => {
    expect(roll(start('v1', 'russian'), 'v1.san', [3, 3]).played[0]!.outcome!.result).toBe(
      'ENEMY SAN 4',
    );
    expect(roll(start('v1', 'german'), 'v1.san', [3, 3]).played[0]!.outcome!.result).toBe(
      'ENEMY SAN 5',
    );
  });
  it('v1 FRIENDLY RE numbers (line 871): dr 2 or less 5/6, 3-4 4/5, 5 or more 3/4', () => {
    const fre = (dr: number) => roll(start('v1', 'german'), 'v1.fre', [dr]).friendlyRe;
    expect([1, 2, 3, 4, 5, 6].map(fre)).toEqual([
      [5, 6],
      [5, 6],
      [4, 5],
      [4, 5],
      [3, 4],
      [3, 4],
    ]);
    // The FRIENDLY roll leaves the ENEMY's numbers as they were.
    expect(roll(start('v1', 'german'), 'v1.fre', [1]).enemyRe).toEqual([]);
  });
  it('v2 ENEMY RE numbers (line 933): dr 4 or less 6/7, 5 or more 5/6; the rest of its block is not whole (lines 931-933)', () => {
    const ere = (dr: number) => roll(start('v2', 'russian'), 'v2.ere', [dr]).enemyRe;
    expect([1, 4, 5, 6].map(ere)).toEqual([
      [6, 7],
      [6, 7],
      [5, 6],
      [5, 6],
    ]);
    expect(SETUP.v2.map((x) => x.table.id)).toEqual(['v2.ere']);
  });
});

describe('v4 MSR 9 (line 1118): the H.Q. leaders, a DR on the Company Leader Table at -3', () => {
  it('gives the final with only the -3 DRM, to be read on the printed V12.6225 table, setting nothing', () => {
    for (const friendly of ['german', 'russian'] as const) {
      const s = roll(start('v4', friendly), 'v4.hq', [4, 5]);
      const o = s.played.at(-1)!.outcome!;
      expect(o.final).toBe(6);
      expect(o.result).toContain('Company Leader Table (V12.6225, not in this text)');
      // Its one row holds every final: no band to name beside the final.
      expect(o.label).toBe('every final');
      expect([s.ac, s.san, s.enemyRe, s.friendlyRe]).toEqual([null, null, [], []]);
    }
    // Only in v4: no other Mission has it.
    expect(SETUP.v1.map((x) => x.table.id)).not.toContain('v4.hq');
  });
});

describe('v4 MSR 10 (line 1119): a dr for each FRIENDLY MMC', () => {
  const mmc = (friendly: 'german' | 'russian', dr: number) =>
    roll(start('v4', friendly), 'v4.mmc', [dr]).played[0]!.outcome!.result;
  it('3 or less nothing, 4-5 Unit Substitution, 6 or more a two-level drop', () => {
    expect([1, 2, 3, 4, 5, 6].map((dr) => mmc('russian', dr))).toEqual([
      'Nothing occurs',
      'Nothing occurs',
      'Nothing occurs',
      'Unit Substitution (A19): the next lower Class unit',
      'Unit Substitution (A19): the next lower Class unit',
      'A two-level drop in quality',
    ]);
  });
  it('+1 when the FRIENDLY side is German: dr 3 substitutes, dr 5 drops two levels', () => {
    expect(mmc('german', 3)).toBe('Unit Substitution (A19): the next lower Class unit');
    expect(mmc('german', 5)).toBe('A two-level drop in quality');
    // It sets nothing on the card.
    const s = roll(start('v4', 'german'), 'v4.mmc', [6]);
    expect([s.ac, s.san, s.enemyRe, s.friendlyRe]).toEqual([null, null, [], []]);
  });
});
