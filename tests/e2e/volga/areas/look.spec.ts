/**
 * axe-core on every state of the two panels in both themes (no serious or critical violations),
 * review screenshots at 390x844 (light, dark) and 1280x800, and no sideways scrolling at 360.
 */
import { expect, type Page, test } from '@playwright/test';
import { SCREENSHOT_DIR, setThemeNow } from '../../support/app';
import { rulesFor } from '../../support/axe';
import { openHarness, seriousViolations, showTab } from './helpers';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENSHOT_DIR}/areas-${name}.png` });

const THEMES = ['light', 'dark'] as const;

/** Screenshots of the panel as it is, in each theme (switched on the same state). */
async function shots(page: Page, name: string): Promise<void> {
  for (const t of THEMES) {
    await setThemeNow(page, t);
    await shot(page, `${t}-${name}`);
  }
  await setThemeNow(page, 'light');
}

/** axe and a screenshot in each theme, on the same state. */
async function both(page: Page, what: string, name: string): Promise<void> {
  for (const t of THEMES) {
    await setThemeNow(page, t);
    expect(await seriousViolations(page, rulesFor(t)), `${what}, ${t}`).toEqual([]);
    await shot(page, `${t}-${name}`);
  }
  await setThemeNow(page, 'light');
}

/** Turn 1: FC/1 and FC/2 into Area 9, attack declared, counter revealed (Defense Factor 6 Guards). */
async function toResolve(page: Page): Promise<void> {
  await page.getByTestId('activate-4').click();
  for (const u of ['FC/1', 'FC/2']) {
    await page.getByTestId(`pick-${u}`).check();
    await page.getByTestId(`move-${u}-9`).click();
  }
  await page.getByTestId('declare-9').click();
  await page.getByTestId('reveal-6-guards').click();
  await expect(page.getByTestId('resolve')).toBeVisible();
}

test('axe and screenshots, light and dark', async ({ page }) => {
  test.setTimeout(150_000);
  await openHarness(page, 'turn1');
  await both(page, 'choose area', 'choose');

  await showTab(page, 'Areas');
  await both(page, 'grid', 'grid');
  await page.getByTestId('area-4').click();
  await page.getByTestId('sheet-activate').click();
  await page.getByText('Move FC/1').click();
  await both(page, 'sheet', 'sheet');
  await page.keyboard.press('Escape');

  await showTab(page, 'Combat Phase');
  await page.getByTestId('pick-FC/1').check();
  await both(page, 'round', 'round');
  await page.getByTestId('move-FC/1-9').click();
  await page.getByTestId('pick-FC/2').check();
  await page.getByTestId('move-FC/2-9').click();
  await page.getByTestId('owed').scrollIntoViewIfNeeded();
  await shots(page, 'owed');
  await page.getByTestId('declare-9').click();
  await both(page, 'reveal', 'reveal');
  await page.getByTestId('reveal-6-guards').click();
  await page.getByTestId('gc-artillery-more').click();
  await both(page, 'resolve', 'resolve');
  for (const [slot, face] of [
    ['german-0', 4],
    ['german-1', 4],
    ['soviet-0', 3],
    ['soviet-1', 3],
    ['soviet-2', 3],
  ] as const)
    await page.getByTestId(`cb-die-${slot}-${face}`).check();
  await page.getByTestId('outcome').scrollIntoViewIfNeeded();
  await shots(page, 'result');
  await page.getByRole('button', { name: 'Apply to the game' }).click();
  await expect(page.getByTestId('last-outcome')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await both(page, 'after attack', 'after');

  await openHarness(page, 'bloody');
  await both(page, 'bloody', 'bloody');
  await page.getByTestId('bs-die-roll').click();
  await expect(page.getByTestId('bloody-report')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shots(page, 'bloody-report');
});

test('1280x800 shows both panels side by side; nothing scrolls sideways at 360', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHarness(page, 'turn1');
  await toResolve(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const combat = await page.getByTestId('combat-phase').boundingBox();
  const areas = await page.getByTestId('areas-panel').boundingBox();
  expect(areas!.x).toBeGreaterThan(combat!.x + combat!.width - 1);
  await shot(page, '1280');
  await page.getByTestId('area-9').click();
  await shot(page, '1280-sheet');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 360, height: 800 });
  for (const tab of ['Combat Phase', 'Areas'] as const) {
    await showTab(page, tab);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `${tab} at 360`).toBeLessThanOrEqual(360);
  }
  // Every word on a tile fits its tile (Area 9 is Contested now).
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('.ga-tile span')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.closest('button')?.dataset.testid}: ${el.textContent}`),
  );
  expect(clipped).toEqual([]);
  await expect(page.getByTestId('area-9')).toContainText('Contested');
  await page.getByTestId('area-1').scrollIntoViewIfNeeded();
  await shot(page, '360-grid');
  await page.getByTestId('area-9').click();
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide, 'sheet at 360').toBeLessThanOrEqual(360);
});

