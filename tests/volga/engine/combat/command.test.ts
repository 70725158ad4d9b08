import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  COMBAT_EVENTS,
  combatOdds,
  flagsOf,
  parseCombatCommand,
  runCombatCommand,
} from '../../../../src/volga/engine/combat/index';
import { valueRollsOf } from '../../../../src/volga/ui/combat/combatDice';
import { REPO_ROOT } from '../../../support/paths';
import { must } from './fixtures';

const run = (input: unknown) => {
  const r = runCombatCommand([JSON.stringify(input)]);
  return { ...r, json: JSON.parse(r.stdout) as Record<string, unknown> };
};

// 13.4: four units of the 29th Motorized into Area 10 (Heavy Urban, Fanatic 8).
const EXAMPLE = {
  lead: 6,
  attackers: 4,
  artillery: 1,
  engineers: 1,
  air: true,
  integrity: true,
  morale: 18,
  terrain: 'heavyUrban',
  tem: 4,
  defense: 8,
  strategy: 'fanatic',
  volga: true,
  events: ['artilleryShortage'],
};

describe('combat command input (issue 3 contract)', () => {
  it('fills the documented defaults', () => {
    const r = parseCombatCommand({
      lead: 5,
      attackers: 1,
      morale: 15,
      terrain: 'clear',
      tem: 1,
      defense: 4,
      strategy: 'heroes',
    });
    expect(r.ok && r.value.spec).toEqual({
      attack: {
        lead: 5,
        attackers: 1,
        artillery: 0,
        engineers: 0,
        air: false,
        integrity: false,
        parentOrgs: 1,
        morale: 15,
      },
      defense: {
        terrain: 'clear',
        tem: 1,
        defense: 4,
        strategy: 'heroes',
        firstReveal: true,
        volga: false,
        isolated: false,
        pavlov: false,
        contestedAtStart: false,
      },
      events: flagsOf(COMBAT_EVENTS, []),
      options: { rubble: false, parentOrganization: false, limitedAir: false },
    });
    expect(r.ok && r.value.dice).toBeUndefined();
  });

  it('without dice: av and odds; with dice: dv, at, dt, combatResult, outcome', () => {
    const odds = run(EXAMPLE);
    expect(odds.exitCode).toBe(0);
    expect(odds.json.av).toBe(14);
    expect(Object.keys(odds.json.odds as object)).toEqual([
      'repulse',
      'stalemate',
      'success',
      'overrun',
    ]);
    expect('dv' in odds.json).toBe(false);
    const rolled = run({ ...EXAMPLE, dice: { german: [2, 4], soviet: [3, 4], air: 3 } });
    expect(rolled.json).toMatchObject({
      av: 14,
      dv: 9,
      at: 20,
      dt: 16,
      combatResult: 'success',
      outcome: 'stalemate',
    });
    expect(rolled.stdout.includes('\n')).toBe(false);
  });

  const bad: [string, unknown, string, string][] = [
    [
      'a die outside 1..6',
      { ...EXAMPLE, dice: { german: [0, 4], soviet: [3, 4], air: 3 } },
      'combat.die.outOfRange',
      '2.1',
    ],
    [
      'the wrong number of Soviet dice',
      { ...EXAMPLE, dice: { german: [2, 4], soviet: [3, 4, 5], air: 3 } },
      'combat.soviet.diceCount',
      '9.5.1',
    ],
    [
      'two Soviet dice for Guards at the Volga',
      { ...EXAMPLE, strategy: 'guards', dice: { german: [2, 4], soviet: [3, 4], air: 3 } },
      'combat.soviet.diceCount',
      '9.4',
    ],
    ['supports over 9.5.4', { ...EXAMPLE, artillery: 3 }, 'combat.support.overLimit', '9.5.4'],
    [
      'Air forbidden by an event',
      { ...EXAMPLE, events: ['noAir'] },
      'combat.air.forbiddenByEvent',
      '6.2',
    ],
    [
      'Air forbidden by 12.5',
      { ...EXAMPLE, contestedAtStart: true, optional: ['limitedAir'] },
      'combat.air.forbiddenContestedUrban',
      '12.5',
    ],
    ['an unknown terrain', { ...EXAMPLE, terrain: 'swamp' }, 'combat.terrain.unknown', '3.1'],
    [
      'an unknown strategy',
      { ...EXAMPLE, strategy: 'partisans' },
      'combat.strategy.unknown',
      '9.4',
    ],
    ['an unknown event', { ...EXAMPLE, events: ['blizzard'] }, 'combat.event.unknown', '6.2'],
    [
      'an unknown optional rule',
      { ...EXAMPLE, optional: ['reducedMorale'] },
      'combat.option.unknown',
      '12.0',
    ],
    ['an unknown field', { ...EXAMPLE, moral: 18 }, 'combat.input.unknownField', 'input'],
    [
      'a missing required field',
      { ...EXAMPLE, defense: undefined },
      'combat.input.missingField',
      'input',
    ],
    ['a wrong type', { ...EXAMPLE, air: 'yes' }, 'combat.input.type', 'input'],
    ['not an object', [1, 2], 'combat.input.notObject', 'input'],
  ];
  it.each(bad)('%s: error JSON and status 2', (_n, input, code, rule) => {
    const r = run(input);
    expect(r.exitCode).toBe(2);
    expect(r.json).toMatchObject({ error: code, rule });
    expect(typeof r.json.message).toBe('string');
    expect(Object.keys(r.json)).toEqual(['error', 'message', 'rule']);
  });

  it('names a number too large for JSON as it was typed (1e400 is Infinity, not null)', () => {
    const text = JSON.stringify(EXAMPLE).replace(/"lead":\d+/, '"lead":1e400');
    expect(text).toContain('1e400');
    const r = runCombatCommand([text]);
    expect(r.exitCode).toBe(2);
    expect(JSON.parse(r.stdout).message).toContain('got Infinity');
  });

  it('refuses text that is not JSON, and no argument', () => {
    expect(JSON.parse(runCombatCommand(['{lead:']).stdout).error).toBe('combat.input.json');
    expect(runCombatCommand([]).exitCode).toBe(2);
  });
});

