/**
 * The first game's scripted run, shared by the browser test and the firstGameTaps benchmark so
 * both count the same taps and typed characters: a fresh install, New game on the home screen,
 * Start, and the game screen at the main game's Turn 1 Random Event Phase.
 */
import { expect, type Page } from '@playwright/test';
import type { Player } from '../../support/player';

/** Fresh install to the main game's Turn 1 Random Event Phase on the rulebook-only kit. */
export async function firstGame(page: Page, player: Player): Promise<void> {
  await page.goto('/');
  await player.tap(page.getByRole('link', { name: /New game/ }).first());
  await player.tap(page.getByRole('button', { name: 'Start the game' }));
  await expect(page.getByTestId('game-where')).toContainText('Turn 1');
  await expect(page.getByText('Random Event Phase').first()).toBeVisible();
}
