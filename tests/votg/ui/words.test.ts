import { describe, expect, it } from 'vitest';
import { rowNote } from '../../../src/votg/ui/words';

describe('rowNote: the printed row beside a total only when it says more', () => {
  it('says nothing when the row is the total itself', () => {
    expect(rowNote({ final: 13, label: '13' })).toBe('');
    expect(rowNote({ final: 5, label: '05' })).toBe('');
    expect(rowNote({ final: 20, label: null })).toBe('');
  });
  it('names a range or an open-ended row', () => {
    expect(rowNote({ final: 27, label: '26-31' })).toBe(' (row 26-31)');
    expect(rowNote({ final: 1, label: '≤ 2' })).toBe(' (row ≤ 2)');
  });
});
