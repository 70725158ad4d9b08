/**
 * The combat dice of an attack in a game, at 360 and 390 px, light and dark: every face (the 6s
 * too) sits inside its die's frame and is a 44 px target.
 */
import { expect, test } from '@playwright/test';
import { chooseTheme, SCREENSHOT_DIR } from '../../support/app';
import { startGame, useFixtureKit } from './helpers';

test('the six faces of each combat die fit their frame at 360 and 390, light and dark', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useFixtureKit(page);
  await startGame(page, { name: 'Dice fit' });
  await page.getByTestId('event-total-6').click();
  await page.getByTestId('supply-total-5').click();
  await page.getByRole('button', { name: 'Done: go to the Combat Phase' }).click();
  await page.getByTestId('activate-4').click();
  // The whole stack went in: its Mandatory Attack (9.1) is declared with the move.
  await page.getByTestId('stack-4-7').click();
  await page
    .locator('[data-testid^="reveal-"]:not([data-testid="reveal-pick"])')
    .filter({ hasNotText: /Barrage/ })
    .first()
    .click();
  await page.locator('[data-testid^="lead-"]').first().click();
  await expect(page.getByTestId('cb-die-german-0-6')).toBeAttached();
  for (const theme of ['Light', 'Dark'] as const) {
    await chooseTheme(page, theme);
    await page.goBack();
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 740 });
      // Each face's box against its group's frame (the box drawn round "German 2d6").
      const misfits = await page.locator('.dice-group').evaluateAll((groups) =>
        groups.flatMap((g) => {
          const frame = g.getBoundingClientRect();
          return Array.from(g.querySelectorAll('.die-opt')).flatMap((f) => {
            const r = f.getBoundingClientRect();
            const name = `${g.querySelector('legend')?.textContent} face ${f.textContent}`;
            if (r.right > frame.right - 1 || r.left < frame.left + 1)
              return [`${name} sticks out: ${r.left}-${r.right} in ${frame.left}-${frame.right}`];
            if (r.width < 44 || r.height < 44) return [`${name} is ${r.width}x${r.height}`];
            return [];
          });
        }),
      );
      expect(misfits).toEqual([]);
      await page.getByTestId('cb-die-german-0-6').scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/game-dice-${width}-${theme.toLowerCase()}.png`,
      });
    }
  }
});
