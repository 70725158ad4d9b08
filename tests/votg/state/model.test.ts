/** The Mission model over core's record store: saved and read back, two tabs, undo/redo, files. */
import { describe, expect, it } from 'vitest';
import { votgMission } from '../../../bench/_votg-mission';
import { STALE_NOTICE } from '../../../src/core/persist/record-store';
import { missionFileText, readMissionFile } from '../../../src/votg/engine';
import { createVotgModel } from '../../../src/votg/state';
import { VOTG_MISSION_KEY, VOTG_PREVIOUS_KEY } from '../../../src/votg/state/keys';
import { missionReader, PACK_AT_LINES } from '../../../src/votg/state/records';
import { device, settle } from '../../support/records';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('votg model', () => {
  it('a Mission, its rolls and its card survive a reload', async () => {
    const d = device();
    const a = createVotgModel(d.env(), () => 5);
    await a.load();
    a.start('v1', 'german');
    await a.flushed();
    expect(a.setCard(3, '', '5/6').ok).toBe(true);
    expect(a.rollOwner('A1', [1, 2], { attitude: 'hold' }).ok).toBe(true);
    expect(a.rollApp('G9R9', {}).ok).toBe(true);
    await a.flushed();
    const b = createVotgModel(d.env(), () => 9);
    await b.load();
    expect(b.record.value).toEqual(a.record.value);
    expect(b.state.value?.played.length).toBe(3);
    expect(b.state.value?.ac).toBe(3);
  });
  it('refuses a roll without a Mission and bad dice, keeping the log', async () => {
    const m = createVotgModel(device().env(), () => 5);
    await m.load();
    expect(m.rollOwner('A1', [1, 2], {}).ok).toBe(false);
    m.start('v2', 'russian');
    await m.flushed();
    expect(m.rollOwner('A1', [7, 2], {}).ok).toBe(false);
    expect(m.record.value?.log.length).toBe(0);
  });
  it('undo and redo keep the same generated dice', async () => {
    const m = createVotgModel(device().env(), () => 1234);
    await m.load();
    m.start('v1', 'german');
    m.rollApp('A1', { attitude: 'hold' });
    await m.flushed();
    const first = m.record.value!.log[0];
    expect(m.undo()).toBe(true);
    expect(m.redo()).toBe(true);
    await m.flushed();
    expect(m.record.value!.log[0]).toEqual(first);
    m.undo();
    m.rollApp('A1', { attitude: 'hold' });
    await m.flushed();
    expect(m.record.value!.log[0]).toEqual(first);
  });
  it('a second tab sees what the first one saved, and adds to it', async () => {
    const d = device();
    const a = createVotgModel(d.env(), () => 5);
    const b = createVotgModel(d.env(), () => 6);
    await Promise.all([a.load(), b.load()]);
    a.start('v3', 'german');
    await a.flushed();
    await until(() => b.state.value !== null);
    a.rollOwner('A11', [4, 2], {});
    await a.flushed();
    await until(() => b.state.value?.done.A11.includes('42') === true);
    b.rollOwner('A11', [1, 1], {});
    await b.flushed();
    await until(() => a.state.value?.done.A11.length === 2);
  });
  it('a tab that missed the other’s roll is refused with a notice; the first roll stays', async () => {
    const d = device();
    const a = createVotgModel(d.env({ channel: false }), () => 5);
    await a.load();
    a.start('v3', 'german');
    await a.flushed();
    const b = createVotgModel(d.env({ channel: false }), () => 6);
    await b.load();
    a.rollOwner('A11', [4, 2], {});
    await a.flushed();
    expect(b.rollOwner('A11', [1, 1], {}).ok).toBe(true);
    await b.flushed();
    await settle();
    expect(b.notice.value).toBe(STALE_NOTICE);
    expect(b.record.value?.log).toEqual(a.record.value?.log);
    expect(a.record.value?.log).toHaveLength(1);
  });
  it('the turn track: a step is undone and redone, kept over a reload and seen by a second tab', async () => {
    const d = device();
    const a = createVotgModel(d.env(), () => 5);
    const b = createVotgModel(d.env(), () => 6);
    await Promise.all([a.load(), b.load()]);
    a.start('v1', 'german');
    await a.flushed();
    expect(a.advance('phase').ok).toBe(true);
    expect(a.advance('playerTurn').ok).toBe(true);
    await a.flushed();
    expect(a.state.value?.at).toEqual({ turn: 1, player: 'enemy', phase: 'RPh' });
    expect(a.undo()).toBe(true);
    await a.flushed();
    expect(a.state.value?.at).toEqual({ turn: 1, player: 'friendly', phase: 'PFPh' });
    expect(a.redo()).toBe(true);
    await a.flushed();
    await until(() => b.state.value?.at.player === 'enemy');
    expect(b.advance('phase').ok).toBe(true);
    await b.flushed();
    await until(() => a.state.value?.at.phase === 'PFPh' && a.state.value.at.player === 'enemy');
    const c = createVotgModel(d.env(), () => 7);
    await c.load();
    expect(c.state.value?.at).toEqual({ turn: 1, player: 'enemy', phase: 'PFPh' });
  });
  it('export and import: the file brings the Mission back; the replaced one is kept', async () => {
    const m = createVotgModel(device().env(), () => 5);
    await m.load();
    m.start('v4', 'russian');
    m.rollOwner('R6', [3, 3], {});
    await m.flushed();
    const text = m.fileText();
    m.start('v1', 'german');
    await m.flushed();
    expect(m.importText(text).ok).toBe(true);
    await m.flushed();
    expect(m.record.value?.mission).toBe('v4');
    expect(m.previous.value?.mission).toBe('v1');
    expect(m.importText('{"kind":"votg-mission","version":1,"record":{}}').ok).toBe(false);
    expect(m.record.value?.mission).toBe('v4');
  });
  it('a long Mission is stored as one text and reads back whole; a short one as itself', async () => {
    const d = device();
    const m = createVotgModel(d.env(), () => 5);
    await m.load();
    m.start('v1', 'german');
    await m.flushed();
    const short = m.record.value;
    const long = votgMission(PACK_AT_LINES);
    const read = readMissionFile(missionFileText(long));
    expect(read.ok && (await m.importRead(read.value, async () => undefined)).ok).toBe(true);
    await m.flushed();
    const stored = d.backend.snapshot()[VOTG_MISSION_KEY];
    expect(typeof (stored as { packedMission?: unknown }).packedMission).toBe('string');
    expect(d.backend.snapshot()[VOTG_PREVIOUS_KEY]).toEqual(short);
    // The text made ahead, slice by slice, is the Mission's JSON.
    expect(JSON.parse((stored as { packedMission: string }).packedMission)).toEqual(long);
    const again = createVotgModel(d.env(), () => 9);
    await again.load();
    expect(again.record.value).toEqual(long);
    // The reader Export all and restore use takes the packed form, and refuses it damaged.
    expect(missionReader.read(stored)).toEqual(long);
    expect(missionReader.read({ packedMission: '{' })).toBeNull();
    expect(missionReader.read({ packedMission: JSON.stringify(long), note: 1 })).toBeNull();
    const bad = { ...long, log: [...long.log.slice(0, -1), { ...long.log.at(-1)!, dice: [9, 9] }] };
    expect(missionReader.read({ packedMission: JSON.stringify(bad) })).toBeNull();
  });
});
