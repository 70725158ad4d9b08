/**
 * The game model in the browser: a failed save (quota) is shown with the storage message and
 * Retry and loses nothing; a second tab is read-only until it takes over; undo and redo give
 * the same app-rolled dice; saved games are renamed, copied, deleted after a confirmation,
 * exported and imported back (merge, then replace).
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { startGame, useFixtureKit } from './helpers';

const next = (page: Page) => page.getByTestId('next-step');

async function typeEvent(page: Page, faces: [number, number, number]) {
  await page.getByTestId('event-by-faces').click();
  for (let i = 0; i < 3; i++) await page.getByTestId(`event-randomEvent-${i}-${faces[i]}`).check();
  await page.getByRole('button', { name: 'Record the Random Event roll' }).click();
}

/** Makes the next `n` writes to the games database fail as a full disk does. */
function failNextWrites(page: Page, n = 1) {
  return page.evaluate((count) => {
    const put = IDBObjectStore.prototype.put;
    let left = count;
    IDBObjectStore.prototype.put = function (
      this: IDBObjectStore,
      ...args: [unknown, IDBValidKey?]
    ) {
      if (left > 0 && this.transaction.db.name === 'volga-table-games') {
        left--;
        throw new DOMException('simulated full disk', 'QuotaExceededError');
      }
      return put.apply(this, args);
    };
  }, n);
}

test('a failed save shows the storage message and Retry; nothing saved is lost', async ({
  page,
}) => {
  await useFixtureKit(page);
  await startGame(page, { name: 'Full disk' });
  await failNextWrites(page);
  await typeEvent(page, [1, 2, 3]);
  const bar = page.getByTestId('save-status');
  await expect(bar).toContainText('Not saved: the Random Event roll.');
  await expect(bar).toContainText('Storage on this device is full');
  // The action does not count: the game still waits for the Random Event roll.
  await expect(next(page)).toContainText('Roll for the Random Event');
  await expect(page.getByRole('button', { name: 'Record the Random Event roll' })).toBeDisabled();
  await bar.getByRole('button', { name: 'Retry' }).click();
  await expect(next(page)).toContainText('Roll for Supply');
  await expect(bar).not.toContainText('Not saved');
  await page.reload();
  await expect(next(page)).toContainText('Roll for Supply');

  // Discard: the failed action is dropped and the game stays as last saved, also after a reload.
  await failNextWrites(page);
  await page.getByTestId('supply-by-faces').click();
  for (let i = 0; i < 4; i++) await page.getByTestId(`supply-supply-${i}-6`).check();
  await page.getByRole('button', { name: 'Record the Supply roll' }).click();
  await expect(bar).toContainText('Not saved: the Supply roll.');
  await bar.getByRole('button', { name: 'Discard' }).click();
  await expect(next(page)).toContainText('Roll for Supply');
  await page.reload();
  await expect(next(page)).toContainText('Roll for Supply');
});

test('a second tab shows the game read-only and can take over', async ({ page, context }) => {
  await useFixtureKit(page);
  await startGame(page, { name: 'Two tabs' });
  const url = page.url();
  const other = await context.newPage();
  await other.goto(url);
  const banner = other.getByTestId('read-only');
  await expect(banner).toContainText('open for play in another tab');
  // The roll is entered by its total there: every total is disabled in the read-only tab.
  await expect(other.getByTestId('event-total-7')).toBeDisabled();

  // The writer's action reaches the read-only tab.
  await typeEvent(page, [2, 2, 2]);
  await expect(next(page)).toContainText('Roll for Supply');
  await expect(next(other)).toContainText('Roll for Supply');

  await banner.getByRole('button', { name: 'Take over' }).click();
  await expect(other.getByTestId('read-only')).toHaveCount(0);
  await expect(page.getByTestId('read-only')).toContainText('Another tab took over');
  await other.getByTestId('supply-by-faces').click();
  for (let i = 0; i < 4; i++) await other.getByTestId(`supply-supply-${i}-4`).check();
  await other.getByRole('button', { name: 'Record the Supply roll' }).click();
  await expect(other.getByTestId('supply-bank')).toContainText('16 Supply Points');
  await expect(page.getByTestId('game-where')).toContainText('Supply Phase · Purchases');
});

