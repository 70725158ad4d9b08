import { describe, expect, it } from 'vitest';
import { loadFailure } from '../../../src/core/nav/lazy';
import {
  classifyStorageError,
  OPEN_TIMEOUT_ERROR,
  STORAGE_MISSING_ERROR,
} from '../../../src/core/store/errors';

const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });

describe('storage wording', () => {
  it('a browser mode without storage is unavailable, not retryable, and says what to do', () => {
    for (const e of [named('SecurityError'), named(STORAGE_MISSING_ERROR)]) {
      const r = classifyStorageError(e, 'read');
      expect(r.code).toBe('storage.unavailable');
      expect(r.retryable).toBe(false);
      expect(r.message).toMatch(/unavailable in this browser mode.*normal browser window/);
      expect(r.message).not.toMatch(/try again/i);
    }
  });

  it('an open that timed out says so and may be retried', () => {
    const r = classifyStorageError(named(OPEN_TIMEOUT_ERROR), 'read');
    expect(r.retryable).toBe(true);
    expect(r.message).toMatch(/did not answer within 10 seconds/);
  });
});

describe('loadFailure', () => {
  const chunk = new TypeError('Failed to fetch dynamically imported module: /assets/X-1.js');
  it('a missing chunk while online means the app was updated; offline, the connection', () => {
    expect(loadFailure(chunk, true)).toBe('updated');
    expect(loadFailure(new TypeError('Importing a module script failed.'), true)).toBe('updated');
    expect(loadFailure(chunk, false)).toBe('offline');
    expect(loadFailure(new Error('boom'), true)).toBe('other');
  });
});
