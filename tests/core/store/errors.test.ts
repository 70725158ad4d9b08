import { describe, expect, it } from 'vitest';
import { classifyStorageError, QUOTA_MESSAGE } from '../../../src/core/store/errors';
import { domError } from '../../../src/core/store/memory';

describe('classifyStorageError', () => {
  it.each([
    [domError('QuotaExceededError'), 'storage.quota', false],
    [domError('NS_ERROR_DOM_QUOTA_REACHED'), 'storage.quota', false],
    [Object.assign(domError('Error', 'weird'), { code: 22 }), 'storage.quota', false],
    [
      domError('InvalidStateError', 'The database connection is closing.'),
      'storage.connection',
      true,
    ],
    [
      domError(
        'UnknownError',
        'Connection to Indexed Database server lost. Refresh the page to try again',
      ),
      'storage.connection',
      true,
    ],
    [domError('AbortError'), 'storage.write', true],
    [domError('UnknownError', 'Internal error'), 'storage.write', true],
    [domError('DataCloneError'), 'storage.write', true],
    [domError('SecurityError'), 'storage.unavailable', false],
    [domError('VersionError'), 'storage.unavailable', false],
    ['a string was thrown', 'storage.write', true],
  ])('%s -> %s', (error, code, retryable) => {
    const e = classifyStorageError(error);
    expect([e.code, e.retryable, e.rule]).toEqual([code, retryable, 'storage']);
    expect(e.cause).toBeTruthy();
  });

  it('says what to do when the disk is full', () => {
    expect(QUOTA_MESSAGE).toMatch(/Export your games to a file, then delete old games/);
    expect(QUOTA_MESSAGE).toMatch(/Everything saved before it is safe/);
  });

  it('reports a failed read as storage.read', () => {
    expect(classifyStorageError(domError('UnknownError'), 'read').code).toBe('storage.read');
  });
});
