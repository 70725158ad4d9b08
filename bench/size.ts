/**
 * Sizes: what the service worker precaches, and the gzip size of the JS and CSS that
 * index.html names (entry, modulepreloads, stylesheets). The budgeted shellJsGzip/shellCssGzip
 * are measured in the browser (bench/browser.ts), which also sees lazy chunks fetched at start-up.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Budget } from '../scripts/bench';
import { buildOnce } from './_build';

export const order = 10;

const gz = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/** JS and CSS files index.html loads eagerly (entry, modulepreloads, stylesheets). */
export function firstScreenAssets(dist: string): { js: string[]; css: string[] } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+\.js)"/g)) {
    js.add(m[1]!);
  }
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/?([^"]+\.css)"/g)) {
    css.add(m[1]!);
  }
  return { js: [...js], css: [...css] };
}

/** Every URL in the service worker's precache manifest. */
export function precacheUrls(dist: string): string[] {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  return [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1]!);
}

export async function run(): Promise<Record<string, number>> {
  const dist = buildOnce();
  const { js, css } = firstScreenAssets(dist);
  // The static view (what index.html names); bench/browser.ts measures what actually loads.
  const staticShellJsGzip = js.reduce((s, f) => s + gz(join(dist, f)), 0);
  const staticShellCssGzip = css.reduce((s, f) => s + gz(join(dist, f)), 0);
  const precacheBytes = precacheUrls(dist).reduce((s, u) => s + statSync(join(dist, u)).size, 0);
  return { staticShellJsGzip, staticShellCssGzip, precacheBytes };
}

export const budgets: readonly Budget[] = [
  { key: 'precacheBytes', text: 'reported (no budget)', check: (m) => (m.precacheBytes ?? 0) > 0 },
];
