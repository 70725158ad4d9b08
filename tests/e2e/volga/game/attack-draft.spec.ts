/**
 * An attack in progress survives a reload (the page dropped while the phone was locked): the
 * lead, the Air marker and the die typed so far come back as they were, for that attack only.
 * Main game, physical cup, on the made-up TEST FIXTURE map.
 */
import { expect, test } from '@playwright/test';
import { toCombatPhase } from '../combat/scripts';

test('the lead, Air and a typed die come back after a reload; a resolved attack keeps no dice', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await toCombatPhase(page);
  await page.getByTestId('activate-4').click();
  for (const unit of ['FC/1', 'FC/2']) {
    await page.getByTestId(`pick-${unit}`).check();
    await page.getByTestId(`move-${unit}-9`).click();
  }
  await page.getByTestId('declare-9').click();
  await page.getByTestId('reveal-6-heroes').click();
  await page.getByTestId('lead-FC/2').check();
  await page.getByRole('switch', { name: /Air Support marker/ }).check();
  await page.getByTestId('cb-die-german-0-4').check();
  await expect(page.getByTestId('gc-choices-locked')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('resolve')).toBeVisible();
  await expect(page.getByTestId('lead-FC/2')).toBeChecked();
  await expect(page.getByRole('switch', { name: /Air Support marker/ })).toBeChecked();
  await expect(page.getByTestId('cb-die-german-0-4')).toBeChecked();
  await expect(page.getByTestId('gc-choices-locked')).toBeVisible();

  // Rolled and applied: what stays kept is the choices without the dice, under this attack's
  // position alone, so an Undo of the roll finds the lead and Air as chosen.
  await page.getByTestId('gc-clear-dice').click();
  await page.getByTestId('cb-die-roll').click();
  await page.getByRole('button', { name: 'Apply to the game' }).click();
  await expect(page.getByTestId('last-outcome')).toBeVisible();
  const kept = await page.evaluate(() => localStorage.getItem('volga-table:attack-draft'));
  expect(JSON.parse(kept ?? '{}').draft).toMatchObject({
    lead: 'FC/2',
    air: true,
    dice: {},
    appRolled: false,
  });
});
