/**
 * Storage failures as stable codes with a message that says what to do. A failed write is
 * always reported (never swallowed); `retryable` tells the UI whether to offer "Try again".
 */
import type { Problem } from '../files/problems';

/** Stable storage error codes. */
export const STORAGE_ERROR_CODES = [
  'storage.quota', // the device refused more data
  'storage.connection', // the browser closed the database connection and reopening failed
  'storage.write', // any other failed write
  'storage.read', // a read failed
  'storage.unavailable', // IndexedDB cannot be used at all here
  'storage.conflict', // the game changed since this tab read it (another tab, or a lost takeover)
  'storage.notFound', // no such game or backup
  'storage.exists', // a game with that id already exists
  'storage.corrupt', // a stored record failed validation
  'storage.invalid', // the caller asked to store something invalid
  'storage.readOnly', // this tab does not hold the game's writer lock
] as const;
/** A stable storage error code. */
export type StorageErrorCode = (typeof STORAGE_ERROR_CODES)[number];

/** A storage failure: code, a message for the player, and whether trying again may help. */
export interface StorageError {
  readonly code: StorageErrorCode;
  readonly rule: 'storage';
  readonly message: string;
  readonly retryable: boolean;
  /** The browser's error name and message, for diagnostics. */
  readonly cause?: string;
  /** Validation problems, for 'storage.corrupt' and 'storage.invalid'. */
  readonly problems?: readonly Problem[];
}

/** Returns a StorageError with the given code and message. */
export function storageError(
  code: StorageErrorCode,
  message: string,
  extra: { retryable?: boolean; cause?: string; problems?: readonly Problem[] } = {},
): StorageError {
  return {
    code,
    rule: 'storage',
    message,
    retryable: extra.retryable ?? false,
    ...(extra.cause !== undefined ? { cause: extra.cause } : {}),
    ...(extra.problems !== undefined ? { problems: extra.problems } : {}),
  };
}

/** The message shown when the device is out of space for this app. */
export const QUOTA_MESSAGE =
  'Storage on this device is full, so this was not saved. Everything saved before it is safe. ' +
  'Export your games to a file, then delete old games or backups and try again: in Saved games, ' +
  'Export all writes the file, Backups lists the backups to delete, and Delete on a game offers ' +
  'to delete it without a backup when even that has no room.';

/** The message shown when this browser mode gives the app no storage at all (trying again cannot help). */
export const UNAVAILABLE_MESSAGE =
  'Storage is unavailable in this browser mode (private or restricted windows often block it), ' +
  'so nothing can be saved or read here. Open the app in a normal browser window to keep games.';

/** The error name the IndexedDB backend gives an open that did not complete in time. */
export const OPEN_TIMEOUT_ERROR = 'StorageOpenTimeout';
/** The error name the IndexedDB backend gives a browser with no usable IndexedDB at all. */
export const STORAGE_MISSING_ERROR = 'StorageMissing';

function nameAndMessage(e: unknown): { name: string; message: string } {
  if (typeof e === 'object' && e !== null) {
    const r = e as { name?: unknown; message?: unknown };
    return {
      name: typeof r.name === 'string' ? r.name : 'Error',
      message: typeof r.message === 'string' ? r.message : String(e),
    };
  }
  return { name: 'Error', message: String(e) };
}

/** Returns true when the error means the database connection is gone (reopen and retry once). */
export function isConnectionLost(e: unknown): boolean {
  const { name, message } = nameAndMessage(e);
  if (name === 'InvalidStateError') return true;
  // WebKit: "Connection to Indexed Database server lost. Refresh the page to try again" (UnknownError).
  return /connection/i.test(message) && /(lost|clos)/i.test(message);
}

/** Returns true when the error means the storage quota is exhausted. */
export function isQuotaExceeded(e: unknown): boolean {
  const { name, message } = nameAndMessage(e);
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return code === 22 || /quota/i.test(message);
}

/** Returns the StorageError a browser error from a write (or, with `during: 'read'`, a read) means. */
export function classifyStorageError(e: unknown, during: 'write' | 'read' = 'write'): StorageError {
  const { name, message } = nameAndMessage(e);
  const cause = `${name}: ${message}`;
  if (isQuotaExceeded(e)) return storageError('storage.quota', QUOTA_MESSAGE, { cause });
  if (isConnectionLost(e)) {
    return storageError(
      'storage.connection',
      'The app lost its connection to storage and could not reopen it. Nothing saved earlier is lost; try again, or reload the app.',
      { retryable: true, cause },
    );
  }
  if (name === OPEN_TIMEOUT_ERROR) {
    return storageError(
      'storage.read',
      'Storage did not answer within 10 seconds. Try again; if it keeps happening, close the ' +
        'other tabs of the app and reload.',
      { retryable: true, cause },
    );
  }
  if (
    name === 'SecurityError' ||
    name === 'NotFoundError' ||
    name === 'VersionError' ||
    name === STORAGE_MISSING_ERROR
  ) {
    return storageError(
      'storage.unavailable',
      name === 'VersionError'
        ? 'A newer version of the app is open in another tab. Close this tab and use that one.'
        : UNAVAILABLE_MESSAGE,
      { cause },
    );
  }
  if (during === 'read') {
    return storageError('storage.read', 'Reading saved data failed. Try again.', {
      retryable: true,
      cause,
    });
  }
  return storageError('storage.write', 'Saving failed; nothing was lost. Try again.', {
    retryable: true,
    cause,
  });
}
