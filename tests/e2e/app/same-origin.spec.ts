import { expect, test } from '@playwright/test';
import { openApp, recordRequests, toolScreens, waitForServiceWorkerControl } from '../support/app';

// The service worker is part of what this file checks (offline use, updates, what it serves).
test.use({ serviceWorkers: 'allow' });

test('no request leaves the origin during load and use', async ({ page, context, baseURL }) => {
  const requests = recordRequests(context);
  const origin = new URL(baseURL!).origin;

  await openApp(page);
  await waitForServiceWorkerControl(page);
  // Walk every screen and use every control once.
  for (const tool of toolScreens()) {
    await page.getByRole('link', { name: new RegExp(tool.title) }).click();
    await expect(page.locator('header.bar h1')).toHaveText(tool.title);
    await page.waitForLoadState('networkidle');
    await page.goBack();
  }
  await page.getByRole('link', { name: /Settings/ }).click();
  for (const name of ['Dark', 'Light', 'System', 'Large', 'Largest', 'Standard']) {
    await page.getByRole('radio', { name, exact: true }).check();
  }
  await page.getByRole('switch', { name: 'Haptics' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('link', { name: /About/ }).click();
  await expect(page.getByTestId('storage-estimate')).not.toHaveText('Checking…');
  await page.getByRole('button', { name: /Keep my data/ }).click();
  await page.reload();
  await expect(page.locator('header.bar h1')).toHaveText('About');

  const urls = requests.map((r) => r.url());
  const offOrigin = urls.filter((u) => !/^(data|blob):/.test(u) && new URL(u).origin !== origin);
  expect(offOrigin, 'requests to other origins').toEqual([]);
  // The recorder sees the service worker's own fetches too (its precaching), so a
  // cross-origin fetch from the worker would have been caught as well.
  expect(requests.some((r) => r.serviceWorker() !== null)).toBe(true);
  expect(urls.some((u) => u.endsWith('/sw.js'))).toBe(true);
});
