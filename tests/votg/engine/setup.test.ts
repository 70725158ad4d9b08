/**
 * The Mission setup rolls the text gives whole (v1 line 871, v3 lines 995-1004, v4 lines
 * 1066-1068): rows, the ENEMY drm, and the card values a roll sets.
 */
import { describe, expect, it } from 'vitest';
import { applyEntry, type MissionState, newMission, replay, SETUP } from '../../../src/votg/engine';

const start = (m: 'v1' | 'v3' | 'v4', friendly: 'german' | 'russian') => {
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
  it('v2 has none: its Mission Tables block is too garbled (lines 931-933)', () => {
    expect(SETUP.v2).toEqual([]);
  });
});
