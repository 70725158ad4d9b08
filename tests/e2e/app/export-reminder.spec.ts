/**
 * The export reminder: off by default; chosen in Settings, Home suggests Export all once that
 * many finished games were not exported, and Not now starts the count again. About shows the
 * second copy's size.
 */
import { expect, test } from '@playwright/test';
import { openApp, readIdb, SCREENSHOT_DIR, textLines, writeIdb } from '../support/app';

test('off by default; after the chosen number of finished games Home suggests exporting', async ({
  page,
}) => {
  await openApp(page, 'settings');
  const group = page.getByRole('group', {
    name: 'Remind me to export after this many finished games',
  });
  await expect(group.getByRole('radio', { name: 'Off' })).toBeChecked();
  await writeIdb(page, 'export-reminder', { every: '0', finished: ['a', 'b', 'c', 'd'] });
  await openApp(page);
  await page.reload();
  await expect(page.getByTestId('export-reminder')).toHaveCount(0);

  await openApp(page, 'settings');
  await page.reload();
  await group.getByRole('radio', { name: '3', exact: true }).check();
  // Each option fits its box on one line, at 360 px too.
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    const lines = await textLines(group.locator('.choice-opt span'));
    expect(lines).toEqual([1, 1, 1, 1]);
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/settings-${width}-light.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => readIdb(page, 'export-reminder')).toMatchObject({ every: '3' });
  await page.goto('/');
  await page.reload();
  const reminder = page.getByTestId('export-reminder');
  await expect(reminder).toContainText('4 finished games since your last export');
  await expect(reminder.getByRole('link', { name: 'Export all in Saved games' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/export-reminder.png` });
  await reminder.getByRole('button', { name: 'Not now' }).click();
  await expect(reminder).toHaveCount(0);
  await expect.poll(() => readIdb(page, 'export-reminder')).toEqual({ every: '3', finished: [] });
});

test('About shows the size of the second copy', async ({ page }) => {
  await openApp(page, 'settings');
  await page.getByRole('radio', { name: 'Dark' }).check();
  // The copy is written in idle time after the save: About reads it as it is when opened.
  // The first inventory may list no record yet (the settings' copy follows): wait for one.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const r = await caches.match('/__mirror__/inventory');
        if (!r) return 0;
        const inv = (await r.json()) as { areas: Record<string, Record<string, unknown>> };
        return Object.values(inv.areas).reduce((n, a) => n + Object.keys(a).length, 0);
      }),
    )
    .toBeGreaterThan(0);
  await openApp(page, 'about');
  await expect(page.getByTestId('mirror-size')).toContainText(
    /^\d+ bytes \(\d+ records?\) of at most 50 MB$/,
  );
  await page.screenshot({ path: `${SCREENSHOT_DIR}/about-mirror.png` });
});