test('undo and redo: the app’s dice come back the same; typed dice can be corrected', async ({
  page,
}) => {
  await useFixtureKit(page);
  await startGame(page, { name: 'Undo', dice: 'app' });
  await page.getByTestId('event-dice').getByRole('button', { name: 'Roll 3 dice for me' }).click();
  const rolled = page.getByTestId('last-rolls');
  await expect(rolled).toContainText('(rolled by the app)');
  const first = await rolled.textContent();
  await page.getByRole('button', { name: 'Undo: Random Event roll' }).click();
  await expect(next(page)).toContainText('Roll for the Random Event');
  await page.getByRole('button', { name: 'Redo: Random Event roll' }).click();
  await expect(next(page)).toContainText('Roll for Supply');
  await expect(rolled).toHaveText(first ?? '');

  // The owner typed a wrong die: undo, then type it again.
  await page.getByRole('button', { name: /^Undo/ }).click();
  await page
    .getByTestId('event-dice')
    .getByRole('radio', { name: 'I roll (type the dice)' })
    .check();
  await typeEvent(page, [6, 6, 5]);
  await expect(rolled).toContainText('Random Event 6.2: 6, 6, 5 (typed by you)');
  await page.getByRole('link', { name: 'Log' }).click();
  await expect(page.getByTestId('log-entry')).toHaveCount(1);
});

test('saved games: rename, duplicate, delete after confirming; export and import back', async ({
  page,
}) => {
  await useFixtureKit(page);
  await startGame(page, { name: 'Keeper' });
  await typeEvent(page, [3, 3, 3]);
  await expect(next(page)).toContainText('Roll for Supply');
  await page.goto('/#/games');
  const row = page.getByTestId('saved-game').filter({ hasText: 'Keeper' });
  await row.getByRole('button', { name: 'Rename Keeper' }).click();
  await row.getByLabel('New name').fill('Kept game');
  await row.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('heading', { name: 'Kept game' })).toBeVisible();
  await page.getByRole('button', { name: 'Duplicate Kept game' }).click();
  await expect(page.getByRole('heading', { name: 'Kept game (copy)' })).toBeVisible();
  await expect(page.getByTestId('saved-game')).toHaveCount(2);

  // Delete asks first; "Keep it" keeps it.
  await page.getByRole('button', { name: 'Delete Kept game (copy)' }).click();
  await page.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.getByTestId('saved-game')).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete Kept game (copy)' }).click();
  await page.getByRole('button', { name: 'Delete it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a backup was kept' })).toBeVisible();
  await expect(page.getByTestId('saved-game')).toHaveCount(1);

  // Export every game to a file...
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all to a file' }).click();
  const file = await download;
  const text = await readFile((await file.path())!, 'utf8');
  expect(JSON.parse(text).games).toHaveLength(1);

  // ...merging it back changes nothing; replacing asks first and keeps a backup.
  await page.goto('/#/import');
  await page.getByLabel('File to import').setInputFiles({
    name: file.suggestedFilename(),
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  await expect(page.getByTestId('import-plan')).toContainText('already stored unchanged');
  await page.getByRole('radio', { name: 'Replace everything' }).check();
  await expect(page.getByTestId('import-plan')).toContainText('Replace removes every game');
  await page.getByRole('button', { name: 'Replace and import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toContainText(
    'A backup of what was replaced is kept',
  );
  await page.goto('/');
  await page.getByRole('link', { name: /Continue: Kept game/ }).click();
  await expect(next(page)).toContainText('Roll for Supply');
});

test('keyboard only: type the dice, record the roll, buy, and open an explanation', async ({
  page,
}) => {
  await useFixtureKit(page);
  await startGame(page, { name: 'Keys' });
  // Digits typed on a die set it and move on with Tab; Enter records the roll.
  await page.getByTestId('event-by-faces').click();
  await page.getByTestId('event-randomEvent-0-1').focus();
  await page.keyboard.press('2');
  await page.keyboard.press('Tab');
  await page.keyboard.press('3');
  await page.keyboard.press('Tab');
  await page.keyboard.press('4');
  const record = page.getByRole('button', { name: 'Record the Random Event roll' });
  for (let i = 0; i < 6 && !(await record.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(record).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('last-rolls')).toContainText('2, 3, 4 (typed by you)');
  // The next step takes the focus, so the keyboard carries on from there.
  await expect(next(page)).toBeFocused();
  await expect(next(page)).toContainText('Roll for Supply');

  await page.getByRole('radio', { name: 'The app rolls' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Roll 4 dice for me' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('phase-purchase')).toBeVisible();
  await page.getByRole('button', { name: /Buy Artillery/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('stat-support')).toContainText('Art 1');
  await page.getByTestId('status-fold').locator('summary.gs-line').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('stat-supply').locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('stat-supply')).toContainText('stay banked');
});
