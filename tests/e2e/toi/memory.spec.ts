/**
 * The Tide of Iron table's memory and the expansion's words at 390x844: settings, a logged roll
 * (typed and rolled dice with their sources) and fire marks still there after a reload, undo,
 * the export file read back; the terrain picker setting cover and saying what it means; axe in
 * both themes, 44 px targets, and nothing cut at 360 px.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { openApp, readIdb } from '../support/app';
import { checkBothThemes } from '../support/axe';

async function openToi(page: Page): Promise<void> {
  await openApp(page, 'toi');
  await expect(page.getByRole('heading', { name: 'Odds before rolling' })).toBeVisible();
}

/** Marks `hex` and waits until the log shows the mark, as it does once the mark is stored. */
async function mark(page: Page, hex: string, what: string): Promise<void> {
  const entries = page.getByTestId('toi-entries').locator('li.toi-entry');
  const before = await entries.count();
  await page.getByTestId('toi-hex').fill(hex);
  await page.getByTestId(`toi-mark-${what}`).click();
  await expect(entries).toHaveCount(before + 1);
}

test('settings, log and marks are still there after a reload; undo; the export reads back', async ({
  page,
}) => {
  await openToi(page);
  await page.getByRole('radio', { name: 'Molotov' }).check();
  await page.getByTestId('toi-terrain').getByRole('radio', { name: 'Building' }).check();
  await expect(page.getByTestId('toi-cover')).toHaveValue('3');
  await expect(page.getByTestId('toi-pStrong')).toContainText('25.0%');

  // A Molotov roll: one die typed, the cover die typed, then logged with its sources.
  await expect(page.getByTestId('toi-roll')).toHaveAttribute('open', '');
  await page.getByTestId('toi-dice-attack-0-6').check();
  await page.getByTestId('toi-dice-attack-1-4').check();
  await page.getByTestId('toi-dice-defense-0-5').check();
  await expect(page.getByTestId('toi-result')).toContainText('Strong fire');
  await page.getByTestId('toi-log-roll').click();
  await expect(page.getByTestId('toi-entries')).toContainText('Molotov: Strong fire');
  await expect(page.getByTestId('toi-entries')).toContainText('6 typed, 4 typed');

  // Fire on a weak fire makes it strong.
  await mark(page, '42B-D5', 'weak');
  await expect(page.getByTestId('toi-marks')).toContainText('pinned');
  await mark(page, '42B-D5', 'weak');
  await expect(page.getByTestId('toi-marks')).toContainText('turns strong');
  await mark(page, '43A-C2', 'weakened');
  await expect(page.getByTestId('toi-marks-list')).toContainText('42B-D5 Strong fire');
  // The last mark is stored before the reload reads the table back (the write is async).
  await expect
    .poll(
      async () => ((await readIdb(page, 'toi/table')) as { log?: unknown[] } | null)?.log?.length,
    )
    .toBe(4);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Odds before rolling' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Molotov' })).toBeChecked();
  await expect(
    page.getByTestId('toi-terrain').getByRole('radio', { name: 'Building' }),
  ).toBeChecked();
  await expect(page.getByTestId('toi-pStrong')).toContainText('25.0%');
  await expect(page.getByTestId('toi-entries').locator('li.toi-entry')).toHaveCount(4);
  await expect(page.getByTestId('toi-entries')).toContainText('Molotov: Strong fire');
  await expect(page.getByTestId('toi-entries')).toContainText('6 typed, 4 typed');
  await expect(page.getByTestId('toi-marks-list')).toContainText('42B-D5 Strong fire');
  await expect(page.getByTestId('toi-marks-list')).toContainText('43A-C2 Weakened building');

  // The app's own roll is logged as the app's.
  await expect(page.getByTestId('toi-roll')).toHaveAttribute('open', '');
  await page.getByTestId('toi-dice-roll').click();
  await expect(page.getByTestId('toi-result')).toBeVisible();
  await page.getByTestId('toi-log-roll').click();
  await expect(page.getByTestId('toi-entries').locator('li').first()).toContainText(
    /\d app, \d app/,
  );

  // Export, undo twice, import the file: the log is as exported.
  const download = page.waitForEvent('download');
  await page.getByTestId('toi-export').click();
  const file = await (await download).path();
  await page.getByTestId('toi-undo').click();
  await page.getByTestId('toi-undo').click();
  await expect(page.getByTestId('toi-marks-list')).not.toContainText('43A-C2');
  await expect(page.getByTestId('toi-marks-list')).toContainText('42B-D5 Strong fire');
  // The table holds entries, so the file's plan waits for a confirm; nothing changed yet.
  await page.getByTestId('toi-import').setInputFiles({
    name: 'toi.json',
    mimeType: 'application/json',
    buffer: await readFile(file),
  });
  const plan = page.getByTestId('toi-import-confirm');
  await expect(plan).toContainText('5 log entries');
  await expect(plan).toContainText('nothing changes until you confirm');
  await expect(page.getByTestId('toi-marks-list')).not.toContainText('43A-C2');
  await plan.getByRole('button', { name: 'Cancel' }).click();
  await expect(plan).toHaveCount(0);
  await expect(page.getByTestId('toi-marks-list')).not.toContainText('43A-C2');
  await page.getByTestId('toi-import').setInputFiles({
    name: 'toi.json',
    mimeType: 'application/json',
    buffer: await readFile(file),
  });
  await plan.getByRole('button', { name: 'Replace my table' }).click();
  await expect(plan).toHaveCount(0);
  await expect(page.getByTestId('toi-log')).toContainText('Opened: 5 log entries.');
  await expect(page.getByTestId('toi-marks-list')).toContainText('43A-C2 Weakened building');

  // A file that is not ours changes nothing.
  await page.getByTestId('toi-import').setInputFiles({
    name: 'x.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"something else"}'),
  });
  await expect(page.getByRole('alert')).toContainText('Nothing changed');
  await expect(page.getByTestId('toi-entries').locator('li.toi-entry')).toHaveCount(5);
});

