/**
 * The table's model over an in-memory store: settings, log and marks survive a new model (a
 * reload), a store that could not be read is never written over, a damaged one starts fresh,
 * a bad file changes nothing, and a second tab reads what the first saved.
 */
import { describe, expect, it } from 'vitest';
import type { KeyValueIO } from '../../../src/core/persist/key';
import type { BroadcastChannelLike } from '../../../src/core/tabs/channel';
import { EMPTY_RECORD } from '../../../src/toi/engine';
import { createToiModel, TOI_DAMAGED_KEY, TOI_KEY } from '../../../src/toi/state/model';

function memory(): KeyValueIO & { data: Map<string, unknown>; failGet: boolean } {
  const data = new Map<string, unknown>();
  const io = {
    data,
    failGet: false,
    get: async (k: string) => {
      if (io.failGet) throw new Error('no store');
      return structuredClone(data.get(k));
    },
    set: async (k: string, v: unknown) => {
      data.set(k, structuredClone(v));
    },
  };
  return io;
}

/** A pair of channel ends that deliver to each other (a BroadcastChannel between two tabs). */
function channels(): [() => BroadcastChannelLike, () => BroadcastChannelLike] {
  const ends: ((data: unknown) => void)[][] = [[], []];
  const end = (me: 0 | 1) => (): BroadcastChannelLike => ({
    postMessage: (data) => {
      for (const l of ends[1 - me] ?? []) l(data);
    },
    addEventListener: (_t, l) => {
      ends[me]?.push((data) => l({ data }));
    },
    close: () => {},
  });
  return [end(0), end(1)];
}

describe('the table model', () => {
  it('keeps settings, log and marks across a reload', async () => {
    const io = memory();
    const a = createToiModel(io);
    await a.load();
    a.setSettings({ kind: 'molotov', cover: 4, terrain: 'other' });
    expect(a.add({ type: 'fire', hex: 'A1', strength: 'weak' }).ok).toBe(true);
    expect(a.add({ type: 'fire', hex: 'A1', strength: 'weak' }).ok).toBe(true);
    a.undo();
    await a.flushed();
    const b = createToiModel(io);
    await b.load();
    expect(b.settings.value.kind).toBe('molotov');
    expect(b.settings.value.cover).toBe(4);
    expect(b.board.value.fires).toEqual([{ hex: 'A1', strength: 'weak' }]);
    expect(b.record.value.redo).toHaveLength(1);
    expect(b.redo()).toBe(true);
    expect(b.board.value.fires).toEqual([{ hex: 'A1', strength: 'strong' }]);
  });
  it('refuses an entry against the rules and saves nothing for it', async () => {
    const io = memory();
    const m = createToiModel(io);
    await m.load();
    const r = m.add({ type: 'extinguish', hex: 'B2' });
    expect(r.ok ? 'ok' : r.error.code).toBe('toi.fire.none');
    await m.flushed();
    expect(io.data.has(TOI_KEY)).toBe(false);
  });
  it('never writes over a store it could not read', async () => {
    const io = memory();
    io.data.set(TOI_KEY, { keep: 'me' });
    io.failGet = true;
    const m = createToiModel(io);
    await m.load();
    m.setSettings({ attack: 3 });
    await m.flushed();
    expect(m.saveFailed.value).toBe(true);
    expect(io.data.get(TOI_KEY)).toEqual({ keep: 'me' });
  });
  it('starts fresh, and says so, when the stored table is damaged, keeping it aside', async () => {
    const io = memory();
    const bad = { ...EMPTY_RECORD, log: [{ type: 'extinguish', hex: 'A1' }] };
    io.data.set(TOI_KEY, bad);
    const m = createToiModel(io);
    await m.load();
    expect(m.damaged.value).toBe(true);
    expect(m.record.value).toEqual(EMPTY_RECORD);
    m.setSettings({ attack: 2 });
    await m.flushed();
    expect(io.data.get(TOI_DAMAGED_KEY)).toEqual(bad);
    expect((io.data.get(TOI_KEY) as { settings: { attack: number } }).settings.attack).toBe(2);
  });
  it('a bad file changes nothing; a good one replaces the table', async () => {
    const m = createToiModel(memory());
    await m.load();
    m.add({ type: 'fire', hex: 'A1', strength: 'weak' });
    const text = m.fileText();
    expect(m.importText('{"format":"other"}').ok).toBe(false);
    expect(m.record.value.log).toHaveLength(1);
    m.undo();
    expect(m.importText(text).ok).toBe(true);
    expect(m.record.value.log).toHaveLength(1);
  });
  it('a second tab reads the table the first one saved', async () => {
    const io = memory();
    const [one, two] = channels();
    const a = createToiModel(io, one);
    const b = createToiModel(io, two);
    await a.load();
    await b.load();
    a.add({ type: 'building', hex: 'C3', floorsAbove: 1, state: 'weakened' });
    await a.flushed();
    await expect.poll(() => b.board.value.buildings.length).toBe(1);
    expect(b.board.value.buildings[0]).toEqual({ hex: 'C3', floorsAbove: 1, state: 'weakened' });
  });
});
