import { describe, expect, it } from 'vitest';
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
