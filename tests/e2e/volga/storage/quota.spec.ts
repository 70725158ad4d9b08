/**
 * A full disk while playing: the browser's IndexedDB refuses the write (QuotaExceededError,
 * simulated by wrapping IDBObjectStore.put); the game screen shows the message that says what
 * to do, and the saved game is left exactly as it was, in storage and after a reload.
 */
import { expect, test } from '@playwright/test';
import { QUOTA_MESSAGE } from '../../../../src/core/store/errors';
import { fillTheDisk, storedGame } from '../../support/gamesDb';
import { startGame, useFixtureKit } from '../game/helpers';

test('a full disk shows what to do and leaves the saved game intact', async ({ page }) => {
  await useFixtureKit(page);
  await startGame(page, { name: 'Full', dice: 'app', cup: 'digital' });
  const id = /#\/game\/([^/?]+)/.exec(page.url())![1]!;
  await page
    .getByTestId('event-dice')
    .getByRole('button', { name: /for me$/ })
    .click();
  await expect(page.locator('.game')).toHaveAttribute('data-revision', '2');
  const saved = await storedGame(page, id);

  await fillTheDisk(page);
  await page
    .getByTestId('supply-dice')
    .getByRole('button', { name: /for me$/ })
    .click();
  const bar = page.getByTestId('save-status');
  await expect(bar).toContainText('Not saved: the Supply roll.');
  await expect(bar).toContainText(QUOTA_MESSAGE);
  // Retrying while the disk is still full fails the same way, and loses nothing.
  await bar.getByRole('button', { name: 'Retry' }).click();
  await expect(bar).toContainText('Storage on this device is full');
  expect(await storedGame(page, id)).toEqual(saved);
  await expect(page.locator('.game')).toHaveAttribute('data-revision', '2');

  await page.reload();
  await expect(page.locator('.game')).toHaveAttribute('data-revision', '2');
  await expect(page.getByTestId('next-step')).toContainText('Roll for Supply');
  expect(await storedGame(page, id)).toEqual(saved);
});
