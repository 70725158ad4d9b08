/**
 * What the Mission card keeps as the log replays: the ENEMY SAN and Russian ENEMY Booby Trap
 * level a setup roll gives (v1 line 871, v3 lines 996-1004, v4 lines 1066-1068) or the owner
 * types, and the ENEMY FFE strengths 8.72 (line 44) limits to two, one in Missions 3 and 4.
 * Stored Missions whose card lines predate SAN and Booby Trap still load.
 */
import { describe, expect, it } from 'vitest';
import {
  type LogEntry,
  type MissionState,
  missionFileText,
  newMission,
  readMissionFile,
  replay,
  type Situation,
} from '../../../src/votg/engine';
import { addLine as add, startMission as start } from './_mission';

const roll = (s: MissionState, table: string, dice: number[], situation: Situation = {}) =>
  add(s, { kind: 'roll', table, dice, source: 'owner', situation });
const card = (more: Partial<Extract<LogEntry, { kind: 'card' }>> = {}): LogEntry => ({
  kind: 'card',
  ac: 3,
  enemyRe: '5/6',
  friendlyRe: '4/5',
  ...more,
});
/** A Mission record of `log` replayed, or the rule and words that refuse it. */
const played = (m: 'v1' | 'v2' | 'v3', log: LogEntry[]) => {
  const r = replay({ ...newMission(m, 'german', 3), log });
  return r.ok ? r.value : `${r.error.rule}: ${r.error.message}`;
};
const rolled = (table: string, dice: number[]): LogEntry => ({
  kind: 'roll',
  table,
  dice,
  source: 'owner',
  situation: {},
});

describe('ENEMY SAN and Booby Trap level on the card', () => {
  it('v1 ENEMY SAN (line 871) sets the card: DR 6 is SAN 5 for a Russian ENEMY, 8 (+2, line 872) SAN 4 for a German', () => {
    expect(start('v1', 'german').san).toBeNull();
    expect(roll(start('v1', 'german'), 'v1.san', [3, 3]).san).toBe(5);
    expect(roll(start('v1', 'russian'), 'v1.san', [3, 3]).san).toBe(4);
  });

  it('v3 Booby Trap level (lines 1002-1004) is a Russian ENEMY’s only: dr 4 is B; a German ENEMY keeps none', () => {
    expect(roll(start('v3', 'german'), 'v3.bt', [4]).boobyTrap).toBe('B');
    expect(roll(start('v3', 'german'), 'v3.bt', [6]).boobyTrap).toBe('C');
    expect(roll(start('v3', 'russian'), 'v3.bt', [4]).boobyTrap).toBeNull();
  });

  it('v4 rolls both sides’ SAN (lines 1066, 1068): only the ENEMY’s goes on the card', () => {
    // German ENEMY: German SAN DR 5 is 3 (line 1066); the Russian SAN roll is the FRIENDLY one.
    let s = roll(start('v4', 'russian'), 'v4.gsan', [2, 3]);
    expect(s.san).toBe(3);
    s = roll(s, 'v4.rsan', [1, 1]);
    expect(s.san).toBe(3);
    // Russian ENEMY: Russian SAN DR 3 + 2 (line 1068) = 5 is SAN 5.
    s = roll(start('v4', 'german'), 'v4.gsan', [1, 1]);
    expect(s.san).toBeNull();
    expect(roll(s, 'v4.rsan', [1, 2]).san).toBe(5);
  });

  it('the owner types them on the card; a later card line without them (an older Mission) keeps them', () => {
    let s = add(start('v2', 'german'), card({ san: 4, boobyTrap: 'A' }));
    expect([s.san, s.boobyTrap]).toEqual([4, 'A']);
    s = add(s, card({ ac: 2 }));
    expect([s.ac, s.san, s.boobyTrap]).toEqual([2, 4, 'A']);
    s = add(s, card({ san: null, boobyTrap: null }));
    expect([s.san, s.boobyTrap]).toEqual([null, null]);
  });

  it('a typed SAN out of 0-9 or a level other than A-C is refused with its rule', () => {
    expect(played('v2', [card({ san: 10 })])).toBe(
      'A14.1: The ENEMY SAN is a whole number from 0 to 9.',
    );
    expect(played('v2', [card({ boobyTrap: 'D' as 'A' })])).toBe(
      'B28.9: The Booby Trap level is A, B or C.',
    );
  });

  it('undo (the log without its last line) takes a setup roll’s SAN back', () => {
    const log = [card({ san: 7 }), rolled('v1.san', [6, 6])];
    expect(played('v1', log)).toMatchObject({ san: 4 });
    expect(played('v1', log.slice(0, -1))).toMatchObject({ san: 7 });
  });

  it('a file keeps them; a file whose card line has no SAN or Booby Trap (saved before) still loads', () => {
    const kept = { ...newMission('v3', 'german', 3), log: [card(), rolled('v3.bt', [6])] };
    const back = readMissionFile(missionFileText(kept));
    expect(back.ok && replay(back.value)).toMatchObject({
      ok: true,
      value: { boobyTrap: 'C' },
    });
    const old = { ...newMission('v1', 'german', 3), log: [card()] };
    const text = missionFileText(old);
    expect(text).not.toContain('san');
    const read = readMissionFile(text);
    expect(read.ok && replay(read.value)).toMatchObject({ ok: true, value: { ac: 3, san: null } });
    const bad = readMissionFile(text.replace('"ac": 3', '"ac": 3, "san": 12'));
    expect(bad.ok ? 'ok' : bad.error.message).toMatch(
      /ENEMY SAN is not a whole number from 0 to 9/,
    );
  });
});

