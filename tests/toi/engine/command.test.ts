/** The `toi` command's contract: each form's output, its defaults, and every kind of bad input. */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runToiCommand } from '../../../src/toi/engine';
import { REPO_ROOT } from '../../support/paths';

const run = (input: unknown) => {
  const r = runToiCommand([typeof input === 'string' ? input : JSON.stringify(input)]);
  return { ...r, json: JSON.parse(r.stdout) as Record<string, unknown> };
};
const fails = (input: unknown, field: string) => {
  const r = run(input);
  expect(r.exitCode).toBe(2);
  expect(Object.keys(r.json).sort()).toEqual(['error', 'message', 'rule']);
  expect(r.json.error).toMatch(/^toi\.input\.[a-z]+$/);
  expect(r.json.message).toContain(field);
};

describe('toi command: outputs', () => {
  it('any attack: netHits and pNeed', () => {
    const r = run({ attack: 2, defense: 1, need: 2 });
    expect(r.exitCode).toBe(0);
    expect(Object.keys(r.json)).toEqual(['netHits', 'pNeed']);
    const d = r.json.netHits as number[];
    expect(d[0]).toBeCloseTo(16 / 27, 14);
    expect(d[1]).toBeCloseTo(9 / 27, 14);
    expect(r.json.pNeed).toBeCloseTo(2 / 27, 14);
  });
  it('without need, pNeed is the chance of at least one net hit', () => {
    const r = run({ attack: 1, defense: 1 });
    expect(r.json.pNeed).toBeCloseTo(2 / 9, 14);
  });
  it('hitOn and saveOn default to 5 and can be set', () => {
    expect(run({ attack: 1, defense: 0, hitOn: 5 }).json).toEqual(
      run({ attack: 1, defense: 0 }).json,
    );
    expect(run({ attack: 1, defense: 0, hitOn: 4 }).json.pNeed).toBeCloseTo(1 / 2, 14);
    expect(run({ attack: 1, defense: 1, saveOn: 6 }).json.pNeed).toBeCloseTo((1 / 3) * (5 / 6), 14);
  });
  it('building: the 19-dice example', () => {
    const r = run({ building: { floorsAbove: 1, weakened: false, concussive: false }, attack: 19 });
    expect(Object.keys(r.json)).toEqual(['need', 'pDestroy', 'pWeaken', 'pNothing']);
    expect(r.json.need).toBe(9);
    expect(r.json.pDestroy).toBeCloseTo(0.077714391782, 10);
    expect(r.json.pWeaken).toBeCloseTo(0.562844376451, 10);
  });
  it('building: weakened and concussive default to false; pWeaken is 0 once weakened', () => {
    expect(run({ building: { floorsAbove: 0 }, attack: 6 }).json).toEqual(
      run({ building: { floorsAbove: 0, weakened: false, concussive: false }, attack: 6 }).json,
    );
    const w = run({ building: { floorsAbove: 1, weakened: true }, attack: 8 }).json;
    expect(w.need).toBe(5);
    expect(w.pWeaken).toBe(0);
    expect(run({ building: { floorsAbove: 0, concussive: true }, attack: 3 }).json).toEqual(
      run({ building: { floorsAbove: 0 }, attack: 6 }).json,
    );
  });
  it('sniper, Molotov and fougasse', () => {
    const s = run({ sniper: 2 }).json.figures as number[];
    expect(s).toHaveLength(3);
    expect(s[2]).toBeCloseTo(1 / 36, 14);
    const m = run({ molotov: { cover: 3 }, saveOn: 5 }).json;
    expect(Object.keys(m)).toEqual(['pNone', 'pWeak', 'pStrong']);
    expect(m.pStrong).toBeCloseTo(1 / 4, 14);
    expect(run({ fougasse: { cover: 3 } }).json).toEqual({ pStrong: expect.closeTo(41 / 48, 14) });
  });
  it('accepts the ends of every range', () => {
    expect(run({ attack: 40, defense: 40, need: 40 }).exitCode).toBe(0);
    expect(run({ attack: 0, defense: 0, need: 0 }).json.pNeed).toBe(1);
    expect(run({ building: { floorsAbove: 4 }, attack: 40 }).json.need).toBe(18);
    expect(run({ sniper: 1 }).exitCode).toBe(0);
    expect(run({ sniper: 4 }).exitCode).toBe(0);
    expect(run({ molotov: { cover: 40 } }).exitCode).toBe(0);
    expect(run({ fougasse: { cover: 0 } }).exitCode).toBe(0);
  });
});

