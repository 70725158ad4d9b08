/**
 * axe-core on every tab of the kit screen (an empty kit), in both themes switched on the same
 * screen state (no serious or critical violations), the review screenshots at 390x844 and
 * 1280x800, no sideways scrolling at 360 wide, and tap targets of at least 44x44 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { openApp, SCREENSHOT_DIR, setThemeNow } from '../../support/app';
import { checkBothThemes } from '../../support/axe';
import { kitTab, openKit, pageWidth, pick, pickArea } from './helpers';

const TABS = ['Status', 'Map', 'Counters', 'Events', 'File'] as const;

/** Puts something on each tab worth checking: an error beside a field, an open card. */
async function prepare(page: Page, tab: (typeof TABS)[number]): Promise<void> {
  if (tab === 'Map') {
    await pickArea(page, 12);
    await pick(page, 'Terrain (Identifier shape)', 'Elevated (triangle)');
    await pick(page, 'TEM (printed in the Identifier)', '+4');
    await expect(page.getByTestId('area-tem').locator('.kit-issue')).toHaveCount(1);
  }
  if (tab === 'Counters') await page.getByTestId('counter-list').locator('summary').first().click();
  if (tab === 'Events') await page.getByTestId('event-rows').locator('summary').first().click();
}

test('kit: axe on every tab and screenshots, light and dark themes', async ({ page }) => {
  // Both themes in one walk: twice the axe runs of a single-theme test.
  test.setTimeout(150_000);
  await openKit(page);
  for (const tab of TABS) {
    await kitTab(page, tab);
    await prepare(page, tab);
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkBothThemes(page, `kit-${tab.toLowerCase()}-*`, { what: `${tab} tab` });
  }
  await kitTab(page, 'Map');
  await page.getByTestId('area-editor').scrollIntoViewIfNeeded();
  for (const t of ['light', 'dark'] as const) {
    await setThemeNow(page, t);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/kit-map-area-${t}.png` });
  }
  await kitTab(page, 'Status');
  await page.getByTestId('kit-errors').scrollIntoViewIfNeeded();
  for (const t of ['light', 'dark'] as const) {
    await setThemeNow(page, t);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/kit-status-errors-${t}.png` });
  }
  await setThemeNow(page, 'light');

  await page
    .getByRole('button', { name: 'Load the TEST FIXTURE map (made-up, for trying the app)' })
    .click();
  await checkBothThemes(page, 'kit-fixture-*', { what: 'fixture slot' });
  // Rules help and its search are checked, in both themes, by the acceptance sweep.
});

test('1280x800 uses the width; 360 wide never scrolls sideways; targets are 44x44', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openKit(page);
  await kitTab(page, 'Map');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/kit-1280.png` });
  await openApp(page, 'rules');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/rules-1280.png` });

  await page.setViewportSize({ width: 360, height: 780 });
  await openKit(page);
  for (const tab of TABS) {
    await kitTab(page, tab);
    await prepare(page, tab);
    expect(await pageWidth(page), `${tab} at 360`).toBeLessThanOrEqual(360);
    const small = await page.evaluate(() =>
      [...document.querySelectorAll('main button, main summary, main select, main input')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          const hidden = r.width === 0 && r.height === 0;
          // Radios and the file input are covered by their (measured) labels.
          const covered = el.matches(
            'input[type="radio"], input[type="checkbox"], input[type="file"]',
          );
          return !hidden && !covered && (r.width < 44 || r.height < 44);
        })
        .map((el) => `${el.tagName} ${el.textContent?.trim().slice(0, 20)}`),
    );
    expect(small, `${tab}: targets under 44x44`).toEqual([]);
  }
  await openApp(page, 'rules');
  expect(await pageWidth(page), 'rules at 360').toBeLessThanOrEqual(360);
});
