import { test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../support/app';
import { openHarness, showTab } from './helpers';

test('look', async ({ page }) => {
  await openHarness(page, 'turn1');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/b2-look-combat.png`, fullPage: true });
  await showTab(page, 'Areas');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/b2-look-areas.png`, fullPage: true });
});
