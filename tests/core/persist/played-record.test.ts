/**
 * A saved record played through a table's rules: the state is the log replayed, a refused
 * entry changes nothing, a new entry clears redo, entries asked for before the last is stored
 * follow on from it, and without a record the table's refusal.
 */
import { describe, expect, it } from 'vitest';
import { playedRecord } from '../../../src/core/persist/played-record';
import { createRecordStore } from '../../../src/core/persist/record-store';
import { err, ok } from '../../../src/core/result';
import { device } from '../../support/records';

interface Sum {
  readonly log: readonly number[];
  readonly redo: readonly number[];
}
const none = err('sum.none', 'input', 'Start a sum first.');
/** A toy rule: the total may never go over 10. */
const rules = {
  replay: (r: Sum) => {
    const total = r.log.reduce((a, b) => a + b, 0);
    return total <= 10 ? total : null;
  },
  apply: (total: number, n: number) =>
    total + n <= 10 ? ok(total + n) : err('sum.over', 'input', 'Over ten.'),
  none,
};
const isSum = (raw: unknown): Sum | null =>
  typeof raw === 'object' && raw !== null && 'log' in raw ? (raw as Sum) : null;

async function played(initial: Record<string, unknown> = {}) {
  const d = device(initial);
  const store = createRecordStore(d.env());
  const cell = store.cell<Sum | null>({ key: 'sum', read: isSum, fallback: () => null });
  const p = playedRecord(
    {
      current: cell.current,
      latest: cell.latest,
      set: (r: Sum) => store.write([{ key: 'sum', value: r }]),
    },
    rules,
  );
  await store.load();
  return { cell, p, d, store };
}

describe('a played record', () => {
  it('refuses entries without a record', async () => {
    const { p } = await played();
    expect(p.add(1)).toEqual(none);
    expect(p.undo()).toBe(false);
  });
  it('adds through the rules; a refusal changes nothing', async () => {
    const { p, store, d } = await played({ sum: { log: [4], redo: [] } });
    expect(p.add(5)).toEqual(ok(9));
    // The second entry follows on from the first, not yet stored.
    expect(p.add(5).ok).toBe(false);
    expect(p.add(1)).toEqual(ok(10));
    await store.flushed();
    expect(p.state.value).toBe(10);
    expect(d.backend.snapshot().sum).toEqual({ log: [4, 5, 1], redo: [] });
  });
  it('undo and redo move entries; a new entry clears redo', async () => {
    const { p, cell, store } = await played({ sum: { log: [1, 2], redo: [] } });
    expect(p.undo()).toBe(true);
    await store.flushed();
    expect(cell.current.value).toEqual({ log: [1], redo: [2] });
    expect(p.redo()).toBe(true);
    expect(p.undo()).toBe(true);
    p.add(3);
    await store.flushed();
    expect(cell.current.value).toEqual({ log: [1, 3], redo: [] });
    expect(p.redo()).toBe(false);
  });
});
