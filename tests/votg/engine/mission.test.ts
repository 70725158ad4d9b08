/**
 * A Mission driven through its log: follow-ups close as they are rolled, the once-per-Mission
 * register, the good-leader counters, events that change later rolls, the AC# and RE numbers,
 * and generated dice drawn from the seed kept in the record.
 */
import { describe, expect, it } from 'vitest';
import {
  applyEntry,
  generatedDice,
  type LogEntry,
  MISSION_IDS,
  MISSIONS,
  type MissionRecord,
  type MissionState,
  missionFileText,
  newMission,
  readMissionFile,
  replay,
  type Situation,
} from '../../../src/votg/engine';
import { addLine, startMission } from './_mission';

const start = (
  mission: 'v1' | 'v2' | 'v3' | 'v4' = 'v1',
  friendly: 'german' | 'russian' = 'german',
) => startMission(mission, friendly);
const add = addLine;
const roll = (
  s: MissionState,
  table: string,
  dice: number[],
  situation: Situation = {},
  from?: { entry: number; slot: number },
) => add(s, { kind: 'roll', table, dice, source: 'owner', situation, ...(from ? { from } : {}) });
const last = (s: MissionState) => s.played.at(-1)!;

describe('a v1 Mission, FRIENDLY German (ENEMY Russian, 16 Sept 1942)', () => {
  it('fills in the ENEMY and the date from the card (lines 878-880, 915)', () => {
    const s = start();
    expect(s.enemy).toBe('russian');
    expect(s.date).toBe('1942-09-16');
  });
  it('an A1 at Hold offers R2, R2, R3, A5, R4; rolling one R2 closes that slot only', () => {
    let s = roll(start(), 'A1', [1, 1], { attitude: 'hold' }); // final 4, line 374
    expect(last(s).open.map((n) => n.table)).toEqual(['R2', 'R2', 'R3', 'A5', 'R4']);
    s = roll(s, 'R2', [3, 4], {}, { entry: 0, slot: 0 });
    expect(s.played[0]!.open.map((n) => n.slot)).toEqual([1, 2, 3, 4]);
    expect(
      applyEntry(s, {
        kind: 'roll',
        table: 'R2',
        dice: [1, 1],
        source: 'owner',
        situation: {},
        from: { entry: 0, slot: 0 },
      }).ok,
    ).toBe(false);
  });
  it('5.73 (line 20): after a 4-2-6 in the activation, the leader offer becomes R3a', () => {
    let s = roll(start(), 'A1', [1, 2], { attitude: 'none' }); // final 3: S, S, L, F, SW
    s = roll(s, 'R2', [5, 6], {}, { entry: 0, slot: 0 }); // 11: NKVD or 4-2-6 sub-roll
    s = roll(s, 'R2.high', [4], {}, { entry: 1, slot: 0 }); // 4-2-6
    s = roll(s, 'R2', [2, 2], {}, { entry: 0, slot: 1 });
    expect(s.played[3]!.open.length).toBe(0);
    expect(s.played[0]!.open.find((n) => n.slot === 2)?.table).toBe('R3a');
    // without the 4-2-6 the leader stays on R3
    const plain = roll(roll(start(), 'A1', [1, 2]), 'R2', [1, 1], {}, { entry: 0, slot: 0 });
    expect(plain.played[0]!.open.find((n) => n.slot === 2)?.table).toBe('R3');
  });
  it('G3 counter (line 438): a 4 or less raises it; the next G3 roll carries +1', () => {
    let s = roll(start(), 'G3', [1, 2]); // 3: 10-2, good
    expect(s.goodLeaders.G3).toBe(1);
    s = roll(s, 'G3', [2, 2]); // 4 + 1 = 5: not good
    expect(last(s).outcome!.modifiers.map((m) => [m.value, m.line])).toEqual([[1, 438]]);
    expect(last(s).outcome!.final).toBe(5);
    expect(s.goodLeaders.G3).toBe(1);
    s = roll(s, 'G3', [1, 1], { column: 'armor' }); // armor: counter applies, does not raise
    expect(last(s).outcome!.final).toBe(3);
    expect(s.goodLeaders.G3).toBe(1);
    expect(s.goodLeaders.R3).toBe(0);
  });
  it('R3 counter (line 655) counts finals of 3 or less', () => {
    let s = roll(start(), 'R3', [1, 3]); // 4: not good on R3
    expect(s.goodLeaders.R3).toBe(0);
    s = roll(s, 'R3', [1, 2]);
    expect(s.goodLeaders.R3).toBe(1);
  });
  it('a once-per-Mission A11 event rolled again says reroll (line 758) and is not counted twice', () => {
    let s = roll(start(), 'A11', [4, 2]);
    expect(s.done.A11).toEqual(['42']);
    // The ASL rule the reminder cites goes with its source, shown as a rule tag.
    expect(s.reminders.map((r) => r.source)).toEqual(['ENEMY RE 42 · A19.131']);
    s = roll(s, 'A11', [4, 2]);
    expect(last(s).outcome!.reroll).toBe(true);
    expect(s.done.A11).toEqual(['42']);
    expect(s.reminders.length).toBe(1);
  });
  it('G9/R9 04 (line 815): later A5 drs get +1', () => {
    let s = roll(start(), 'G9R9', [1, 4]); // v1 colored -1: 04
    expect(s.re04).toBe(true);
    s = roll(s, 'A5', [4]);
    expect(last(s).outcome!.final).toBe(5);
    expect(last(s).outcome!.result).toBe('No fortification');
  });
  it('G9/R9 75-76 (line 854): A1 +1 with Advance -1 cancelled, ENEMY RE numbers down by one', () => {
    let s = add(start('v4'), { kind: 'card', ac: 3, enemyRe: '6/7', friendlyRe: '' });
    s = roll(s, 'G9R9', [6, 5]); // v4 colored +1: 75
    expect(s.calledOff).toBe(true);
    expect(s.enemyRe).toEqual([5, 6]);
    s = roll(s, 'A1', [3, 3], { attitude: 'advance' });
    expect(last(s).outcome!.final).toBe(7);
  });
  it('AC#: A11 16 raises it (line 764), G9/R9 43 lowers it (line 833); at 5, A11 16 says reroll', () => {
    let s = add(start(), { kind: 'card', ac: 4, enemyRe: '', friendlyRe: '5/6' });
    s = roll(s, 'A11', [1, 6]);
    expect(s.ac).toBe(5);
    s = roll(s, 'A11', [1, 6]);
    expect(last(s).outcome!.reroll).toBe(true);
    s = roll(s, 'G9R9', [5, 3]); // 43
    expect(s.ac).toBe(4);
  });
  it('RE numbers move by one within their bounds: A11 52 (line 782), G9/R9 44 (lines 835-836)', () => {
    let s = add(start(), { kind: 'card', ac: 3, enemyRe: '3/4', friendlyRe: '3/4' });
    s = roll(s, 'A11', [5, 2]); // 52
    expect(s.friendlyRe).toEqual([2, 3]);
    s = roll(s, 'A11', [5, 2]); // at 2: no lower
    expect(s.friendlyRe).toEqual([2, 3]);
    s = roll(s, 'G9R9.44', [2]);
    expect(s.enemyRe).toEqual([2, 3]);
    s = roll(s, 'G9R9.44', [3]); // at 2: no lower
    expect(s.enemyRe).toEqual([2, 3]);
    s = add(s, { kind: 'card', ac: 3, enemyRe: '2/3', friendlyRe: '5/6' });
    s = roll(s, 'G9R9.44', [5]);
    expect(s.friendlyRe).toEqual([6, 7]);
    s = roll(s, 'G9R9.44', [6]); // at 6: no higher
    expect(s.friendlyRe).toEqual([6, 7]);
  });
  it('v2 with a Russian ENEMY: RE 43 is NA and says reroll (line 982)', () => {
    const s = roll(start('v2', 'german'), 'A11', [4, 3]);
    expect(last(s).outcome!.reroll).toBe(true);
    expect(last(s).outcome!.result).toMatch(/NA in Mission v2/);
  });
  it('typed results for garbled tables are kept; bad card values are refused', () => {
    const s = add(start(), { kind: 'typed', table: 'R4', text: ' LMG ' });
    expect(last(s).entry).toEqual({ kind: 'typed', table: 'R4', text: 'LMG' });
    expect(applyEntry(s, { kind: 'typed', table: 'A1', text: 'x' }).ok).toBe(false);
    expect(applyEntry(s, { kind: 'card', ac: 9, enemyRe: '', friendlyRe: '' }).ok).toBe(false);
    expect(applyEntry(s, { kind: 'card', ac: 3, enemyRe: '5/7', friendlyRe: '' }).ok).toBe(false);
  });
});

