/**
 * The Areas grid and an Area's sheet at 390x844: tiles say control, markers and units in words
 * for screen readers; the sheet offers the engine's legal actions with MF costs and greys the
 * rest with the engine's reason; everything works from the keyboard.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { gameState, openHarness, showTab } from './helpers';

async function tabTo(page: Page, target: Locator, max = 200): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

test('tiles name control, markers and units; the sheet activates and moves with MF costs', async ({
  page,
}) => {
  await openHarness(page, 'turn1');
  await showTab(page, 'Areas');
  await expect(page.getByTestId('areas-counts')).toContainText('9 German Controlled');
  const t4 = page.getByTestId('area-4');
  await expect(t4).toHaveAttribute('data-control', 'german');
  await expect(t4).toHaveAccessibleName(
    /Area 4 \(Tsaritsa Woods\)\. German Controlled\. Vacant\. .*German units: 4 Fresh, 0 Spent\. may be activated/,
  );
  await expect(page.getByTestId('area-9')).toHaveAccessibleName(
    /Soviet Controlled\. Unrevealed Soviet unit, Light Urban/,
  );
  // The tiles in words read at arm's length: symbols only beside words.
  await expect(t4).toContainText('✚ German');
  await expect(t4).toContainText('4 Fresh');
  await expect(t4).toContainText('Can activate');
  await expect(t4).toContainText('Vacant');
  await expect(page.getByTestId('area-9')).toContainText('★ Soviet');
  await expect(page.getByTestId('area-9')).toContainText('? Light Urban');

  await t4.click();
  const sheet = page.getByTestId('area-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('sheet-germans')).toContainText('Fresh FC/1 (Armor, AF 7)');
  await sheet.getByTestId('sheet-activate').click();
  await expect(sheet).toContainText('Active Area');
  // One mover per unit; FC/3 (Infantry, 4 MF) goes to Area 5: Vacant but next to Soviet units.
  await sheet.getByText('Move FC/3').click();
  const toFive = sheet.getByTestId('move-FC/3-5');
  await expect(toFive).toHaveAccessibleName(
    /2 MF: enter a Vacant Area adjacent to a Soviet unit \(8\.2\)/,
  );
  await toFive.click();
  expect((await gameState(page)).germans['FC/3']!.location).toEqual({ kind: 'area', area: 5 });
  await sheet.getByRole('button', { name: 'Close the Area' }).click();
  await expect(sheet).toBeHidden();

  // From Area 5, Area 9 costs 4 MF and FC/3 has 2 left: greyed with the engine's reason.
  await page.getByTestId('area-5').click();
  await sheet.getByText('Move FC/3').click();
  const no = sheet.getByTestId('no-move-FC/3-9');
  await expect(no).toContainText('costs 4 MF; FC/3 has 2 left');
  await expect(no).toContainText('8.2');
  await expect(sheet.getByTestId('move-FC/3-9')).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Close the Area' }).click();

  // Area 9: the activated units next door and what coming in costs.
  await page.getByTestId('area-9').click();
  await expect(sheet.getByText('Move into this Area')).toBeVisible();
  await sheet.getByRole('button', { name: /Move FC\/1 from Area 4 here: 4 MF/ }).click();
  await expect(sheet.getByTestId('attack-9')).toBeVisible();
  await expect(sheet).toContainText('Mandatory Attack owed (9.1)');
  await sheet.getByTestId('declare-9').click();
  await expect(sheet).toContainText('An attack on this Area is under way');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  const t9 = page.getByTestId('area-9');
  await expect(t9).toHaveAccessibleName(/Contested/);
  await expect(t9).toContainText('Contested');
  await expect(t9).toContainText('1 Fresh');
  await expect(t4).toContainText('Active');

  // An Area where nothing can be done now: no bare "Actions now" heading, a sentence instead.
  await page.getByTestId('area-30').click();
  await expect(sheet.getByRole('heading', { name: 'Actions now' })).toHaveCount(0);
  await expect(sheet.getByTestId('sheet-no-actions')).toHaveText(/^Nothing to do here now/);
});

test('keyboard only: open an Area, activate it, move, close; activate from the Combat Phase', async ({
  page,
}) => {
  await openHarness(page, 'turn1');
  await showTab(page, 'Areas');
  await tabTo(page, page.getByTestId('area-1'));
  await page.keyboard.press('Enter');
  const sheet = page.getByTestId('area-sheet');
  await expect(sheet).toBeVisible();
  await tabTo(page, sheet.getByTestId('sheet-activate'));
  await page.keyboard.press('Enter');
  await expect(sheet).toContainText('Active Area');
  // FA/1 (Infantry) into Area 17 (Clear, Unrevealed): 4 MF.
  await tabTo(page, sheet.getByText('Move FA/1'));
  await page.keyboard.press('Enter');
  await tabTo(page, sheet.getByTestId('move-FA/1-17'));
  await page.keyboard.press('Enter');
  expect((await gameState(page)).germans['FA/1']!.location).toEqual({ kind: 'area', area: 17 });
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await showTab(page, 'Combat Phase');
  await tabTo(page, page.getByTestId('declare-17'));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('reveal-pick').getByRole('button').first());
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('resolve')).toBeVisible();
  // Dice typed from the keyboard: focus a die, press its number.
  for (const [slot, face] of [
    ['german-0', '6'],
    ['german-1', '6'],
    ['soviet-0', '1'],
    ['soviet-1', '1'],
  ] as const) {
    await tabTo(
      page,
      page
        .getByTestId(`cb-die-${slot}-1`)
        .or(page.getByTestId(`cb-die-${slot}-6`))
        .first(),
    );
    await page.keyboard.press(face);
  }
  await tabTo(page, page.getByRole('button', { name: 'Apply to the game' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('last-outcome')).toBeVisible();
  await tabTo(page, page.getByTestId('end-round'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('choose-area')).toBeVisible();
});

test("the sheet offers the question when moving in waits on Area 5's borders, and names each refusal's rule", async ({
  page,
}) => {
  await openHarness(page, 'borders');
  await showTab(page, 'Areas');
  const sheet = page.getByTestId('area-sheet');
  await page.getByTestId('area-4').click();
  await sheet.getByTestId('sheet-activate').click();
  await sheet.getByRole('button', { name: 'Close the Area' }).click();

  // Area 3 already holds four German units: the engine's own rule (8.3.1), not a blanket 8.2.
  await page.getByTestId('area-3').click();
  const none = sheet.getByTestId('sheet-incoming-none');
  await expect(none).toContainText(
    'FC/1, FC/2, FC/3, 244B (Area 4): Area 3 already holds four German units',
  );
  await expect(none).toContainText('8.3.1');
  await sheet.getByRole('button', { name: 'Close the Area' }).click();

  // Area 5: the four units next door wait on the owner's answer, not "cannot".
  await page.getByTestId('area-5').click();
  const need = sheet.getByTestId('sheet-incoming-fact');
  await expect(need).toContainText('FC/1, FC/2, FC/3, 244B (Area 4) could move in');
  await expect(sheet.getByTestId('sheet-incoming-none')).toHaveCount(0);
  await expect(sheet).not.toContainText('No activated unit next door can move in');
  await need.getByRole('button', { name: 'Answer it now', exact: true }).click();
  const q = need.getByTestId('fact-prompt');
  for (const m of [3, 6, 9, 11])
    await q.getByRole('button', { name: `Area ${m}: not ticked` }).click();
  await q.getByRole('button', { name: 'Save: these are all its neighbours' }).click();
  await expect(need).toHaveCount(0);
  await sheet.getByRole('button', { name: /Move FC\/3 from Area 4 here: 2 MF/ }).click();
  const s = await gameState(page);
  expect(s.germans['FC/3']!.location).toEqual({ kind: 'area', area: 5 });
  expect(s.kit.areas[5]!.neighboursComplete).toBe(true);
});
