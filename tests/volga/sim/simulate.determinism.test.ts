/**
 * `npm run simulate`: the same seed prints the same JSON line, all but `ms`, however
 * many worker threads share the games; parts of a run add up to the whole run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportKit } from '../../../src/volga/engine/kit';
import {
  addTotals,
  createPlayerMemory,
  simulate,
  simulateTotals,
  summarize,
} from '../../../src/volga/sim';
import { kit } from '../engine/game/helpers';

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

  it('the games shared between worker threads give the same summary as one thread', () => {
    const args = ['--games', '5', '--seed', '8', '--scenario', 'factory'];
    // As many threads as the machine has cores (the most --workers takes).
    const most = String(availableParallelism());
    expect(run(...args, '--workers', most)).toEqual(run(...args, '--workers', '1'));
  }, 60_000);

  it('refuses --workers 0', () => {
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/simulate.ts', '--games', '1', '--seed', '1', '--workers', '0'],
      { encoding: 'utf8', cwd: process.cwd() },
    );
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout).error).toBe('args.workers');
  }, 60_000);
});

describe('simulate --kit FILE', () => {
  const dir = mkdtempSync(join(tmpdir(), 'volga-kit-'));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const raw = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/simulate.ts', ...args], {
      encoding: 'utf8',
      cwd: process.cwd(),
    });

  it("reads the app's exported kit file and a bare kit alike", () => {
    const args = ['--games', '1', '--seed', '3', '--workers', '1', '--kit'];
    const exported = run(...args, file('export.json', exportKit(kit)));
    expect(exported.games).toBe(1);
    expect(run(...args, file('bare.json', JSON.stringify(kit)))).toEqual(exported);
  }, 60_000);

  it.each([
    ['{}', 'kit.file.shape'],
    ['null', 'kit.file.shape'],
    ['not json', 'kit.file.json'],
    ['{"format":"volga-table/component-kit","version":99,"kit":{}}', 'kit.file.version'],
  ])(
    'refuses %s with exit 2 and one JSON line, no stack trace',
    (text, code) => {
      const r = raw('--games', '1', '--seed', '1', '--kit', file('bad.json', text));
      expect(r.status).toBe(2);
      expect(r.stderr).not.toContain('TypeError');
      expect(JSON.parse(r.stdout)).toMatchObject({ error: code });
    },
    60_000,
  );
});

describe('simulateTotals', () => {
  it('the totals of games 0-1 and 2-4 add up to those of games 0-4', () => {
    const cfg = { seed: 21, scenario: 'main' as const, kit };
    const whole = simulateTotals({ ...cfg, games: 5 });
    // The parts share one player memory, as in one worker: what it remembers changes no result.
    const memory = createPlayerMemory();
    const parts = addTotals([
      simulateTotals({ ...cfg, games: 2, memory }),
      simulateTotals({ ...cfg, games: 3, first: 2, memory }),
    ]);
    expect(parts).toEqual(whole);
    expect(summarize(whole)).toEqual(simulate({ ...cfg, games: 5, memory }));
    expect(whole.controlledSum).toBeGreaterThan(5 * 9);
  });
});
