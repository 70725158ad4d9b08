/**
 * The first screen renders while start-up checks the second copy, so storage itself waits for
 * that check (src/core/store/held.ts): a record the check writes back is never read as missing,
 * nor written over, by a screen that opened early. What each path into IndexedDB does while the
 * check runs: the game store's backend, idb-keyval's persisted keys, the import worker.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readImportFile } from '../../../src/core/import/reader';
import { idbIO, peekIO } from '../../../src/core/persist/key';
import { holdStorageUntil, storageHeld, storageOpen } from '../../../src/core/store/held';
import { createIdbBackend } from '../../../src/core/store/idb';

/** Every call that reached IndexedDB (idb-keyval, mocked), in order. */
const reached = vi.hoisted(() => [] as string[]);
vi.mock('idb-keyval', () => ({
  get: async (key: string) => {
    reached.push(`get ${key}`);
    return 'stored';
  },
  set: async (key: string) => {
    reached.push(`set ${key}`);
  },
  createStore:
    (db: string) =>
    async <T>(mode: string, callback: (store: unknown) => T) => {
      reached.push(`${mode} ${db}`);
      // One request that succeeds on the next task, as IndexedDB's do.
      const store = {
        get: () => {
          const request: { result: string; onsuccess?: () => void } = { result: 'stored' };
          setTimeout(() => request.onsuccess?.(), 0);
          return request;
        },
      };
      return callback(store);
    },
}));

/** Lets every queued promise callback run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

/** Holds storage until the returned function is called (as start-up's check does). */
function holdUntilChecked(outcome: 'ok' | 'failed' = 'ok'): () => void {
  let finish: () => void = () => undefined;
  holdStorageUntil(
    new Promise<void>((resolve, reject) => {
      finish = outcome === 'ok' ? resolve : () => reject(new Error('the copy could not be read'));
    }),
  );
  return finish;
}

afterEach(() => {
  reached.length = 0;
  vi.unstubAllGlobals();
});

describe('the storage gate', () => {
  it('is open when nothing holds it (a worker, a test)', async () => {
    expect(storageHeld()).toBe(false);
    await idbIO.get('settings');
    expect(reached).toEqual(['get settings']);
  });

  it('holds persisted keys until the check settles, then serves them in the order asked', async () => {
    const checked = holdUntilChecked();
    expect(storageHeld()).toBe(true);
    const read = idbIO.get('settings');
    const write = idbIO.set('kit/current', { kit: 1 });
    await settle();
    expect(reached).toEqual([]);
    checked();
    await expect(read).resolves.toBe('stored');
    await write;
    expect(reached).toEqual(['get settings', 'set kit/current']);
    expect(storageHeld()).toBe(false);
  });

  it('opens when the check fails too (the app starts; the report says it failed)', async () => {
    const failed = holdUntilChecked('failed');
    const read = idbIO.get('settings');
    failed();
    await expect(read).resolves.toBe('stored');
    await expect(storageOpen()).resolves.toBeUndefined();
  });

  it("holds the game store's backend, but not the check's own", async () => {
    const checked = holdUntilChecked();
    const games = createIdbBackend();
    const restore = createIdbBackend('keyval-store', 'keyval', { forRestore: true });
    const read = games.get('game:g1');
    await expect(restore.get('mirror:epoch')).resolves.toBe('stored');
    await settle();
    expect(reached).toEqual(['readonly keyval-store']);
    checked();
    await expect(read).resolves.toBe('stored');
    expect(reached).toEqual(['readonly keyval-store', 'readonly volga-table-games']);
  });

  it('asks the import worker nothing until the check settles', async () => {
    const posted: string[] = [];
    vi.stubGlobal('Worker', class {});
    const worker = {
      postMessage: (m: { type: string }) => posted.push(m.type),
      terminate: () => undefined,
    } as unknown as Worker;
    const checked = holdUntilChecked();
    const reading = readImportFile(new Blob(['{}']), () => undefined, {
      startWorker: () => worker,
      inPlace: () => {
        throw new Error('workers exist here');
      },
    });
    void reading.plan({ mode: 'merge', hasKit: false, hasSettings: false });
    await settle();
    expect(posted).toEqual([]);
    checked();
    await settle();
    expect(posted).toEqual(['read', 'plan']);
  });
});

describe('the look at stored settings before the check (peekIO)', () => {
  it('reads at once while the check holds storage, and refuses to write', async () => {
    const checked = holdUntilChecked();
    await expect(peekIO.get('settings')).resolves.toBe('stored');
    await expect(peekIO.set('settings', {})).rejects.toThrow(
      '"settings" was not written: a look before start-up\'s check never writes',
    );
    expect(reached).toEqual(['get settings']);
    checked();
    await storageOpen();
  });
});
