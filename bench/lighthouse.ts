/**
 * A Lighthouse mobile run against the built app in Debian Chromium: performance,
 * accessibility and best-practices scores, plus the lab metrics behind the performance score.
 * Lighthouse is ~185 MB, so it is not a project dependency: the bench installs the pinned
 * version into .bench-cache/ on first use (npm registry only) and reuses it afterwards.
 * BENCH_LIGHTHOUSE=0 skips it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS } from '../playwright.config';
import type { Budget } from '../scripts/bench';
import { serveDist } from '../tests/e2e/support/staticServer';
import { buildOnce } from './_build';

export const order = 30;
/** Drives Chromium: the bench installs it first when missing. */
export const browser = true;

const VERSION = '12.8.2'; // the last line that runs on Node 20 (13.x needs Node 22)
const CACHE = resolve('.bench-cache/lighthouse');
const BIN = join(CACHE, 'node_modules', 'lighthouse', 'cli', 'index.js');
const skip = process.env.BENCH_LIGHTHOUSE === '0';

function ensureLighthouse(): void {
  if (existsSync(BIN)) return;
  process.stderr.write(`bench: installing lighthouse@${VERSION} into .bench-cache (once)\n`);
  mkdirSync(CACHE, { recursive: true });
  execFileSync(
    'npm',
    ['install', '--prefix', CACHE, '--no-audit', '--no-fund', '--no-save', `lighthouse@${VERSION}`],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/** Runs a Node script; resolves with its stdout, rejects with its stderr tail on failure. */
function runNode(args: readonly string[]): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let errText = '';
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => {
      errText = (errText + b.toString('utf8')).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolvePromise(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`lighthouse exited ${code}: ${errText}`));
    });
  });
}

interface LhResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

export async function run(): Promise<Record<string, number>> {
  if (skip) return {};
  ensureLighthouse();
  const server = await serveDist(buildOnce());
  try {
    // Asynchronous on purpose: the static server runs in this process and must keep serving.
    const out = await runNode([
      BIN,
      server.origin,
      '--quiet',
      '--output=json',
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices',
      '--no-enable-error-reporting',
      `--chrome-path=${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`,
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ]);
    const lh = JSON.parse(out) as LhResult;
    const score = (k: string) => Math.round((lh.categories[k]?.score ?? 0) * 100);
    const metric = (k: string) => Number((lh.audits[k]?.numericValue ?? -1).toFixed(3));
    return {
      lighthousePerformance: score('performance'),
      lighthouseAccessibility: score('accessibility'),
      lighthouseBestPractices: score('best-practices'),
      lighthouseFcpMs: metric('first-contentful-paint'),
      lighthouseLcpMs: metric('largest-contentful-paint'),
      lighthouseTbtMs: metric('total-blocking-time'),
      lighthouseCls: metric('cumulative-layout-shift'),
      lighthouseSiMs: metric('speed-index'),
    };
  } finally {
    await server.close();
  }
}

export const budgets: readonly Budget[] = skip
  ? []
  : [
      {
        key: 'lighthousePerformance',
        text: 'at least 95',
        check: (m) => (m.lighthousePerformance ?? 0) >= 95,
      },
      {
        key: 'lighthouseAccessibility',
        text: '100',
        check: (m) => (m.lighthouseAccessibility ?? 0) >= 100,
      },
      {
        key: 'lighthouseBestPractices',
        text: '100',
        check: (m) => (m.lighthouseBestPractices ?? 0) >= 100,
      },
    ];
