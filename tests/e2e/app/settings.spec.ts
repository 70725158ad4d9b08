import { expect, type Page, test } from '@playwright/test';
import { openApp, readIdb, SCREENSHOT_DIR, textLines, writeIdb } from '../support/app';

// The service worker is part of what this file checks (offline use, updates, what it serves).
test.use({ serviceWorkers: 'allow' });

/** Chooses the Dark theme and the Largest text in Settings and waits until both are stored. */
async function storeDarkLargest(page: Page): Promise<void> {
  await openApp(page, 'settings');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await page.getByRole('radio', { name: 'Largest' }).check();
  await expect
    .poll(() => readIdb(page, 'settings'))
    .toMatchObject({ theme: 'dark', textSize: 'largest' });
}

/**
 * Reloads and returns every theme/text pair <html> took during that start, from the first script
 * on (at least one). With `clearHint`, the appearance hint is removed before that start only.
 */
async function looksOfNextStart(page: Page, clearHint: boolean): Promise<string[]> {
  await page.addInitScript((clear) => {
    const w = window as unknown as { seen: string[] };
    w.seen = [];
    if (clear && !sessionStorage.getItem('hint-cleared')) {
      sessionStorage.setItem('hint-cleared', 'yes');
      localStorage.removeItem('volga-table:appearance');
    }
    new MutationObserver(() => {
      const root = document.documentElement;
      w.seen.push(`${root.dataset.theme}/${root.dataset.text}`);
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-theme', 'data-text'],
    });
  }, clearHint);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.length).toBeGreaterThan(0);
  return seen;
}

test('settings persist across a reload, and apply to the whole app', async ({ page }) => {
  await openApp(page, 'settings');
  await page.getByRole('radio', { name: 'Light' }).check();
  await page.getByRole('radio', { name: 'Large', exact: true }).check();
  const before = await page.evaluate(() => getComputedStyle(document.body).fontSize);
  await expect(page.locator('html')).toHaveAttribute('data-text', 'large');
  expect(parseFloat(before)).toBeCloseTo(17 * 1.1875, 0);
  await expect
    .poll(() => readIdb(page, 'settings'))
    .toEqual({
      schemaVersion: 1,
      theme: 'light',
      textSize: 'large',
      keepAwake: false,
      haptics: true,
      diceAnimation: true,
    });
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Large', exact: true })).toBeChecked();
});

/** Watches the page for any frame with a tumbling die; returns a reader of what it saw. */
async function watchTumble(page: import('@playwright/test').Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const w = window as unknown as { tumbled: boolean };
    w.tumbled = false;
    new MutationObserver(() => {
      if (document.querySelector('.die-rolling')) w.tumbled = true;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { tumbled: boolean }).tumbled);
}

test('dice animation: on by default, off in Settings makes "Roll for me" show the dice at once', async ({
  page,
}) => {
  await openApp(page, 'combat');
  // On: the dice tumble briefly (the widget marks each tumbling die).
  let tumbled = await watchTumble(page);
  await page.getByRole('button', { name: 'Roll for me' }).click();
  await expect(page.locator('.die-source-app')).toHaveCount(4);
  expect(await tumbled()).toBe(true);
  await page.goto('/#/settings');
  const toggle = page.getByRole('switch', { name: 'Dice animation', exact: true });
  // The state reads in a word beside the knob too; the word is not part of the switch's name.
  const word = page.locator('.switch-label', { has: toggle }).locator('.switch-state');
  await expect(toggle).toBeChecked();
  await expect(word).toHaveText('On');
  await toggle.click();
  await expect(word).toHaveText('Off');
  await expect(page.getByText('When the app rolls, the dice show at once.')).toBeVisible();
  await expect
    .poll(async () => (await readIdb(page, 'settings')) as object)
    .toMatchObject({ diceAnimation: false });
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Dice animation' })).not.toBeChecked();
  await page.goto('/#/combat');
  // The calculator kept the last dice, their pad folded to one line: open it, clear them,
  // then roll again.
  await page.locator('details#cb-dice > summary').click();
  await page.getByRole('button', { name: 'Clear dice' }).click();
  // Off: no frame ever shows a tumbling die.
  tumbled = await watchTumble(page);
  await page.getByRole('button', { name: 'Roll for me' }).click();
  await expect(page.locator('.die-source-app')).toHaveCount(4);
  expect(await tumbled()).toBe(false);
});

test('damaged stored settings fall back to defaults without breaking the app', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openApp(page);
  for (const junk of ['dark', [1, 2, 3], { theme: 42, textSize: 'enormous', haptics: 'yes' }]) {
    await writeIdb(page, 'settings', junk);
    await page.evaluate(() => localStorage.clear());
    // A hash change alone would not restart the app; reload so it reads storage again.
    await page.goto('/#/settings');
    await page.reload();
    await expect(page.locator('header.bar h1')).toHaveText('Settings');
    await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Standard' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Haptics' })).toBeChecked();
  }
  // One good field among bad ones is kept.
  await writeIdb(page, 'settings', { theme: 'dark', textSize: 'enormous' });
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Standard' })).toBeChecked();
  expect(errors).toEqual([]);
});

test('a warm start keeps the hinted theme until the stored settings arrive, and they win', async ({
  page,
}) => {
  await storeDarkLargest(page);
  // Every value <html> takes during the next start, from the first script on.
  // The app rendered without waiting for IndexedDB, yet never showed the default look.
  expect(new Set(await looksOfNextStart(page, false))).toEqual(new Set(['dark/largest']));
  // A stale hint (say, storage written by another tab) gives way to the stored settings.
  await page.evaluate(() =>
    localStorage.setItem(
      'volga-table:appearance',
      JSON.stringify({ theme: 'light', textSize: 'standard' }),
    ),
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-text', 'largest');
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('volga-table:appearance'))) ?? ''),
  ).toEqual({ theme: 'dark', textSize: 'largest' });
});

