/**
 * Raw access to the app's games database ('volga-table-games', object store 'records') from
 * inside a page, bypassing the app: to check what is really stored, and to fill the disk.
 */
import type { Page } from '@playwright/test';

/** Returns, from inside the page, the record stored under `key`, or every key when `key` is null. */
function readRecords(page: Page, key: string | null): Promise<unknown> {
  return page.evaluate(
    (k) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('volga-table-games');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const records = open.result.transaction('records', 'readonly').objectStore('records');
          const req: IDBRequest = k === null ? records.getAllKeys() : records.get(k);
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result);
          };
          req.onerror = () => reject(req.error);
        };
      }),
    key,
  );
}

/** Returns the stored record of game `id` as IndexedDB holds it (undefined when there is none). */
export function storedGame<T = Record<string, unknown>>(page: Page, id: string): Promise<T> {
  return readRecords(page, `game:${id}`) as Promise<T>;
}

/** Returns every key stored in the games database. */
export async function storedKeys(page: Page): Promise<string[]> {
  return ((await readRecords(page, null)) as IDBValidKey[]).map(String);
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
