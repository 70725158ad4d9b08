/**
 * axe-core on every tab of the kit screen and on rules help, in both themes (no serious or
 * critical violations), the review screenshots at 390x844 and 1280x800, no sideways scrolling
 * at 360 wide, and tap targets of at least 44x44 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { chooseTheme, openApp, SCREENSHOT_DIR } from '../support/app';
import { kitTab, openKit, pageWidth, pick, pickArea, seriousViolations } from './helpers';

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

for (const theme of ['Light', 'Dark'] as const) {
  test(`kit and rules: axe on every tab and screenshots, ${theme.toLowerCase()} theme`, async ({
    page,
  }) => {
    const t = theme.toLowerCase();
    await page.goto('/#/settings');
    await chooseTheme(page, theme);
    await openKit(page);
    for (const tab of TABS) {
      await kitTab(page, tab);
      await prepare(page, tab);
      expect(await seriousViolations(page), `${tab} tab`).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SCREENSHOT_DIR}/kit-${tab.toLowerCase()}-${t}.png` });
    }
    await kitTab(page, 'Map');
    await page.getByTestId('area-editor').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/kit-map-area-${t}.png` });
    await kitTab(page, 'Status');
    await page.getByTestId('kit-errors').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/kit-status-errors-${t}.png` });

    await page
      .getByRole('button', { name: 'Load the TEST FIXTURE map (made-up, for trying the app)' })
      .click();
    expect(await seriousViolations(page), 'fixture slot').toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/kit-fixture-${t}.png` });

    await openApp(page, 'rules');
    expect(await seriousViolations(page), 'rules').toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/rules-${t}.png` });
    await page.getByLabel('Search by word or section number').fill('supply');
    expect(await seriousViolations(page), 'rules search').toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/rules-search-${t}.png` });
  });
}

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