test('the terrain picker sets cover and says what it means for buildings and fire', async ({
  page,
}) => {
  await openToi(page);
  await page.getByRole('radio', { name: 'Any attack' }).check();
  const terrain = page.getByTestId('toi-terrain');
  await terrain.getByRole('radio', { name: 'Bombed' }).check();
  await expect(page.getByTestId('toi-defense')).toHaveValue('4');
  await expect(page.getByTestId('toi-terrain-facts')).toContainText('Cover 4 for a squad');
  await terrain.getByRole('radio', { name: 'Other unit' }).check();
  await expect(page.getByTestId('toi-defense')).toHaveValue('1');
  await terrain.getByRole('radio', { name: 'Building' }).check();
  await expect(page.getByTestId('toi-defense')).toHaveValue('3');
  await expect(page.getByTestId('toi-terrain-facts')).toContainText(
    'only vehicle or anti-tank firepower counts',
  );
  await expect(page.getByTestId('toi-terrain-facts')).toContainText('3 less 2 = 1 cover die');
  // Setting the cover by hand leaves the picked terrain.
  await page.getByTestId('toi-defense-more').click();
  await expect(terrain.getByRole('radio', { name: 'Other', exact: true })).toBeChecked();

  // Expansion modifiers: Cautious Advance adds a cover die; a starving squad may not assault.
  await page.getByTestId('toi-mods').locator('summary').click();
  await page.getByRole('switch', { name: /Target in Cautious Advance/ }).check();
  await expect(page.getByTestId('toi-mods')).toContainText('Cautious');
  await page.getByRole('radio', { name: 'Hand to hand' }).check();
  await page.getByTestId('toi-starving-more').click();
  await expect(page.getByTestId('toi-refused')).toContainText('may not assault');

  // The Core game panel shows only the faces a situation reads: no hit face for a Molotov.
  await page.getByRole('radio', { name: 'Molotov' }).check();
  await page.getByTestId('toi-core').locator('summary').click();
  await expect(page.getByTestId('toi-saveon')).toBeVisible();
  await expect(page.getByTestId('toi-hiton')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Sniper' }).check();
  await expect(page.getByTestId('toi-core')).toHaveCount(0);
});

test('memory panels: axe light and dark, 44 px targets, nothing cut at 360', async ({ page }) => {
  test.setTimeout(150_000);
  await openToi(page);
  await page.getByRole('radio', { name: 'Fougasse' }).check();
  await page.getByTestId('toi-terrain').getByRole('radio', { name: 'Bombed' }).check();
  await page.getByTestId('toi-mods').locator('summary').click();
  await mark(page, '42B-D5', 'strong');
  await mark(page, '43A-C2', 'weakened');
  await expect(page.getByTestId('toi-roll')).toHaveAttribute('open', '');
  await page.getByTestId('toi-dice-roll').click();
  await page.getByTestId('toi-log-roll').click();
  await expect(page.getByTestId('toi-entries').locator('li.toi-entry')).toHaveCount(3);
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkBothThemes(page, 'toi-memory-*', { fullPage: true });
  for (const id of ['toi-terrain', 'toi-mods', 'toi-log', 'toi-marks']) {
    await page.getByTestId(id).screenshot({ path: `test-results/screenshots/${id}.png` });
  }

  const small = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll(
      'main button, main label, main summary, main input:not([type=radio]):not([type=checkbox]):not([type=file])',
    )) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.width < 44 || r.height < 44)
        out.push(`${(el.textContent ?? '').trim()} ${r.width}x${r.height}`);
    }
    return out;
  });
  expect(small).toEqual([]);

  await page.setViewportSize({ width: 360, height: 844 });
  const cut = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll('main *')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.right > 360.5 || r.left < -0.5))
        out.push(`${el.tagName}.${el.className} ${r.left}-${r.right}`);
    }
    return out;
  });
  expect(cut).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/screenshots/toi-memory-360.png', fullPage: true });
});

