/**
 * Raw access to the app's games database ('volga-table-games', object store 'records') from
 * inside a page, bypassing the app: to check what is really stored, and to fill the disk.
 */
import type { Page } from '@playwright/test';

/** Returns the stored record of game `id` as IndexedDB holds it (undefined when there is none). */
export function storedGame<T = Record<string, unknown>>(page: Page, id: string): Promise<T> {
  return page.evaluate(
    (key) =>
      new Promise<T>((resolve, reject) => {
        const open = indexedDB.open('volga-table-games');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result
            .transaction('records', 'readonly')
            .objectStore('records')
            .get(key);
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result);
          };
          req.onerror = () => reject(req.error);
        };
      }),
    `game:${id}`,
  );
}

/** Returns every key stored in the games database. */
export function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('volga-table-games');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result
            .transaction('records', 'readonly')
            .objectStore('records')
            .getAllKeys();
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result.map(String));
          };
          req.onerror = () => reject(req.error);
        };
      }),
  );
}

/** Makes this page's puts into the games database fail as a full disk does (QuotaExceededError), until `room(page)`; deletions still work. */
export function fillTheDisk(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { diskFull: boolean };
    w.diskFull = true;
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (
      this: IDBObjectStore,
      ...args: [unknown, IDBValidKey?]
    ) {
      if (w.diskFull && this.transaction.db.name === 'volga-table-games')
        throw new DOMException('simulated full disk', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
}

/** Lets this page's writes to the games database through again after `fillTheDisk`. */
export function room(page: Page): Promise<void> {
  return page.evaluate(() => {
    (window as unknown as { diskFull: boolean }).diskFull = false;
  });
}
