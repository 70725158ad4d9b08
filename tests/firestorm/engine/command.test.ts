/** The `firestorm` command's contract: the output's fields, a whole campaign, and every refusal. */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runFirestormCommand } from '../../../src/firestorm/engine';
import { REPO_ROOT } from '../../support/paths';
import { COMMAND_MAP as MAP } from '../command-map';

const run = (input: unknown) => {
  const r = runFirestormCommand([typeof input === 'string' ? input : JSON.stringify(input)]);
  return { ...r, json: JSON.parse(r.stdout) as Record<string, unknown> };
};
const refused = (battles: unknown[], code: string, rule?: string, map: unknown = MAP) => {
  const r = run({ map, battles });
  expect(r.exitCode).toBe(2);
  expect(Object.keys(r.json).sort()).toEqual(['error', 'message', 'rule']);
  expect(r.json.error).toBe(code);
  if (rule) expect(r.json.rule).toBe(rule);
};
const agreed = { kind: 'agreed' };
const arrow = (from: string, to: string) => ({ from, to });

describe('firestorm command: output', () => {
  it('no battles: the starting standing with every field', () => {
    const r = run({ map: MAP, battles: [] });
    expect(r.exitCode).toBe(0);
    expect(Object.keys(r.json)).toEqual([
      'markersUsed',
      'over',
      'next',
      'owners',
      'cityStickers',
      'vp',
      'milestones',
      'level',
      'shiftedLevel',
      'battles',
      'legalArrows',
    ]);
    expect(r.json).toMatchObject({
      markersUsed: 0,
      over: false,
      next: { marker: 1, phase: 'operationUranus', roller: 'soviet' },
      cityStickers: { german: 0, soviet: 0 },
      vp: { german: 17, soviet: 17 },
      level: 'stalemate',
      shiftedLevel: 'stalemate',
    });
    expect((r.json.legalArrows as { german: string[][] }).german).toEqual([
      ['A', 'F'],
      ['C', 'H'],
      ['E', 'H'],
      ['E', 'I'],
    ]);
  });
  it('a whole 15-marker campaign: captures, city stickers, milestones and the shifted level', () => {
    const city = (placeDie: number, result: string) => ({
      placeDie,
      marker: { city: true },
      mission: { kind: 'city' },
      result,
    });
    const battles = [
      { placeDie: 4, marker: arrow('F', 'A'), mission: agreed, result: 'attacker' },
      {
        placeDie: 5,
        marker: arrow('H', 'C'),
        mission: { kind: 'counterattack', roll: 2 },
        result: 'attacker',
      },
      {
        placeDie: 1,
        marker: arrow('E', 'H'),
        mission: { kind: 'static', roll: 6 },
        result: 'defender',
        captureDie: 6,
      },
      city(3, 'attacker'),
      city(1, 'attacker'),
      { placeDie: 3, marker: arrow('D', 'C'), mission: agreed, result: 'draw' },
      { placeDie: 1, marker: arrow('A', 'B'), mission: agreed, result: 'defender', captureDie: 2 },
      city(6, 'attacker'),
      { placeDie: 4, marker: arrow('B', 'A'), mission: agreed, result: 'attacker' },
      { placeDie: 2, marker: arrow('C', 'D'), mission: agreed, result: 'attacker' },
      city(3, 'attacker'),
      city(3, 'attacker'),
      { placeDie: 3, marker: arrow('C', 'A'), mission: agreed, result: 'attacker' },
      { placeDie: 2, marker: arrow('S', 'D'), mission: agreed, result: 'draw' },
      {
        placeDie: 5,
        marker: arrow('A', 'B'),
        mission: { kind: 'static', roll: 1 },
        result: 'attacker',
      },
    ];
    // Battle 14 as written attacks out of the city location, which is refused.
    refused(battles, 'fs.arrow.city', 'Placing Battle Markers');
    battles[13] = city(2, 'defender');
    const r = run({ map: MAP, battles });
    expect(r.exitCode).toBe(0);
    expect(r.json).toMatchObject({ markersUsed: 15, over: true, next: null });
    expect(r.json.owners).toEqual({
      A: 'soviet',
      B: 'soviet',
      C: 'soviet',
      D: 'soviet',
      E: 'soviet',
      F: 'soviet',
      G: 'soviet',
      H: 'soviet',
      I: 'soviet',
      J: 'soviet',
      S: 'german',
    });
    // Soviet stickers: battles 4, 11, 12 and 14 (German-placed, won by the Soviet defender);
    // German: 5 and 8. The Soviet side's net milestone cannot move it past Strategic.
    expect(r.json.cityStickers).toEqual({ german: 2, soviet: 4 });
    expect(r.json.vp).toEqual({ german: 4, soviet: 44 });
    expect(r.json.milestones).toEqual({ german: 1, soviet: 2 });
    expect(r.json.level).toBe('sovietStrategic');
    expect(r.json.shiftedLevel).toBe('sovietStrategic');
    const shown = r.json.battles as {
      marker: number;
      placer: string;
      mission: string;
      effect: string;
    }[];
    expect(shown[1]).toEqual({
      marker: 2,
      placer: 'soviet',
      mission: 'Dust Up',
      effect: 'Soviet takes C.',
    });
    expect(shown[2]).toEqual({
      marker: 3,
      placer: 'german',
      mission: 'No Retreat',
      effect: 'Capture roll 6 (needs 6): Soviet takes E.',
    });
    expect(shown[14]?.mission).toBe('Breakthrough');
  });
});

