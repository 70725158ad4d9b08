/**
 * One device for record-store tests: an in-memory IndexedDB (with fault injection), the second
 * copy over a map of blobs, and a channel between its tabs. Each `env()` is one tab's view of it.
 */
import type { RecordsEnv } from '../../src/core/persist/record-store';
import { createMemoryBackend, type MemoryBackend } from '../../src/core/store/memory';
import { createMirror, KEYVAL_AREA, type MirrorStorage } from '../../src/core/store/mirror';
import { fakeBroadcast } from './fakeBroadcast';

/** A device: its backend, its second copy, and a tab's environment over them. */
export interface Device {
  readonly backend: MemoryBackend;
  readonly mirror: ReturnType<typeof createMirror>;
  readonly blobs: Map<string, Uint8Array>;
  /** One tab's environment; `channel: false` makes a tab that hears nothing from the others. */
  env(options?: { channel?: boolean }): RecordsEnv;
}

/** Returns Cache Storage stood in for by a map of blobs: the second copy's storage and its blobs. */
export function memoryStorage(): { blobs: Map<string, Uint8Array>; storage: MirrorStorage } {
  const blobs = new Map<string, Uint8Array>();
  const storage: MirrorStorage = {
    read: async (n) => blobs.get(n),
    write: async (n, b) => {
      blobs.set(n, b);
    },
    remove: async (n) => {
      blobs.delete(n);
    },
  };
  return { blobs, storage };
}

/** Returns a device whose IndexedDB holds `seed`. */
export function device(seed: Record<string, unknown> = {}, backend?: MemoryBackend): Device {
  const db = backend ?? createMemoryBackend(seed);
  const { blobs, storage } = memoryStorage();
  const mirror = createMirror(storage, { schedule: () => undefined, exclusive: (run) => run() });
  const hub = fakeBroadcast();
  return {
    backend: db,
    mirror,
    blobs,
    env: (options = {}) => ({
      backend: db,
      area: KEYVAL_AREA,
      mirror,
      openChannel: options.channel === false ? () => null : hub.open,
    }),
  };
}

/** Lets every pending promise and timer of the stores settle. */
export const settle = () => new Promise<void>((r) => setTimeout(r, 0));
