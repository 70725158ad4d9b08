import { expect, test } from '@playwright/test';
import { openApp, toolScreens } from '../support/app';

const title = (page: import('@playwright/test').Page) => page.locator('header.bar h1');

test('home lists every tool, each opens its screen; Back works both ways', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openApp(page);
  await expect(title(page)).toHaveText('Volga Table');

  for (const tool of toolScreens()) {
    const entry = page.getByRole('link', { name: new RegExp(tool.title) });
    await entry.click();
    await expect(title(page)).toHaveText(tool.title);
    await expect(page.locator('main')).toHaveAttribute('data-screen', tool.route);
    // The browser's Back returns home...
    await page.goBack();
    await expect(title(page)).toHaveText('Volga Table');
  }
  // ...and so does the on-screen Back button, and browser Forward comes back again.
  await page.getByRole('link', { name: /Settings/ }).click();
  await expect(page).toHaveURL(/#\/settings$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(title(page)).toHaveText('Volga Table');
  await page.goForward();
  await expect(title(page)).toHaveText('Settings');
  expect(errors).toEqual([]);
});

test('a deep link opens its screen, and Back from it goes home, not off the app', async ({
  page,
}) => {
  await page.goto('/#/about');
  await expect(title(page)).toHaveText('About');
  await expect(page.getByTestId('app-version')).toHaveText(/^\d+\.\d+\.\d+/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(title(page)).toHaveText('Volga Table');
  await expect(page).toHaveURL(/#\/$/);
  // An unknown route shows home rather than a blank page.
  await page.goto('/#/no-such-screen');
  await expect(title(page)).toHaveText('Volga Table');
});

test('About reports version, build date, persistence and usage, and can ask to persist', async ({
  page,
}) => {
  await openApp(page, 'about');
  await expect(page.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(page.getByTestId('persisted-status')).toHaveText(/^(Yes|No|Not reported)/);
  await expect(page.getByTestId('storage-estimate')).toHaveText(/\d+ (bytes|KB|MB)( of about .+)?/);
  const persisted = await page.evaluate(() => navigator.storage.persisted());
  const ask = page.getByRole('button', { name: 'Keep my data on this device' });
  if (persisted) {
    await expect(ask).toHaveCount(0);
  } else {
    await ask.click();
    // Headless Chromium answers either way; the screen must say which.
    await expect(
      page.getByRole('status').filter({ hasText: /said no|Done|does not offer/ }),
    ).toBeVisible();
  }
});

// The shell's own screens (the tools are measured by the acceptance sweep).
for (const screen of ['', 'settings', 'about']) {
  test(`every control on ${screen || 'home'} is at least 44x44 px`, async ({ page }) => {
    await openApp(page, screen);
    // Labels stand in for the radios and switches they wrap (the inputs are drawn by CSS).
    const targets = page.locator('main a, main button, main label, header button');
    const n = await targets.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) {
      const box = await targets.nth(i).boundingBox();
      const text = ((await targets.nth(i).textContent()) ?? '').slice(0, 30);
      expect(box, text).not.toBeNull();
      expect.soft(box!.height, `height of "${text}"`).toBeGreaterThanOrEqual(44);
      expect.soft(box!.width, `width of "${text}"`).toBeGreaterThanOrEqual(44);
    }
  });
}

test('the layout fits a phone: nothing scrolls sideways at 390 px or 320 px', async ({ page }) => {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 700 });
    for (const screen of ['', 'settings', 'about']) {
      await openApp(page, screen);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${screen || 'home'} at ${width}px`).toBe(0);
    }
  }
});
