/** Core's shared word formats: counted things. */
import { describe, expect, it } from 'vitest';
import { plural } from '../../src/core/format';

describe('plural', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(plural(1, 'log line')).toBe('1 log line');
    expect(plural(0, 'log line')).toBe('0 log lines');
    expect(plural(2, 'log entry', 'log entries')).toBe('2 log entries');
    expect(plural(1, 'log entry', 'log entries')).toBe('1 log entry');
  });
});
