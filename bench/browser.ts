/**
 * Browser benchmarks in headless Debian Chromium, driven by Playwright:
 * - shellJsGzip / shellCssGzip: gzip size of every script and stylesheet the page fetched until
 *   the home screen was interactive (plus a settle period), so lazy chunks requested at start-up
 *   count too;
 * - coldLoadMs: first visit (empty profile) to the `volga:interactive` mark, with 4x CPU
 *   slowdown and a slow-4G profile (150 ms RTT, 1.6 Mbps down, 750 kbps up);
 * - warmLoadMs: a repeat visit, offline (served by the service worker), same throttling;
 * - shellLazyScripts: how many of the screens that load only when opened (the after-action
 *   report, Quick combat, the Tide of Iron and Firestorm tables) the home screen fetched anyway.
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import type { Budget } from '../scripts/bench';
import { buildOnce, withAppBrowser } from './_build';
import { median } from './_util';

export const order = 20;
/** Drives Chromium: the bench installs it first when missing. */
export const browser = true;

const RUNS = Number(process.env.BENCH_LOAD_RUNS ?? 7);
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** Chunks of screens opened from elsewhere: none of them belongs in the shell. */
const LAZY_SCREEN = /\/(ReportView|CombatScreen|ToiScreen|Firestorm[A-Za-z]*)-[^/]*\.js$/;

async function throttle(
  context: BrowserContext,
  page: Page,
  offline: boolean,
): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { ...SLOW_4G, offline });
  return cdp;
}

const MARK = "(performance.getEntriesByName('volga:interactive')[0] || {}).startTime ?? -1";

/**
 * When the page set its `volga:interactive` mark, read by the page's own clock. Asked through a
 * bare Runtime.evaluate every 100 ms: Playwright's waitForFunction runs its injected helpers on
 * the page's main thread every frame, which at 4x took about 150 ms of the very start-up measured
 * (warm visits read 497-603 ms polled so, 384-431 ms asked so, in one interleaved run).
 */
async function interactiveAt(cdp: CDPSession): Promise<number> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: MARK,
      returnByValue: true,
    });
    if (typeof result.value === 'number' && result.value >= 0) return result.value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('bench: the page set no volga:interactive mark within 30 s');
}

export async function run(): Promise<Record<string, number>> {
  const viewport = { width: 390, height: 844 };
  const cold: number[] = [];
  const warm: number[] = [];
  let js = 0;
  let css = 0;
  let lazy = 0;
  await withAppBrowser(buildOnce(), async (browser, origin) => {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport, serviceWorkers: 'allow' });
      const page = await context.newPage();
      const bodies: Promise<void>[] = [];
      let jsRun = 0;
      let cssRun = 0;
      let lazyRun = 0;
      page.on('response', (r) => {
        const type = r.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        if (type === 'script' && LAZY_SCREEN.test(new URL(r.url()).pathname)) lazyRun += 1;
        bodies.push(
          r.body().then((b) => {
            const n = gzipSync(b, { level: 9 }).length;
            if (type === 'script') jsRun += n;
            else cssRun += n;
          }),
        );
      });
      const cdp = await throttle(context, page, false);
      await page.goto(origin, { waitUntil: 'commit' });
      cold.push(await interactiveAt(cdp));
      await page.waitForTimeout(1000);
      await Promise.all(bodies);
      js = jsRun;
      css = cssRun;
      lazy = lazyRun;
      // The first visit's worker takes control (clientsClaim); wait until it has precached.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((r) =>
            navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
          );
        }
      });
      // A repeat visit opens the app again after the first one was closed: the first page's own
      // start-up work (its idle upgrades and the second copy's catch-up) would otherwise share the
      // renderer's main thread with the visit timed.
      await page.close();
      if (i < 3) {
        await context.setOffline(true);
        for (let j = 0; j < 2; j++) {
          const again = await context.newPage();
          const cdpAgain = await throttle(context, again, true);
          await again.goto(origin, { waitUntil: 'commit' });
          warm.push(await interactiveAt(cdpAgain));
          await again.close();
        }
      }
      await context.close();
    }
  });
  process.stderr.write(
    `browser: cold loads ${cold.map((t) => t.toFixed(0)).join(', ')} ms; warm ${warm.map((t) => t.toFixed(0)).join(', ')} ms\n`,
  );
  return {
    shellJsGzip: js,
    shellCssGzip: css,
    shellLazyScripts: lazy,
    coldLoadMs: Number(median(cold).toFixed(1)),
    warmLoadMs: Number(median(warm).toFixed(1)),
  };
}

export const budgets: readonly Budget[] = [
  {
    key: 'shellJsGzip',
    text: 'at most 30,000 bytes',
    check: (m) => (m.shellJsGzip ?? Infinity) <= 30_000,
  },
  {
    key: 'shellCssGzip',
    text: 'at most 8,000 bytes',
    check: (m) => (m.shellCssGzip ?? Infinity) <= 8_000,
  },
  {
    key: 'shellLazyScripts',
    text: 'none (the report, Quick combat, Tide of Iron and Firestorm load when opened)',
    check: (m) => m.shellLazyScripts === 0,
  },
  {
    key: 'coldLoadMs',
    text: 'under 1,500 ms (4x CPU, slow 4G)',
    check: (m) => (m.coldLoadMs ?? Infinity) < 1500,
  },
  {
    key: 'warmLoadMs',
    text: 'under 600 ms (offline repeat visit, same throttling)',
    check: (m) => (m.warmLoadMs ?? Infinity) < 600,
  },
];
