/** The Saved games screen in browser tests: a game's row, and deleting a game from it. */
import type { Locator, Page } from '@playwright/test';

/** Returns the Saved games row of the game named exactly `name`. */
export const savedGameRow = (page: Page, name: string): Locator =>
  page.getByTestId('saved-game').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Taps "Delete <name>" and then "Delete it" in that game's row; returns the row. */
export async function deleteSavedGame(page: Page, name: string): Promise<Locator> {
  const row = savedGameRow(page, name);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await row.getByRole('button', { name: 'Delete it' }).click();
  return row;
}
