/**
 * One tiny typed module per persisted key, over idb-keyval.
 * What comes back from IndexedDB is untrusted (older versions, other tabs, a hand-edited
 * store), so every read goes through the key's validator, and a storage failure never
 * crashes the app: it reads as the default and reports the error.
 */
import { get, set } from 'idb-keyval';
import { isQuotaExceeded, STORAGE_MISSING_ERROR } from '../store/errors';
import { whenStorageOpen } from '../store/held';
import { KEYVAL_AREA, mirrorWrites } from '../store/mirror';

/** The two storage calls a key needs; tests pass an in-memory one. */
export interface KeyValueIO {
  readonly get: (key: string) => Promise<unknown>;
  readonly set: (key: string, value: unknown) => Promise<void>;
}

/**
 * The real IndexedDB-backed storage (idb-keyval's default database). A committed write is also
 * queued for the second copy, so every persisted key of every table is kept there too. Both wait
 * for start-up's check of that copy (held.ts), so what it brings back is what they read.
 */
export const idbIO: KeyValueIO = {
  get: (key) => whenStorageOpen(() => get(key)),
  set: (key, value) =>
    whenStorageOpen(async () => {
      await set(key, value);
      mirrorWrites(KEYVAL_AREA, [{ op: 'put', key, value }]);
    }),
};

/**
 * Reads idb-keyval's database at once, past start-up's hold (held.ts), and writes nothing: a look
 * that only decides how the first screen is drawn while that check of the second copy runs.
 * What it reads feeds no model (they read through idbIO, after the check), so a record the check
 * brings back is what they see.
 */
export const peekIO: KeyValueIO = {
  get: (key) => get(key),
  set: (key) =>
    Promise.reject(
      new Error(`"${key}" was not written: a look before start-up's check never writes`),
    ),
};

/** What a read found: the usable value, and why the stored data was not used, if it was not. */
export interface ReadResult<T> {
  readonly value: T;
  /** 'ok' stored data used; 'missing' nothing stored; 'invalid' stored data rejected; 'error' storage failed. */
  readonly status: 'ok' | 'missing' | 'invalid' | 'error';
}

/** A validator returns the checked value, or null when the raw data cannot be used at all. */
export type Validate<T> = (raw: unknown) => T | null;

/**
 * Why a write was refused: 'quota' the device's storage for the app is full; 'unavailable' this
 * browser mode gives the app no storage (some private windows); 'failed' anything else.
 */
export type WriteFailure = 'quota' | 'unavailable' | 'failed';

/** Returns why a storage error refused a write. */
export function writeFailureOf(e: unknown): WriteFailure {
  if (isQuotaExceeded(e)) return 'quota';
  const name = typeof e === 'object' && e !== null ? (e as { name?: unknown }).name : undefined;
  return name === 'SecurityError' || name === STORAGE_MISSING_ERROR ? 'unavailable' : 'failed';
}

/** A typed persisted value: `read()` never rejects and always returns a valid T. */
export interface PersistedKey<T> {
  readonly key: string;
  /** Returns the stored value checked by the validator, or the default with the reason. */
  read(): Promise<ReadResult<T>>;
  /** Returns true when the value was written, false when storage refused it. */
  write(value: T): Promise<boolean>;
  /** Returns null when the value was written, else why storage refused it. */
  save(value: T): Promise<WriteFailure | null>;
}

/** Returns a persisted key that validates what it reads and falls back to `fallback()`. */
export function persistedKey<T>(
  key: string,
  validate: Validate<T>,
  fallback: () => T,
  io: KeyValueIO = idbIO,
): PersistedKey<T> {
  return {
    key,
    async read() {
      let raw: unknown;
      try {
        raw = await io.get(key);
      } catch {
        return { value: fallback(), status: 'error' };
      }
      if (raw === undefined) return { value: fallback(), status: 'missing' };
      const checked = validate(raw);
      return checked === null
        ? { value: fallback(), status: 'invalid' }
        : { value: checked, status: 'ok' };
    },
    async write(value) {
      return (await this.save(value)) === null;
    },
    async save(value) {
      try {
        await io.set(key, value);
        return null;
      } catch (e) {
        return writeFailureOf(e);
      }
    },
  };
}
