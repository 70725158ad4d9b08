/**
 * The game's dashboard at 360x844, light and dark: every card's label stays inside its card
 * ("GERMAN CONTROLLED" in three cards to a row), with room to its edges.
 */
import { expect, test } from '@playwright/test';
import { chooseTheme, SCREENSHOT_DIR } from '../../support/app';
import { startGame, useFixtureKit } from '../game/helpers';

test('at 360 each dashboard label fits its card, light and dark', async ({ page }) => {
  await useFixtureKit(page);
  await startGame(page, { name: 'Narrow' });
  for (const theme of ['Light', 'Dark'] as const) {
    await chooseTheme(page, theme);
    await page.goBack();
    await page.setViewportSize({ width: 360, height: 844 });
    if (!(await page.getByTestId('stat-morale').isVisible()))
      await page.getByTestId('status-fold').locator('summary.gs-line').click();
    await expect(page.getByTestId('stat-morale')).toBeVisible();
    const tight = await page.evaluate(() =>
      [...document.querySelectorAll('.gs-stat-label')]
        .filter((el) => {
          const a = el.getBoundingClientRect();
          const card = el.closest('.gs-stat')!.getBoundingClientRect();
          return el.scrollWidth > el.clientWidth || card.right - a.right < 6;
        })
        .map((el) => el.textContent),
    );
    expect(tight).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/dashboard-360-${theme.toLowerCase()}.png` });
    await page.setViewportSize({ width: 390, height: 844 });
  }
});
