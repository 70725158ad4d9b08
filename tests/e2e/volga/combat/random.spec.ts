/**
 * "Roll for me" dice (no browser needed): fair by construction, and the widget's animation
 * stays under 600 ms and is skipped under reduced motion.
 */
import { expect, test } from '@playwright/test';
import { rollDice, rollDie } from '../../../../src/core/dice/random';
import { openCombat, openDice } from './helpers';

test('rejection sampling: each face takes exactly 42 of the 252 accepted bytes; 252..255 are redrawn', () => {
  let next = 0;
  const counting = (b: Uint8Array) => {
    b[0] = next++ % 256;
  };
  const counts = [0, 0, 0, 0, 0, 0, 0];
  // 252 draws consume bytes 0..251 exactly once: a modulo without rejection would too, so
  // also check the rejected bytes below.
  for (let i = 0; i < 252; i++) counts[rollDie(counting)]! += 1;
  expect(counts.slice(1)).toEqual([42, 42, 42, 42, 42, 42]);
  // The next bytes are 252, 253, 254, 255 (rejected), then 0: the die is 1, after 5 bytes.
  const before = next;
  expect(rollDie(counting)).toBe(1);
  expect(next - before).toBe(5);
});

test('crypto dice are whole numbers 1..6 and every face turns up', () => {
  const dice = rollDice(600);
  expect(dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)).toBe(true);
  expect(new Set(dice).size).toBe(6);
});

test('roll for me: animated under 600 ms, no animation under reduced motion', async ({ page }) => {
  // The page's clock is driven by the test, so the tumble's length is read in the app's own time,
  // not in wall time that a busy machine stretches.
  await page.clock.install();
  await openCombat(page);
  const roll = page.getByRole('button', { name: 'Roll for me' });
  await roll.scrollIntoViewIfNeeded();
  await page.clock.pauseAt(Date.now() + 60_000);
  await roll.click();
  await expect(page.locator('.die-rolling')).toHaveCount(4);
  await page.clock.runFor(300);
  await expect(page.locator('.die-rolling')).toHaveCount(4);
  await expect(page.locator('.die-source-app')).toHaveCount(0);
  await page.clock.runFor(299);
  await expect(page.locator('.die-source-app')).toHaveCount(4);
  await expect(page.locator('.die-rolling')).toHaveCount(0);
  await page.clock.resume();

  // The finished roll folds the pad to one line: open it to clear the dice.
  await openDice(page);
  await page.getByRole('button', { name: 'Clear dice' }).click();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await roll.click();
  await expect(page.locator('.die-source-app')).toHaveCount(4);
  await expect(page.locator('.die-rolling')).toHaveCount(0);
});
