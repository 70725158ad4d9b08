/** `npm run simulate` (issue 4): the same seed prints the same JSON line, all but `ms`. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/simulate.ts', ...args], {
    encoding: 'utf8',
    cwd: process.cwd(),
  });
  expect(r.status, r.stderr).toBe(0);
  const { ms, ...rest } = JSON.parse(r.stdout) as Record<string, number>;
  expect(ms).toBeGreaterThanOrEqual(0);
  return rest;
};

describe('simulate CLI determinism', () => {
  it('the same seed and options print the same summary (only ms may differ)', () => {
    const args = ['--games', '4', '--seed', '123456789012', '--optional', 'rubble,isolation'];
    const a = run(...args);
    expect(run(...args)).toEqual(a);
    expect(a.games).toBe(4);
    expect(a.germanWins! + a.sovietWins!).toBe(4);
  }, 60_000);
});
