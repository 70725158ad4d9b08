/** The Mission model over a store: saved and read back, two tabs, undo/redo, files. */
import { describe, expect, it } from 'vitest';
import { createVotgModel } from '../../../src/votg/state';
import { memoryIO } from '../../support/memoryIO';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('votg model', () => {
  it('a Mission, its rolls and its card survive a reload', async () => {
    const { io } = memoryIO();
    const a = createVotgModel(io, () => 5, null);
    await a.load();
    a.start('v1', 'german');
    expect(a.setCard(3, '', '5/6').ok).toBe(true);
    expect(a.rollOwner('A1', [1, 2], { attitude: 'hold' }).ok).toBe(true);
    expect(a.rollApp('G9R9', {}).ok).toBe(true);
    await a.flushed();
    const b = createVotgModel(io, () => 9, null);
    await b.load();
    expect(b.record.value).toEqual(a.record.value);
    expect(b.state.value?.played.length).toBe(3);
    expect(b.state.value?.ac).toBe(3);
  });
  it('refuses a roll without a Mission and bad dice, keeping the log', async () => {
    const m = createVotgModel(memoryIO().io, () => 5, null);
    await m.load();
    expect(m.rollOwner('A1', [1, 2], {}).ok).toBe(false);
    m.start('v2', 'russian');
    expect(m.rollOwner('A1', [7, 2], {}).ok).toBe(false);
    expect(m.record.value?.log.length).toBe(0);
  });
  it('undo and redo keep the same generated dice', async () => {
    const m = createVotgModel(memoryIO().io, () => 1234, null);
    await m.load();
    m.start('v1', 'german');
    m.rollApp('A1', { attitude: 'hold' });
    const first = m.record.value!.log[0];
    expect(m.undo()).toBe(true);
    expect(m.redo()).toBe(true);
    expect(m.record.value!.log[0]).toEqual(first);
    m.undo();
    m.rollApp('A1', { attitude: 'hold' });
    expect(m.record.value!.log[0]).toEqual(first);
  });
  it('a second tab sees what the first one saved', async () => {
    const { io } = memoryIO();
    const name = `votg-test-${Math.random()}`;
    const a = createVotgModel(io, () => 5, name);
    const b = createVotgModel(io, () => 6, name);
    await Promise.all([a.load(), b.load()]);
    a.start('v3', 'german');
    a.rollOwner('A11', [4, 2], {});
    await a.flushed();
    await until(() => b.state.value?.done.A11.includes('42') === true);
    b.rollOwner('A11', [1, 1], {});
    await b.flushed();
    await until(() => a.state.value?.done.A11.length === 2);
  });
  it('export and import: the file brings the Mission back; the replaced one is kept', async () => {
    const m = createVotgModel(memoryIO().io, () => 5, null);
    await m.load();
    m.start('v4', 'russian');
    m.rollOwner('R6', [3, 3], {});
    const text = m.fileText();
    m.start('v1', 'german');
    expect(m.importText(text).ok).toBe(true);
    expect(m.record.value?.mission).toBe('v4');
    expect(m.previous.value?.mission).toBe('v1');
    expect(m.importText('{"kind":"votg-mission","version":1,"record":{}}').ok).toBe(false);
    expect(m.record.value?.mission).toBe('v4');
  });
});
