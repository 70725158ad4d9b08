/**
 * Acceptance test: at 390x844, play the main game's Turn 1 and Turn 2 through the UI
 * alone (owner dice typed in, physical cup) on the made-up TEST FIXTURE map chosen on the
 * Component kit screen (the real map and German counters are not known: only the rulebook's facts are):
 * a Supply purchase, moves, an attack with supports, reveals, a Success, a Repulse, a Stalemate
 * that leaves an Area Contested, Bloody Streets on Turn 2, the End Phase twice; then reload and
 * carry on from where it was.
 */
import { expect, type Page, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../../support/app';
import { startGame, useFixtureKit } from './helpers';

/** Types one roll into the game's dice widget ('event', 'supply') die by die. */
async function typeRoll(page: Page, prefix: string, purpose: string, faces: readonly number[]) {
  // Rolls read by their total offer the total pad first; these dice are typed one by one.
  const byFaces = page.getByTestId(`${prefix}-by-faces`);
  if ((await byFaces.getAttribute('aria-pressed')) !== 'true') await byFaces.click();
  for (let i = 0; i < faces.length; i++)
    await page.getByTestId(`${prefix}-${purpose}-${i}-${faces[i]}`).check();
}

/** Types a die into the combat panel's dice widget. */
async function combatDie(page: Page, slot: string, face: number) {
  await page.getByTestId(`cb-die-${slot}-${face}`).check();
}

async function moveTo(page: Page, unit: string, to: number) {
  await page.getByTestId(`pick-${unit}`).check();
  await page.getByTestId(`move-${unit}-${to}`).click();
}

const stat = (page: Page, id: string) => page.getByTestId(`stat-${id}`).locator('summary');
const next = (page: Page) => page.getByTestId('next-step');

/** Resolves the pending attack with the typed dice, then applies it; returns the outcome line. */
async function resolve(
  page: Page,
  o: { lead: string; artillery?: number; german: [number, number]; soviet: [number, number] },
) {
  await page.getByTestId(`lead-${o.lead}`).check();
  for (let i = 0; i < (o.artillery ?? 0); i++) await page.getByTestId('gc-artillery-more').click();
  await combatDie(page, 'german-0', o.german[0]);
  await combatDie(page, 'german-1', o.german[1]);
  await combatDie(page, 'soviet-0', o.soviet[0]);
  await combatDie(page, 'soviet-1', o.soviet[1]);
  await page.getByRole('button', { name: 'Apply to the game' }).click();
  return page.getByTestId('last-outcome');
}

test('Turn 1 and Turn 2 of the main game through the UI, then reload and continue', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await useFixtureKit(page);
  await startGame(page, { name: 'Acceptance' });
  await expect(page.getByTestId('game-where')).toContainText('Turn 1 · September 13-14');
  await expect(page.getByTestId('game-where')).toContainText('TEST FIXTURE map');
  await expect(stat(page, 'morale')).toContainText('19 Strong');
  await expect(stat(page, 'controlled')).toContainText('9 / 40');

  // Turn 1, Random Event (6.2): 1+2+3 = 6 is a Logistical Pause: no result on Turn 1 (10.1).
  await expect(next(page)).toContainText('Roll for the Random Event');
  await typeRoll(page, 'event', 'randomEvent', [1, 2, 3]);
  await page.getByRole('button', { name: 'Record the Random Event roll' }).click();
  await expect(page.getByTestId('last-rolls')).toContainText(
    'Random Event 6.2: 1, 2, 3 (typed by you)',
  );
  await expect(stat(page, 'event')).toContainText('Logistical Pause');
  await expect(page.getByTestId('event-card').locator('summary')).toContainText(
    'Logistical Pause (rolled 6): no result on Turn 1 (10.1)',
  );
  await page
    .getByTestId('event-card')
    .screenshot({ path: `${SCREENSHOT_DIR}/turn1-event-no-result-390-light.png` });
  // The status line opens to the dashboard's tiles.
  await page.getByTestId('status-fold').locator('summary.gs-line').click();
  await page.getByTestId('stat-event').locator('summary').click();
  await expect(page.getByTestId('stat-event')).toContainText('No result on Turn 1');

  // Supply (6.3): 1+1+2+1 = 5 counts as 16 on Turn 1 (10.2); the free Air marker arrives.
  await expect(next(page)).toContainText('Roll for Supply');
  await expect(page.getByTestId('phase-supply')).toContainText('counts as 16 (10.2)');
  await typeRoll(page, 'supply', 'supply', [1, 1, 2, 1]);
  await page.getByRole('button', { name: 'Record the Supply roll' }).click();
  await expect(page.getByTestId('supply-bank')).toContainText(
    "16 Supply Points to spend. This Turn's Supply roll: rolled 5, counts as 16 on Turn 1 (10.2).",
  );
  await page.getByTestId('supply-bank').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/turn1-supply-raised-390-light.png` });
  await expect(stat(page, 'support')).toContainText('Art 0 · Eng 0 · Air 1');
  // Morale is 19, the top of its track (5.2): +1 Morale would spend 3 points for nothing.
  const morale = page.getByRole('button', { name: /^Buy \+1 Morale/ });
  await expect(morale).toBeDisabled();
  await expect(page.getByTestId('buy-why-morale')).toContainText(
    'Morale is already 19, the top of its track',
  );
  await expect(page.getByTestId('buy-why-morale')).toContainText('5.2');
  await expect(page.getByRole('button', { name: /^Buy Artillery · 1/ })).toContainText(
    'you have 0 in the Available box',
  );
  // A purchase: one Artillery marker for 1 point (6.3).
  await page.getByRole('button', { name: /Buy Artillery · 1/ }).click();
  await expect(page.getByTestId('supply-bank')).toContainText('15 Supply Points');
  await expect(stat(page, 'support')).toContainText('Art 1 · Eng 0 · Air 1');
  await page.getByRole('button', { name: 'Done: go to the Combat Phase' }).click();

  // Combat: nothing Contested, so straight to Action Rounds.
  await expect(next(page)).toContainText('Activate an Area');
  await expect(page.getByTestId('reminders')).toContainText('still Fresh');

  // A move and a Mandatory Attack with Artillery: FC/1 and FC/2 from Area 4 into Area 9.
  await page.getByTestId('activate-4').click();
  await moveTo(page, 'FC/1', 9);
  // The owed Mandatory Attack (9.1) is said once, in the Action Round, not again as a reminder.
  await expect(page.getByTestId('owed')).toContainText('Mandatory Attack owed on Area 9');
  await expect(page.getByTestId('reminders').filter({ hasText: /Mandatory/i })).toHaveCount(0);
  await moveTo(page, 'FC/2', 9);
  await page.getByTestId('declare-9').click();
  // The reveal: the owner names the counter turned over (physical cup, 9.4).
  await page.getByTestId('reveal-6-heroes').click();
  // AV 7 + 1 + 2 (Artillery) + 1 (Strong) = 11; DV 6 + 3 = 9; AT 17 against DT 15: Success.
  const success = await resolve(page, {
    lead: 'FC/1',
    artillery: 1,
    german: [3, 3],
    soviet: [3, 3],
  });
  await expect(success).toContainText('Success');
  await expect(stat(page, 'controlled')).toContainText('10 / 40');
  // Heroes: −1 Morale on a Success (9.4).
  await expect(stat(page, 'morale')).toContainText('18 Strong');
  await page.getByTestId('end-round').click();

  // A Repulse: FD/1 alone from Area 5 into Area 11 (AT 8 against DT 20).
  await page.getByTestId('activate-5').click();
  await moveTo(page, 'FD/1', 11);
  await page.getByTestId('declare-11').click();
  await page.getByTestId('reveal-5-ambush').click();
  const repulse = await resolve(page, { lead: 'FD/1', german: [1, 1], soviet: [6, 6] });
  await expect(repulse).toContainText('Repulse');
  await expect(stat(page, 'out')).toContainText('1');
  await expect(stat(page, 'morale')).toContainText('17 Strong');
  await page.getByTestId('end-round').click();

  // A Stalemate leaves Area 11 Contested: 177 from Area 6, AT 5+6 = 11 against DT 8+3 = 11.
  await page.getByTestId('activate-6').click();
  await moveTo(page, '177', 11);
  await page.getByTestId('declare-11').click();
  const stalemate = await resolve(page, { lead: '177', german: [3, 3], soviet: [1, 2] });
  await expect(stalemate).toContainText('Stalemate');
  await page.getByTestId('end-round').click();

  // The End Phase (6.5): Spent units flip, Morale −1, the Turn marker to Turn 2.
  await page.getByTestId('end-combat').click();
  await expect(page.getByTestId('end-report')).toContainText('Turn 1 is over');
  await expect(page.getByTestId('end-report')).toContainText('Morale 17 → 16');
  await expect(page.getByTestId('game-where')).toContainText('Turn 2 · September 15-16');

  // Turn 2, Dawn (6.1.1): the 389th and 245A may enter Area 1 (full) or Area 2 (room for one).
  await expect(next(page)).toContainText('Place the reinforcements');
  // Room for one of the four: the player picks which counter enters (6.1.1), here 245A.
  const place = page.getByRole('button', { name: /Place 1 in Area 2/ });
  await expect(place).toContainText('389/A');
  await expect(place).toContainText('delayed: 389/B, 389/C, 245A');
  const dawn = page.getByTestId('phase-dawn');
  await dawn.getByRole('checkbox', { name: /389\/A/ }).uncheck();
  await expect(place).toBeDisabled();
  await expect(place).toContainText('tick 1 first');
  await dawn.getByRole('checkbox', { name: /245A/ }).check();
  await expect(place).toBeEnabled();
  await expect(place).toContainText(/Area 2.*: 245A/);
  await expect(place).toContainText('delayed: 389/A, 389/B, 389/C');
  await place.click();
  // The Dawn report says who was delayed and why; the reminders do not say it again.
  await expect(page.getByTestId('dawn-report')).toContainText(
    'Delayed 3 units: 389/A, 389/B, 389/C.',
  );
  await expect(page.locator('[data-reminder="delayed"]')).toHaveCount(0);

  // Random Event: 2+3+4 = 9, Commissars (+1 to Soviet Defense Values this Turn).
  await typeRoll(page, 'event', 'randomEvent', [2, 3, 4]);
  await page.getByRole('button', { name: 'Record the Random Event roll' }).click();
  await expect(stat(page, 'event')).toContainText('Commissars');
  // Once the Dawn report has gone, the reminder names the delayed units (6.1.1).
  await expect(page.getByTestId('dawn-report')).toHaveCount(0);
  await expect(page.getByTestId('reminders')).toContainText(
    'Delayed for lack of room, to enter at a later Dawn: 389/A, 389/B, 389/C.',
  );

  // Supply: 18 more points; an Engineer marker this time.
  await typeRoll(page, 'supply', 'supply', [3, 4, 5, 6]);
  await page.getByRole('button', { name: 'Record the Supply roll' }).click();
  await expect(page.getByTestId('supply-bank')).toContainText('33 Supply Points');
  await page.getByRole('button', { name: /Buy Engineer · 2/ }).click();
  await expect(page.getByTestId('supply-bank')).toContainText('31 Supply Points');
  await page.getByRole('button', { name: 'Done: go to the Combat Phase' }).click();

  // Bloody Streets (6.4.1): Area 11 is Contested Light Urban; a 5 costs one Morale.
  await expect(next(page)).toContainText('Roll Bloody Streets');
  await expect(page.getByTestId('bs-area-11')).toBeVisible();
  await page.getByTestId('bs-die-bs-11-5').check();
  await page.getByTestId('bs-apply').click();
  await expect(page.getByTestId('bloody-report')).toContainText('Morale 16 → 15');

  // End Phase of Turn 2.
  await page.getByTestId('end-combat').click();
  await expect(page.getByTestId('end-report')).toContainText('Turn 2 is over');
  await expect(page.getByTestId('game-where')).toContainText('Turn 3 · September 17-18');
  await expect(stat(page, 'morale')).toContainText('14 Strong');

  // Reload: the game comes back where it was, from IndexedDB, and play goes on.
  const url = page.url();
  await page.reload();
  await expect(page.getByTestId('game-where')).toContainText('Turn 3 · September 17-18');
  expect(page.url()).toBe(url);
  await expect(stat(page, 'morale')).toContainText('14 Strong');
  await expect(stat(page, 'out')).toContainText('1');
  await page.goto('/');
  await page.getByRole('link', { name: /Continue: Acceptance/ }).click();
  await expect(page.getByTestId('game-where')).toContainText('Turn 3');
  await typeRoll(page, 'event', 'randomEvent', [6, 5, 6]);
  await page.getByRole('button', { name: 'Record the Random Event roll' }).click();
  await expect(next(page)).toContainText('Roll for Supply');

  // The log has every action by Turn and Phase, with the source of each roll.
  await page.getByRole('link', { name: 'Log' }).click();
  await expect(
    page.getByRole('heading', { name: /Turn 1 · September 13-14 · Random Event Phase/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: /Turn 2 · September 15-16 · Combat Phase/ }),
  ).toBeVisible();
  const first = page.getByTestId('log-entry').first();
  await first.locator('summary').click();
  await expect(first).toContainText('Random Event 6.2: 1, 2, 3 (typed by you)');
  expect(errors).toEqual([]);
});