describe('npm run --silent combat (child process)', () => {
  const root = REPO_ROOT;
  const exec = promisify(execFile);
  const tsx = join(root, 'node_modules/.bin/tsx');

  it('prints one line of JSON and exits 0; exits 2 with an error object on bad input', async () => {
    const [good, badDie] = await Promise.all([
      exec(
        tsx,
        [
          'scripts/table.ts',
          'combat',
          JSON.stringify({ ...EXAMPLE, dice: { german: [2, 4], soviet: [3, 4], air: 3 } }),
        ],
        { cwd: root },
      ),
      exec(
        tsx,
        [
          'scripts/table.ts',
          'combat',
          JSON.stringify({ ...EXAMPLE, dice: { german: [7, 4], soviet: [3, 4], air: 3 } }),
        ],
        {
          cwd: root,
        },
      ).then(
        () => null,
        (e: { code: number; stdout: string }) => e,
      ),
    ]);
    expect(good.stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(good.stdout)).toMatchObject({
      av: 14,
      dv: 9,
      at: 20,
      dt: 16,
      outcome: 'stalemate',
    });
    expect(badDie?.code).toBe(2);
    expect(JSON.parse(badDie!.stdout)).toMatchObject({
      error: 'combat.die.outOfRange',
      rule: '2.1',
    });
  }, 20_000);

  it('through npm run --silent exactly as documented', async () => {
    const out = await exec('npm', ['run', '--silent', 'combat', '--', JSON.stringify(EXAMPLE)], {
      cwd: root,
    });
    expect(out.stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(out.stdout).av).toBe(14);
  }, 20_000);
});

