/**
 * 6.1.1 at 390x844: a reinforcement group's delayed units enter only the Area the group first
 * entered, and the Dawn panel names it. Main game, physical cup, typed dice, on the made-up
 * TEST FIXTURE map (Area 1 starts full, Area 2 with three units).
 */
import { expect, type Page, test } from '@playwright/test';
import { startGame, useFixtureKit } from './helpers';

async function typeRoll(page: Page, prefix: string, purpose: string, faces: readonly number[]) {
  // Rolls read by their total offer the total pad first; these dice are typed one by one.
  const byFaces = page.getByTestId(`${prefix}-by-faces`);
  if ((await byFaces.getAttribute('aria-pressed')) !== 'true') await byFaces.click();
  for (let i = 0; i < faces.length; i++)
    await page.getByTestId(`${prefix}-${purpose}-${i}-${faces[i]}`).check();
}

/** Random Event and Supply typed, no purchase, on to the Combat Phase. */
async function toCombat(page: Page, event: readonly number[]) {
  await typeRoll(page, 'event', 'randomEvent', event);
  await page.getByRole('button', { name: 'Record the Random Event roll' }).click();
  await typeRoll(page, 'supply', 'supply', [3, 4, 5, 6]);
  await page.getByRole('button', { name: 'Record the Supply roll' }).click();
  await page.getByRole('button', { name: 'Done: go to the Combat Phase' }).click();
}

/** `unit` alone from Area 2 into Area 15, Repulsed (2 against 12): it goes Out of Action. */
async function loseFromArea2(page: Page, unit: string, reveal: boolean) {
  await page.getByTestId('activate-2').click();
  await page.getByTestId(`pick-${unit}`).check();
  await page.getByTestId(`move-${unit}-15`).click();
  await page.getByTestId('declare-15').click();
  if (reveal) {
    // Any counter but a Barrage (a choice before the dice) or Guards (more dice): Defense ≥ 1.
    await page
      .locator(
        '[data-testid^="reveal-"]:not([data-testid*="barrage"]):not([data-testid*="guards"]):not([data-testid="reveal-pick"])',
      )
      .first()
      .click();
  }
  for (const [slot, face] of [
    ['german-0', 1],
    ['german-1', 1],
    ['soviet-0', 6],
    ['soviet-1', 6],
  ] as const)
    await page.getByTestId(`cb-die-${slot}-${face}`).check();
  await page.getByRole('button', { name: 'Apply to the game' }).click();
  await expect(page.getByTestId('last-outcome')).toContainText('Repulse');
  await page.getByTestId('end-round').click();
  await page.getByTestId('end-combat').click();
}

test('6.1.1: the delayed units of a group enter only the Area it first entered', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await useFixtureKit(page);
  await startGame(page, { name: 'Dawn' });

  // Turn 1: FB/1 is lost, so Area 2 has room for two at the Turn 2 Dawn.
  await toCombat(page, [1, 2, 3]);
  await loseFromArea2(page, 'FB/1', true);

  // Turn 2, Dawn: two of the four enter Area 2; the other two are delayed.
  const dawn = page.getByTestId('phase-dawn');
  await expect(dawn).toContainText('Arriving');
  await dawn.getByRole('button', { name: /Place 2 in Area 2/ }).click();

  // Turn 2: FB/2 is lost as well, so Area 2 has room for one at the Turn 3 Dawn.
  await toCombat(page, [2, 3, 4]);
  await loseFromArea2(page, 'FB/2', false);

  // Turn 3, Dawn: the rest of the group may enter Area 2 only, and the panel says so.
  await expect(page.getByTestId('game-where')).toContainText('Turn 3');
  await expect(dawn).toContainText('Delayed');
  await expect(page.getByTestId('dawn-group-area')).toContainText('Area 2');
  await expect(page.getByTestId('dawn-group-area')).toContainText('6.1.1');
  await expect(dawn.getByRole('button', { name: /^Place/ })).toHaveCount(1);
  await expect(dawn.getByRole('button', { name: /^Place/ })).toContainText('Place 1 in Area 2');
  await dawn.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('dawn-delayed.png') });
});
