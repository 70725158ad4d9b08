/**
 * Start-up without layout shift on home. axe, screenshots, 360-wide and tap-target checks of the
 * game screens are in tests/e2e/app/acceptance.spec.ts (the sweep over every screen).
 */
import { expect, test } from '@playwright/test';
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
});