describe('generated dice live in the record', () => {
  it('the same seed and log give the same dice; undoing a roll rewinds the stream', () => {
    const rec0: MissionRecord = newMission('v1', 'german', 7);
    const s0 = replay(rec0);
    if (!s0.ok) throw new Error();
    const dice = generatedDice(s0.value, 'A1');
    const entry: LogEntry = {
      kind: 'roll',
      table: 'A1',
      dice,
      source: 'app',
      situation: { attitude: 'hold' },
    };
    const s1 = replay({ ...rec0, log: [entry] });
    if (!s1.ok) throw new Error();
    const again = generatedDice(s1.value, 'A1');
    // after undo (log without the entry) the next draw is the first one again
    expect(generatedDice(s0.value, 'A1')).toEqual(dice);
    expect(s1.value.prng).not.toBe(s0.value.prng);
    expect(again.length).toBe(2);
  });
  it('a log whose generated dice do not match the stream is refused', () => {
    const rec = newMission('v1', 'german', 7);
    const s = replay(rec);
    if (!s.ok) throw new Error();
    const d = generatedDice(s.value, 'A1');
    const wrong = [d[0] === 6 ? 1 : d[0]! + 1, d[1]!];
    expect(
      replay({
        ...rec,
        log: [{ kind: 'roll', table: 'A1', dice: wrong, source: 'app', situation: {} }],
      }).ok,
    ).toBe(false);
  });
});

describe('Mission file', () => {
  it('a Mission written as a file reads back the same; damaged files are refused', () => {
    const rec: MissionRecord = {
      ...newMission('v3', 'russian', 99),
      log: [
        {
          kind: 'roll',
          table: 'A1',
          dice: [2, 3],
          source: 'owner',
          situation: { attitude: 'hold' },
        },
      ],
    };
    const back = readMissionFile(missionFileText(rec));
    expect(back.ok && back.value).toEqual(rec);
    expect(readMissionFile('{').ok).toBe(false);
    expect(readMissionFile(JSON.stringify({ kind: 'other' })).ok).toBe(false);
    const broken = missionFileText({ ...rec, log: [{ ...rec.log[0]!, dice: [9, 9] } as LogEntry] });
    const r = readMissionFile(broken);
    expect(!r.ok && r.error.message).toMatch(/does not replay/);
  });
});

describe('the Missions catalogue', () => {
  it('takes the ids from its keys, in card order, and each record names its own id', () => {
    expect(MISSION_IDS).toEqual(['v1', 'v2', 'v3', 'v4']);
    for (const id of MISSION_IDS) expect(MISSIONS[id].id).toBe(id);
  });
});
