/** Shared timing helpers for the benchmark modules. */
import { performance } from 'node:perf_hooks';

/** Median of a list of numbers. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Median wall time in ms of `fn` over `runs` runs after `warmup` unmeasured runs. */
export function timeMedian(fn: () => unknown, runs = 21, warmup = 3): number {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return Number(median(times).toFixed(4));
}
