/**
 * Helpers for the Areas / Combat Phase browser tests. They run on the dev harness page, built by
 * tests/e2e/volga/areas/vite.harness.config.ts, on positions from src/volga/ui/game/areas/dev/scenarios.ts.
 */
import { expect, type Page } from '@playwright/test';

export { seriousViolations } from '../../support/axe';

import type { GameState } from '../../../../src/volga/engine/game';

/** The harness page's path in the build. */
export const HARNESS = '/';

/** Opens the harness on a position, in a theme. */
export async function openHarness(
  page: Page,
  scenario: 'turn1' | 'digital' | 'bloody' | 'lastMorale' | 'unknown' | 'borders',
  theme: 'light' | 'dark' = 'light',
): Promise<void> {
  // From a blank page, so a change of hash alone still loads a fresh position.
  await page.goto('about:blank');
  await page.goto(`${HARNESS}?theme=${theme}#${scenario}`);
  await expect(page.getByTestId('combat-phase')).toBeAttached();
}

/** The harness's current game state (read from the page). */
export function gameState(page: Page): Promise<GameState> {
  return page.evaluate(() => window.__b2!.state);
}

/** Shows the Combat Phase or the Areas panel on a phone (both show side by side on a desktop). */
export async function showTab(page: Page, tab: 'Combat Phase' | 'Areas'): Promise<void> {
  const t = page.getByRole('tab', { name: tab });
  if (await t.isVisible()) await t.click();
}
