/** Undo and redo over a record's log: the entry taken back is the one put back, and the rest of the record stays. */
import { describe, expect, it } from 'vitest';
import { redoNext, undoLast } from '../../src/core/undo-log';

describe('undo log', () => {
  const rec = { name: 'kept', log: ['a', 'b', 'c'], redo: ['d'] };
  it('takes back the last entry, newest first on redo', () => {
    expect(undoLast(rec)).toEqual({ name: 'kept', log: ['a', 'b'], redo: ['c', 'd'] });
    expect(rec.log).toEqual(['a', 'b', 'c']);
  });
  it('puts back the entry taken back last', () => {
    const back = undoLast(rec);
    expect(back && redoNext(back)).toEqual(rec);
    expect(redoNext(rec)).toEqual({ name: 'kept', log: ['a', 'b', 'c', 'd'], redo: [] });
  });
  it('gives null with nothing to take back or put back', () => {
    expect(undoLast({ log: [], redo: ['x'] })).toBeNull();
    expect(redoNext({ log: ['x'], redo: [] })).toBeNull();
  });
  it('takes back an entry that is falsy, such as a zero', () => {
    expect(undoLast({ log: [0], redo: [] })).toEqual({ log: [], redo: [0] });
  });
});
