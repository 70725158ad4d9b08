/**
 * Tide of Iron at the table, on a 360 px phone: every situation fits with no sideways scroll
 * (light and dark); a number typed instead of stepped (19 dice to 4 in one entry); a Molotov's
 * fire logged at its hex and marked in one tap, the log naming the hex; a new situation starting
 * with no modifiers, carrying them over only when asked; the hand-to-hand table's "successes".
 */
import { expect, type Page, test } from '@playwright/test';
import { openApp } from '../support/app';
import { atEachWidthAndTheme } from '../support/look';
import { Player } from '../support/player';

const SITUATIONS = [
  'Any attack',
  'Building',
  'Sniper',
  'Molotov',
  'Fougasse',
  'Hand to hand',
  'Heavy vehicle',
];

async function openToi(page: Page): Promise<void> {
  await openApp(page, 'toi');
  await expect(page.getByRole('heading', { name: 'Odds before rolling' })).toBeVisible();
}

/** The elements reaching past the screen's right edge (none, on a screen that fits). */
const pastEdge = (page: Page, width: number) =>
  page.evaluate(
    (w) =>
      [...document.querySelectorAll('main *')]
        .filter((el) => el.getBoundingClientRect().right > w + 0.5)
        .map((el) => `${el.tagName}.${el.className}`)
        .slice(0, 5),
    width,
  );

/** Opens every fold: the modifiers and core faces hold the widest rows. */
const openFolds = (page: Page) =>
  page.evaluate(() => {
    for (const d of document.querySelectorAll('main details'))
      (d as HTMLDetailsElement).open = true;
  });

const situation = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Situation' }).getByRole('radio', { name, exact: true });

test('every situation fits a 360 px phone with its folds open, light and dark', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await openToi(page);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const name of SITUATIONS) {
    await situation(page, name).check();
    await openFolds(page);
    expect(await pastEdge(page, 360), name).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBe(360);
  }
  // Hand to hand was the widest (407 px): both widths and themes, axe and screenshots.
  await situation(page, 'Hand to hand').check();
  await openFolds(page);
  await atEachWidthAndTheme(
    page,
    'toi-hand-to-hand',
    async ({ width, label }) => expect(await pastEdge(page, width), label).toEqual([]),
    { fullPage: true },
  );
});

test('a number typed: 19 dice to 4 in one entry; a wrong one is named and changes nothing', async ({
  page,
}) => {
  await openToi(page);
  const player = new Player(page);
  const attack = page.getByTestId('toi-attack');
  await expect(attack).toHaveValue('19');
  await player.tap(attack);
  await attack.fill('4');
  await expect(page.locator('.toi-dist-title').first()).toContainText('Net hits (4 dice');
  await attack.blur();
  await expect(attack).toHaveValue('4');
  await attack.fill('99');
  await expect(page.getByRole('alert')).toContainText('99 is above 40, the most here.');
  await attack.blur();
  await expect(attack).toHaveValue('4');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The buttons still step from the typed value.
  await page.getByTestId('toi-attack-more').click();
  await expect(attack).toHaveValue('5');
});

test('a Molotov at a hex: logged with the hex and its fire marked in one tap', async ({ page }) => {
  await openToi(page);
  await situation(page, 'Molotov').check();
  await page.getByTestId('toi-target').fill('42B-D5');
  await page.getByTestId('toi-dice-attack-0-6').check();
  await page.getByTestId('toi-dice-attack-1-4').check();
  await page.getByTestId('toi-dice-defense-0-1').check();
  const markIt = page.getByTestId('toi-log-mark');
  await expect(markIt).toHaveText('Log it and mark the strong fire in 42B-D5');
  await markIt.click();
  const entries = page.getByTestId('toi-entries');
  await expect(entries.locator('li.toi-entry')).toHaveCount(2);
  await expect(entries).toContainText('Molotov at 42B-D5: Strong fire');
  await expect(entries).toContainText('42B-D5');
  const marks = page.getByTestId('toi-marks-list');
  await expect(marks).toContainText('42B-D5 Strong fire');
  // The next roll's target starts blank: a fire is never marked at the last roll's hex unasked.
  await expect(page.getByTestId('toi-target')).toHaveValue('');
  await page.getByTestId('toi-dice-attack-0-4').check();
  await page.getByTestId('toi-dice-attack-1-2').check();
  await page.getByTestId('toi-dice-defense-0-1').check();
  await page.getByTestId('toi-log-mark').click();
  await expect(page.getByRole('alert')).toContainText('Name the hex the fire is in');
  await expect(entries.locator('li.toi-entry')).toHaveCount(2);
});

test('a new situation starts with no modifiers; carrying them over is a choice', async ({
  page,
}) => {
  await openToi(page);
  await situation(page, 'Any attack').check();
  await page.getByTestId('toi-mods').locator('summary').click();
  await page.getByTestId('toi-smg-more').click();
  await page.getByTestId('toi-smg-more').click();
  await page.getByRole('switch', { name: /Target in Cautious Advance/ }).check();
  await expect(page.getByTestId('toi-mods')).toContainText('SMG ×2, Cautious');
  await situation(page, 'Hand to hand').check();
  await expect(page.getByTestId('toi-mods').locator('.toi-fold-now')).toHaveText('none');
  const carry = page.getByTestId('toi-carry');
  await expect(carry).toContainText(
    'Hand to hand starts with no modifiers; Any attack had SMG ×2.',
  );
  await page.getByTestId('toi-carry-go').click();
  await expect(page.getByTestId('toi-mods').locator('.toi-fold-now')).toHaveText('SMG ×2');
  await expect(carry).toHaveCount(0);
  // The black dice column reads "successes".
  await expect(page.getByTestId('toi-dist-1')).toContainText('successes');
  await expect(page.getByTestId('toi-dist-1')).not.toContainText('successs');
});
