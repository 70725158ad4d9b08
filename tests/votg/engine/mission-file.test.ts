/**
 * The Mission file reader refuses what breaks a rule anywhere in the file (log and redo alike),
 * values out of range, unknown fields, and files past its size limit before parsing them; a
 * valid long Mission (made by the bench's generator) reads back whole.
 */
import { describe, expect, it } from 'vitest';
import { votgMission } from '../../../bench/_votg-mission';
import {
  type LogEntry,
  MAX_MISSION_FILE_CHARS,
  MAX_MISSION_LINES,
  type MissionRecord,
  missionFileText,
  newMission,
  readMissionFile,
  readMissionFileInSlices,
  readMissionRecord,
} from '../../../src/votg/engine';

const A1: LogEntry = {
  kind: 'roll',
  table: 'A1',
  dice: [2, 3],
  source: 'owner',
  situation: { attitude: 'hold' },
};
const rec: MissionRecord = { ...newMission('v1', 'german', 5), log: [A1], redo: [] };
/** The reader's message for a record changed by `change`, or 'ok'. */
const read = (change: (r: Record<string, unknown>) => unknown) => {
  const raw = change(JSON.parse(JSON.stringify(rec)) as Record<string, unknown>);
  const r = readMissionRecord(raw);
  return r.ok ? 'ok' : r.error.message;
};

