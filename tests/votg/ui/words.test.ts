import { describe, expect, it } from 'vitest';
import { rowNote, tableLabel, tableTitle } from '../../../src/votg/ui/words';

describe('rowNote: the printed row beside a total only when it says more', () => {
  it('says nothing when the row is the total itself', () => {
    expect(rowNote({ final: 13, label: '13' })).toBe('');
    expect(rowNote({ final: 5, label: '05' })).toBe('');
    expect(rowNote({ final: 20, label: null })).toBe('');
    // A final read on a table the text does not hold (v4 MSR 9): its one row is every final.
    expect(rowNote({ final: 7, label: 'every final' })).toBe('');
  });
  it('names a range or an open-ended row', () => {
    expect(rowNote({ final: 27, label: '26-31' })).toBe(' (row 26-31)');
    expect(rowNote({ final: 1, label: '≤ 2' })).toBe(' (row ≤ 2)');
  });
});

describe('tableLabel and tableTitle: tables by the names the charts print, never by ids', () => {
  it('a main table by its chart, G9/R9 with its slash', () => {
    expect(tableLabel('A1')).toBe('A1');
    expect(tableLabel('G9R9')).toBe('G9/R9');
    expect(tableTitle('G9R9')).toMatch(/^G9\/R9 /);
  });
  it('a sub-roll or a setup roll by its name alone', () => {
    expect(tableLabel('R2.high')).toBe('R2 sub-roll: NKVD 6-2-8 or 4-2-6');
    expect(tableTitle('A5.obstacle')).toBe('A5 Obstacle type');
    expect(tableTitle('v1.san')).toBe('v1 ENEMY SAN');
    expect(tableLabel('G4')).toBe('G4 German support weapon');
  });
});