test("a fact the move waits on, and the refusals' rules: axe and screenshots, light and dark", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openHarness(page, 'borders');
  await page.getByTestId('activate-4').click();
  await page.getByTestId('pick-FC/1').check();
  const need = page.getByTestId('fact-move-FC/1-5');
  await need.scrollIntoViewIfNeeded();
  await both(page, 'move waits on a fact', 'fact-move');
  await need.getByRole('button', { name: 'Answer it now', exact: true }).click();
  await need.getByTestId('fact-prompt').scrollIntoViewIfNeeded();
  await both(page, 'fact prompt in the moves', 'fact-move-open');

  await showTab(page, 'Areas');
  const sheet = page.getByTestId('area-sheet');
  await page.getByTestId('area-5').click();
  await sheet.getByTestId('sheet-incoming-fact').scrollIntoViewIfNeeded();
  await both(page, 'sheet waits on a fact', 'sheet-fact');
  await sheet.getByRole('button', { name: 'Close the Area' }).click();
  await page.getByTestId('area-3').click();
  await sheet.getByTestId('sheet-incoming-none').scrollIntoViewIfNeeded();
  await both(page, 'sheet refusals', 'sheet-refusals');
});

test('tiles in words at 360 and 390, light and dark: whole words, 44 px targets, no sideways scroll, axe clean', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openHarness(page, 'turn1');
  // A tile of each kind: Active, Contested with an attack owed, Fresh and Spent, Revealed.
  await toResolve(page);
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    await showTab(page, 'Areas');
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `grid at ${width}`).toBeLessThanOrEqual(width);
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll('.ga-tile span')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.closest('button')?.dataset.testid}: ${el.textContent}`),
    );
    expect(clipped, `clipped words at ${width}`).toEqual([]);
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.ga-tile')]
        .filter((el) => el.offsetWidth < 44 || el.offsetHeight < 44)
        .map((el) => el.dataset.testid),
    );
    expect(small, `targets under 44 px at ${width}`).toEqual([]);
    await expect(page.getByTestId('area-9')).toContainText('6 Guards');
    await expect(page.getByTestId('area-9')).toContainText('Contested');
    await page.getByTestId('area-1').scrollIntoViewIfNeeded();
    await both(page, `grid at ${width}`, `${width}-tiles`);

    // The sheet's tags keep clear of its edges.
    await page.getByTestId('area-4').click();
    const sheet = page.getByTestId('area-sheet');
    await expect(sheet).toBeVisible();
    const gap = await sheet.evaluate((d) => {
      const box = d.getBoundingClientRect();
      return Math.min(
        ...[...d.querySelectorAll('.ga-facts .tag')].map((t) => {
          const r = t.getBoundingClientRect();
          return Math.min(r.left - box.left, box.right - r.right);
        }),
      );
    });
    expect(gap, `tag to sheet edge at ${width}`).toBeGreaterThanOrEqual(8);
    await both(page, `sheet at ${width}`, `${width}-sheet`);
    await page.keyboard.press('Escape');
  }
});
