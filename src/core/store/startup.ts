/**
 * The app's two IndexedDB areas as the second copy sees them (the games' database and
 * idb-keyval's default one, where every table's persisted keys and the settings live), and the
 * start-up steps over them: restore before anything reads storage, catch up once idle.
 */
import { getMany, keys, setMany } from 'idb-keyval';
import { storageOpen } from './held';
import { createIdbBackend, GAMES_AREA } from './idb';
import { appMirror, KEYVAL_AREA } from './mirror';
import { catchUp, type MirrorArea, type RestoreReport, restoreFromMirror } from './restore';

/**
 * Returns the app's areas: every record the app stores lives in one of them. They go past the
 * storage gate (held.ts), which waits for the restore that reads them.
 */
function appAreas(): MirrorArea[] {
  const games = createIdbBackend(undefined, undefined, { forRestore: true });
  return [
    {
      id: GAMES_AREA,
      keys: () => games.keys(''),
      getMany: (ks) => Promise.all(ks.map((k) => games.get(k))),
      putMany: (entries) =>
        games.atomic({}, () => ({
          writes: entries.map(([key, value]) => ({ op: 'put' as const, key, value })),
          result: undefined,
        })),
    },
    {
      id: KEYVAL_AREA,
      keys: async () => (await keys()).map(String),
      getMany: (ks) => getMany([...ks]),
      putMany: (entries) => setMany(entries.map(([k, v]) => [k, v])),
    },
  ];
}

/**
 * Returns what start-up found in the second copy, having restored what IndexedDB lost. A copy
 * or a database that does not answer within `waitMs` is not waited for (the app starts; the
 * report says it failed).
 */
export function restoreOnStart(waitMs = 4000): Promise<RestoreReport> {
  const timeout = new Promise<RestoreReport>((resolve) =>
    setTimeout(
      () =>
        resolve({
          outcome: 'failed',
          restored: [],
          missing: [],
          error: `no answer in ${waitMs} ms`,
        }),
      waitMs,
    ),
  );
  return Promise.race([
    restoreFromMirror(appMirror(), appAreas()).catch(
      (e: unknown): RestoreReport => ({
        outcome: 'failed',
        restored: [],
        missing: [],
        error: String(e),
      }),
    ),
    timeout,
  ]);
}

/**
 * Copies to the second copy what it lacks (after the first paint, in idle time), once start-up's
 * restore has settled: before that, what IndexedDB lacks may be what the restore writes back.
 */
export async function catchUpMirror(): Promise<number> {
  await storageOpen();
  return catchUp(appMirror(), appAreas()).catch(() => 0);
}

/** Returns the second copy's size (About, the benchmark). */
export function mirrorSize() {
  return appMirror().size();
}