describe('toi command: bad input exits 2 naming the field', () => {
  it('out of range', () => {
    fails({ attack: 41, defense: 0 }, 'attack');
    fails({ attack: 1, defense: -1 }, 'defense');
    fails({ attack: 1, defense: 1, hitOn: 7 }, 'hitOn');
    fails({ attack: 1, defense: 1, saveOn: 0 }, 'saveOn');
    fails({ sniper: 0 }, 'sniper');
    fails({ sniper: 5 }, 'sniper');
    fails({ building: { floorsAbove: 5 }, attack: 1 }, 'building.floorsAbove');
    fails({ molotov: { cover: 41 } }, 'molotov.cover');
  });
  it('not whole numbers, or not numbers', () => {
    fails({ attack: 1.5, defense: 0 }, 'attack');
    fails({ attack: '3', defense: 0 }, 'attack');
    fails({ attack: 3, defense: null }, 'defense');
    fails({ building: { floorsAbove: 1, weakened: 'yes' }, attack: 1 }, 'building.weakened');
    fails({ fougasse: 3 }, 'fougasse');
    fails('{"attack": 1e400, "defense": 0}', 'attack');
  });
  it('unknown keys, including prototype keys', () => {
    fails({ attack: 1, defense: 1, dice: 3 }, 'dice');
    fails('{"attack":1,"defense":1,"__proto__":{"need":2}}', '__proto__');
    fails('{"building":{"floorsAbove":1,"__proto__":{}},"attack":1}', 'building.__proto__');
    fails({ attack: 1, defense: 1, constructor: 1 }, 'constructor');
    fails({ attack: 1, defense: 1, toString: 1 }, 'toString');
    fails({ sniper: 2, saveOn: 5 }, 'saveOn');
    fails({ building: { floorsAbove: 1 }, attack: 3, defense: 3 }, 'defense');
  });
  it('missing fields, two situations, not an object, not JSON', () => {
    fails({ attack: 3 }, 'defense');
    fails({ building: { floorsAbove: 1 } }, 'attack');
    fails({ building: {}, attack: 3 }, 'building.floorsAbove');
    fails({ molotov: {} }, 'molotov.cover');
    fails({ sniper: 2, molotov: { cover: 1 } }, 'sniper and molotov');
    fails([1, 2], 'object');
    fails('{"attack":', 'JSON');
    expect(runToiCommand([]).exitCode).toBe(2);
  });
});

describe('npm run toi', () => {
  const root = REPO_ROOT;
  const tsx = join(root, 'node_modules/.bin/tsx');
  const exec = promisify(execFile);
  it('prints one line and exits 0; bad input exits 2', async () => {
    const good = await exec(tsx, ['scripts/table.ts', 'toi', '{"sniper":1}'], { cwd: root });
    expect(good.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(good.stdout).figures[1]).toBeCloseTo(1 / 6, 14);
    const bad = await exec(tsx, ['scripts/table.ts', 'toi', '{"sniper":9}'], { cwd: root }).catch(
      (e: { code: number; stdout: string }) => e,
    );
    expect('code' in bad && bad.code).toBe(2);
    expect(JSON.parse(bad.stdout).message).toContain('sniper');
  }, 30_000);
});

describe('toi command: the expansion’s additions (additive fields)', () => {
  it('building: concussive takes a count; true is one unit, false none', () => {
    const two = run({ building: { floorsAbove: 1, concussive: 2 }, attack: 13 }).json;
    expect(two).toEqual(run({ building: { floorsAbove: 1 }, attack: 19 }).json);
    expect(run({ building: { floorsAbove: 0, concussive: 1 }, attack: 3 }).json).toEqual(
      run({ building: { floorsAbove: 0, concussive: true }, attack: 3 }).json,
    );
    fails({ building: { floorsAbove: 0, concussive: 13 }, attack: 3 }, 'building.concussive');
    fails({ building: { floorsAbove: 0, concussive: 1.5 }, attack: 3 }, 'building.concussive');
  });
  it('any attack: SMG, starving, Cautious Advance and SN-42, same output keys', () => {
    const smg = run({ attack: 2, defense: 0, smg: 1 }).json;
    expect(Object.keys(smg)).toEqual(['netHits', 'pNeed']);
    expect(smg).toEqual(run({ attack: 4, defense: 0 }).json);
    expect(run({ attack: 3, defense: 0, starving: 1 }).json).toEqual(
      run({ attack: 2, defense: 0 }).json,
    );
    expect(run({ attack: 1, defense: 1, cautious: true }).json).toEqual(
      run({ attack: 1, defense: 2 }).json,
    );
    expect(run({ attack: 2, defense: 3, engineers: 4 }).json).toEqual(
      run({ attack: 2, defense: 1 }).json,
    );
    expect(run({ attack: 1, defense: 1, engineersDefend: true }).json).toEqual(
      run({ attack: 1, defense: 1, saveOn: 4 }).json,
    );
    fails({ attack: 1, defense: 1, smg: -1 }, 'smg');
    fails({ attack: 1, defense: 1, cautious: 1 }, 'cautious');
    fails({ molotov: { cover: 1 }, smg: 1 }, 'smg');
  });
});