describe('firestorm command: refusals', () => {
  it('arrows: not held, into a held area, non-neighbours, surrounded, the city location', () => {
    refused(
      [{ placeDie: 3, marker: arrow('A', 'F'), mission: agreed, result: 'draw' }],
      'fs.arrow.from',
    );
    refused(
      [{ placeDie: 3, marker: arrow('F', 'G'), mission: agreed, result: 'draw' }],
      'fs.arrow.to',
    );
    refused(
      [{ placeDie: 3, marker: arrow('G', 'A'), mission: agreed, result: 'draw' }],
      'fs.arrow.border',
    );
    refused(
      [{ placeDie: 1, marker: arrow('S', 'D'), mission: agreed, result: 'draw' }],
      'fs.arrow.city',
    );
    const ring = {
      ...MAP,
      areas: MAP.areas.map((a) => (a.id === 'F' || a.id === 'J' ? { ...a, owner: 'german' } : a)),
    };
    refused(
      [{ placeDie: 3, marker: arrow('G', 'F'), mission: agreed, result: 'draw' }],
      'fs.arrow.surrounded',
      'Placing Battle Markers',
      ring,
    );
  });
  it('dice outside 1-6: placement, mission roll, capture', () => {
    refused(
      [{ placeDie: 7, marker: { city: true }, mission: agreed, result: 'draw' }],
      'fs.die.face',
      'Place Battle Marker',
    );
    refused(
      [
        {
          placeDie: 3,
          marker: { city: true },
          mission: { kind: 'static', roll: 0 },
          result: 'draw',
        },
      ],
      'fs.die.face',
      'Mission Table',
    );
    refused(
      [
        {
          placeDie: 3,
          marker: arrow('F', 'A'),
          mission: agreed,
          result: 'defender',
          captureDie: 7,
        },
      ],
      'fs.die.face',
      'Capture Areas - Countryside',
    );
  });
  it('a missing or needless capture die', () => {
    refused(
      [{ placeDie: 3, marker: arrow('F', 'A'), mission: agreed, result: 'defender' }],
      'fs.capture.missing',
    );
    refused(
      [{ placeDie: 3, marker: arrow('F', 'A'), mission: agreed, result: 'draw', captureDie: 4 }],
      'fs.capture.needless',
    );
    refused(
      [
        {
          placeDie: 3,
          marker: { city: true },
          mission: { kind: 'city' },
          result: 'defender',
          captureDie: 4,
        },
      ],
      'fs.capture.needless',
      'Capture Areas - Stalingrad',
    );
  });
  it('a 16th marker', () => {
    const one = { placeDie: 3, marker: { city: true }, mission: { kind: 'city' }, result: 'draw' };
    expect(run({ map: MAP, battles: Array(15).fill(one) }).exitCode).toBe(0);
    refused(Array(16).fill(one), 'fs.markers.used', 'Playing Games');
  });
  it('a bad map: shape, borders, city location, a fact missing', () => {
    refused([], 'fs.map.shape', 'input', { areas: 'A' });
    refused([], 'fs.map.invalid', 'Placing Battle Markers', { ...MAP, borders: [['A', 'Q']] });
    refused([], 'fs.map.fact', 'Capture Areas - Stalingrad', {
      ...MAP,
      areas: MAP.areas.map((a) => ({ ...a, city: false })),
    });
    refused([], 'fs.map.invalid', 'Capture Areas - Stalingrad', {
      ...MAP,
      areas: MAP.areas.map((a) => ({ ...a, city: true })),
    });
    refused([], 'fs.map.fact', 'Who Won', {
      ...MAP,
      areas: MAP.areas.map((a) => ({ ...a, vp: null })),
    });
  });
  it('bad input: not JSON, not an object, unknown fields, a bad marker or result', () => {
    expect(run('{').json.error).toBe('fs.input.json');
    expect(run('[]').json.error).toBe('fs.input.object');
    expect(runFirestormCommand([]).exitCode).toBe(2);
    refused(
      [{ placeDie: 3, marker: { city: true }, mission: agreed, result: 'draw', extra: 1 }],
      'fs.input.unknown',
    );
    refused(
      [{ placeDie: 3, marker: { to: 'A' }, mission: agreed, result: 'draw' }],
      'fs.marker.shape',
    );
    refused(
      [{ placeDie: 3, marker: { city: true }, mission: agreed, result: 'won' }],
      'fs.input.value',
    );
    refused(
      [{ placeDie: 3, marker: { city: true }, mission: { kind: 'raid' }, result: 'draw' }],
      'fs.input.value',
    );
  });
});

describe('npm run firestorm', () => {
  const root = REPO_ROOT;
  const tsx = join(root, 'node_modules/.bin/tsx');
  const exec = promisify(execFile);
  it('prints one line and exits 0; bad input exits 2 with the rule', async () => {
    const good = await exec(
      tsx,
      ['scripts/table.ts', 'firestorm', JSON.stringify({ map: MAP, battles: [] })],
      { cwd: root },
    );
    expect(good.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(good.stdout).markersUsed).toBe(0);
    const input = {
      map: MAP,
      battles: [{ placeDie: 9, marker: { city: true }, mission: agreed, result: 'draw' }],
    };
    const bad = await exec(tsx, ['scripts/table.ts', 'firestorm', JSON.stringify(input)], {
      cwd: root,
    }).catch((e: { code: number; stdout: string }) => e);
    expect('code' in bad && bad.code).toBe(2);
    expect(JSON.parse(bad.stdout)).toMatchObject({
      error: 'fs.die.face',
      rule: 'Place Battle Marker',
    });
  });
});