test('with no hint, the first screen shows the stored look, not the defaults first', async ({
  page,
}) => {
  await storeDarkLargest(page);
  // The hint cleared alone: the next start finds only IndexedDB's settings. Every value <html>
  // takes during that start is recorded, from the first script on.
  expect(new Set(await looksOfNextStart(page, true))).toEqual(new Set(['dark/largest']));
  // And the look was written back as the hint for the start after.
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('volga-table:appearance'))) ?? ''),
  ).toEqual({ theme: 'dark', textSize: 'largest' });
});

test.describe('before the first paint', () => {
  // No service worker, so page.route sees every request and can hold back the app's code.
  test.use({ serviceWorkers: 'block' });

  test('the saved theme and text size apply before any app code runs', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'volga-table:appearance',
        JSON.stringify({ theme: 'dark', textSize: 'largest' }),
      );
    });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('data-text', 'largest');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(27, 26, 23)');
    // And the app itself never rendered: this was the inline script alone.
    await expect(page.locator('header.bar')).toHaveCount(0);
  });
});

test('keep-screen-awake is offered only where Screen Wake Lock exists', async ({ browser }) => {
  const without = await browser.newContext();
  await without.addInitScript(() => {
    // biome-ignore lint/suspicious/noExplicitAny: removing a browser API for the test
    delete (Navigator.prototype as any).wakeLock;
  });
  const p1 = await without.newPage();
  await openApp(p1, 'settings');
  await expect(p1.getByRole('switch', { name: 'Haptics' })).toBeVisible();
  await expect(p1.getByRole('group', { name: 'Keep the screen awake' })).toHaveCount(0);
  await expect(p1.getByTestId('awake-unsupported')).toContainText('cannot keep the screen awake');
  await without.close();

  const withLock = await browser.newContext();
  // Watch the app's lock requests so the test can drop a lock as the browser does on hide.
  await withLock.addInitScript(() => {
    const w = window as unknown as { locks: WakeLockSentinel[] };
    w.locks = [];
    const request = navigator.wakeLock.request.bind(navigator.wakeLock);
    navigator.wakeLock.request = async (type) => {
      const lock = await request(type);
      w.locks.push(lock);
      return lock;
    };
  });
  const p2 = await withLock.newPage();
  await openApp(p2, 'settings');
  // One choice: In games (the default), Never or Always.
  const awake = p2.getByRole('group', { name: 'Keep the screen awake' });
  await expect(awake.getByRole('radio', { name: 'In games' })).toBeChecked();
  // Each option on one line at 360 px.
  await p2.setViewportSize({ width: 360, height: 780 });
  const lines = await textLines(awake.locator('.choice-opt span'));
  expect(lines).toEqual([1, 1, 1]);
  await awake.scrollIntoViewIfNeeded();
  await p2.screenshot({ path: `${SCREENSHOT_DIR}/settings-awake-360-light.png` });
  await awake.getByRole('radio', { name: 'Always' }).check();
  await expect.poll(() => readIdb(p2, 'settings')).toMatchObject({ keepAwake: true });
  const lockCount = () =>
    p2.evaluate(() => (window as unknown as { locks: unknown[] }).locks.length);
  // Headless Chromium grants the lock.
  await expect(p2.locator('#set-awake-note')).toHaveText(/stays on/);
  expect(await lockCount()).toBe(1);
  // The browser drops the lock when the page is hidden; coming back must take it again.
  await p2.evaluate(() => (window as unknown as { locks: WakeLockSentinel[] }).locks[0]!.release());
  await expect(p2.locator('#set-awake-note')).toHaveText(/back in view/);
  await p2.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(lockCount).toBe(2);
  await expect(p2.locator('#set-awake-note')).toHaveText(/stays on/);
  await awake.getByRole('radio', { name: 'Never' }).check();
  await expect(p2.locator('#set-awake-note')).toHaveText('The screen dims as usual.');
  await expect.poll(() => readIdb(p2, 'settings')).toMatchObject({ keepAwake: false });
  expect(await p2.evaluate(() => localStorage.getItem('volga-table:awake-in-game'))).toBe('off');
  await expect
    .poll(() =>
      p2.evaluate(() => (window as unknown as { locks: WakeLockSentinel[] }).locks[1]!.released),
    )
    .toBe(true);
  await withLock.close();
});

test.describe('on iOS Safari', () => {
  const IPHONE_SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  test.use({ userAgent: IPHONE_SAFARI });

  test('home explains Add to Home Screen until dismissed', async ({ page }) => {
    await openApp(page);
    const hint = page.getByRole('complementary', { name: 'Install on iPhone or iPad' });
    await expect(hint).toContainText('Add to Home Screen');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/ios-hint.png`, fullPage: true });
    await hint.getByRole('button', { name: 'Got it' }).click();
    await expect(hint).toHaveCount(0);
    // The dismissal is written in the background; reload once it is stored.
    await expect.poll(() => readIdb(page, 'install-hint-dismissed')).toBe(true);
    await page.reload();
    await expect(page.locator('header.bar h1')).toBeVisible();
    await expect(hint).toHaveCount(0);
  });

  test('the hint is hidden when already installed (standalone)', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true });
    });
    await openApp(page);
    await expect(page.getByText('Add to Home Screen')).toHaveCount(0);
  });
});

test('other browsers get no iOS hint', async ({ page }) => {
  await openApp(page);
  await expect(page.getByText('Add to Home Screen')).toHaveCount(0);
});
