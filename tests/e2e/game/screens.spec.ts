/**
 * axe-core on the game screens in both themes (no serious or critical violations), review
 * screenshots at 390x844 (light and dark) and 1280x800, and no sideways scrolling at 360 wide:
 * home with a game to continue, saved games, new game, import with its problems, the game in
 * each Phase (with the app rolling, so the source shows), the log, Areas, charts, game over.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { chooseTheme, SCREENSHOT_DIR } from '../support/app';
import { startGame, useFixtureKit } from './helpers';

async function seriousViolations(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, what).toBe(0);
}

/** Checks the page with axe, saves a screenshot, and checks nothing scrolls sideways. */
async function look(page: Page, name: string, fullPage = false) {
  expect(await seriousViolations(page), name).toEqual([]);
  await noSidewaysScroll(page, name);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage });
}

/** Lets the app roll the current step's dice. */
async function appRolls(page: Page, prefix: string) {
  await page.getByTestId(`${prefix}-dice`).getByRole('radio', { name: 'The app rolls' }).check();
  await page
    .getByTestId(`${prefix}-dice`)
    .getByRole('button', { name: /for me/ })
    .click();
}

for (const theme of ['Light', 'Dark'] as const) {
  test(`game screens: axe, screenshots, no sideways scroll (${theme.toLowerCase()})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = theme.toLowerCase();
    await chooseTheme(page, theme);
    await useFixtureKit(page);
    await page.goto('/#/new-game');
    await look(page, `game-${t}-newgame`);
    await page.getByRole('switch', { name: /Pavlov's House/ }).check();
    await page.getByRole('switch', { name: /Increased German Supply/ }).check();
    await page.getByRole('button', { name: 'Start the game' }).click();
    // The engine refuses 12.6 without the counter's Defense Factor, and says so.
    await expect(page.getByRole('alert')).toContainText('12.6');
    await look(page, `game-${t}-newgame-error`);

    await page.goto('/');
    await startGame(page, { name: `Screens ${t}` });
    await look(page, `game-${t}-event`);
    await page.getByTestId('stat-morale').locator('summary').click();
    await expect(page.getByTestId('stat-morale')).toContainText('Shaken');
    expect(await seriousViolations(page)).toEqual([]);

    await appRolls(page, 'event');
    await expect(page.getByTestId('last-rolls')).toContainText('(rolled by the app)');
    await look(page, `game-${t}-supply-roll`);
    await appRolls(page, 'supply');
    await expect(page.getByTestId('phase-purchase')).toBeVisible();
    await page.getByTestId('phase-purchase').scrollIntoViewIfNeeded();
    await look(page, `game-${t}-purchase`);
    await page.getByRole('button', { name: /Buy Artillery/ }).click();
    await page.getByRole('button', { name: 'Done: go to the Combat Phase' }).click();
    await expect(page.getByTestId('choose-area')).toBeVisible();
    await look(page, `game-${t}-combat`);

    await page.getByRole('link', { name: 'Log' }).click();
    await page.getByTestId('log-entry').nth(1).locator('summary').click();
    await look(page, `game-${t}-log`);
    await page.getByRole('link', { name: 'Areas' }).click();
    await look(page, `game-${t}-areas`);
    await page.getByRole('link', { name: 'Charts' }).click();
    await look(page, `game-${t}-charts`);

    await page.goto('/');
    await expect(page.getByRole('link', { name: /Continue: Screens/ })).toBeVisible();
    await look(page, `game-${t}-home`);
    await page.goto('/#/games');
    await expect(page.getByTestId('saved-game').first()).toBeVisible();
    await page
      .getByRole('button', { name: /^Delete/ })
      .first()
      .click();
    await look(page, `game-${t}-saved`);
    await page.getByRole('button', { name: 'Keep it' }).click();

    await page.goto('/#/import');
    await page.getByLabel('File to import').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ format: 'volga-table/export', formatVersion: 1 })),
    });
    await expect(page.getByRole('alert')).toBeVisible();
    await look(page, `game-${t}-import-problem`);

    // Game over: a house rule ending the game after Turn 1 (11.2).
    await page.goto('/#/new-game');
    for (let i = 0; i < 8; i++) await page.getByRole('button', { name: 'Last Turn: less' }).click();
    await expect(page.getByTestId('ng-last')).toHaveText('1');
    await page.getByLabel('Name').fill(`Short ${t}`);
    await page.getByRole('radio', { name: 'The app rolls' }).check();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page
      .getByTestId('event-dice')
      .getByRole('button', { name: /for me/ })
      .click();
    await page
      .getByTestId('supply-dice')
      .getByRole('button', { name: /for me/ })
      .click();
    await page.getByRole('button', { name: 'Done: go to the Combat Phase' }).click();
    await page.getByTestId('end-combat').click();
    await expect(page.getByTestId('winner')).toHaveText('The Soviet side wins');
    await expect(page.getByTestId('phase-over')).toContainText('11.2');
    await look(page, `game-${t}-over`);

    if (theme === 'Light') {
      await page.setViewportSize({ width: 360, height: 740 });
      await noSidewaysScroll(page, 'game over at 360');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/#/games');
      await page.getByRole('link', { name: /Continue Screens/ }).click();
      await expect(page.getByTestId('choose-area')).toBeVisible();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/game-desktop-1280.png` });
    }
  });
}

test('home: the game to continue arrives from IndexedDB without moving anything', async ({
  page,
}) => {
  await useFixtureKit(page);
  await startGame(page, { name: 'A game with a rather long name that would wrap on a phone' });
  await page.goto('/');
  await page.reload();
  await expect(page.getByRole('link', { name: /Continue: A game/ })).toBeVisible();
  // Layout shifts recorded since navigation (Chromium's Layout Instability API).
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) total += (e as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  expect(shift).toBeLessThan(0.01);
});

/** Every control on the page at least 44x44 px (labels stand in for the inputs they wrap). */
async function tapTargets(page: Page, what: string) {
  const targets = page.locator(
    'main a, main button, main summary, main select, main input:not([type=radio]):not([type=checkbox]), main label:has(input[type=radio]), main label:has(input[type=checkbox])',
  );
  const n = await targets.count();
  expect(n, what).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const t = targets.nth(i);
    if (!(await t.isVisible())) continue;
    const box = await t.boundingBox();
    const text = ((await t.textContent()) ?? '').trim().slice(0, 30);
    expect.soft(box!.height, `${what}: height of "${text}"`).toBeGreaterThanOrEqual(44);
    expect.soft(box!.width, `${what}: width of "${text}"`).toBeGreaterThanOrEqual(44);
  }
}

test('every control on the game screens is at least 44x44 px', async ({ page }) => {
  test.setTimeout(90_000);
  await useFixtureKit(page);
  await page.goto('/#/new-game');
  await page.getByRole('switch', { name: /Increased German Supply/ }).check();
  await tapTargets(page, 'new game');
  await page.goto('/');
  await startGame(page, { name: 'Targets' });
  await tapTargets(page, 'random event');
  await appRolls(page, 'event');
  await appRolls(page, 'supply');
  await expect(page.getByTestId('phase-purchase')).toBeVisible();
  await tapTargets(page, 'purchases');
  await page.getByRole('link', { name: 'Log' }).click();
  await tapTargets(page, 'log');
  await page.goto('/#/games');
  await expect(page.getByTestId('saved-game').first()).toBeVisible();
  await tapTargets(page, 'saved games');
  await page.goto('/#/import');
  await expect(page.getByLabel('File to import')).toBeVisible();
  await tapTargets(page, 'import');
});
