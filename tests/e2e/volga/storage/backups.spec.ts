/**
 * "A full disk says what to do and loses nothing", through the screens: with the disk
 * full (IDBObjectStore.put refused with QuotaExceededError, as quota.spec.ts simulates it) a
 * delete is refused because its backup needs room, and the player is offered Export first and
 * a delete without a backup, which frees the space; the Backups screen lists each backup (why,
 * when, size, its games) and downloads, restores (as new, and over the stored game after a
 * backup of it) and deletes them. axe-clean in both themes, 44px targets, no sideways scroll at
 * 360; screenshots at 390x844 in light and dark.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { SCREENSHOT_DIR, setThemeNow } from '../../support/app';
import { axeViolations } from '../../support/axe';
import { fillTheDisk, storedKeys } from '../../support/gamesDb';
import { deleteSavedGame, savedGameRow } from '../../support/savedGames';
import { startGame, useFixtureKit } from '../game/helpers';

/** axe (no serious/critical) and a screenshot in both themes; at 360 wide no sideways scroll or small target. */
async function checkScreen(page: Page, name: string, scroll?: string) {
  for (const theme of ['light', 'dark'] as const) {
    await setThemeNow(page, theme);
    const r = await axeViolations(page);
    const bad = r
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad, `${name}, ${theme}`).toEqual([]);
    if (scroll) await page.locator(scroll).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/backups-${name}-${theme}.png` });
  }
  await setThemeNow(page, 'light');
  await page.setViewportSize({ width: 360, height: 780 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}: sideways scroll at 360`).toBe(0);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main a, main button, header button')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => (r.width > 0 || r.height > 0) && (r.width < 44 || r.height < 44))
      .map(
        ({ el, r }) => `${el.textContent?.trim()} ${Math.round(r.width)}x${Math.round(r.height)}`,
      ),
  );
  expect(small, `${name}: targets under 44px`).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a full disk: the delete is refused, Export first is offered, and a delete without a backup frees the space', async ({
  page,
}) => {
  await useFixtureKit(page);
  await startGame(page, { name: 'Keeper' });
  await startGame(page, { name: 'Old campaign' });
  await page.goto('/#/games');
  await expect(page.getByTestId('saved-game')).toHaveCount(2);

  await fillTheDisk(page);
  const old = await deleteSavedGame(page, 'Old campaign');
  const full = old.getByTestId('delete-full');
  await expect(full).toContainText('there is no room for the backup copy a delete keeps');
  await expect(full).toContainText('It is then gone for good');
  await expect(full).toContainText('Export it to a file first');
  await expect(full.getByRole('link', { name: 'Free space in Backups' })).toBeVisible();
  await expect(full.getByTestId('storage-use')).toContainText(
    /Storage used by this app: [\d.]+ (KB|MB)/,
  );
  // Nothing was deleted by the refused delete.
  expect((await storedKeys(page)).filter((k) => k.startsWith('game:'))).toHaveLength(2);
  await checkScreen(page, 'delete-full', '[data-testid="delete-full"]');

  // Export first: the file holds exactly this game, in the ordinary export format.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    full.getByRole('button', { name: 'Export “Old campaign” first' }).click(),
  ]);
  const file = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(file.format).toBe('volga-table-save');
  expect(file.games.map((g: { name: string }) => g.name)).toEqual(['Old campaign']);
  await expect(full).toContainText('Exported “Old campaign”');

  await full.getByRole('button', { name: 'Delete without keeping a backup' }).click();
  await expect(page.getByRole('status').first()).toContainText(
    'Deleted “Old campaign” for good, without a backup.',
  );
  await expect(page.getByTestId('saved-game')).toHaveCount(1);
  await expect(savedGameRow(page, 'Keeper')).toBeVisible();
  const keys = await storedKeys(page);
  expect(keys.filter((k) => k.startsWith('game:'))).toHaveLength(1);
  expect(keys.filter((k) => k.startsWith('backup:'))).toEqual([]);

  // The Backups screen has nothing to offer, and says so.
  await page.getByRole('link', { name: 'Backups' }).click();
  await expect(page.getByTestId('backups')).toContainText('No backups on this device.');
});

