/**
 * firstGameTaps: the taps and typed characters from a fresh install (an empty browser profile,
 * the rulebook-only kit) to the main game's Turn 1 Random Event Phase, counted by the scripted
 * player on the same run as the browser test (tests/e2e/volga/game/first-game-flow.ts).
 */
import type { Budget } from '../scripts/bench';
import { Player } from '../tests/e2e/support/player';
import { firstGame } from '../tests/e2e/volga/game/first-game-flow';
import { buildOnce, phoneContext, withAppBrowser } from './_build';

/** Runs beside the other browser benchmarks. */
export const order = 25;
/** Drives Chromium: the bench installs it first when missing. */
export const browser = true;

export async function run(): Promise<Record<string, number>> {
  return withAppBrowser(buildOnce(), async (browser, origin) => {
    const context = await phoneContext(browser, origin);
    const page = await context.newPage();
    const player = new Player(page);
    await firstGame(page, player);
    const t = player.tally();
    await context.close();
    return { firstGameTaps: t.taps + t.typed };
  });
}

export const budgets: readonly Budget[] = [
  {
    key: 'firstGameTaps',
    text: 'at most 60 taps and typed characters',
    check: (m) => (m.firstGameTaps ?? Infinity) <= 60,
  },
];
