import { test } from '@playwright/test';
import { startGame, useFixtureKit } from './helpers';

test('explore', async ({ page }) => {
  await useFixtureKit(page);
  await startGame(page, { name: 'Explore', cup: 'physical' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/turnshots/start.png' });
  await page.screenshot({ path: '/tmp/turnshots/start-full.png', fullPage: true });
});
