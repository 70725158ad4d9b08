/** The headless simulator: deterministic per seed, invariants checked, the CLI contract. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../../src/sim';
import { kit } from './helpers';

describe('simulate()', () => {
  it('the same seed gives the same summary; every game ends', () => {
    const a = simulate({ games: 2, seed: 5, scenario: 'main', kit });
    const b = simulate({ games: 2, seed: 5, scenario: 'main', kit });
    expect(a).toEqual(b);
    expect(a.germanWins + a.sovietWins).toBe(2);
    expect(a.meanGermanControlled).toBeGreaterThanOrEqual(9);
  });

  it('plays the Factory District with every optional rule', () => {
    const r = simulate({
      games: 2,
      seed: 1,
      scenario: 'factory',
      kit,
      options: {
        rubble: true,
        northernShoulder: true,
        isolation: true,
        parentOrganization: true,
        limitedAir: true,
        pavlov: true,
        pavlovDefense: 9,
      },
    });
    expect(r.games).toBe(2);
    expect(r.meanGermanControlled).toBeGreaterThanOrEqual(35);
  });
});

describe('npm run simulate (scripts/simulate.ts)', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/simulate.ts', ...args], {
      encoding: 'utf8',
      cwd: process.cwd(),
    });

  it('prints one JSON line with exactly the documented keys', () => {
    const r = run('--games', '2', '--seed', '3');
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]!);
    expect(Object.keys(out)).toEqual([
      'games',
      'germanWins',
      'sovietWins',
      'automaticGerman',
      'automaticSoviet',
      'meanFinalMorale',
      'meanGermanControlled',
      'ms',
    ]);
    expect(out.games).toBe(2);
  }, 30_000);

  it('refuses bad arguments with exit code 2', () => {
    const r = run('--games', '2', '--seed', '3', '--optional', 'bogus');
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout).error).toBe('args.optional');
  }, 30_000);
});
