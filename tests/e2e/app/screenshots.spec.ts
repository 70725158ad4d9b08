import { expect, test } from '@playwright/test';
import { ROUTES } from '../../../src/app/routes/router';
import { SCREENS } from '../../../src/app/routes/screens';
import { chooseTheme, openApp, SCREENSHOT_DIR } from '../support/app';

// Background colours from src/core/style/base.css: ivory by day, field grey by night.
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

test('review shots: largest text, and every screen on a tablet', async ({ page }) => {
  await openApp(page, 'settings');
  await page.getByRole('radio', { name: 'Largest' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-text', 'largest');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/settings-largest-text.png`, fullPage: true });
  await page.getByRole('radio', { name: 'Standard' }).check();
  // Every screen home lists, at 820x1180 (the phone shots of every screen, in both themes and
  // in each Phase of a game, are taken by the acceptance sweep, acceptance.spec.ts).
  await page.setViewportSize({ width: 820, height: 1180 });
  for (const route of ROUTES) {
    await page.goto(route === 'home' ? '/' : `/#/${route}`);
    await expect(page.locator('header.bar h1')).toHaveText(SCREENS[route].title);
    await expect(page.locator('main [role="status"]', { hasText: 'Loading…' })).toHaveCount(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/tablet-${route}.png` });
  }
});
