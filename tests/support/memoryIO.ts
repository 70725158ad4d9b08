/** An in-memory stand-in for IndexedDB (the KeyValueIO surface), optionally failing reads or writes. */
import type { KeyValueIO } from '../../src/core/persist/key';

/** Returns the fake store and its backing map (values are cloned on read and write, as IndexedDB does). */
export function memoryIO(
  initial: Record<string, unknown> = {},
  fail: { get?: boolean; set?: boolean } = {},
) {
  const data = new Map<string, unknown>(Object.entries(initial));
  const io: KeyValueIO = {
    get: async (k) => {
      if (fail.get) throw new Error('IndexedDB unavailable');
      return structuredClone(data.get(k));
    },
    set: async (k, v) => {
      if (fail.set) throw new Error('QuotaExceededError');
      data.set(k, structuredClone(v));
    },
  };
  return { io, data };
}
