/** The calculator driven by the keyboard alone: Tab, arrows, Space, Enter and digit keys. */
import { expect, test } from '@playwright/test';
import { openCombat, tabTo } from './helpers';

test('keyboard only: steppers, switches, explanations, typed dice and a bad die', async ({
  page,
}) => {
  await openCombat(page);
  const kb = page.keyboard;

  // Attacking units 3 -> 4 with the arrow key on the stepper's + button.
  await tabTo(page, page.getByTestId('f-attackers-more'));
  await kb.press('ArrowUp');
  await expect(page.getByTestId('f-attackers')).toHaveText('4');
  // Home/End jump to the ends of the range.
  await tabTo(page, page.getByTestId('f-morale-less'));
  await kb.press('Home');
  await expect(page.getByTestId('f-morale')).toHaveText('0 · Shaken');
  await kb.press('End');
  await expect(page.getByTestId('f-morale')).toHaveText('19 · Strong');

  // Space toggles a switch.
  const integrity = page.getByRole('switch', { name: /Divisional Integrity/ });
  await tabTo(page, integrity);
  await kb.press('Space');
  await expect(integrity).toBeChecked();

  // Arrow keys move through a segmented choice.
  await tabTo(page, page.getByRole('radio', { name: 'Light Urban' }));
  await kb.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Heavy Urban' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '+4' })).toBeChecked();

  // Enter opens the values line, then a term's explanation: rule number and our own line.
  await tabTo(page, page.locator('#cb-values > summary'));
  await kb.press('Enter');
  const lead = page.getByTestId('av').locator('summary').first();
  await tabTo(page, lead);
  await kb.press('Enter');
  await expect(
    page.getByTestId('av').getByText('The Attack Factor printed on the unit'),
  ).toBeVisible();

  // Dice by digit keys; a 7 gets the engine's message and changes nothing.
  await tabTo(page, page.getByTestId('cb-die-german-0-1'));
  await kb.press('7');
  await expect(page.getByTestId('cb-die-status')).toHaveText(
    'Die german[0] must be a whole number 1..6; got 7. (2.1)',
  );
  await expect(page.locator('.die-source-owner')).toHaveCount(0);
  await kb.press('5');
  await expect(page.getByTestId('cb-die-german-0-5')).toBeChecked();
  await kb.press('Tab');
  await kb.press('4');
  await kb.press('Tab');
  await kb.press('2');
  await kb.press('Tab');
  await kb.press('2');
  await expect(page.locator('.die-source-owner')).toHaveCount(4);
  await expect(page.getByTestId('outcome')).toBeVisible();
  // AV 6 + 3 + 1 + 1 = 11, +9 = 20; DV 6 + 4 = 10, +4 = 14: margin 6 = DF, a Success.
  await expect(page.getByTestId('at')).toContainText('AT 20');
  await expect(page.getByTestId('dt')).toContainText('DT 14');
  await expect(page.getByTestId('outcome')).toContainText('Success (9.5.5)');
  await expect(page.getByTestId('consequences')).toContainText('German Control marker placed');
  await expect(page.getByTestId('consequences')).toContainText('Morale');

  // "Roll for me" by keyboard, then the announcement says the app rolled.
  // The finished roll folds the pad to one line: open it by keyboard, then clear the dice.
  await tabTo(page, page.locator('details#cb-dice > summary'));
  await kb.press('Enter');
  const clear = page.getByRole('button', { name: 'Clear dice' });
  await tabTo(page, clear);
  await kb.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Roll for me' }));
  await kb.press('Enter');
  await expect(page.getByTestId('cb-die-status')).toContainText('Rolled by the app.');
  await expect(page.locator('.die-source-app')).toHaveCount(4);
});