test('Home’s Import takes a Tide of Iron table file back', async ({ page }) => {
  await openToi(page);
  await mark(page, '42B-D5', 'weak');
  await mark(page, '42B-D5', 'weak');
  const download = page.waitForEvent('download');
  await page.getByTestId('toi-export').click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^toi-table-\d{4}-\d{2}-\d{2}\.toi\.json$/);
  const buffer = await readFile(await saved.path());
  await page.getByTestId('toi-undo').click();
  await page.getByTestId('toi-undo').click();
  await expect(page.getByTestId('toi-entries')).toHaveCount(0);

  await openApp(page, 'import');
  await page.locator('#import-file').setInputFiles({
    name: saved.suggestedFilename(),
    mimeType: 'application/json',
    buffer,
  });
  await expect(page.getByTestId('toi-import-panel')).toContainText(
    '2 log entries, 1 fire or building marked',
  );
  await checkBothThemes(page, 'toi-import-*');
  await page.getByRole('button', { name: 'Replace my table' }).click();
  await expect(page.getByRole('status', { name: 'Tide of Iron table' })).toContainText('Imported');
  await page.getByRole('link', { name: 'Open the Tide of Iron odds' }).click();
  await expect(page.getByTestId('toi-marks-list')).toContainText('42B-D5 Strong fire');
  await expect(page.getByTestId('toi-entries').locator('li.toi-entry')).toHaveCount(2);
});

test('a second tab sees the marks and settings the first one saved', async ({ page, context }) => {
  await openToi(page);
  const other = await context.newPage();
  await openToi(other);
  await mark(page, '44A-B7', 'strong');
  await page.getByRole('radio', { name: 'Sniper' }).check();
  await expect(other.getByTestId('toi-marks-list')).toContainText('44A-B7 Strong fire');
  await expect(other.getByRole('radio', { name: 'Sniper' })).toBeChecked();
  // The second tab goes on from the first one's table: its mark joins the same log.
  await mark(other, '44A-B7', 'out');
  await expect(page.getByTestId('toi-marks-list')).toContainText('44A-B7 Weak fire');
  await expect(page.getByTestId('toi-entries').locator('li.toi-entry')).toHaveCount(2);
});
