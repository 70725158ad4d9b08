/**
 * What a Turn costs at the table: the rulebook's example turn (13.x) played through the built
 * app at 390x844 on the TEST FIXTURE kit by the scripted player (tests/e2e/support/player.ts),
 * from Dawn to the End Phase: `turnTaps` and `turnScrolls`. The browser test
 * tests/e2e/volga/game/turn-example.spec.ts runs the same script against the same budgets.
 */
import type { Budget } from '../scripts/bench';
import { startGame, useFixtureKit } from '../tests/e2e/volga/game/helpers';
import { playExampleTurn, setUpTurn2 } from '../tests/e2e/volga/game/turn-script';
import { buildOnce, withAppBrowser } from './_build';

/** After the load benchmarks, which share the build. */
export const order = 25;

export async function run(): Promise<Record<string, number>> {
  return withAppBrowser(buildOnce(), async (browser, origin) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      baseURL: origin,
    });
    const page = await context.newPage();
    await useFixtureKit(page);
    await startGame(page, { name: 'Example turn', cup: 'physical' });
    await setUpTurn2(page);
    const t = await playExampleTurn(page);
    await context.close();
    return { turnTaps: t.taps, turnScrolls: t.scrolls };
  });
}

export const budgets: readonly Budget[] = [
  {
    key: 'turnTaps',
    text: 'at most 25 taps (13.x example turn, Dawn to the End Phase)',
    check: (m) => (m.turnTaps ?? Infinity) <= 25,
  },
  {
    key: 'turnScrolls',
    text: 'at most 2 scrolls (same run)',
    check: (m) => (m.turnScrolls ?? Infinity) <= 2,
  },
];
