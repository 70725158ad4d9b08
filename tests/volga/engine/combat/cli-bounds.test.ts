/**
 * The command-line tools refuse absurd values, each with exit 2 and one line of JSON
 * {"error","message"} on stdout, before doing any work: `simulate` bounds every number (games
 * 1 to 1,000,000, workers 1 to the core count, Morale 12.7, Pavlov's House 12.6, seeds) and
 * refuses a repeated option; `combat` refuses unknown and prototype keys at every level, a die
 * that is not a whole number (naming its path) and an event or optional rule given twice.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { runCombatCommand } from '../../../../src/volga/engine/combat/command';

function run(script: string, args: readonly string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    encoding: 'utf8',
    cwd: process.cwd(),
    timeout: 60_000,
  });
}

/** Asserts exit 2 and one JSON line {"error","message"} whose error and message match. */
function refused(r: ReturnType<typeof run>, error: string, message: RegExp) {
  expect(r.status, r.stderr).toBe(2);
  const lines = r.stdout.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  const out = JSON.parse(lines[0] as string) as Record<string, unknown>;
  expect(Object.keys(out).slice(0, 2)).toEqual(['error', 'message']);
  expect(out.error).toBe(error);
  expect(out.message).toMatch(message);
}

describe('npm run simulate refuses absurd values (exit 2, one JSON line)', () => {
  const cases: ReadonlyArray<readonly [string[], string, RegExp]> = [
    [['--games', '0', '--seed', '1'], 'args.games', /from 1 to 1000000; got 0/],
    [['--games', '9007199254740991', '--seed', '1'], 'args.games', /from 1 to 1000000/],
    [['--games', '1000001', '--seed', '1'], 'args.games', /got 1000001/],
    [['--games', '1e3', '--seed', '1'], 'args.games', /got 1e3/],
    [['--games', '2.5', '--seed', '1'], 'args.games', /got 2.5/],
    [['--games', '1', '--seed', '-1'], 'args.seed', /from 0 to 9007199254740991/],
    [['--games', '1', '--seed', '9007199254740992'], 'args.seed', /got 9007199254740992/],
    [['--games', '1', '--seed', '1', '--workers', '0'], 'args.workers', /from 1 to/],
    [
      ['--games', '1', '--seed', '1', '--workers', String(availableParallelism() + 1)],
      'args.workers',
      new RegExp(`from 1 to ${availableParallelism()};`),
    ],
    [['--games', '1', '--seed', '1', '--workers', '100'], 'args.workers', /got 100/],
    [['--games', '1', '--seed', '1', '--morale', '20'], 'args.morale', /0 to 19/],
    [['--games', '1', '--seed', '1', '--morale', '-1'], 'args.morale', /got -1/],
    [
      ['--games', '1', '--seed', '1', '--optional', 'pavlov', '--pavlov-defense', '1000000'],
      'args.pavlov-defense',
      /0\.\.20.*12\.6/,
    ],
    [['--games', '1', '--seed', '1', '--pavlov-defense', '21'], 'args.pavlov-defense', /0\.\.20/],
    [['--games', '1', '--seed', '1', '--pavlov-defense', 'x'], 'args.pavlov-defense', /got x/],
    [['--games', '1', '--seed', '1', '--games', '2'], 'args.repeated', /--games.*more than once/],
    [['--games', '1'], 'args.seed', /required/],
    [['--games', '1', '--seed', '1', '--turns', '3'], 'args.unknown', /--turns/],
  ];
  it.each(cases)(
    '%j',
    (args, error, message) => {
      refused(run('scripts/simulate.ts', args), error, message);
    },
    60_000,
  );
});

describe('npm run combat refuses unknown keys, loose dice and repeated events', () => {
  const attack = {
    lead: 6,
    attackers: 4,
    morale: 18,
    terrain: 'heavyUrban',
    tem: 4,
    defense: 8,
    strategy: 'fanatic',
  };
  const combat = (extra: string) => `{${JSON.stringify(attack).slice(1, -1)},${extra}}`;
  const cases: ReadonlyArray<readonly [string, string, RegExp]> = [
    ['"toString":1', 'combat.input.unknown', /Unknown field toString/],
    ['"constructor":{}', 'combat.input.unknown', /Unknown field constructor/],
    ['"__proto__":{"lead":1}', 'combat.input.unknown', /Unknown field __proto__/],
    ['"hasOwnProperty":true', 'combat.input.unknown', /Unknown field hasOwnProperty/],
    [
      '"dice":{"german":[3,3],"soviet":[3,4],"__proto__":1}',
      'combat.input.unknown',
      /dice\.__proto__/,
    ],
    [
      '"dice":{"german":[3,3],"soviet":[3,4],"constructor":1}',
      'combat.input.unknown',
      /dice\.constructor/,
    ],
    ['"rulings":{"__proto__":"asWritten"}', 'combat.input.unknown', /rulings\.__proto__/],
    ['"rulings":{"toString":"asWritten"}', 'combat.input.unknown', /rulings\.toString/],
    ['"dice":{"german":["3",3],"soviet":[3,4]}', 'combat.input.type', /dice\.german\[0\].*got "3"/],
    [
      '"dice":{"german":[3,3],"soviet":[3,2.5]}',
      'combat.input.type',
      /dice\.soviet\[1\].*got 2\.5/,
    ],
    [
      '"dice":{"german":[3,null],"soviet":[3,4]}',
      'combat.input.type',
      /dice\.german\[1\].*got null/,
    ],
    [
      '"air":true,"dice":{"german":[3,3],"soviet":[3,4],"air":"3"}',
      'combat.input.type',
      /dice\.air.*got "3"/,
    ],
    [
      '"events":["artilleryShortage","artilleryShortage"]',
      'combat.input.repeated',
      /events\[1\] repeats "artilleryShortage"/,
    ],
    [
      `"events":${JSON.stringify(Array.from({ length: 5000 }, () => 'artilleryShortage'))}`,
      'combat.input.repeated',
      /events\[1\]/,
    ],
    ['"optional":["rubble","rubble"]', 'combat.input.repeated', /optional\[1\] repeats "rubble"/],
  ];
  it.each(cases)('%s', (extra, error, message) => {
    const out = runCombatCommand([combat(extra)]);
    expect(out.exitCode).toBe(2);
    const printed = JSON.parse(out.stdout) as Record<string, unknown>;
    expect(printed.error).toBe(error);
    expect(printed.message).toMatch(message);
  });

  it('the script itself prints the refusal as one JSON line and exits 2', () => {
    refused(
      run('scripts/table.ts', ['combat', combat('"__proto__":{"lead":1}')]),
      'combat.input.unknown',
      /__proto__/,
    );
    refused(
      run('scripts/table.ts', ['combat', combat('"dice":{"german":["3",3],"soviet":[3,4]}')]),
      'combat.input.type',
      /dice\.german\[0\]/,
    );
  }, 60_000);
});
