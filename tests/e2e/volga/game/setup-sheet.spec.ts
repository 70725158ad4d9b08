/**
 * The German setup sheet (5.3): offered before the first roll of a game on the rulebook-only kit,
 * every setup place on one screen, Turn 2 prefilled from 6.1.1; its answers go into the game and
 * the owner's kit, so a second game offers only what is still unknown; a bad row is refused with
 * its place named and nothing saved; pasted kit text fills the rows.
 */
import { expect, type Page, test } from '@playwright/test';
import { readIdb } from '../../support/app';
import { atEachWidthAndTheme } from '../../support/look';
import { Player } from '../../support/player';
import { firstGame, quietDayToCombat } from './first-game-flow';

const sheet = (page: Page) => page.getByTestId('setup-sheet');

/** A fresh install, a new main game, and the setup sheet opened. */
async function openSheet(page: Page): Promise<void> {
  await firstGame(page, new Player(page));
  await page.getByTestId('setup-open').click();
  await expect(sheet(page)).toBeVisible();
}

test('the sheet offers every setup place before the first roll, Turn 2 from 6.1.1', async ({
  page,
}) => {
  // Four looks (two widths, two themes), each with axe, over a long screen.
  test.setTimeout(240_000);
  await firstGame(page, new Player(page));
  // Before play: a one-line offer above the Random Event, which stays where it was.
  await expect(page.getByTestId('setup-entry')).toContainText('not named yet for 11 places');
  await expect(page.getByTestId('event-total-10')).toBeVisible();
  await page.getByTestId('setup-open').click();
  await expect(page.getByTestId('phase-event')).toHaveCount(0);
  for (const key of ['1', '2', '3', '4', '5', '6', '48', '49', '50', 'T2', 'T7'])
    await expect(page.getByTestId(`sheet-${key}`)).toBeVisible();
  await expect(page.getByTestId('sheet-1')).toContainText('Area 1 (Hill 126.3)');
  // 6.1.1: the 389th's three units and 245A arrive on Turn 2; four counters, prefilled.
  const t2 = page.getByTestId('sheet-T2');
  await expect(t2.getByRole('button', { name: '4 counters at Turn 2 arrivals' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(t2.getByLabel('Turn 2 arrivals, counter 1: designation (optional)')).toHaveValue(
    '245A',
  );
  // Area 1 given a count: its rows, the division chips, and 29/RCN (13.4) offered to name.
  const a1 = page.getByTestId('sheet-1');
  await a1.getByRole('button', { name: '4 counters at Area 1', exact: true }).click();
  await expect(a1.getByTestId('sheet-row-1-4')).toBeVisible();
  await expect(a1.getByRole('button', { name: 'Area 1, counter 1: 29/RCN' })).toBeVisible();
  // Beside it, the whole stack's run from 29/RCN on (a typing aid: no rule numbers counters).
  await expect(
    a1.getByRole('button', { name: 'Area 1, counters 1 to 4: 29/RCN, 29/1, 29/2, 29/3' }),
  ).toHaveText('29/RCN to 29/3?');
  await a1.getByTestId('sheet-division-1').getByRole('button', { name: '29th Motorized' }).click();
  await atEachWidthAndTheme(page, 'setup-sheet', a1.getByTestId('sheet-row-1-4'));
});

test('a run of designations names the blank rows under a typed one in one tap', async ({
  page,
}) => {
  await openSheet(page);
  const a2 = page.getByTestId('sheet-2');
  await a2.getByRole('button', { name: '3 counters at Area 2', exact: true }).click();
  await a2.getByLabel('Area 2, counter 1: designation (optional)').fill('71/1');
  await a2.getByRole('button', { name: 'Area 2, counters 2 to 3: 71/2, 71/3' }).click();
  await expect(a2.getByLabel('Area 2, counter 2: designation (optional)')).toHaveValue('71/2');
  await expect(a2.getByLabel('Area 2, counter 3: designation (optional)')).toHaveValue('71/3');
  // Every row named: no chip is left to offer.
  await expect(a2.locator('.ss-suggest')).toHaveCount(0);
});

test('saved answers go into the game and the kit: a second game offers only what is left', async ({
  page,
}) => {
  await openSheet(page);
  const a1 = page.getByTestId('sheet-1');
  await a1.getByRole('button', { name: '4 counters at Area 1', exact: true }).click();
  await a1.getByRole('button', { name: 'Area 1, counter 1: 29/RCN' }).click();
  // After a division's lettered unit, its first numbered one is offered (4.3.2).
  await a1.getByRole('button', { name: 'Area 1, counter 2: 29/1' }).click();
  // The next designation is offered, dashed, for the owner to confirm against the counter.
  await a1.getByRole('button', { name: 'Area 1, counter 3: 29/2' }).click();
  await a1.getByTestId('sheet-row-1-2').getByRole('button', { name: 'Infantry' }).click();
  await a1.getByLabel('Area 1, counter 2: Attack Factor').fill('5');
  // The designations name the 29th: its chip is picked without a tap.
  await expect(
    a1.getByTestId('sheet-division-1').getByRole('button', { name: '29th Motorized' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('sheet-2').getByRole('button', { name: '3 counters at Area 2' }).click();
  await page.getByTestId('sheet-save').click();
  // The sheet makes way for the Random Event; the answers are the game's.
  await expect(sheet(page)).toHaveCount(0);
  await expect(page.getByTestId('setup-entry')).toHaveCount(0);
  await expect(page.getByTestId('event-total-10')).toBeVisible();
  // Each place and each row given went in as an answer of the game (its log).
  await expect(page.locator('.game')).not.toHaveAttribute('data-log-length', '0');
  // The division the sheet picked from the designations went in with the rows that gave none.
  await expect
    .poll(async () => {
      const kit = (await readIdb(page, 'kit/owner')) as {
        germanCounters: { id: string; division?: string }[];
      } | null;
      return kit?.germanCounters.find((c) => c.id === '29/1')?.division;
    })
    .toBe('29th Motorized');
  // A second game on the same kit: Areas 1, 2 and Turn 2 are known and not offered again.
  await page.goto('/#/new-game');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByTestId('setup-entry')).toContainText('not named yet for 8 places');
  await page.getByTestId('setup-open').click();
  await expect(page.getByTestId('sheet-1')).toHaveCount(0);
  await expect(page.getByTestId('sheet-T2')).toHaveCount(0);
  await expect(page.getByTestId('sheet-3')).toBeVisible();
});

test('the designations typed point to their division: one chip under the rows (4.3.2)', async ({
  page,
}) => {
  await openSheet(page);
  const a2 = page.getByTestId('sheet-2');
  await a2.getByRole('button', { name: '3 counters at Area 2', exact: true }).click();
  const chips = a2.getByTestId('sheet-division-2');
  await expect(chips.getByRole('button', { name: '71st Division' })).toHaveCount(0);
  await a2.getByLabel('Area 2, counter 1: designation (optional)').fill('71/1');
  await a2.getByRole('button', { name: 'Area 2, counter 2: 71/2' }).click();
  // A counter of another division in the stack: no chip guesses which.
  await a2.getByLabel('Area 2, counter 3: designation (optional)').fill('24/1');
  await expect(chips.getByRole('button', { name: /Division$/ })).toHaveCount(0);
  await a2.getByLabel('Area 2, counter 3: designation (optional)').fill('71/3');
  // The chip the designations point to comes first, before the rulebook's divisions, and is
  // picked until the owner picks another or clears it.
  const d71 = chips.getByRole('button', { name: '71st Division' });
  await expect(chips.getByRole('button').first()).toHaveText('71st Division');
  await expect(d71).toHaveAttribute('aria-pressed', 'true');
  await d71.click();
  await expect(d71).toHaveAttribute('aria-pressed', 'false');
  await expect(chips.getByRole('button', { pressed: true })).toHaveCount(0);
  await d71.click();
  await expect(d71).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('sheet-save').click();
  await expect(sheet(page)).toHaveCount(0);
  await expect
    .poll(async () => {
      const kit = (await readIdb(page, 'kit/owner')) as {
        germanCounters: { id: string; division?: string }[];
      } | null;
      return kit?.germanCounters.filter((c) => c.id.startsWith('71/')).map((c) => c.division);
    })
    .toEqual(['71st Division', '71st Division', '71st Division']);
});

test('a row that contradicts the rulebook is refused, its place named, nothing saved', async ({
  page,
}) => {
  await openSheet(page);
  const a3 = page.getByTestId('sheet-3');
  await a3.getByRole('button', { name: '1 counter at Area 3' }).click();
  await a3.getByLabel('Area 3, counter 1: designation (optional)').fill('29/RCN');
  // 13.4 gives 29/RCN Attack Factor 6.
  await a3.getByLabel('Area 3, counter 1: Attack Factor').fill('4');
  await page.getByTestId('sheet-save').click();
  await expect(page.getByTestId('sheet-note')).toContainText('Area 3, 29/RCN');
  await expect(sheet(page)).toBeVisible();
  await expect(page.locator('.game')).toHaveAttribute('data-log-length', '0');
});

test('pasted kit text fills the rows of the places it names', async ({ page }) => {
  await openSheet(page);
  await page.getByText('Paste kit text').click();
  await page
    .getByLabel('Kit text')
    .fill('counter 29/1 infantry af 5 div "29th Motorized" main 1\ncounter 29/2 armor af 7 main 1');
  await page.getByRole('button', { name: 'Fill the sheet from it' }).click();
  const a1 = page.getByTestId('sheet-1');
  await expect(a1.getByRole('button', { name: '2 counters at Area 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(a1.getByLabel('Area 1, counter 2: designation (optional)')).toHaveValue('29/2');
  await expect(a1.getByLabel('Area 1, counter 2: Attack Factor')).toHaveValue('7');
});

/** Counts one counter at each of `areas` on the open sheet, then saves it. */
async function oneEachAndSave(page: Page, areas: readonly number[]): Promise<void> {
  for (const a of areas)
    await page
      .getByTestId(`sheet-${a}`)
      .getByRole('button', { name: `1 counter at Area ${a}`, exact: true })
      .click();
  await page.getByTestId('sheet-save').click();
  await expect(sheet(page)).toHaveCount(0);
}

test('a border the kit does not know is one pick from the candidate Areas (3.1)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSheet(page);
  // Every setup Area counted, so the Combat Phase asks none of them.
  await oneEachAndSave(page, [1, 2, 3, 4, 5, 6, 48, 49, 50]);
  const prompt = await quietDayToCombat(page);
  await page.getByTestId('activate-1').click();
  // Area 1's counter is asked its type (its Movement Factor, 4.2) when it activates.
  await prompt
    .getByTestId('counter-type')
    .getByRole('button', { name: /^Infantry/ })
    .click();
  const pick = page.getByTestId('border-pick-1').first();
  await expect(pick).toBeVisible();
  // Every Area but Area 1 may border it; 12.2 already rules out 48-50's others.
  await expect(pick.getByRole('button', { name: 'Area 7 borders Area 1' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/border-pick-390.png' });
  await pick.getByRole('button', { name: 'Area 7 borders Area 1' }).click();
  // The border is the game's (and the kit's) now: no longer a candidate, and no yes/no asked.
  await expect(pick.getByRole('button', { name: 'Area 7 borders Area 1' })).toHaveCount(0);
  await expect(page.getByTestId('answer-yes')).toHaveCount(0);
});

test('a stack crosses a border the kit does not know in one tap: border recorded, stack moved, its attack declared (3.1, 9.1)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSheet(page);
  // Area 1: two Infantry counters; every other setup Area one counter.
  const a1 = page.getByTestId('sheet-1');
  await a1.getByRole('button', { name: '2 counters at Area 1', exact: true }).click();
  for (const row of [1, 2])
    await a1
      .getByTestId(`sheet-row-1-${row}`)
      .getByRole('button', { name: 'Infantry', exact: true })
      .click();
  await oneEachAndSave(page, [2, 3, 4, 5, 6, 48, 49, 50]);
  const prompt = await quietDayToCombat(page);
  await page.getByTestId('activate-1').click();
  const across = page.getByTestId('stack-pick-1-7');
  await expect(across).toHaveAccessibleName('Area 7 borders Area 1: move all 2 there');
  await across.click();
  // Both went in and owe their Mandatory Attack, declared with the move: Area 7's terrain is
  // what the attack asks next (9.5.3B), and no yes/no on the border was asked.
  await expect(prompt).toContainText('Area 7');
  await expect(page.getByTestId('answer-yes')).toHaveCount(0);
  await expect(page.getByTestId('stack-pick-1')).toHaveCount(0);
});
