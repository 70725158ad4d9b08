/**
 * What a Turn costs at the table: the rulebook's example turn (13.x) played through the built
 * app at 390x844 on the TEST FIXTURE kit by the scripted player (tests/e2e/support/player.ts),
 * from Dawn to the End Phase: `turnTaps` and `turnScrolls`; then `mirrorBytes`, the bytes of
 * the second copy (src/core/store/mirror.ts: every record, gzipped) once it holds the game's
 * last revision. The browser test
 * tests/e2e/volga/game/turn-example.spec.ts runs the same script against the same budgets.
 */
import type { Page } from '@playwright/test';
import type { Budget } from '../scripts/bench';
import { startGame, useFixtureKit } from '../tests/e2e/volga/game/helpers';
import { playExampleTurn, setUpTurn2 } from '../tests/e2e/volga/game/turn-script';
import { buildOnce, phoneContext, withAppBrowser } from './_build';

/** After the load benchmarks, which share the build. */
export const order = 25;
/** Drives Chromium: the bench installs it first when missing. */
export const browser = true;

export async function run(): Promise<Record<string, number>> {
  return withAppBrowser(buildOnce(), async (browser, origin) => {
    const context = await phoneContext(browser, origin);
    const page = await context.newPage();
    await useFixtureKit(page);
    await startGame(page, { name: 'Example turn', cup: 'physical' });
    await setUpTurn2(page);
    const t = await playExampleTurn(page);
    const mirrorBytes = await copiedBytes(page);
    await context.close();
    return { turnTaps: t.taps, turnScrolls: t.scrolls, mirrorBytes };
  });
}

/** Returns the second copy's bytes once its inventory holds the revision the game screen shows. */
async function copiedBytes(page: Page): Promise<number> {
  // The check reads Cache Storage, which only answers asynchronously: waitForFunction would take
  // the pending promise as a truthy answer at once, so the page is asked again until it says.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const bytes = await page.evaluate(async () => {
      const game = document.querySelector<HTMLElement>('.game');
      const r = await (await caches.open('table-mirror-v1')).match('/__mirror__/inventory');
      if (!game || !r) return null;
      const inv = (await r.json()) as {
        areas: Record<string, Record<string, { bytes: number; rev?: number }>>;
      };
      const entries = Object.values(inv.areas).flatMap((a) => Object.entries(a));
      const revs = entries.filter(([k]) => k.startsWith('game:')).map(([, e]) => e.rev);
      if (!revs.includes(Number(game.dataset.revision))) return null;
      return entries.reduce((n, [, e]) => n + e.bytes, 0);
    });
    if (typeof bytes === 'number') return bytes;
    if (Date.now() > deadline) throw new Error('the second copy never held the last revision');
    await page.waitForTimeout(100);
  }
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
  {
    key: 'mirrorBytes',
    text: 'under 16 KB (the second copy after the same run: every record, gzipped)',
    check: (m) => (m.mirrorBytes ?? Infinity) < 16 * 1024,
  },
];
