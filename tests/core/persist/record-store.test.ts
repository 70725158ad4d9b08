/**
 * Core's record store, the saved state of the small tables: writes land in order, a store that
 * could not be read is never written over, a damaged value is kept aside, and another tab's
 * save is read back only once this tab's own writes are in.
 */
import { describe, expect, it } from 'vitest';
import type { KeyValueIO } from '../../../src/core/persist/key';
import { createRecordStore, type RecordChannel } from '../../../src/core/persist/record-store';
import type { BroadcastChannelLike } from '../../../src/core/tabs/channel';
import { memoryIO } from '../../support/memoryIO';

const count = (raw: unknown): number | null => (typeof raw === 'number' ? raw : null);
const spec = { key: 'n', validate: count, fallback: () => 0 };

/** Two channel ends that deliver to each other, as a BroadcastChannel does between two tabs. */
function channels(type: string): [RecordChannel, RecordChannel, unknown[]] {
  const ends: ((data: unknown) => void)[][] = [[], []];
  const posted: unknown[] = [];
  const end = (me: 0 | 1): RecordChannel => ({
    name: 'test',
    type,
    open: (): BroadcastChannelLike => ({
      postMessage: (data) => {
        posted.push(data);
        for (const l of ends[1 - me] ?? []) l(data);
      },
      addEventListener: (_t, l) => {
        ends[me]?.push((data) => l({ data }));
      },
      close: () => {
        ends[me] = [];
      },
    }),
  });
  return [end(0), end(1), posted];
}

/** An io whose writes wait until `release` is called, to see what happens meanwhile. */
function slowWrites(io: KeyValueIO): KeyValueIO & { release(): void } {
  const waiting: (() => void)[] = [];
  return {
    get: io.get,
    set: (k, v) =>
      new Promise<void>((resolve) => {
        waiting.push(() => void io.set(k, v).then(resolve));
      }),
    release: () => {
      for (const go of waiting.splice(0)) go();
    },
  };
}

describe('the record store', () => {
  it('shows a change at once and writes the changes in the order they were made', async () => {
    const { io, data } = memoryIO();
    const store = createRecordStore(io);
    const n = store.value(spec);
    await store.load();
    expect(n.current.value).toBe(0);
    for (const v of [1, 2, 3]) n.set(v);
    expect(n.current.value).toBe(3);
    await store.flushed();
    expect(data.get('n')).toBe(3);
    expect(store.loaded.value).toBe(true);
  });
  it('holds every write after a failed read, and says so', async () => {
    const { io, data } = memoryIO({ n: 7, m: 1 }, { get: true });
    const store = createRecordStore(io);
    const n = store.value(spec);
    const m = store.value({ ...spec, key: 'm' });
    await store.load();
    expect(store.saveFailed.value).toBe(true);
    m.set(5);
    n.set(9);
    await store.flushed();
    expect(m.current.value).toBe(5);
    expect([data.get('n'), data.get('m')]).toEqual([7, 1]);
  });
  it('says when a write is refused', async () => {
    const { io } = memoryIO({}, { set: true });
    const store = createRecordStore(io);
    const n = store.value(spec);
    await store.load();
    n.set(1);
    await store.flushed();
    expect(store.saveFailed.value).toBe(true);
  });
  it('keeps a damaged value aside before the fallback replaces it', async () => {
    const { io, data } = memoryIO({ n: 'not a number' });
    const store = createRecordStore(io);
    const n = store.value({ ...spec, keepDamagedAt: 'n-damaged' });
    await store.load();
    expect(n.damaged.value).toBe(true);
    expect(n.current.value).toBe(0);
    expect(data.get('n-damaged')).toBe('not a number');
    n.set(4);
    await store.flushed();
    expect(data.get('n')).toBe(4);
    expect(store.saveFailed.value).toBe(false);
  });
  it('holds writes when a damaged value cannot be kept aside', async () => {
    const { io, data } = memoryIO({ n: 'not a number' });
    const failing: KeyValueIO = { get: io.get, set: () => Promise.reject(new Error('full')) };
    const store = createRecordStore(failing);
    store.value({ ...spec, keepDamagedAt: 'n-damaged' });
    await store.load();
    expect(store.saveFailed.value).toBe(true);
    expect(data.get('n')).toBe('not a number');
  });
  it('tells the other tab, which reads the saved value', async () => {
    const { io } = memoryIO();
    const [one, two, posted] = channels('n-saved');
    const a = createRecordStore(io, one);
    const b = createRecordStore(io, two);
    const na = a.value(spec);
    const nb = b.value(spec);
    await Promise.all([a.load(), b.load()]);
    na.set(6);
    await a.flushed();
    await expect.poll(() => nb.current.value).toBe(6);
    expect(posted).toEqual([{ v: 1, type: 'n-saved' }]);
  });
  it('reads the other tab only once its own writes are in, and ignores other messages', async () => {
    const { io, data } = memoryIO();
    const [one, two] = channels('n-saved');
    const slow = slowWrites(io);
    const a = createRecordStore(io, one);
    const b = createRecordStore(slow, two);
    const na = a.value(spec);
    const nb = b.value(spec);
    await Promise.all([a.load(), b.load()]);
    nb.set(2);
    na.set(1);
    await a.flushed();
    // b's own write is still on its way: what it shows is its own change.
    await new Promise((r) => setTimeout(r, 10));
    expect(nb.current.value).toBe(2);
    slow.release();
    await b.flushed();
    expect(data.get('n')).toBe(2);
    // Having missed a's save while writing, b reads the store again: its own value is there.
    await expect.poll(() => nb.current.value).toBe(2);
    data.set('n', 8);
    (one.open('test') as BroadcastChannelLike).postMessage({ v: 1, type: 'other' });
    await new Promise((r) => setTimeout(r, 10));
    expect(nb.current.value).toBe(2);
  });
  it('stops listening once closed', async () => {
    const { io, data } = memoryIO();
    const [one, two] = channels('n-saved');
    const a = createRecordStore(io, one);
    const b = createRecordStore(io, two);
    const na = a.value(spec);
    const nb = b.value(spec);
    await Promise.all([a.load(), b.load()]);
    b.close();
    na.set(3);
    await a.flushed();
    await new Promise((r) => setTimeout(r, 10));
    expect(data.get('n')).toBe(3);
    expect(nb.current.value).toBe(0);
  });
  it('keeps the replaced record as the previous one, and swaps them back', async () => {
    const { io, data } = memoryIO({ rec: null });
    const store = createRecordStore(io);
    const rec = store.replacing({ key: 'rec', previousKey: 'prev', validate: count });
    await store.load();
    expect([rec.current.value, rec.previous.value]).toEqual([null, null]);
    expect(rec.restorePrevious()).toBe(false);
    rec.replace(1);
    expect(rec.previous.value).toBeNull();
    rec.replace(2);
    expect([rec.current.value, rec.previous.value]).toEqual([2, 1]);
    expect(rec.restorePrevious()).toBe(true);
    await store.flushed();
    expect([data.get('rec'), data.get('prev')]).toEqual([1, 2]);
    const again = createRecordStore(io);
    const back = again.replacing({ key: 'rec', previousKey: 'prev', validate: count });
    await again.load();
    expect([back.current.value, back.previous.value]).toEqual([1, 2]);
  });
});
