/**
 * The kit screen's "Add a counter" box refuses a designation in the app's placeholder form
 * ("Area 1 · 2"), which only counters entered by count carry (4.3), with the words and rule a
 * rename gives it; the list is kept. At 390 and 360, light and dark. The game's setup question
 * refuses it in its designation box the same way.
 */
import { expect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../../support/app';
import { atEachWidthAndTheme } from '../../support/look';
import { Player } from '../../support/player';
import { toGermanSetup } from '../game/first-game-flow';
import { kitTab, openKit, pageWidth, seriousViolations } from './helpers';

test('a placeholder designation is refused when a counter is added (4.3)', async ({ page }) => {
  await openKit(page);
  await kitTab(page, 'Counters');
  const list = page.getByTestId('counter-list').locator('li');
  const before = await list.count();
  const box = page.getByLabel('Add a counter by its designation');
  await box.fill('Area 1 · 2');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const refusal = page.getByTestId('kit-refusal');
  await expect(refusal).toContainText(
    '“Area 1 · 2” is the form the app gives counters entered by count',
  );
  await expect(refusal).toContainText('Rule 4.3');
  await expect(list).toHaveCount(before);
  await expect(page.getByTestId('counter-list').getByText('Area 1 · 2')).toHaveCount(0);
  await atEachWidthAndTheme(page, 'kit-add-placeholder', refusal);
  // A printed designation is still added.
  await box.fill('29/1');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(refusal).toHaveCount(0);
  await expect(list).toHaveCount(before + 1);
});

test("the setup question's designation box refuses a placeholder the same way (4.3)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const prompt = await toGermanSetup(page, new Player(page));
  const box = prompt.getByLabel('Designation of a counter here');
  await box.fill('Area 1 · 2');
  await box.press('Enter');
  const refusal = prompt.getByTestId('setup-new-refused');
  await expect(refusal).toContainText(
    '“Area 1 · 2” is the form the app gives counters entered by count',
  );
  await expect(refusal).toContainText('Rule 4.3');
  await expect(prompt.getByTestId('setup-named')).not.toContainText('Area 1 · 2');
  await refusal.scrollIntoViewIfNeeded();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/setup-add-placeholder-390-light.png` });
  await box.fill('29/1');
  await box.press('Enter');
  await expect(refusal).toHaveCount(0);
  await expect(prompt.getByTestId('setup-named')).toContainText('29/1');
});
