import { expect, type Page, test } from '@playwright/test';
import { SCREENSHOT_DIR, waitForServiceWorkerControl } from '../support/app';
import { type DistServer, serveDist } from '../support/staticServer';

// The service worker is part of what this file checks (offline use, updates, what it serves).
test.use({ serviceWorkers: 'allow' });

// A byte-changed copy of sw.js: the browser sees a new version, installs it and leaves it
// waiting. The extra handler lets the test ask which worker answers.
const NEW_BUILD_MARKER = `
self.addEventListener('message', (event) => {
  if (event.data === 'which-build?') event.ports[0]?.postMessage('new-build');
});
`;

/** Asks the controlling worker which build it is: 'new-build' only from the changed copy. */
function askController(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (e) => resolve(String(e.data));
        navigator.serviceWorker.controller?.postMessage('which-build?', [channel.port2]);
        setTimeout(() => resolve('old-build'), 1500);
      }),
  );
}

let server: DistServer;
test.beforeEach(async () => {
  server = await serveDist();
});
test.afterEach(async () => {
  await server.close();
});

test('a waiting worker shows "Update ready" and nothing reloads until it is tapped', async ({
  page,
}) => {
  await page.goto(`${server.origin}/`);
  await expect(page.locator('header.bar h1')).toBeVisible();
  await waitForServiceWorkerControl(page);
  expect(await askController(page)).toBe('old-build');

  // The server now has a new version of the app.
  server.override('/sw.js', (body) => body + NEW_BUILD_MARKER);

  // Counts document loads (in-app screen changes are same-document and do not count).
  let loads = 0;
  page.on('load', () => loads++);
  // A marker on window: any reload would wipe it.
  await page.evaluate(() => {
    (window as unknown as { beforeUpdate: string }).beforeUpdate = 'still here';
  });

  // Coming back to the app (visibilitychange to visible) is what checks for an update.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

  const notice = page.getByRole('button', { name: /Update ready/ });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  expect(
    await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
    'the new worker is installed and waiting',
  ).toBe(true);

  // Leave it be for a while: no reload, no takeover, the old worker still in control.
  await page.getByRole('link', { name: /Settings/ }).click();
  await page.waitForTimeout(2500);
  expect(loads).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as { beforeUpdate?: string }).beforeUpdate),
  ).toBe('still here');
  expect(await askController(page)).toBe('old-build');
  await expect(notice).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/update-ready.png` });

  // The tap applies it: one reload, and the new worker controls the page.
  const reloaded = page.waitForEvent('load');
  const tappedAt = Date.now();
  await notice.click();
  await reloaded;
  // Prompt: from the new worker taking control, not from the app's 4 s safety net.
  expect(Date.now() - tappedAt).toBeLessThan(3000);
  await expect(page.locator('header.bar h1')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { beforeUpdate?: string }).beforeUpdate),
  ).toBeUndefined();
  expect(await askController(page)).toBe('new-build');
  await expect(page.getByRole('button', { name: /Update ready/ })).toHaveCount(0);
  // The reload kept the player on the screen they were on.
  await expect(page.locator('header.bar h1')).toHaveText('Settings');
});

test('updating in one tab never reloads another tab by itself', async ({ context }) => {
  const first = await context.newPage();
  await first.goto(`${server.origin}/#/settings`);
  await waitForServiceWorkerControl(first);
  server.override('/sw.js', (body) => body + NEW_BUILD_MARKER);
  await first.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(first.getByRole('button', { name: /Update ready/ })).toBeVisible({
    timeout: 20_000,
  });

  // A second tab opened now finds the worker already waiting and shows the notice too.
  const second = await context.newPage();
  await second.goto(`${server.origin}/`);
  const secondNotice = second.getByRole('button', { name: /Update ready/ });
  await expect(secondNotice).toBeVisible({ timeout: 20_000 });

  let firstLoads = 0;
  first.on('load', () => firstLoads++);
  const secondReloaded = second.waitForEvent('load');
  await secondNotice.click();
  await secondReloaded;
  expect(await askController(second)).toBe('new-build');

  // The first tab is now controlled by the new worker but stays as it was until tapped.
  await expect.poll(() => askController(first)).toBe('new-build');
  await first.waitForTimeout(1000);
  expect(firstLoads).toBe(0);
  const firstNotice = first.getByRole('button', { name: /Update ready/ });
  await expect(firstNotice).toBeVisible();
  const firstReloaded = first.waitForEvent('load');
  await firstNotice.click();
  await firstReloaded;
  expect(firstLoads).toBe(1);
  await expect(first.locator('header.bar h1')).toHaveText('Settings');
});
