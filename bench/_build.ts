/** Builds the PWA once per bench run into dist-bench/ and serves it for the browser benchmarks. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const BENCH_DIST = 'dist-bench';
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
