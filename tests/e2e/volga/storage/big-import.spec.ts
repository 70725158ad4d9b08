/**
 * A big file imports: the 2,500-game file (about 50 MB) is read in the import worker with
 * progress shown, and every game is stored; Cancel stops the reading and leaves storage as it
 * was. The page's main-thread time during the import is the bench's (bigImportLongestTaskMs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../../support/axe';
import { bigExportText } from './big-file';

const SCREENSHOT_DIR = 'test-results/screens';
const FILE_DIR = 'test-results/big-import';

/** Files this worker has written, by game count: both tests read the same 50 MB file. */
const written = new Map<number, string>();

/** Writes the export file of `count` games (once per worker) and returns its path. */
function bigFile(count: number): string {
  const known = written.get(count);
  if (known) return known;
  mkdirSync(FILE_DIR, { recursive: true });
  const path = `${FILE_DIR}/games-${count}.json`;
  writeFileSync(path, bigExportText(count));
  written.set(count, path);
  return path;
}

/** Returns every record of the games database, by key. */
function dumpGamesDb(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const open = indexedDB.open('volga-table-games');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const conn = open.result;
          if (!conn.objectStoreNames.contains('records')) {
            conn.close();
            resolve({});
            return;
          }
          const tx = conn.transaction('records', 'readonly');
          const keys = tx.objectStore('records').getAllKeys();
          const values = tx.objectStore('records').getAll();
          tx.oncomplete = () => {
            conn.close();
            resolve(Object.fromEntries(keys.result.map((k, i) => [String(k), values.result[i]])));
          };
        };
      }),
  );
}

// The worker holds the file's games from reading to writing; the page only receives the
// progress, the plan's sentences and the outcome. How long the page's main thread is held while
// this file imports at 4x CPU slowdown is measured by the bench (bigImportLongestTaskMs).
test('the 2,500-game file imports in the worker, showing its progress, and stores every game', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const path = bigFile(2500);
  await page.goto('/#/import');
  await page.getByLabel('File to import').setInputFiles(path);
  // Progress is shown while the worker reads.
  await expect(page.getByRole('status').filter({ hasText: /of 2500 \(/ })).toBeVisible({
    timeout: 60_000,
  });
  const plan = page.getByTestId('import-plan');
  await expect(plan).toContainText('Add 2500 new games.', { timeout: 120_000 });
  await plan.getByRole('button', { name: 'Import' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Imported: 2500 games added' }),
  ).toBeVisible({ timeout: 120_000 });
  const keys = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('volga-table-games');
        open.onsuccess = () => {
          const r = open.result.transaction('records').objectStore('records').getAllKeys();
          r.onsuccess = () => resolve(r.result.map(String));
        };
      }),
  );
  expect(keys.filter((k) => k.startsWith('game:'))).toHaveLength(2500);
});

test('Cancel while a big file is checked stops it and changes nothing stored', async ({ page }) => {
  test.setTimeout(180_000);
  // Big enough that the check is still running when Cancel is tapped.
  const path = bigFile(2500);
  // Something stored to keep: the fixture save's games, imported first.
  await page.goto('/#/import');
  await page.getByLabel('File to import').setInputFiles('tests/fixtures/saves/v1-current.json');
  await page.getByTestId('import-plan').getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
  const before = await dumpGamesDb(page);
  expect(Object.keys(before).filter((k) => k.startsWith('game:'))).toHaveLength(2);
  await page.getByLabel('File to import').setInputFiles(path);
  const progress = page.getByRole('status').filter({ hasText: /of 2500/ });
  await expect(progress).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/import-checking.png` });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import cancelled' })).toBeVisible();
  await expect(progress).toBeHidden();
  // The worker is gone: no plan ever appears, and nothing stored changed.
  await page.waitForTimeout(3000);
  await expect(page.getByTestId('import-plan')).toBeHidden();
  expect(await dumpGamesDb(page)).toEqual(before);
  const r = await axeViolations(page);
  const bad = r.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  expect(bad).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/import-cancelled.png` });
});
