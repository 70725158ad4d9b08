/**
 * The low-Morale reminder (11.1) says when Morale can still be bought (6.3): in this Turn's
 * Supply Phase before it, at the purchase step "now", and once the Combat Phase has begun only in
 * the next Turn's Supply Phase. A game started at Morale 2 (12.7's reduced starting Morale) on
 * the TEST FIXTURE kit, owner dice typed in; screenshots in both themes.
 */
import { expect, type Page, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../../support/app';
import { useFixtureKit } from './helpers';

async function typeRoll(page: Page, prefix: string, purpose: string, faces: readonly number[]) {
  // Rolls read by their total offer the total pad first; these dice are typed one by one.
  const byFaces = page.getByTestId(`${prefix}-by-faces`);
  if ((await byFaces.getAttribute('aria-pressed')) !== 'true') await byFaces.click();
  for (let i = 0; i < faces.length; i++)
    await page.getByTestId(`${prefix}-${purpose}-${i}-${faces[i]}`).check();
}

for (const theme of ['light', 'dark'] as const) {
  test(`the Morale reminder is worded by phase, ${theme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await useFixtureKit(page);
    await page.goto('/#/new-game');
    await page.getByRole('switch', { name: /Reduced Starting Morale/ }).check();
    // 12.7: any starting Morale 0..19; Home goes to 0, two steps up to 2.
    await page.getByTestId('ng-morale-less').press('Home');
    await page.getByTestId('ng-morale-less').press('ArrowUp');
    await page.getByTestId('ng-morale-less').press('ArrowUp');
    await page.getByRole('button', { name: 'Start the game' }).click();
    const morale = page.locator('[data-reminder="morale"]');
    await expect(morale).toContainText('Morale is 2');

    await typeRoll(page, 'event', 'randomEvent', [1, 2, 3]);
    await page.getByRole('button', { name: 'Record the Random Event roll' }).click();
    await expect(morale).toContainText("+1 for 3 Supply Points in this Turn's Supply Phase (6.3)");

    await typeRoll(page, 'supply', 'supply', [1, 1, 2, 1]);
    await page.getByRole('button', { name: 'Record the Supply roll' }).click();
    await expect(morale).toContainText('+1 for each 3 Supply Points spent now (6.3)');
    await morale.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/game-reminder-morale-supply-${theme}.png` });

    await page.getByRole('button', { name: 'Done: go to the Combat Phase' }).click();
    await expect(page.getByTestId('next-step')).toContainText('Activate an Area');
    await expect(morale).toContainText(
      'Before this phase ends it can still rise: +1 for a +4 TEM Area captured (9.5.7).',
    );
    await expect(morale).toContainText("waits for the next Turn's Supply Phase");
    await expect(morale).not.toContainText('spent now');
    await morale.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/game-reminder-morale-combat-${theme}.png` });
  });
}
