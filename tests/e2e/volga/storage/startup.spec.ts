/**
 * At start the app upgrades stored games written by an earlier version (migrateAll), after its
 * first paint and never before it; About shows what the browser keeps and how much is used.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { openApp } from '../../support/app';

const v0 = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../fixtures/saves/v0-prerelease.json', import.meta.url)),
    'utf8',
  ),
);

/** Waits for the app's start-up upgrade to have run (it marks 'volga:migrated'). */
const migrated = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('volga:migrated').length > 0);

/** Every record of the games database, raw. */
function records(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('volga-table-games');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('records', 'readonly');
          const store = tx.objectStore('records');
          const keys = store.getAllKeys();
          const values = store.getAll();
          tx.oncomplete = () => {
            open.result.close();
            resolve(Object.fromEntries(keys.result.map((k, i) => [String(k), values.result[i]])));
          };
        };
      }),
  );
}

test('a pre-release game stored on the device is upgraded at start, after the first paint, with a backup', async ({
  page,
}) => {
  await openApp(page);
  await migrated(page); // the first start creates the (empty) database
  // A record as the pre-release build stored it: the game, its id and its kit, no index entry.
  const legacy = { id: 'g-main-1', ...v0.games['g-main-1'], kit: v0.kit };
  await page.evaluate(
    (record) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('volga-table-games');
        open.onsuccess = () => {
          const tx = open.result.transaction('records', 'readwrite');
          tx.objectStore('records').put(record, 'game:g-main-1');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    legacy,
  );
  await page.reload();
  await expect(page.locator('header.bar h1')).toBeVisible();
  await migrated(page);
  const marks = await page.evaluate(() => ({
    painted: performance.getEntriesByName('volga:interactive')[0]?.startTime ?? -1,
    migrated: performance.getEntriesByName('volga:migrated')[0]?.startTime ?? -1,
  }));
  expect(marks.painted).toBeGreaterThan(0);
  expect(marks.migrated).toBeGreaterThan(marks.painted);

  const stored = await records(page);
  const game = stored['game:g-main-1'] as Record<string, unknown>;
  expect(game).toMatchObject({
    recordVersion: 1,
    id: 'g-main-1',
    name: 'Main game, first try',
    revision: 7,
    cursor: 5,
    schemaVersion: 1,
  });
  expect(stored['meta:g-main-1']).toMatchObject({ revision: 7, logLength: 6 });
  const backups = Object.keys(stored).filter((k) => /^backup:.*:migrate:000$/.test(k));
  expect(backups).toHaveLength(1);
  expect((stored[backups[0]!] as { games: unknown[] }).games).toEqual([legacy]);

  // The upgraded game opens and plays on from where it was (its log replays).
  await page.goto('/#/game/g-main-1');
  await expect(page.getByTestId('game-where')).toContainText('Turn 1');
  await expect(page.getByTestId('next-step')).toContainText('Action Round');
});

test('About shows whether data is kept and how much storage is used; asking never breaks', async ({
  page,
}) => {
  await openApp(page, 'about');
  await expect(page.getByTestId('persisted-status')).not.toContainText('Checking');
  await expect(page.getByTestId('storage-estimate')).toContainText(/of about .* allowed/);
  // Not an iPhone: no advice to install for safety.
  await expect(page.getByTestId('ios-advice')).toHaveCount(0);
  const ask = page.getByRole('button', { name: 'Keep my data on this device' });
  if (await ask.count()) {
    await ask.click();
    await expect(
      page.getByRole('status').filter({ hasText: /Done|said no|does not offer/ }),
    ).toBeVisible();
  }
});

test.describe('on an iPhone in a browser tab', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });

  test('About explains that installing to the home screen keeps the games safe', async ({
    page,
  }) => {
    await openApp(page, 'about');
    await expect(page.getByTestId('ios-advice')).toContainText('Add to Home Screen');
  });
});
