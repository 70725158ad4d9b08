/**
 * A deleted game restored, two pages with the real Web Locks and BroadcastChannel: the game page A plays is
 * deleted on page B; A turns read-only and says why, and lets go of the game. B restores it from
 * Backups: A shows it again and plays it (it is the writer, with a note), and a third page
 * opening the game finds it held by A and can take it over.
 */
import { expect, type Page, test } from '@playwright/test';
import { deleteSavedGame } from '../../support/savedGames';
import { startGame, useFixtureKit } from '../game/helpers';

const revision = async (page: Page) =>
  Number(await page.locator('.game').getAttribute('data-revision'));

test('a game deleted in another tab, then restored from Backups, plays again in the tab that had it', async ({
  page: a,
  context,
}) => {
  test.setTimeout(60_000);
  await useFixtureKit(a);
  await startGame(a, { name: 'Charlie', dice: 'app', cup: 'digital' });
  await expect(a.locator('.game')).toHaveAttribute('data-access', 'writer');

  const b = await context.newPage();
  await b.goto('/#/games');
  await deleteSavedGame(b, 'Charlie');
  await expect(b.getByRole('status').first()).toContainText('Deleted “Charlie”');

  await expect(a.getByTestId('read-only')).toContainText('This game was deleted in another tab');
  await expect(a.getByTestId('read-only').getByRole('button', { name: 'Take over' })).toHaveCount(
    0,
  );

  await b.goto('/#/games/backups');
  const backup = b.getByTestId('backup').first();
  await backup.getByRole('button', { name: 'Restore Charlie' }).click();
  await backup.getByRole('button', { name: 'Restore it' }).click();
  await expect(b.getByRole('status').first()).toContainText('Restored “Charlie”');

  // A takes the game up again: the writer (the lock was free), saying it was restored.
  await expect(a.locator('.game')).toHaveAttribute('data-access', 'writer');
  await expect(a.getByTestId('read-only')).toHaveCount(0);
  await expect(a.getByText('This game was restored in another tab')).toBeVisible();
  const before = await revision(a);
  await a
    .getByTestId('event-dice')
    .getByRole('button', { name: /for me$/ })
    .click();
  await expect.poll(() => revision(a)).toBe(before + 1);

  // A third page finds A playing it, says so, and can take it over.
  const c = await context.newPage();
  await c.goto(a.url());
  await expect(c.getByTestId('read-only')).toContainText('open for play in another tab');
  await c.getByTestId('read-only').getByRole('button', { name: 'Take over' }).click();
  await expect(c.locator('.game')).toHaveAttribute('data-access', 'writer');
  await expect.poll(() => revision(c)).toBe(before + 1);
  await expect(a.getByTestId('read-only')).toContainText('Another tab took over this game');
});
