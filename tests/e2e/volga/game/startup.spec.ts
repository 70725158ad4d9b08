/**
 * Start-up without layout shift on home. axe, screenshots, 360-wide and tap-target checks of the
 * game screens are in tests/e2e/app/acceptance.spec.ts (the sweep over every screen).
 */
import { expect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../../support/app';
import { startGame, useFixtureKit } from './helpers';

test('home: the game to continue arrives from IndexedDB without moving anything', async ({
  page,
}) => {
  await useFixtureKit(page);
  await startGame(page, { name: 'A game with a rather long name that would wrap on a phone' });
  await page.goto('/');
  await page.reload();
  await expect(page.getByRole('link', { name: /Continue: A game/ })).toBeVisible();
  // Layout shifts recorded since navigation (Chromium's Layout Instability API).
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) total += (e as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  expect(shift).toBeLessThan(0.01);
  // The name wraps to a second line rather than being cut on the first (a longer one is cut
  // after the second): the title shows two lines, between 2 and 3.5 times its font size.
  const title = page.locator('.home-continue .entry-title');
  const ems = await title.evaluate(
    (e) => e.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(e).fontSize),
  );
  expect(ems).toBeGreaterThan(2);
  expect(ems).toBeLessThan(3.5);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/home-continue-long-name-390-light.png` });
});

test('home: with no game, "No game in progress" is plain words, not a card to tap', async ({
  page,
}) => {
  await page.goto('/');
  const none = page.getByTestId('home-none');
  await expect(none).toHaveText('No game in progress. Start one with New game.');
  await expect(page.getByTestId('home-recent').locator('a, button, .entry')).toHaveCount(0);
  await expect(none).toHaveCSS('border-left-width', '0px');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/home-no-game-390-light.png` });
});
