/**
 * Two tabs of one browser acting on the same record: what each tab has shown (every text that
 * ever appeared in its log, recorded in the page as the DOM changes, so an entry shown and then
 * taken away still counts), taps timed by the shared wall clock so two tabs act within a few
 * milliseconds of each other or the moment a tab hears the other's write, a tab cut off from the
 * others' channel, and a full disk for the small tables' database.
 */
import { expect, type Page } from '@playwright/test';
import { RECORDS_CHANNEL } from '../../../src/core/persist/record-store';

/** What the page collects its shown texts under. */
interface Shown {
  seen: Set<string>;
}

/**
 * Records, from the page's first script on, the text of every element matching `selector` that
 * appears (and of each again whenever it changes). Call before the page is opened.
 */
export async function recordShown(page: Page, selector: string): Promise<void> {
  await page.addInitScript((sel) => {
    const w = window as unknown as { shown: Shown };
    w.shown = { seen: new Set() };
    const take = () => {
      for (const el of document.querySelectorAll(sel)) w.shown.seen.add(el.textContent ?? '');
    };
    new MutationObserver(take).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, selector);
}

/** Every text the page has shown under its recorded selector. */
export function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { shown: Shown }).shown.seen]);
}

/** Makes the page hear nothing from the other tabs (no BroadcastChannel). Call before opening it. */
export async function cutChannel(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(globalThis, 'BroadcastChannel', { value: undefined });
  });
}

/**
 * Clicks the element with test id `testId` at wall-clock time `at` (Date.now() in ms): the page
 * waits for the moment itself, so two tabs' clicks land as close together as the timers allow.
 * With `hearing`, it clicks `hearing` ms after the page hears another tab's write on the records
 * channel (the moment the page starts reading that write again), or at `at` if it hears none by
 * then. Resolves with the time the click was made.
 */
export function clickAt(page: Page, testId: string, at: number, hearing?: number): Promise<number> {
  return page.evaluate(
    ([id, when, wait, name]) =>
      new Promise<number>((resolve, reject) => {
        const ear = wait === null ? null : new BroadcastChannel(name);
        let done = false;
        let heard = false;
        const fire = () => {
          if (done) return;
          done = true;
          ear?.close();
          // The last 60 ms are waited out here: a timer alone may fire late, by 40 ms and more
          // on a loaded machine (a full run's two workers), which spread the rounds past 50 ms.
          while (Date.now() < when && !heard) {}
          const el = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
          if (!el) {
            reject(new Error(`no ${id} to click`));
            return;
          }
          const t = Date.now();
          el.click();
          resolve(t);
        };
        if (ear)
          ear.onmessage = () => {
            heard = true;
            setTimeout(fire, wait ?? 0);
          };
        setTimeout(fire, Math.max(0, when - Date.now() - (ear ? 0 : 60)));
      }),
    [testId, at, hearing ?? null, RECORDS_CHANNEL] as const,
  );
}

/** A tab and the element it clicks in a round. */
export interface Tap {
  readonly page: Page;
  readonly testId: string;
}

/**
 * Round `i` of two tabs acting together: tab A's click and tab B's within 0-50 ms of each other,
 * each tab first in turn, some exactly together; in every third round the second tab clicks the
 * moment it hears the first one's write (0-3 ms after), while it is reading that write again.
 * Resolves with how many ms apart the two clicks were.
 */
export async function together(a: Tap, b: Tap, i: number): Promise<number> {
  const gap = i % 5 === 0 ? 0 : (i * 23) % 51;
  const [first, second] = i % 2 === 0 ? [a, b] : [b, a];
  const start = Date.now() + 300;
  const late =
    i % 3 === 2
      ? clickAt(second.page, second.testId, start + 50, i % 4)
      : clickAt(second.page, second.testId, start + gap);
  const [t1, t2] = await Promise.all([clickAt(first.page, first.testId, start), late]);
  return Math.abs(t2 - t1);
}

/** Waits until the screen's storage line says nothing is on its way. */
export async function settled(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId)).toHaveText('');
}

/**
 * Makes this page's puts into idb-keyval's database (where the small tables keep their records)
 * fail as a full disk does (QuotaExceededError); reads and deletions still work.
 */
export function fillKeyvalDisk(page: Page): Promise<void> {
  return page.evaluate(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (
      this: IDBObjectStore,
      ...args: [unknown, IDBValidKey?]
    ) {
      if (this.transaction.db.name === 'keyval-store')
        throw new DOMException('simulated full disk', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
}
