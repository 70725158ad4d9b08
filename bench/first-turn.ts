/**
 * firstTurnTaps / firstTurnScrolls: the first real Turn of the main game on the rulebook-only
 * kit (no kit file), from Home to Turn 2's Dawn, answering every question the app asks from a
 * MADE-UP German setup (24 counters in the nine setup Areas) and making two attacks with Support
 * markers; taps plus typed characters, and scrolls, counted by the scripted player
 * (tests/e2e/volga/game/first-turn-script.ts). Where they went, step by step, goes to stderr.
 */
import type { Budget } from '../scripts/bench';
import { playFirstTurn } from '../tests/e2e/volga/game/first-turn-script';
import { buildOnce, phoneContext, withAppBrowser } from './_build';

/** Runs beside the other browser benchmarks. */
export const order = 25;

export async function run(): Promise<Record<string, number>> {
  return withAppBrowser(buildOnce(), async (browser, origin) => {
    const context = await phoneContext(browser, origin);
    const page = await context.newPage();
    const t = await playFirstTurn(page);
    await context.close();
    for (const s of t.steps)
      process.stderr.write(
        `  first turn: ${s.step}: ${s.taps} taps + ${s.typed} typed, ${s.scrolls} scrolls\n`,
      );
    return { firstTurnTaps: t.taps + t.typed, firstTurnScrolls: t.scrolls };
  });
}

export const budgets: readonly Budget[] = [
  {
    key: 'firstTurnTaps',
    text: 'at most 90 taps and typed characters (Home to Turn 2 Dawn, rulebook-only kit)',
    check: (m) => (m.firstTurnTaps ?? Infinity) <= 90,
  },
  {
    key: 'firstTurnScrolls',
    text: 'at most 12 scrolls (same run)',
    check: (m) => (m.firstTurnScrolls ?? Infinity) <= 12,
  },
];
