/**
 * idbWriteMs: one acknowledged action written to IndexedDB in headless Chromium,
 * through the app's own store (bench/pages/idb). The game is the 1,000-action log of
 * bench/game.ts; saves are measured from action 500 on (a mid-game record), median of 61.
 */
import { execFileSync } from 'node:child_process';
import type { Budget } from '../scripts/bench';
import { withAppBrowser } from './_build';
import { median } from './_util';
import { longLog } from './game';

export const order = 25;
/** Drives Chromium: the bench installs it first when missing. */
export const browser = true;

export async function run(): Promise<Record<string, number>> {
  execFileSync('npx', ['vite', 'build', '--config', 'bench/pages/vite.bench.config.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const { setup, log } = longLog();
  return withAppBrowser('dist-bench-pages', async (browser, origin) => {
    const page = await browser.newPage();
    await page.goto(`${origin}/idb/index.html`);
    await page.waitForFunction(() => typeof window.benchIdb === 'function');
    // A short warm-up game first (opens the database, JITs the codec), then the measured one.
    await page.evaluate((input) => window.benchIdb(input), { setup, log, from: 100, count: 10 });
    const times = await page.evaluate((input) => window.benchIdb(input), {
      setup,
      log,
      from: 500,
      count: 61,
    });
    return { idbWriteMs: Number(median(times).toFixed(3)) };
  });
}

export const budgets: readonly Budget[] = [
  { key: 'idbWriteMs', text: 'under 15 ms', check: (m) => (m.idbWriteMs ?? Infinity) < 15 },
];
