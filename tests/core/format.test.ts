/** Core's shared word formats: counted things, spans of source lines. */
import { describe, expect, it } from 'vitest';
import { lineSpan, plural } from '../../src/core/format';

describe('plural', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(plural(1, 'log line')).toBe('1 log line');
    expect(plural(0, 'log line')).toBe('0 log lines');
    expect(plural(2, 'log entry', 'log entries')).toBe('2 log entries');
    expect(plural(1, 'log entry', 'log entries')).toBe('1 log entry');
  });
});

describe('lineSpan', () => {
  it('names one line in the singular, never as a range that starts where it ends', () => {
    // The VotG sub-roll of German Aerial Bombardments sits on line 88 alone (8.7).
    expect(lineSpan([88, 88])).toBe('line 88');
    expect(lineSpan([754, 809])).toBe('lines 754-809');
  });
});
