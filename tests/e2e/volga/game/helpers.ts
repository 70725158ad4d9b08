/**
 * Helpers for the game's browser tests: choose the TEST FIXTURE kit through the Component kit
 * screen (made-up data, labelled as such), start a game through New game, and read the screen.
 */
import { expect, type Page } from '@playwright/test';

/** Chooses the made-up TEST FIXTURE map on the Component kit screen, as a tester would. */
export async function useFixtureKit(page: Page): Promise<void> {
  await page.goto('/#/kit');
  await page.getByRole('button', { name: /Load the TEST FIXTURE map/ }).click();
  await expect(page.getByTestId('kit-fixture-warning')).toBeVisible();
}

/** Starts a game from New game with the given choices; returns once the game screen shows. */
export async function startGame(
  page: Page,
  choices: {
    scenario?: 'main' | 'factory';
    cup?: 'physical' | 'digital';
    dice?: 'owner' | 'app';
    name?: string;
  } = {},
): Promise<void> {
  await page.goto('/#/new-game');
  if (choices.scenario === 'factory')
    await page.getByRole('radio', { name: /Factory District/ }).check();
  if (choices.cup === 'digital') await page.getByRole('radio', { name: 'The app draws' }).check();
  if (choices.dice === 'app') await page.getByRole('radio', { name: 'The app rolls' }).check();
  if (choices.name) await page.getByLabel('Name').fill(choices.name);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByTestId('game-where')).toBeVisible();
}
