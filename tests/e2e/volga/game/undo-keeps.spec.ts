/**
 * On the TEST FIXTURE map (made-up), main game, physical cup: the
 * sticky Undo/Redo bar is one line at 390 and 360, light and dark, never over the control
 * tapped next; and undoing an attack's roll comes back to the attack with its lead, Artillery
 * and Air as chosen, the Revealed counter's Strategy still shown.
 */
import { expect, test } from '@playwright/test';
import { atEachWidthAndTheme } from '../../support/look';
import { toCombatPhase } from '../combat/scripts';
import { barIsOneLine, notUnderBar } from './undo-bar';

test('the undo bar is one line and never covers the next action; Undo keeps the Support chosen', async ({
  page,
}) => {
  test.setTimeout(900_000);
  await toCombatPhase(page, async () => {
    await page.getByRole('button', { name: /Buy Artillery · 1/ }).click();
    // The Supply screen's next action, with the bar naming the purchase.
    const done = page.getByRole('button', { name: 'Done: go to the Combat Phase' });
    await atEachWidthAndTheme(page, 'undo-bar-supply', async ({ label }) => {
      await barIsOneLine(page, label);
      await notUnderBar(page, done, label);
    });
  });
  await page.getByTestId('activate-4').click();
  for (const unit of ['FC/1', 'FC/2']) {
    await page.getByTestId(`pick-${unit}`).check();
    await page.getByTestId(`move-${unit}-9`).click();
  }
  await page.getByTestId('declare-9').click();
  await page.getByTestId('reveal-6-heroes').click();
  await page.getByTestId('lead-FC/2').check();
  await page.getByTestId('gc-artillery-more').click();
  await page.getByRole('switch', { name: /Air Support marker/ }).check();
  const roll = page.getByTestId('cb-die-roll');
  await atEachWidthAndTheme(page, 'undo-bar-attack', async ({ label }) => {
    await barIsOneLine(page, label);
    await notUnderBar(page, roll, label);
  });
  await roll.click();
  const applyIt = page.getByRole('button', { name: 'Apply to the game' });
  await notUnderBar(page, applyIt, 'apply');
  await applyIt.click();
  await expect(page.getByTestId('last-outcome')).toBeVisible();
  const cursor = await page.locator('.game').getAttribute('data-cursor');

  // A long press shows the whole name above the bar and does not undo.
  const undo = page.getByTestId('undo');
  await expect(undo).toHaveAttribute('title', /^Undo: Combat roll \d+ v \d+$/);
  await undo.scrollIntoViewIfNeeded();
  const b = (await undo.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  await page.mouse.down();
  await expect(page.getByTestId('undo-full')).toHaveText(/^Undo: Combat roll \d+ v \d+$/);
  await page.mouse.up();
  await expect(page.locator('.game')).toHaveAttribute('data-cursor', cursor!);

  // Undo the roll: the same attack, with the lead, Artillery and Air as they were chosen.
  await undo.click();
  await expect(page.getByTestId('resolve')).toBeVisible();
  await expect(page.getByTestId('revealed')).toContainText('Heroes');
  await expect(page.getByTestId('lead-FC/2')).toBeChecked();
  await expect(page.getByTestId('gc-artillery')).toHaveText('1');
  await expect(page.getByRole('switch', { name: /Air Support marker/ })).toBeChecked();
  await expect(page.getByTestId('redo')).toHaveAttribute('title', /^Redo: Combat roll \d+ v \d+$/);
  await atEachWidthAndTheme(page, 'undo-kept-support', async ({ label }) => {
    await barIsOneLine(page, label);
    await notUnderBar(page, roll, label);
  });
});