describe('Mission file reader', () => {
  it('a redo line that breaks a rule is refused (dice [9,9]), as a log line is', () => {
    expect(read((r) => ({ ...r, redo: [{ ...A1, dice: [9, 9] }] }))).toMatch(/does not replay/);
    expect(read((r) => ({ ...r, log: [{ ...A1, dice: [9, 9] }] }))).toMatch(/does not replay/);
    // A redo follow-up must still be open after the log: slot 99 of the A1 is not.
    const stale = { ...A1, table: 'R2', from: { entry: 0, slot: 99 } };
    expect(read((r) => ({ ...r, redo: [stale] }))).toMatch(/not open any more/);
    // A good redo line reads, and stays redo.
    const good = { ...A1, table: 'A11', dice: [1, 1], situation: {} };
    const back = readMissionRecord({ ...rec, redo: [good] });
    expect(back.ok && back.value.redo).toEqual([good]);
  });
  it('refuses a drm of 1e308, an attitude "sideways" and a drm as text, naming the field and limit', () => {
    expect(read((r) => ({ ...r, log: [{ ...A1, situation: { drm: 1e308 } }] }))).toMatch(
      /"drm" must be a whole number from -12 to 12/,
    );
    expect(read((r) => ({ ...r, log: [{ ...A1, situation: { attitude: 'sideways' } }] }))).toMatch(
      /"attitude" must be one of none, hold, advance/,
    );
    expect(read((r) => ({ ...r, log: [{ ...A1, situation: { drm: '1' } }] }))).toMatch(/"drm"/);
  });
  it('a situation field switched off (undefined) in an action is the field left out', () => {
    const s0 = readMissionRecord(rec);
    expect(s0.ok).toBe(true);
    const line = {
      ...A1,
      situation: { attitude: 'hold', humanWaveLeaders: undefined },
    } as LogEntry;
    expect(readMissionRecord({ ...rec, log: [line] }).ok).toBe(true);
  });
  it('refuses unknown keys in the file, the record, a line, its situation and its from', () => {
    const file = JSON.parse(missionFileText(rec)) as Record<string, unknown>;
    const r = readMissionFile(JSON.stringify({ ...file, note: 1 }));
    expect(!r.ok && r.error.message).toMatch(/unknown field "note"/);
    expect(read((x) => ({ ...x, extra: true }))).toMatch(/unknown field "extra"/);
    expect(read((x) => ({ ...x, log: [{ ...A1, colour: 'red' }] }))).toMatch(/"colour"/);
    expect(read((x) => ({ ...x, log: [{ ...A1, situation: { mood: 1 } }] }))).toMatch(/"mood"/);
    const proto = JSON.parse(
      '{"kind":"roll","table":"A1","dice":[1,1],"source":"owner","situation":{"__proto__":1}}',
    );
    expect(read((x) => ({ ...x, log: [proto] }))).toMatch(/__proto__/);
    expect(read((x) => ({ ...x, log: [{ ...A1, from: { entry: 0, slot: 0, x: 1 } }] }))).toMatch(
      /from/,
    );
  });
  it('refuses a file past the size limit before parsing it, naming the limit', () => {
    const r = readMissionFile('x'.repeat(MAX_MISSION_FILE_CHARS + 1));
    expect(!r.ok && r.error.message).toContain(String(MAX_MISSION_FILE_CHARS));
  });
  it('refuses more log and redo lines than the limit, naming it', () => {
    const many = Array.from({ length: MAX_MISSION_LINES + 1 }, () => A1);
    expect(read((r) => ({ ...r, log: many }))).toContain(String(MAX_MISSION_LINES));
  });
  it('the sliced reader pauses after parsing and after every slice of lines checked or replayed', async () => {
    const long = votgMission(250);
    let pauses = 0;
    const pause = async () => {
      pauses++;
    };
    const back = await readMissionFileInSlices(missionFileText(long), pause, 100);
    expect(back.ok && back.value).toEqual(long);
    // One pause after the parse, then one per 100 of the 250 checks and 250 replays.
    expect(pauses).toBe(1 + 5);
    const big = await readMissionFileInSlices('x'.repeat(MAX_MISSION_FILE_CHARS + 1), pause);
    expect(!big.ok && big.error.message).toContain(String(MAX_MISSION_FILE_CHARS));
  });
  it('the sliced reader gives what the plain reader gives, on good and bad files alike', async () => {
    const long = votgMission(300);
    const line = (i: number, change: Record<string, unknown>) => ({
      ...long,
      log: long.log.map((e, j) => (j === i ? { ...e, ...change } : e)),
    });
    const files = [
      missionFileText(long),
      missionFileText({ ...long, redo: [{ ...A1, dice: [9, 9] }] }),
      missionFileText(line(250, { dice: [9, 9] }) as MissionRecord),
      missionFileText(line(120, { colour: 'red' }) as MissionRecord),
      missionFileText(line(7, { situation: { drm: 1e308 } }) as MissionRecord),
      missionFileText(line(299, { from: { entry: 299, slot: 0 } }) as MissionRecord),
      missionFileText({ ...long, log: Array.from({ length: MAX_MISSION_LINES + 1 }, () => A1) }),
      missionFileText({ ...long, seed: -1 }),
      missionFileText(long).replace('"version": 1', '"version": 2'),
      '{',
      'x'.repeat(MAX_MISSION_FILE_CHARS + 1),
    ];
    const pause = async () => {};
    for (const [i, text] of files.entries()) {
      const plain = readMissionFile(text);
      // Each bad file is refused, with the plain reader's words.
      expect(plain.ok, `file ${i}`).toBe(i === 0);
      for (const slice of [1, 7, 1000])
        expect(await readMissionFileInSlices(text, pause, slice), `file ${i}`).toEqual(plain);
    }
  });
  it('a pause that throws stops the sliced reader', async () => {
    const stop = new Error('cancelled');
    const text = missionFileText(votgMission(200));
    let pauses = 0;
    const pause = async () => {
      if (++pauses === 2) throw stop;
    };
    await expect(readMissionFileInSlices(text, pause, 50)).rejects.toBe(stop);
    expect(pauses).toBe(2);
  });
  it('a valid long Mission with follow-ups and generated dice reads back the same', () => {
    const long = votgMission(600);
    const back = readMissionFile(missionFileText(long));
    expect(back.ok && back.value).toEqual(long);
  });
});
