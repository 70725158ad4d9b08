/**
 * firstTurnTaps / firstTurnScrolls: the first real Turn a newcomer plays on the rulebook-only kit
 * (no kit file), from Home to Turn 2's Dawn: the German setup sheet, a Random Event row typed as
 * printed, Supply and Support, and three attacks each with its activation and move into an
 * Unrevealed Area, the attackers named, one lead asked its Attack Factor in play; every answer
 * from a MADE-UP setup (tests/e2e/volga/game/made-up-setup.ts). secondGameFirstTurnTaps: the same
 * Turn in a second game on the kit the first one taught. Taps plus typed characters, and scrolls,
 * counted by the scripted player (tests/e2e/volga/game/first-turn-script.ts); where they went,
 * step by step, goes to stderr.
 */
import type { Budget } from '../scripts/bench';
import { type FirstTurn, playFirstTurn } from '../tests/e2e/volga/game/first-turn-script';
import { buildOnce, phoneContext, withAppBrowser } from './_build';

/** Runs beside the other browser benchmarks. */
export const order = 25;
/** Drives Chromium: the bench installs it first when missing. */
export const browser = true;

/** Writes a run's steps to stderr under `title`. */
function report(title: string, t: FirstTurn): void {
  process.stderr.write(`  ${title}:\n`);
  for (const s of t.steps)
    process.stderr.write(
      `    ${s.step}: ${s.taps} taps + ${s.typed} typed, ${s.scrolls} scrolls\n`,
    );
}

export async function run(): Promise<Record<string, number>> {
  return withAppBrowser(buildOnce(), async (browser, origin) => {
    const context = await phoneContext(browser, origin);
    const page = await context.newPage();
    const first = await playFirstTurn(page);
    report('first game, Turn 1', first);
    // The same context keeps the owner's kit: the second game starts on what the first taught.
    const second = await playFirstTurn(page);
    report('second game, Turn 1', second);
    await context.close();
    return {
      firstTurnTaps: first.taps + first.typed,
      firstTurnScrolls: first.scrolls,
      secondGameFirstTurnTaps: second.taps + second.typed,
    };
  });
}

export const budgets: readonly Budget[] = [
  {
    key: 'firstTurnTaps',
    text: 'at most 90 taps and typed characters (Home to Turn 2 Dawn, rulebook-only kit, three attacks)',
    check: (m) => (m.firstTurnTaps ?? Infinity) <= 90,
  },
  {
    key: 'firstTurnScrolls',
    text: 'at most 8 scrolls (same run)',
    check: (m) => (m.firstTurnScrolls ?? Infinity) <= 8,
  },
  {
    key: 'secondGameFirstTurnTaps',
    text: 'at most 45 taps and typed characters (the same Turn in a second game on the same kit)',
    check: (m) => (m.secondGameFirstTurnTaps ?? Infinity) <= 45,
  },
];
