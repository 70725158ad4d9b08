/** Builds the PWA once per bench run into dist-bench/, and serves it to Chromium for the browser benchmarks. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { serveDist } from '../tests/e2e/support/staticServer';

/** The build folder; BENCH_DIST names another, so engineers benching side by side do not share one. */
export const BENCH_DIST = process.env.BENCH_DIST ?? 'dist-bench';
let built = false;

/** Runs `vite build` into dist-bench/ (once per process); returns the folder. */
export function buildOnce(): string {
  if (!built || !existsSync(join(BENCH_DIST, 'index.html'))) {
    process.stderr.write('bench: vite build --outDir dist-bench\n');
    execFileSync('npx', ['vite', 'build', '--outDir', BENCH_DIST, '--emptyOutDir'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    built = true;
  }
  return BENCH_DIST;
}

/**
 * Serves `dist` on a local port and launches Debian's Chromium, runs `use` with the browser and
 * the server's origin, then closes both, whatever `use` does.
 */
export async function withAppBrowser<T>(
  dist: string,
  use: (browser: Browser, origin: string) => Promise<T>,
): Promise<T> {
  const server = await serveDist(dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    return await use(browser, server.origin);
  } finally {
    await browser.close();
    await server.close();
  }
}

/** A new browser context as the task benchmarks count on: a 390x844 phone with touch, at `origin`. */
export function phoneContext(
  browser: Browser,
  origin: string,
  options: { readonly serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: origin,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    ...options,
  });
}
