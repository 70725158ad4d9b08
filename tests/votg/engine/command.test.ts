/** The `votg` command's contract: outputs per table, the Readings, and every kind of refusal. */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { mainTable, offTableWords, runVotgCommand } from '../../../src/votg/engine';
import { REPO_ROOT } from '../../support/paths';

const run = (input: unknown) => {
  const r = runVotgCommand([typeof input === 'string' ? input : JSON.stringify(input)]);
  return { ...r, json: JSON.parse(r.stdout) as Record<string, unknown> };
};
const refuses = (input: unknown, words: string) => {
  const r = run(input);
  expect(r.exitCode).toBe(2);
  expect(Object.keys(r.json).sort()).toEqual(['error', 'message']);
  expect(r.json.message).toContain(words);
};

describe('votg command: outputs', () => {
  it('without dice: table, modifiers and odds only', () => {
    const r = run({ table: 'A1', attitude: 'hold' });
    expect(r.exitCode).toBe(0);
    expect(Object.keys(r.json)).toEqual(['table', 'modifiers', 'odds']);
    expect(r.json.modifiers).toEqual([{ value: 2, why: 'S? was in Hold Attitude (A1)' }]);
    const odds = r.json.odds as { lo: number; hi: number; p: number }[];
    // Hold: finals 4-14, every one printed (lines 374-384)
    expect(odds.map((o) => o.lo)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(odds[0]).toEqual({ lo: 4, hi: 4, p: 1 / 36 });
    expect(odds[6]).toEqual({ lo: 10, hi: 10, p: 5 / 36 });
  });
  it('with dice: final, row, offTable, result, once and reroll', () => {
    const r = run({ table: 'G2', dice: [3, 4] });
    expect(Object.keys(r.json)).toEqual([
      'table',
      'modifiers',
      'odds',
      'final',
      'row',
      'offTable',
      'result',
      'once',
      'reroll',
    ]);
    expect(r.json).toMatchObject({
      final: 7,
      row: { lo: 7, hi: 9 },
      offTable: false,
      once: false,
      reroll: false,
    });
    expect(r.json.result).toContain('4-6-7');
  });
  it('open rows: lo or hi null ("12 or more" is lo 12, hi null; line 552)', () => {
    const odds = run({ table: 'G2' }).json.odds as unknown[];
    expect(odds[0]).toEqual({ lo: null, hi: 2, p: 1 / 36 });
    expect(odds.at(-1)).toEqual({ lo: 12, hi: null, p: 1 / 36 });
  });
  it('A1 15 after 75-76 at Hold is not on the printed table, with its odds', () => {
    const r = run({ table: 'A1', attitude: 'hold', calledOff: true, dice: [6, 6] });
    expect(r.json).toMatchObject({ final: 15, row: null, offTable: true });
    // Above the last printed row of A1 (14, line 384): the words say which end it fell off.
    expect(offTableWords(mainTable('A1'), 15)).toMatch(
      /^Off the table, above its highest row: final 15 is over 14/,
    );
    expect((r.json.odds as unknown[]).at(-1)).toEqual({ offTable: true, p: 1 / 36 });
    expect(r.json.modifiers).toEqual([
      { value: 2, why: 'S? was in Hold Attitude (A1)' },
      { value: 1, why: 'ENEMY attack called off (FRIENDLY RE 75-76)' },
    ]);
  });
  it('R3a 0 or less is not on the printed table', () => {
    const r = run({ table: 'R3a', nkvd: 2, dice: [2] });
    expect(r.json).toMatchObject({ final: 0, row: null, offTable: true });
  });
  it('two-digit tables: final is the cell (34, or 2 for 02); row bounds are first and last cells', () => {
    expect(run({ table: 'A11', dice: [3, 4] }).json).toMatchObject({
      final: 34,
      row: { lo: 34, hi: 35 },
    });
    expect(run({ table: 'A11', dice: [3, 1] }).json).toMatchObject({
      final: 31,
      row: { lo: 26, hi: 31 },
    });
    expect(run({ table: 'G9R9', mission: 'v1', dice: [1, 2] }).json).toMatchObject({
      final: 2,
      row: { lo: 1, hi: 2 },
      once: true,
    });
  });
  it('done: a repeated once-per-Mission row says reroll', () => {
    const r = run({ table: 'A11', done: ['36-41', '11'], dice: [4, 1] });
    expect(r.json).toMatchObject({ once: true, reroll: true });
    expect(run({ table: 'G9R9', done: ['01-02'], mission: 'v1', dice: [1, 1] }).json.reroll).toBe(
      true,
    );
  });
  it("coloredDrm adds to the Mission's colored-die drm", () => {
    const r = run({ table: 'G9R9', mission: 'v1', coloredDrm: 1, dice: [2, 3] });
    expect(r.json.final).toBe(23);
    expect((r.json.modifiers as unknown[]).length).toBe(2);
  });
  it('drm is added to summed tables', () => {
    expect(run({ table: 'R6', drm: 3, dice: [1, 1] }).json.final).toBe(5);
    expect(run({ table: 'R3a', drm: -1, dice: [3] }).json.final).toBe(2);
  });
  it('the Readings through the command', () => {
    expect(run({ table: 'G2', date: '1942-11-01' }).json.modifiers).toEqual([
      { value: 2, why: 'Date is Nov 42 or later (G2, probable reading)' },
    ]);
    expect(
      run({ table: 'G3', column: 'armor', elite: true, previousGood: 1 }).json.modifiers,
    ).toEqual([
      { value: 1, why: '1 earlier Infantry Leader final of 4 or less this Mission (G3)' },
    ]);
    expect(run({ table: 'R3', humanWaveLeaders: 0 }).json.modifiers).toEqual([
      { value: -1, why: 'No leader or commissar yet in this Human Wave (R10a)' },
    ]);
    expect(run({ table: 'A1', attitude: 'advance', calledOff: true }).json.modifiers).toEqual([
      { value: 1, why: 'ENEMY attack called off (FRIENDLY RE 75-76)' },
    ]);
  });
  it('OBA reads the column of the side', () => {
    expect(run({ table: 'OBA', side: 'russian', dice: [1, 2] }).json.result).toBe(
      '200+ rocket artillery',
    );
  });
});

describe('votg command: refusals', () => {
  it.each([
    [{ table: 'G4' }, 'Unknown table'],
    [{}, 'Unknown table'],
    [[1, 2], 'one JSON object'],
    [{ table: 'A1', dice: [0, 3] }, '1-6'],
    [{ table: 'A1', dice: [7, 3] }, '1-6'],
    [{ table: 'A1', dice: [2.5, 3] }, '1-6'],
    [{ table: 'A1', dice: [3] }, 'two dice'],
    [{ table: 'R3a', dice: [3, 4] }, 'one die'],
    [{ table: 'A1', dice: 7 }, '"dice" is a list'],
    [{ table: 'A1', date: '1942-09-14' }, 'does not take "date"'],
    [{ table: 'A11', drm: 1 }, 'does not take "drm"'],
    [{ table: 'A1', drm: 13 }, '-12 to 12'],
    [{ table: 'A1', attitude: 'attack' }, 'none, hold, advance'],
    [{ table: 'A1', calledOff: 'yes' }, 'true or false'],
    [{ table: 'G3', previousGood: 21 }, '0 to 20'],
    [{ table: 'R3', humanWaveLeaders: -1 }, '0 to 10'],
    [{ table: 'G3', humanWaveLeaders: 1 }, 'does not take "humanWaveLeaders"'],
    [{ table: 'R2', date: '1942-9-14' }, 'YYYY-MM-DD'],
    [{ table: 'R2', date: '1942-02-30' }, 'YYYY-MM-DD'],
    [{ table: 'G9R9', mission: 'v5' }, 'Unknown mission'],
    [{ table: 'A11', done: ['12'] }, 'not a once-per-Mission row'],
    [{ table: 'A11', done: '11' }, 'a list'],
    [{ table: 'OBA' }, 'needs "side"'],
    [{ table: 'OBA', side: 'finnish' }, 'german, russian'],
  ])('%j is refused (%s)', (input, words) => refuses(input, words));
  it('no argument and bad JSON are refused', () => {
    expect(runVotgCommand([]).exitCode).toBe(2);
    refuses('{table:', 'not valid JSON');
  });
});

describe('votg command: the script', () => {
  const tsx = join(REPO_ROOT, 'node_modules/.bin/tsx');
  const exec = promisify(execFile);
  it('prints one line and exits 0; bad input exits 2 with error and message', async () => {
    const good = await exec(tsx, ['scripts/table.ts', 'votg', '{"table":"R6","dice":[4,5]}'], {
      cwd: REPO_ROOT,
    });
    expect(good.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(good.stdout).result).toBe('T-70');
    const bad = await exec(tsx, ['scripts/table.ts', 'votg', '{"table":"R6","dice":[9,9]}'], {
      cwd: REPO_ROOT,
    }).catch((e: { code: number; stdout: string }) => e);
    expect((bad as { code: number }).code).toBe(2);
    expect(Object.keys(JSON.parse((bad as { stdout: string }).stdout))).toEqual([
      'error',
      'message',
    ]);
  });
});
