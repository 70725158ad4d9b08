import { expect, test } from '@playwright/test';
import { chooseTheme, openApp, SCREENSHOT_DIR } from '../support/app';

// Background colours from src/ui/base.css: ivory by day, field grey by night.
const BACKGROUND = { Light: 'rgb(243, 238, 226)', Dark: 'rgb(27, 26, 23)' } as const;

for (const theme of ['Light', 'Dark'] as const) {
  test(`home and settings at 390x844, ${theme.toLowerCase()} theme`, async ({ page }) => {
    // The device prefers the opposite scheme, so only the setting can produce this theme.
    await page.emulateMedia({ colorScheme: theme === 'Light' ? 'dark' : 'light' });
    await openApp(page, 'settings');
    await chooseTheme(page, theme);
    await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND[theme]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/settings-${theme.toLowerCase()}.png` });

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.locator('header.bar h1')).toHaveText('Volga Table');
    await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND[theme]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/home-${theme.toLowerCase()}.png` });
  });
}

test('review shots: largest text and a tablet', async ({ page }) => {
  await openApp(page, 'settings');
  await page.getByRole('radio', { name: 'Largest' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-text', 'largest');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/settings-largest-text.png`, fullPage: true });
  await page.getByRole('radio', { name: 'Standard' }).check();
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto('/');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/home-tablet.png` });
});