test('Backups: listed with why, when and size; downloaded, restored as new and over the stored game, deleted', async ({
  page,
}) => {
  await useFixtureKit(page);
  await startGame(page, { name: 'Alpha' });
  await page.goto('/#/games');
  await deleteSavedGame(page, 'Alpha');
  await expect(page.getByRole('status').first()).toContainText(
    'Deleted “Alpha” (a backup was kept).',
  );

  await page.getByRole('link', { name: 'Backups' }).click();
  await expect(page).toHaveURL(/#\/games\/backups$/);
  const backups = page.getByTestId('backup');
  await expect(backups).toHaveCount(1);
  const first = backups.first();
  await expect(first.getByRole('heading')).toHaveText('Before a delete');
  await expect(first).toContainText(/\d+(\.\d)? KB/);
  await expect(first.getByTestId('backup-game')).toContainText('Alpha');
  await expect(first.getByTestId('backup-game')).toContainText('Main game · Turn 1');
  await expect(page.getByTestId('storage-use')).toContainText(/Backups: [\d.]+ KB/);
  await checkScreen(page, 'list');

  // Download: an ordinary export file the Import screen reads.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    first.getByRole('button', { name: /^Download/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^volga-table-backup-\d{4}-\d\d-\d\d-\d{4}\.json$/);
  const file = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(file.format).toBe('volga-table-save');
  expect(file.games.map((g: { name: string }) => g.name)).toEqual(['Alpha']);

  // Restore while the game is gone: it goes back under its own name.
  await first.getByRole('button', { name: 'Restore Alpha' }).click();
  await expect(first.getByTestId('restore-confirm')).toContainText(
    'It goes back into your saved games as it was',
  );
  await first.getByRole('button', { name: 'Restore it' }).click();
  await expect(page.getByRole('status').first()).toContainText(
    'Restored “Alpha” to your saved games.',
  );
  await expect(page.getByRole('link', { name: 'Continue “Alpha”' })).toBeVisible();

  // Restore again: the game is stored now, so the choice is a new game or replacing it.
  await first.getByRole('button', { name: 'Restore Alpha' }).click();
  const confirm = first.getByTestId('restore-confirm');
  await expect(confirm).toContainText('This game is still in your saved games');
  await expect(confirm).toContainText('after keeping a backup of it here, so nothing is lost');
  await checkScreen(page, 'restore-confirm', '[data-testid="restore-confirm"]');
  await confirm.getByRole('button', { name: 'Replace the stored game' }).click();
  await expect(page.getByRole('status').first()).toContainText(
    'the game it replaced is kept as the newest backup',
  );
  await expect(backups).toHaveCount(2);
  await expect(backups.first().getByRole('heading')).toHaveText('Before a replacement');

  // As a new game: a copy beside the stored one.
  const original = backups.nth(1);
  await original.getByRole('button', { name: 'Restore Alpha' }).click();
  await original.getByRole('button', { name: 'Restore as a new game' }).click();
  await expect(page.getByRole('status').first()).toContainText(
    'Restored “Alpha (restored)” to your saved games.',
  );

  // Delete a backup (confirmed): it is gone from the screen and from storage.
  await original.getByRole('button', { name: /^Delete the backup Before a delete/ }).click();
  await expect(original.getByTestId('backup-delete')).toContainText('then gone for good');
  await checkScreen(page, 'delete-confirm', '[data-testid="backup-delete"]');
  await original.getByRole('button', { name: 'Delete the backup' }).click();
  await expect(page.getByRole('status').first()).toContainText(/Deleted the backup .* freed\./);
  await expect(backups).toHaveCount(1);
  const keys = await storedKeys(page);
  expect(keys.filter((k) => k.startsWith('backup:')).map((k) => k.split(':').at(-2))).toEqual([
    'import-replace',
  ]);

  // Back on Saved games: both games are there.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/#\/games$/);
  await expect(page.getByTestId('saved-game')).toHaveCount(2);
  await expect(savedGameRow(page, 'Alpha (restored)')).toBeVisible();
});

test('on a full disk, restoring over the stored game is refused and loses nothing; deleting a backup makes room', async ({
  page,
}) => {
  await useFixtureKit(page);
  await startGame(page, { name: 'Bravo' });
  await page.goto('/#/games');
  await deleteSavedGame(page, 'Bravo');
  await expect(page.getByTestId('saved-game')).toHaveCount(0);
  await page.goto('/#/games/backups');
  const first = page.getByTestId('backup').first();
  await first.getByRole('button', { name: 'Restore Bravo' }).click();
  await first.getByRole('button', { name: 'Restore it' }).click();
  await expect(page.getByRole('status').first()).toContainText('Restored “Bravo”');
  const before = await storedKeys(page);

  await fillTheDisk(page);
  await first.getByRole('button', { name: 'Restore Bravo' }).click();
  await first.getByRole('button', { name: 'Replace the stored game' }).click();
  const alert = first.getByRole('alert');
  await expect(alert).toContainText('Storage on this device is full');
  await expect(alert).toContainText('Backups lists the backups to delete');
  await expect(alert).toContainText('delete an old backup below');
  expect(await storedKeys(page)).toEqual(before);

  await first.getByRole('button', { name: 'Cancel' }).click();
  await first.getByRole('button', { name: /^Delete the backup/ }).click();
  await first.getByRole('button', { name: 'Delete the backup' }).click();
  await expect(page.getByTestId('backup')).toHaveCount(0);
  expect((await storedKeys(page)).filter((k) => k.startsWith('backup:'))).toEqual([]);
});
