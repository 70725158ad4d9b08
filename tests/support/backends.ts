/** Storage backends that fail the way IndexedDB does, built over the in-memory backend. */
import type { KvBackend } from '../../src/core/store/backend';
import { domError, type MemoryBackend } from '../../src/core/store/memory';

/** Returns the error IndexedDB throws when the connection closed under a transaction. */
export const connectionClosing = () =>
  domError('InvalidStateError', 'The database connection is closing.');

/** Returns a backend that reads from `inner` and writes through `atomic` (which may call inner's). */
export function withAtomic(inner: MemoryBackend, atomic: KvBackend['atomic']): KvBackend {
  return {
    kind: 'memory',
    get: (k) => inner.get(k),
    entries: (p) => inner.entries(p),
    keys: (p) => inner.keys(p),
    atomic,
    reopen: () => inner.reopen(),
  };
}
