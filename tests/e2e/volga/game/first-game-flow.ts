/**
 * The first game's scripted run, shared by the browser test and the firstGameTaps benchmark so
 * both count the same taps and typed characters: a fresh install, New game on the home screen,
 * Start, and the game screen at the main game's Turn 1 Random Event Phase; and on from there to
 * the first German setup question, for the tests that start at the Combat Phase.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Player } from '../../support/player';

/** Fresh install to the main game's Turn 1 Random Event Phase on the rulebook-only kit. */
export async function firstGame(page: Page, player: Player): Promise<void> {
  await page.goto('/');
  await player.tap(page.getByRole('link', { name: /New game/ }).first());
  await player.tap(page.getByRole('button', { name: 'Start the game' }));
  await expect(page.getByTestId('game-where')).toContainText('Turn 1');
  await expect(page.getByText('Random Event Phase').first()).toBeVisible();
}

/**
 * Fresh install to the Combat Phase's first German setup question (Area 1): the Random Event by
 * its total, 7, its row answered as a quiet day; a Supply roll of 5, nothing bought. Returns the
 * question.
 */
export async function toGermanSetup(page: Page, player: Player): Promise<Locator> {
  await firstGame(page, player);
  const prompt = await quietDayToCombat(page);
  await expect(prompt).toContainText('show 1 as their main game setup Area');
  return prompt;
}

/**
 * From Turn 1's Random Event roll to the Combat Phase: the Random Event by its total, 7, its row
 * answered as a quiet day; a Supply roll of 5, nothing bought. Returns the question panel.
 */
export async function quietDayToCombat(page: Page): Promise<Locator> {
  await page.getByTestId('event-total-7').click();
  const prompt = page.getByTestId('fact-prompt');
  await prompt.getByLabel('Event name').fill('Quiet day');
  await prompt.getByLabel('Event name').press('Tab');
  await prompt.getByRole('button', { name: 'Save this row' }).click();
  await page.getByTestId('supply-total-5').click();
  await page.getByRole('button', { name: 'Done: go to the Combat Phase' }).click();
  return prompt;
}
