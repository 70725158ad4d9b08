/**
 * The page's storage gate. Start-up renders the first screen while it checks the second copy
 * (restore.ts), so the check cannot come first by running first: instead every read and write of
 * IndexedDB in this page (the IndexedDB backend, idb-keyval's persisted keys, the import worker's
 * requests) waits here until the check has settled. A record the check writes back is then never
 * read as missing, nor written over, by a screen that opened early. Open unless start-up holds it,
 * so a worker or a test that never restores is not held.
 */

let held = false;
let opened: Promise<void> = Promise.resolve();

/** Holds every use of storage in this page until `done` settles, whether it succeeds or fails. */
export function holdStorageUntil(done: Promise<unknown>): void {
  held = true;
  opened = done.then(
    () => {
      held = false;
    },
    () => {
      held = false;
    },
  );
}

/** True while start-up's check of the second copy holds storage. */
export function storageHeld(): boolean {
  return held;
}

/** Resolves once storage may be used (at once when nothing holds it). */
export function storageOpen(): Promise<void> {
  return opened;
}

/** Runs `use` now when storage is open, else once it opens; returns what `use` returns. */
export function whenStorageOpen<T>(use: () => Promise<T>): Promise<T> {
  return held ? opened.then(use) : use();
}
