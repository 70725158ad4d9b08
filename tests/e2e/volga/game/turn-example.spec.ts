/**
 * The example turn (13.x) on the TEST FIXTURE map at 390x844, counted by the scripted player:
 * from Dawn to the End Phase within 25 taps and 2 scrolls (stack moves, rolls by their total,
 * several markers bought in one tap, the Action Round ending itself). The benchmark's turnTaps
 * and turnScrolls come from the same script. Also the Supply purchases at 390 and 360, light
 * and dark: several markers in one tap at the engine's price, the row inside the screen, axe clean.
 */
import { expect, test } from '@playwright/test';
import { SCREENSHOT_DIR, setThemeNow } from '../../support/app';
import { rulesFor, seriousViolations } from '../../support/axe';
import { startGame, useFixtureKit } from './helpers';
import { playExampleTurn, setUpTurn2 } from './turn-script';

test('the 13.x example turn: at most 25 taps and 2 scrolls', async ({ page }) => {
  test.setTimeout(120_000);
  await useFixtureKit(page);
  await startGame(page, { name: 'Example turn', cup: 'physical' });
  await setUpTurn2(page);
  const t = await playExampleTurn(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/turn-example-end.png` });
  console.log(`example turn: ${JSON.stringify(t)}`);
  expect(t.scrolls).toBeLessThanOrEqual(2);
  expect(t.taps).toBeLessThanOrEqual(25);
});

for (const width of [390, 360])
  test(`${width} px, light and dark: several markers in one tap (6.3), axe clean`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 844 });
    await useFixtureKit(page);
    await startGame(page, { name: `Supply ${width}` });
    await page.getByTestId('event-total-6').click();
    await page.getByTestId('supply-total-5').click();
    const bank = page.getByTestId('supply-bank');
    // Turn 1 counts at least 16 (6.3): Artillery and Engineers offer 2 to 6 at once, Air only
    // 2 (three markers exist, one is free), Morale none (at the top of its track, 5.2).
    await expect(bank).toContainText('16 Supply Points');
    await expect(page.locator('[data-testid^="buy-artillery-"]')).toHaveCount(5);
    await expect(page.locator('[data-testid^="buy-engineer-"]')).toHaveCount(5);
    await expect(page.locator('[data-testid^="buy-air-"]')).toHaveCount(1);
    await expect(page.getByTestId('buy-air-2')).toBeVisible();
    await expect(page.locator('[data-testid^="buy-morale-"]')).toHaveCount(0);
    await expect(page.getByTestId('buy-artillery-3')).toHaveAccessibleName(
      '×3 Artillery, 3 Supply Points',
    );
    for (const b of await page.locator('.gp-many-btn').all()) {
      const box = (await b.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.getByTestId('buy-artillery-2').scrollIntoViewIfNeeded();
    // Both themes on the same screen state.
    for (const theme of ['light', 'dark'] as const) {
      await setThemeNow(page, theme);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/supply-${width}-${theme}.png` });
      expect(await seriousViolations(page, rulesFor(theme)), theme).toEqual([]);
    }
    await setThemeNow(page, 'light');
    // One tap buys three: the bank pays 3 and the Available box holds 3 (6.3).
    await page.getByTestId('buy-artillery-3').click();
    await expect(bank).toContainText('13 Supply Points');
    await expect(page.getByRole('button', { name: /^Buy Artillery · 1/ })).toContainText(
      'you have 3 in the Available box',
    );
    // Six Engineers at 2 leave 1 point: nothing is offered several at a time any more.
    await page.getByTestId('buy-engineer-6').click();
    await expect(bank).toContainText('1 Supply Point to spend');
    await expect(page.locator('.gp-many-btn')).toHaveCount(0);
  });
