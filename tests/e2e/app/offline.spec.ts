import { expect, test } from '@playwright/test';
import { openApp, readIdb, waitForServiceWorkerControl } from '../support/app';

// The service worker is part of what this file checks (offline use, updates, what it serves).
test.use({ serviceWorkers: 'allow' });

test('after one visit the app reloads offline, with a setting changed before still there', async ({
  page,
  context,
}) => {
  await openApp(page);
  await waitForServiceWorkerControl(page);

  await page.getByRole('link', { name: /Settings/ }).click();
  await page.getByRole('radio', { name: 'Dark' }).check();
  await page.getByRole('radio', { name: 'Largest' }).check();
  await page.getByRole('switch', { name: 'Haptics' }).uncheck();
  await expect
    .poll(() => readIdb(page, 'settings'))
    .toMatchObject({ theme: 'dark', textSize: 'largest', haptics: false });

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker(), 'the reload is served by the service worker').toBe(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  await expect(page.locator('header.bar h1')).toHaveText('Settings');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Largest' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Haptics' })).not.toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // Other screens still open with no connection.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.locator('header.bar h1')).toHaveText('Volga Table');
  await page.getByRole('link', { name: /About/ }).click();
  await expect(page.getByTestId('offline-status')).toHaveText(/Ready/);
});
