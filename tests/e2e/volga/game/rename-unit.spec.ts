/**
 * Giving a counter entered by count its printed designation (4.3): from a setup whose Areas were
 * given as counts, "Area 1 · 2" is renamed in the game (Area sheet), refused with the problem
 * and the rule when the new designation is empty, a placeholder or taken, logged, undone and
 * redone, and the owner's kit shows the printed designation; the kit screen renames another.
 */
import { expect, type Page, test } from '@playwright/test';
import { atEachWidthAndTheme } from '../../support/look';
import { Player } from '../../support/player';
import { kitTab, seriousViolations } from '../kit/helpers';
import { toGermanSetup } from './first-game-flow';

const SETUP_AREAS = [1, 2, 3, 4, 5, 6, 48, 49, 50];

/** Turn 1 to the Combat Phase, each setup Area given as a count (two counters in Area 1). */
async function countedSetup(page: Page): Promise<void> {
  const prompt = await toGermanSetup(page, new Player(page));
  for (const n of SETUP_AREAS) {
    await expect(prompt).toContainText(`show ${n} as their main game setup Area`);
    await prompt
      .getByRole('button', { name: n === 1 ? '2 counters here' : '1 counter here' })
      .click();
  }
  await expect(prompt).toHaveCount(0);
}

test('a placeholder counter is renamed in the game and the kit (4.3)', async ({ page }) => {
  test.setTimeout(120_000);
  await countedSetup(page);
  await page
    .getByRole('navigation', { name: 'Game views' })
    .getByRole('link', { name: 'Areas' })
    .click();
  await page.getByTestId('area-1').click();
  const sheet = page.getByTestId('area-sheet');
  await expect(sheet.getByTestId('sheet-germans')).toContainText('Area 1 · 2');
  const fold = sheet.getByTestId('rename-unit').filter({ hasText: 'Give Area 1 · 2' });
  await fold.locator('summary').click();
  const box = fold.getByLabel('Designation printed on the counter (4.3)');
  const go = fold.getByRole('button', { name: 'Rename', exact: true });

  // The rename control, readable at 360 and 390 wide, light and dark.
  await atEachWidthAndTheme(page, 'rename-unit', async ({ width, label }) => {
    await box.scrollIntoViewIfNeeded();
    for (const el of [box, go]) {
      const b = (await el.boundingBox())!;
      expect(b.height, label).toBeGreaterThanOrEqual(44);
      expect(b.x + b.width, label).toBeLessThanOrEqual(width);
    }
  });

  // Refusals name the problem and 4.3, and change nothing.
  const refusal = fold.getByTestId('rule-error');
  await go.click();
  await expect(refusal).toContainText('empty');
  await expect(refusal).toContainText('4.3');
  await box.fill('Area 1 · 7');
  await go.click();
  await expect(refusal).toContainText('the form the app gives counters entered by count');
  await box.fill('29/RCN');
  await go.click();
  await expect(refusal).toContainText('29/RCN is already used by another counter');
  await page.screenshot({ path: 'test-results/screenshots/rename-unit-refused.png' });
  expect(await seriousViolations(page)).toEqual([]);

  await box.fill('29/1');
  await go.click();
  await expect(sheet.getByTestId('sheet-germans')).toContainText('29/1');
  await expect(sheet.getByTestId('sheet-germans')).not.toContainText('Area 1 · 2');
  await page.screenshot({ path: 'test-results/screenshots/rename-unit-done.png' });
  await sheet.getByRole('button', { name: 'Close the Area' }).click();

  // Logged, undone and redone like any action.
  await page
    .getByRole('navigation', { name: 'Game views' })
    .getByRole('link', { name: 'Log' })
    .click();
  const entry = page.getByTestId('log-entry').filter({ hasText: 'Renamed Area 1 · 2 to 29/1' });
  await expect(entry).not.toHaveClass(/gl-undone/);
  await page.getByRole('button', { name: /^Undo: Renamed Area 1 · 2 to 29\/1/ }).click();
  await expect(entry).toHaveClass(/gl-undone/);
  await page.getByRole('button', { name: /^Redo: Renamed Area 1 · 2 to 29\/1/ }).click();
  await expect(entry).not.toHaveClass(/gl-undone/);

  // The owner's kit has the printed designation; the kit screen renames the other placeholder.
  await page.goto('/#/kit');
  await kitTab(page, 'Counters');
  const list = page.getByTestId('counter-list');
  await expect(list.getByText('29/1', { exact: true })).toBeVisible();
  await expect(list.getByText('Area 1 · 2', { exact: true })).toHaveCount(0);
  await list.getByText('Area 1 · 1', { exact: true }).click();
  await expect(page.getByTestId('placeholder-note')).toBeVisible();
  const designation = list.getByLabel('Designation', { exact: true });
  await designation.fill('29/1');
  await designation.press('Enter');
  await expect(page.getByTestId('kit-refusal')).toContainText('29/1 is already used');
  await expect(page.getByTestId('kit-refusal')).toContainText('Rule 4.3');
  await designation.fill('29/2');
  await designation.press('Enter');
  await expect(list.getByText('29/2', { exact: true })).toBeVisible();
  await expect(list.getByText('Area 1 · 1', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/rename-kit-done.png' });
  expect(await seriousViolations(page)).toEqual([]);
});
