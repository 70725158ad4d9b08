/**
 * 9.5 at 390x844: an attack chooses its lead and Support markers before its dice. Once the owner
 * types a combat die, the lead, the markers and Air are locked with the engine's reason; clearing
 * the dice unlocks them. Main game, physical cup, typed dice, on the made-up TEST FIXTURE map.
 */
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../../support/axe';
import { startGame, useFixtureKit } from './helpers';

async function typeRoll(page: Page, prefix: string, purpose: string, faces: readonly number[]) {
  // Rolls read by their total offer the total pad first; these dice are typed one by one.
  const byFaces = page.getByTestId(`${prefix}-by-faces`);
  if ((await byFaces.getAttribute('aria-pressed')) !== 'true') await byFaces.click();
  for (let i = 0; i < faces.length; i++)
    await page.getByTestId(`${prefix}-${purpose}-${i}-${faces[i]}`).check();
}

/** Turn 1 up to the Resolve step of an attack by FC/1 and FC/2 on Area 9 (Heroes 6). */
async function toResolve(page: Page) {
  await useFixtureKit(page);
  await startGame(page, { name: 'Attack order' });
  await typeRoll(page, 'event', 'randomEvent', [1, 2, 3]);
  await page.getByRole('button', { name: 'Record the Random Event roll' }).click();
  await typeRoll(page, 'supply', 'supply', [1, 1, 2, 1]);
  await page.getByRole('button', { name: 'Record the Supply roll' }).click();
  await page.getByRole('button', { name: /Buy Artillery · 1/ }).click();
  await page.getByRole('button', { name: 'Done: go to the Combat Phase' }).click();
  await page.getByTestId('activate-4').click();
  for (const unit of ['FC/1', 'FC/2']) {
    await page.getByTestId(`pick-${unit}`).check();
    await page.getByTestId(`move-${unit}-9`).click();
  }
  await page.getByTestId('declare-9').click();
  await page.getByTestId('reveal-6-heroes').click();
  await expect(page.getByTestId('resolve')).toBeVisible();
}

test('9.5: a typed die locks the lead, the markers and Air; clearing the dice unlocks them', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await toResolve(page);
  const lock = page.getByTestId('gc-choices-locked');
  const otherLead = page.getByTestId('lead-FC/2');
  const moreArtillery = page.getByTestId('gc-artillery-more');
  const airSwitch = page.getByRole('switch', { name: /Air Support marker/ });

  // Before any die: every choice is open.
  await expect(lock).toHaveCount(0);
  await page.getByTestId('lead-FC/1').check();
  await expect(otherLead).toBeEnabled();
  await expect(moreArtillery).toBeEnabled();
  await expect(airSwitch).toBeEnabled();

  // One die typed: the choices are locked and the screen says why (9.5).
  await page.getByTestId('cb-die-german-0-3').check();
  await expect(lock).toBeVisible();
  await expect(lock).toContainText('the lead, Support markers and Air stay as they are');
  await expect(lock).toContainText('9.5');
  await expect(otherLead).toBeDisabled();
  await expect(moreArtillery).toBeDisabled();
  await expect(airSwitch).toBeDisabled();
  await expect(page.getByTestId('gc-artillery')).toHaveText('0');
  await expect(page.getByTestId('lead-FC/1')).toBeChecked();
  // The dice themselves stay open: the rest of the roll can be typed.
  await page.getByTestId('cb-die-german-1-4').check();
  await expect(page.getByTestId('cb-die-german-1-4')).toBeChecked();
  // The locked screen reads well: no serious or critical axe finding.
  const axe = await axeViolations(page);
  expect(
    axe.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await lock.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('attack-locked.png') });

  // Clear the dice: the choices are open again, and a marker can be added before rolling.
  await page.getByTestId('gc-clear-dice').click();
  await expect(lock).toHaveCount(0);
  await expect(page.getByTestId('lead-FC/1')).toBeFocused();
  await expect(page.getByTestId('cb-die-german-0-3')).not.toBeChecked();
  await expect(page.getByTestId('cb-die-german-1-4')).not.toBeChecked();
  await otherLead.check();
  await moreArtillery.click();
  await expect(page.getByTestId('gc-artillery')).toHaveText('1');
  await expect(airSwitch).toBeEnabled();
});
