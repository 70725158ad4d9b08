/** The setup screen's typing aid: the designation after the last one named. */
import { describe, expect, it } from 'vitest';
import { nextDesignation } from '../../../../src/volga/ui/kit/SetupAnswer';

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
