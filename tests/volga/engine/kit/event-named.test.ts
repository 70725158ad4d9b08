import { describe, expect, it } from 'vitest';
import { effectOfNamedEvent } from '../../../../src/volga/engine/kit';

describe('an event named as the rulebook’s charts name it does what they print', () => {
  it('Commissars (14.6.1), Rain, Artillery Shell Shortages (13.2), whatever the case or spacing', () => {
    expect(effectOfNamedEvent('Commissars')).toEqual({ kind: 'commissars' });
    expect(effectOfNamedEvent('  rain ')).toEqual({ kind: 'rain' });
    expect(effectOfNamedEvent('Artillery shell shortages')).toEqual({ kind: 'artilleryShortage' });
  });
  it('never a withdrawal: its division is the scenario’s own (6.2.1, 14.6.1)', () => {
    expect(effectOfNamedEvent('64th Army Breakthrough')).toBeNull();
  });
  it('nothing for a name the rulebook does not print, or no name', () => {
    expect(effectOfNamedEvent('Logistical Pause')).toBeNull();
    expect(effectOfNamedEvent('')).toBeNull();
  });
});