describe('9.4 Barrage on first reveal: the command needs the choice', () => {
  const BARRAGE = { ...EXAMPLE, strategy: 'barrage' };
  it('9.4 without "barrage" it exits 2 naming 9.4', () => {
    const r = run(BARRAGE);
    expect(r.exitCode).toBe(2);
    expect(r.json).toMatchObject({ error: 'combat.barrage.choiceMissing', rule: '9.4' });
  });
  it('9.4 "retreat": no combat, retreat odds 1, pCapture 0', () => {
    const r = run({ ...BARRAGE, barrage: 'retreat' });
    expect(r.exitCode).toBe(0);
    expect(r.json).toMatchObject({
      combatResult: 'retreat',
      outcome: 'retreat',
      pCapture: 0,
      odds: { repulse: 0, stalemate: 0, success: 0, overrun: 0, retreat: 1 },
    });
  });
  it('9.4 "outOfAction": the attackers given are those left, and a note says so', () => {
    const r = run({ ...BARRAGE, attackers: 3, barrage: 'outOfAction' });
    expect(r.exitCode).toBe(0);
    expect(r.json.av).toBe(13);
    expect(JSON.stringify(r.json.notes)).toContain('Out of Action');
    const rolled = run({
      ...BARRAGE,
      attackers: 3,
      barrage: 'outOfAction',
      dice: { german: [2, 4], soviet: [3, 4], air: 3 },
    });
    expect(rolled.json).toMatchObject({ at: 19, dt: 16, outcome: 'success' });
  });
  it.each([
    ['a strategy that is not Barrage', { ...EXAMPLE, barrage: 'retreat' }],
    ['a Barrage Revealed earlier', { ...BARRAGE, firstReveal: false, barrage: 'retreat' }],
    ['an unknown choice', { ...BARRAGE, barrage: 'charge' }],
  ])('9.4 "barrage" with %s is refused', (_n, input) => {
    const r = run(input);
    expect(r.exitCode).toBe(2);
    expect(r.json.rule).toBe('9.4');
  });
});

describe('9.5.3D, 12.3 the odds are conditioned on the Air and isolation dice given', () => {
  it('9.5.3D the 13.4 attack with Air 3 has pCapture 206/1296', () => {
    const r = run({ ...EXAMPLE, dice: { german: [2, 4], soviet: [3, 4], air: 3 } });
    expect((r.json.pCapture as number) * 1296).toBeCloseTo(206, 9);
  });
  it('9.5.3D, 12.3 the command agrees with quick combat (combatOdds with the value dice entered)', () => {
    const iso = { ...EXAMPLE, strategy: 'heroes', volga: false, isolated: true, optional: [] };
    for (let air = 1; air <= 6; air++) {
      for (const isolation of [1, 4, 6]) {
        const input = { ...iso, dice: { german: [1, 1], soviet: [1, 1], air, isolation } };
        const spec = must(parseCombatCommand(input)).spec;
        const entries = {
          air: { value: air, source: 'owner' as const },
          isolation: { value: isolation, source: 'owner' as const },
        };
        const quick = must(combatOdds(spec, valueRollsOf(spec, entries)));
        const r = run(input);
        expect(r.json.odds).toEqual(quick.odds);
        expect(r.json.pCapture).toBe(quick.pCapture);
      }
    }
  });
});

describe('12.4 readings in the command', () => {
  const TWO = { ...EXAMPLE, integrity: false, parentOrgs: 2, optional: ['parentOrganization'] };
  it('12.4 as written by default: two organizations cost -2', () => {
    expect(run(TWO).json.av).toBe(14 - 1 - 2);
  });
  it('12.4 "rulings": {"parentOrganization": "beyondFirst"} charges only the second', () => {
    expect(run({ ...TWO, rulings: { parentOrganization: 'beyondFirst' } }).json.av).toBe(
      14 - 1 - 1,
    );
  });
  it.each([
    ['an unknown ruling', { foo: 'beyondFirst' }, 'volga.ruling.unknown', 'foo'],
    ['an unknown reading', { parentOrganization: 'never' }, 'volga.ruling.readingUnknown', 'never'],
  ])('12.4 %s exits 2 naming it', (_n, rulings, code, named) => {
    const r = run({ ...TWO, rulings });
    expect(r.exitCode).toBe(2);
    expect(r.json.error).toBe(code);
    expect(r.json.message).toContain(named);
  });
});
