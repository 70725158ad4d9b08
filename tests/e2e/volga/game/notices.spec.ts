/**
 * Readable at arm's length, at 390 and 360 px, light and dark: New game's Start is on screen
 * without scrolling, and the screen-awake notice can be dismissed (the browser refuses the wake
 * lock here).
 */
import { expect, test } from '@playwright/test';
import { SCREENSHOT_DIR, setThemeNow } from '../../support/app';
import { startGame, useFixtureKit } from './helpers';

test('Start is reachable without scrolling on New game', async ({ page }) => {
  await useFixtureKit(page);
  await page.goto('/#/new-game');
  const start = page.getByRole('button', { name: 'Start the game' });
  for (const theme of ['light', 'dark'] as const) {
    await setThemeNow(page, theme);
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(start).toBeInViewport({ ratio: 1 });
      // Nothing covers it: the top element at its middle is the button itself.
      const hit = await start.evaluate((b) => {
        const r = b.getBoundingClientRect();
        return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === b;
      });
      expect(hit, `Start covered at ${width} px, ${theme}`).toBe(true);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/newgame-start-${width}-${theme}.png` });
    }
  }
  await start.click();
  await expect(page.getByTestId('game-where')).toBeVisible();
});

test('the screen-awake notice can be dismissed', async ({ page }) => {
  await page.addInitScript(() => {
    if ('wakeLock' in navigator)
      navigator.wakeLock.request = () =>
        Promise.reject(new DOMException('refused', 'NotAllowedError'));
  });
  await useFixtureKit(page);
  await page.goto('/#/settings');
  await page
    .getByRole('group', { name: 'Keep the screen awake' })
    .getByRole('radio', { name: 'Always' })
    .check();
  await startGame(page, { name: 'Awake' });
  const note = page.getByTestId('awake-refused');
  await expect(note).toBeVisible();
  await page.getByTestId('awake-dismiss').click();
  await expect(note).toHaveCount(0);
  // It stays dismissed on the next game screen of this session.
  await page.getByRole('link', { name: 'Log' }).click();
  await page.getByRole('link', { name: 'Play' }).click();
  await expect(note).toHaveCount(0);
});

test('ending the Combat Phase says beforehand that the reinforcements will be delayed', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await useFixtureKit(page);
  await startGame(page, { name: 'Delayed', dice: 'app' });
  await page.getByRole('button', { name: /Roll/ }).first().click();
  await expect(page.getByTestId('event-card')).toBeVisible();
  await page.getByRole('button', { name: /Roll/ }).first().click();
  await page.getByRole('button', { name: 'Done: go to the Combat Phase' }).click();
  // TEST FIXTURE: Area 1 is full; a fourth unit fills Area 2, where the 389th would enter.
  await expect(page.getByTestId('end-delays')).toHaveCount(0);
  await page.getByTestId('activate-6').click();
  await page.getByTestId('pick-FD/3').check();
  await page.getByTestId('move-FD/3-2').click();
  await page.getByTestId('end-round').click();
  const warn = page.getByTestId('end-delays');
  await expect(warn).toContainText('Ending now delays 389/A, 389/B, 389/C, 245A');
  await expect(warn).toContainText('6.1.1');
  await warn.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/end-combat-delays.png` });
});
