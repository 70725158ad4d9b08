/**
 * A saved record played through a table's rules: the state is the log replayed, a refused
 * entry changes nothing, a new entry clears redo, and without a record the table's refusal.
 */
import { describe, expect, it } from 'vitest';
import { playedRecord } from '../../../src/core/persist/played-record';
import { createRecordStore } from '../../../src/core/persist/record-store';
import { err, ok } from '../../../src/core/result';
import { memoryIO } from '../../support/memoryIO';

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
  const { io, data } = memoryIO(initial);
  const store = createRecordStore(io);
  const rec = store.replacing({ key: 'sum', previousKey: 'sum-previous', validate: isSum });
  const p = playedRecord(rec, rules);
  await store.load();
  return { rec, p, data, store };
}

describe('a played record', () => {
  it('refuses entries without a record', async () => {
    const { p } = await played();
    expect(p.add(1)).toEqual(none);
    expect(p.state.value).toBeNull();
    expect(p.undo()).toBe(false);
  });
  it('adds through the rules, and a refusal changes nothing', async () => {
    const { rec, p, data, store } = await played();
    rec.replace({ log: [], redo: [] });
    expect(p.add(4)).toEqual(ok(4));
    expect(p.add(7)).toMatchObject({ ok: false, error: { code: 'sum.over' } });
    expect(rec.current.value).toEqual({ log: [4], redo: [] });
    await store.flushed();
    expect(data.get('sum')).toEqual({ log: [4], redo: [] });
  });
  it('undoes and redoes; a new entry clears what was undone', async () => {
    const { rec, p } = await played({ sum: { log: [1, 2], redo: [] } });
    expect(p.state.value).toBe(3);
    expect(p.undo()).toBe(true);
    expect(p.state.value).toBe(1);
    expect(p.redo()).toBe(true);
    expect(p.redo()).toBe(false);
    p.undo();
    p.add(5);
    expect(rec.current.value).toEqual({ log: [1, 5], redo: [] });
  });
  it('shows no state for a record that no longer replays', async () => {
    const { p } = await played({ sum: { log: [9, 9], redo: [] } });
    expect(p.state.value).toBeNull();
    expect(p.add(1)).toEqual(none);
  });
});
