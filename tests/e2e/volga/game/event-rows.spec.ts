/**
 * On the rulebook-only kit, main game: the Random Event row the printed chart
 * groups as 15-16 is taken though the rulebook already gives 15 (13.2), roll 15 kept as
 * Artillery Shell Shortages; naming a row Logistical Pause turns its Turn-1 cancel on (10.1) and
 * says so. At 390 and 360, light and dark, with the Undo bar clear of "Save this row".
 */
import { expect, test } from '@playwright/test';
import { atEachWidthAndTheme } from '../../support/look';
import { Player } from '../../support/player';
import { firstGame } from './first-game-flow';
import { barIsOneLine, notUnderBar } from './undo-bar';

test('a typed 15-16 row holding the rulebook 15 is taken; Logistical Pause is cancelled on Turn 1', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await firstGame(page, new Player(page));
  // 10.1: a Turn-1 roll of 8, its row named Logistical Pause.
  await page.getByTestId('event-total-8').click();
  const prompt = page.getByTestId('fact-prompt');
  const name = prompt.getByLabel('Event name');
  // Typed, not yet left: a name 10.1 lists is taken as it is typed (no tap to close the keyboard).
  await name.fill('Logistical Pause');
  await expect(prompt.getByTestId('fact-event-t1-named')).toContainText(
    'Logistical Pause is no result on Turn 1 (10.1)',
  );
  await expect(prompt.getByRole('switch', { name: /Cancel this row on Turn 1/ })).toBeChecked();
  const save = prompt.getByRole('button', { name: 'Save this row' });
  await atEachWidthAndTheme(page, 'event-row-turn1', async ({ label }) => {
    await barIsOneLine(page, label);
    await notUnderBar(page, save, label);
  });
  await save.click();
  await expect(page.getByTestId('event-card')).toContainText('Logistical Pause');
  await expect(page.getByTestId('event-card')).toContainText('10.1');

  // Undo the roll, roll 16: the row 15-16 as printed, named as the rulebook names 15.
  await page.getByTestId('undo').click();
  await page.getByTestId('event-total-16').click();
  await prompt.getByLabel('From roll').selectOption('15');
  await prompt.getByLabel('Event name').fill('Artillery Shell Shortages');
  // Named as the rulebook names an event, the row does what that event does (13.2), and says so,
  // as soon as the name is typed.
  await expect(prompt.getByLabel('What it does in the app')).toHaveValue('artilleryShortage');
  await expect(prompt.getByTestId('fact-event-named-effect')).toContainText(
    "Artillery Shell Shortages does what the rulebook's Artillery Shell Shortages does",
  );
  await atEachWidthAndTheme(page, 'event-row-15-16', async ({ label }) => {
    await notUnderBar(page, save, label);
  });
  await save.click();
  await expect(page.getByTestId('rule-error')).toHaveCount(0);
  await expect(page.getByTestId('event-card')).toContainText('Artillery Shell Shortages');
  await expect(page.getByTestId('event-card')).not.toContainText('overlap');
});

test('"Not now" on the Random Event row ends the Phase with the event pending; a purchase asks it again', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await firstGame(page, new Player(page));
  await page.getByTestId('event-total-7').click();
  const prompt = page.getByTestId('fact-prompt');
  const notNow = prompt.getByRole('button', { name: 'Not now', exact: true });
  await atEachWidthAndTheme(page, 'event-row-not-now', async ({ label }) => {
    await barIsOneLine(page, label);
    await notUnderBar(page, notNow, label);
  });
  await notNow.click();
  // The Random Event Phase is over; the event is recorded as pending (6.2).
  await expect(page.getByTestId('game-where')).toContainText('Supply Phase');
  const card = page.getByTestId('event-card');
  await expect(card).toContainText('Not read yet (rolled 7)');
  await card.locator('summary').click();
  await expect(card).toContainText('put off');
  // Turn 1's Supply roll does not wait on it (10.1 cancels the one 2d6 event).
  await page.getByTestId('supply-total-5').click();
  await expect(page.getByTestId('supply-bank')).toContainText('16 Supply Points to spend');
  await expect(prompt).toHaveCount(0);
  // A purchase could be changed by it: the row is asked now.
  await page.getByRole('button', { name: /Buy Artillery · 1/ }).click();
  await expect(prompt).toContainText('roll of 7');
  await expect(prompt).toContainText('matters now');
  const name = prompt.getByLabel('Event name');
  await name.fill('Quiet day');
  await name.press('Tab');
  await atEachWidthAndTheme(page, 'event-row-asked-again', async ({ label }) => {
    await notUnderBar(page, prompt.getByRole('button', { name: 'Save this row' }), label);
  });
  await prompt.getByRole('button', { name: 'Save this row' }).click();
  // The purchase that waited on it went through; the log tells the event read at last, and
  // Turn 1's Dawn above the Random Event Phase.
  await expect(page.getByTestId('supply-bank')).toContainText('15 Supply Points to spend');
  await page.getByRole('link', { name: 'Log' }).click();
  await expect(
    page.getByTestId('log-result').filter({ hasText: 'Random Event: Quiet day (7)' }),
  ).toHaveCount(1);
  await expect(page.getByTestId('log-phase').first()).toContainText('Dawn');
  await expect(page.getByTestId('log-phase-notes').first()).toContainText('No reinforcements');
});
