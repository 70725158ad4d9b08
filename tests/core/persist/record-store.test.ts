/**
 * Core's record store: a write is a compare-and-set on the revision the tab read, shown once it
 * committed and its second copy is written; a stale tab is refused and shown the stored value
 * with a notice; writes of one tab build on each other; storage full shows nothing as done; a
 * replacing write keeps a backup; a value stored before revisions loads as revision 0.
 */
import { describe, expect, it } from 'vitest';
import {
  backupKey,
  createRecordStore,
  revKey,
  STALE_NOTICE,
} from '../../../src/core/persist/record-store';
import { KEYVAL_AREA } from '../../../src/core/store/mirror';
import { device, settle } from '../../support/records';

const num = (raw: unknown) => (typeof raw === 'number' ? raw : null);
const list = (raw: unknown) =>
  Array.isArray(raw) && raw.every((x) => typeof x === 'number') ? (raw as number[]) : null;

function tab(d: ReturnType<typeof device>, channel = true) {
  const store = createRecordStore(d.env({ channel }));
  const cell = store.cell<number[]>({ key: 'log', read: list, fallback: () => [] });
  const append = (n: number) => store.write([{ key: 'log', value: [...cell.latest(), n] }]);
  return { store, cell, append };
}

describe('the record store', () => {
  it('loads a value stored before revisions as revision 0, and the first write makes it 1', async () => {
    const d = device({ log: [1, 2] });
    const a = tab(d);
    await a.store.load();
    expect(a.cell.current.value).toEqual([1, 2]);
    expect(await a.append(3)).toBe(true);
    expect(d.backend.snapshot()).toMatchObject({ log: [1, 2, 3], [revKey('log')]: 1 });
  });
  it('shows a change only once stored, with the second copy written before it is shown', async () => {
    const d = device();
    const a = tab(d);
    await a.store.load();
    const done = a.append(7);
    expect(a.cell.current.value).toEqual([]);
    expect(a.cell.latest()).toEqual([7]);
    expect(a.store.saving.value).toBe(true);
    expect(await done).toBe(true);
    expect(a.cell.current.value).toEqual([7]);
    // The copy already holds it: a kill now, then IndexedDB lost, still has it.
    expect(await d.mirror.readRecord(KEYVAL_AREA, 'log')).toEqual([7]);
    expect(await d.mirror.readRecord(KEYVAL_AREA, revKey('log'))).toBe(1);
    await a.store.flushed();
    expect(a.store.saving.value).toBe(false);
  });
  it('queued writes of one tab build on each other', async () => {
    const d = device();
    const a = tab(d);
    await a.store.load();
    void a.append(1);
    void a.append(2);
    await a.append(3);
    await a.store.flushed();
    expect(a.cell.current.value).toEqual([1, 2, 3]);
    expect(d.backend.snapshot()[revKey('log')]).toBe(3);
  });
  it('a tab that missed another tab’s write is refused, reads the stored value and says so', async () => {
    const d = device();
    const a = tab(d, false);
    const b = tab(d, false);
    await a.store.load();
    await b.store.load();
    expect(await a.append(1)).toBe(true);
    expect(await b.append(2)).toBe(false);
    await settle();
    expect(b.store.notice.value).toBe(STALE_NOTICE);
    expect(b.cell.current.value).toEqual([1]);
    // Its next write builds on what it now shows, and goes in.
    expect(await b.append(2)).toBe(true);
    expect(d.backend.snapshot().log).toEqual([1, 2]);
  });
  it('two tabs writing at once: one goes in, the other is refused; nothing acknowledged is lost', async () => {
    const d = device();
    const a = tab(d, false);
    const b = tab(d, false);
    await Promise.all([a.store.load(), b.store.load()]);
    const acked: number[] = [];
    const results = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const t = n % 2 ? a : b;
        if (await t.append(n)) acked.push(n);
      }),
    );
    expect(results).toHaveLength(4);
    const stored = d.backend.snapshot().log as number[];
    for (const n of acked) expect(stored).toContain(n);
    expect(acked.length).toBeGreaterThan(0);
  });
  it('a change tapped while the tab reads another tab’s write again never writes over it', async () => {
    const d = device();
    const a = tab(d);
    const b = tab(d);
    await Promise.all([a.store.load(), b.store.load()]);
    // Every transaction waits a moment: tab A's read of B's write is still on its way when A taps.
    d.backend.latency = () => new Promise((ok) => setTimeout(ok, 5));
    expect(await b.append(2)).toBe(true);
    expect(a.cell.current.value).toEqual([]);
    // Built on what tab A shows ([]): the read lands first, but the write was planned before it.
    const okA = await a.append(1);
    await a.store.flushed();
    await settle();
    const stored = d.backend.snapshot().log as number[];
    expect(stored).toContain(2);
    expect(okA).toBe(false);
    expect(a.store.notice.value).toBe(STALE_NOTICE);
    expect(a.cell.current.value).toEqual([2]);
  });
  it('told over the channel, the other tab shows the new value', async () => {
    const d = device();
    const a = tab(d);
    const b = tab(d);
    await a.store.load();
    await b.store.load();
    await a.append(5);
    await expect.poll(() => b.cell.current.value).toEqual([5]);
    expect(await b.append(6)).toBe(true);
    expect(b.store.notice.value).toBeNull();
  });
  it('storage full: nothing is shown as done, the message says so, the next write still works', async () => {
    const d = device();
    const a = tab(d);
    await a.store.load();
    d.backend.inject({ name: 'QuotaExceededError', on: 'atomic' });
    expect(await a.append(1)).toBe(false);
    expect(a.cell.current.value).toEqual([]);
    expect(a.cell.latest()).toEqual([]);
    expect(a.store.failure.value).toMatch(/storage is full/);
    expect(await a.append(2)).toBe(true);
    expect(a.store.failure.value).toBeNull();
    expect(a.cell.current.value).toEqual([2]);
  });
  it('a replacing write keeps the value it replaces as a backup', async () => {
    const d = device({ log: [1] });
    const s = createRecordStore(d.env());
    s.cell({ key: 'log', read: list, fallback: () => [] });
    await s.load();
    expect(await s.write([{ key: 'log', value: [9] }], { backup: true })).toBe(true);
    expect(d.backend.snapshot()[backupKey('log')]).toEqual([1]);
  });
  it('a family reads every key under its prefix, writes one, and deletes one', async () => {
    const d = device({ 'n/a': 1, 'n/b': 2, 'n/c': 'not a number' });
    const s = createRecordStore(d.env());
    const f = s.family('n/', num);
    await s.load();
    expect([...f.current.value]).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(f.ids()).toEqual(['a', 'b', 'c']);
    await s.write([{ key: f.keyOf('a'), value: 10 }]);
    await s.write([{ key: f.keyOf('b'), value: undefined }]);
    expect([...f.current.value]).toEqual([['a', 10]]);
    expect(d.backend.snapshot()).toMatchObject({ 'n/a': 10, 'n/c': 'not a number' });
    expect(d.backend.snapshot()['n/b']).toBeUndefined();
  });
});
