/**
 * 12.8 at 390x844: turned on in New game, Increased German Supply ticks every Turn, and the
 * Supply roll asks for one more die per 1 and counts the new dice. Main game, typed dice, on the
 * made-up TEST FIXTURE map.
 */
import { expect, type Page, test } from '@playwright/test';
import { useFixtureKit } from './helpers';

async function typeRoll(page: Page, purpose: string, faces: readonly number[]) {
  for (let i = 0; i < faces.length; i++)
    await page.getByTestId(`supply-${purpose}-${i}-${faces[i]}`).check();
}

test('12.8: every Turn is ticked when it is turned on, and each Supply 1 is rolled again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await useFixtureKit(page);
  await page.goto('/#/new-game');
  await page.locator('#opt-increasedSupply').click();
  const turns = page.getByRole('group', { name: 'Reroll 1s on Turns' }).getByRole('checkbox');
  await expect(turns).toHaveCount(9);
  for (let i = 0; i < 9; i++) await expect(turns.nth(i)).toBeChecked();
  await page.getByLabel('Name').fill('Increased Supply');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByTestId('game-where')).toBeVisible();

  await page.getByTestId('event-by-faces').click();
  for (const [i, face] of [1, 2, 3].entries())
    await page.getByTestId(`event-randomEvent-${i}-${face}`).check();
  await page.getByRole('button', { name: 'Record the Random Event roll' }).click();

  await expect(page.getByText('each 1 is rolled again once (12.8)')).toBeVisible();
  await typeRoll(page, 'supply', [1, 1, 1, 1]);
  // Four 1s: four more dice, and the roll cannot be recorded without them.
  await expect(page.locator('[data-testid^="supply-supply.reroll-3-"]').first()).toBeVisible();
  await expect(page.locator('[data-testid^="supply-supply.reroll-4-"]')).toHaveCount(0);
  await typeRoll(page, 'supply.reroll', [6, 6, 6, 5]);
  await page.getByRole('button', { name: 'Record the Supply roll' }).click();
  await expect(page.getByTestId('stat-supply')).toContainText('23');
});

test('12.8 with Factory District chosen after it: the reroll Turns become 10 to 14, all ticked', async ({
  page,
}) => {
  await page.goto('/#/new-game');
  await page.locator('#opt-increasedSupply').click();
  const turns = page.getByRole('group', { name: 'Reroll 1s on Turns' }).getByRole('checkbox');
  await expect(turns).toHaveCount(9);
  // A new scenario fits the options to it (14.0): none of Turns 1-9 is kept, so every one of its own is ticked.
  await page.getByRole('radio', { name: /Factory District/ }).check();
  await expect(turns).toHaveCount(5);
  for (const [i, turn] of [10, 11, 12, 13, 14].entries()) {
    await expect(turns.nth(i)).toHaveAccessibleName(String(turn));
    await expect(turns.nth(i)).toBeChecked();
  }
  await expect(page.getByLabel('Name')).toHaveAttribute('placeholder', /Factory/);
});
