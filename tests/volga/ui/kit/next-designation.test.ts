/** The setup screen's typing aid: the designation after the last one named. */
import { describe, expect, it } from 'vitest';
import { designationRun, nextDesignation } from '../../../../src/volga/ui/kit/SetupAnswer';

describe('nextDesignation', () => {
  it('counts up the number a designation ends in', () => {
    expect(nextDesignation('29/1')).toBe('29/2');
    expect(nextDesignation('71/9')).toBe('71/10');
    expect(nextDesignation('G/49')).toBe('G/50');
  });

  it("offers a division's first numbered unit after its lettered one (4.3.2)", () => {
    expect(nextDesignation('29/RCN')).toBe('29/1');
    expect(nextDesignation(' 16/Pio ')).toBe('16/1');
  });

  it('offers nothing after a designation with no number to count from', () => {
    expect(nextDesignation('244A')).toBeNull();
    expect(nextDesignation('G/RCN')).toBeNull();
    expect(nextDesignation('RCN')).toBeNull();
  });

  it("offers nothing after a placeholder: its next is the app's form, not a printed one (4.3)", () => {
    expect(nextDesignation('Area 1 · 2')).toBeNull();
    expect(nextDesignation('T2 · 1')).toBeNull();
  });
});

describe('designationRun', () => {
  it("runs on from a division's lettered unit to its numbered ones (4.3.2), as many as asked", () => {
    expect(designationRun('29/RCN', 4, new Set())).toEqual(['29/RCN', '29/1', '29/2', '29/3']);
    expect(designationRun('71/2', 2, new Set())).toEqual(['71/2', '71/3']);
    expect(designationRun('71/2', 1, new Set())).toEqual(['71/2']);
  });

  it('stops before a designation the sheet already has, and where there is none to count from', () => {
    expect(designationRun('24/2', 3, new Set(['24/3']))).toEqual(['24/2']);
    expect(designationRun('29/1', 4, new Set(['29/3']))).toEqual(['29/1', '29/2']);
    expect(designationRun('244A', 3, new Set())).toEqual(['244A']);
  });
});