describe('ENEMY FFE strengths (8.72, line 44)', () => {
  const oba = (s: MissionState, dice: number[], side: 'german' | 'russian' = s.enemy) =>
    roll(s, 'OBA', dice, { side });
  const notes = (s: MissionState) => s.played.at(-1)!.notes ?? [];

  it('v1 keeps two strengths; a third is read as one of them on a dr, 1-3 the first, 4-6 the second', () => {
    // FRIENDLY German, Russian ENEMY: the Russian column (lines 340-350).
    let s = oba(start('v1', 'german'), [1, 1]); // 150+
    s = oba(s, [2, 3]); // 80+ mortars
    s = oba(s, [1, 1]); // 150+ again: no new strength
    expect(s.ffe).toEqual([150, 80]);
    expect(notes(s)).toEqual([]);
    s = oba(s, [3, 3]); // 120+: a third strength
    expect(s.ffe).toEqual([150, 80]);
    expect(notes(s)).toEqual([
      'Two FFE strengths have occurred (8.72, line 44): this FFE is 150+ on a dr 1-3, 80+ on 4-6, not 120+',
    ]);
  });

  it('Missions 3 and 4 keep one strength: a second is read as the first', () => {
    for (const m of ['v3', 'v4'] as const) {
      let s = oba(start(m, 'russian'), [3, 3]); // German column: 100+
      s = oba(s, [1, 1]); // 150+
      expect(s.ffe).toEqual([100]);
      expect(notes(s)).toEqual([
        `Mission ${m} allows one FFE strength (8.72, line 44): this FFE is 100+, not 150+`,
      ]);
    }
  });

  it('a FRIENDLY OBA roll (G9/R9 31-33, the FRIENDLY column) is not counted', () => {
    const s = oba(start('v3', 'german'), [3, 3], 'german');
    expect(s.ffe).toEqual([]);
  });

  it('an 8.7 artillery check’s FFE (A11 14-15, line 763) is counted from its chain', () => {
    let s = roll(start('v1', 'german'), 'A11', [1, 4], { artilleryCheck: true });
    expect(s.played[0]!.open.map((n) => n.table)).toEqual(['OBA']);
    s = add(s, {
      kind: 'roll',
      table: 'OBA',
      dice: [4, 4],
      source: 'owner',
      situation: { side: 'russian' },
      from: { entry: 0, slot: 0 },
    });
    expect(s.ffe).toEqual([70]);
  });
});
