/** The headless simulator: deterministic per seed, invariants checked, the CLI contract. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { playGame, simulate } from '../../../src/volga/sim';
import { ALL_OPTIONS, kit } from '../engine/game/helpers';

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
      options: ALL_OPTIONS,
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

  it('12.7: --morale N is the starting Morale, 0 to 19; anything else exits 2', () => {
    for (const bad of ['20', '-1', '7.5', 'x']) {
      const r = run('--games', '1', '--seed', '3', '--morale', bad);
      expect(r.status).toBe(2);
      const out = JSON.parse(r.stdout);
      expect(Object.keys(out)).toEqual(['error', 'message']);
      expect(out.error).toBe('args.morale');
    }
    const ok = run('--games', '1', '--seed', '3', '--morale', '0', '--optional', 'increasedSupply');
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).games).toBe(1);
  }, 60_000);
});

describe('the simulator with 12.8', () => {
  it('12.8: on by its default, the Supply 1s are rolled again in simulated games', () => {
    const log = playGame(kit, 'main', [7, 0, 0], { increasedSupply: true }, true).log;
    const rerolls = log.flatMap((e) => e.rolls).filter((r) => r.purpose === 'supply.reroll');
    const supply = log.flatMap((e) => e.rolls).filter((r) => r.purpose === 'supply');
    const ones = supply.reduce((n, r) => n + r.dice.filter((d) => d === 1).length, 0);
    expect(ones).toBeGreaterThan(0);
    expect(rerolls.reduce((n, r) => n + r.dice.length, 0)).toBe(ones);
  });
});
