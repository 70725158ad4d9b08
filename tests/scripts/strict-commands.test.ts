/**
 * Strict, bounded input: every terminal command of toi, firestorm, combat and kit, run as the runner
 * runs it (its registry entry's `load`), refuses bad input with exit 2 and one line of JSON
 * {"error","message","rule"} (plus "line" and "column" for text), the code dotted
 * (table.area.what) and the message naming the field: every prototype name as a field at every
 * kind of object the input has, numbers past any limit (1e308, -1e308, 1e400), wrong types,
 * enum words no field takes, and text far past any length limit. Nothing throws. A few real
 * runs of `npm run --silent <command>` check the exit status and that no stack trace is printed.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../src/app/registry';
import type { CommandRun } from '../../src/core/cli';
import { PROTOTYPE_NAMES } from '../../src/core/input';
import type { CommandMain } from '../../src/core/table';
import { campaignFileText, FIXTURE_MAP, readCampaign } from '../../src/firestorm/engine';
import { runFirestormCommand } from '../../src/firestorm/engine/command';
import { REPO_ROOT } from '../support/paths';

const COMMANDS = new Map(TABLES.flatMap((t) => t.commands).map((c) => [c.name, c]));
const mains = new Map<string, CommandMain>();
for (const name of ['toi', 'firestorm', 'combat', 'kit']) {
  const c = COMMANDS.get(name);
  if (!c) throw new Error(`no command ${name}`);
  mains.set(name, await c.load());
}
type SyncMain = (
  args: readonly string[],
  io: { readFile: (p: string) => string | null },
) => CommandRun;
/**
 * The command's body, run synchronously. Firestorm's entry is async for its signed verbs (Web
 * Crypto); every input checked here goes through its synchronous part, runFirestormCommand,
 * which the entry calls for them.
 */
const main = (name: string): SyncMain => {
  if (name === 'firestorm') return (args, io) => runFirestormCommand(args, io.readFile);
  const m = mains.get(name) as CommandMain;
  return (args, io) => {
    const r = m(args, io);
    if (r instanceof Promise) throw new Error(`${name} answered asynchronously`);
    return r;
  };
};

/** A way to hand a command its JSON: as the argument, or as the file a verb reads. */
interface Channel {
  readonly label: string;
  readonly run: (text: string) => { stdout: string; exitCode: number };
}
const asArgument = (command: string): Channel => ({
  label: command,
  run: (text) => main(command)([text], { readFile: () => null }),
});
const asFile = (command: string, verb: string): Channel => ({
  label: `${command} ${verb} FILE`,
  run: (text) => main(command)([verb, 'in.json'], { readFile: () => text }),
});

const COMMAND_MAP = {
  areas: FIXTURE_MAP.areas.map(({ id, vp, owner, city }) => ({ id, vp, owner, city })),
  borders: FIXTURE_MAP.borders,
  cityTrack: FIXTURE_MAP.cityTrack,
};
const FORM = {
  map: { ...COMMAND_MAP, name: 'Club map' },
  battles: [
    {
      placeDie: 4,
      marker: { from: 'F', to: 'A' },
      mission: { kind: 'counterattack', roll: 2 },
      result: 'attacker',
      players: { german: 'Ann', soviet: 'Bo' },
      date: '2026-01-02',
      score: { german: 3, soviet: 1 },
      notes: 'close',
    },
    { placeDie: 3, marker: { city: true } },
  ],
};
const campaignFile = (): string => {
  const out = main('firestorm')(['open', 'unused'], { readFile: () => null });
  expect(out.exitCode).toBe(2);
  // The campaign file of the form: the command's own `link` reads it back.
  const record = {
    map: { ...FIXTURE_MAP },
    log: [
      { kind: 'place', die: { value: 4, source: 'owner' }, marker: { from: 'F', to: 'A' } },
      { kind: 'mission', battle: 1, mission: 'counterattack', roll: { value: 2, source: 'app' } },
      {
        kind: 'result',
        battle: 1,
        result: 'attacker',
        details: { players: { german: 'Ann' }, notes: 'close' },
      },
    ],
    redo: [],
  };
  const read = readCampaign(record);
  if (!read.ok) throw new Error(read.error.message);
  return campaignFileText(read.value.record);
};
const kitFile = (): string => main('kit')(['fixture'], { readFile: () => null }).stdout;

/** Each command, a channel to it, and inputs it accepts (exit 0), with the words no field takes. */
const CASES: readonly { channel: Channel; inputs: readonly unknown[] }[] = [
  {
    channel: asArgument('toi'),
    inputs: [
      { attack: 3, defense: 2, hitOn: 5, saveOn: 5, need: 2, smg: 1, cautious: true },
      { building: { floorsAbove: 1, weakened: true, concussive: 1 }, attack: 6 },
      { sniper: 2 },
      { molotov: { cover: 1 }, saveOn: 5 },
    ],
  },
  {
    channel: asArgument('combat'),
    inputs: [
      {
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
        rulings: { parentOrganization: 'beyondFirst' },
        dice: { german: [3, 4], soviet: [2, 5], air: 3 },
      },
    ],
  },
  { channel: asArgument('firestorm'), inputs: [FORM] },
  { channel: asFile('firestorm', 'link'), inputs: [FORM, JSON.parse(campaignFile())] },
  { channel: asFile('kit', 'text'), inputs: [JSON.parse(kitFile())] },
];

type Path = readonly (string | number)[];
/** The path with list indices and number-like keys (Area numbers) folded: one per kind of place. */
const shapeOf = (p: Path) => p.map((k) => (typeof k === 'number' || /^\d+$/.test(k) ? '#' : k));

/** Every object and every leaf of `v`, one of each shape. */
function places(v: unknown): { objects: Path[]; leaves: { path: Path; value: unknown }[] } {
  const objects: Path[] = [];
  const leaves: { path: Path; value: unknown }[] = [];
  const seen = new Set<string>();
  const walk = (x: unknown, path: Path) => {
    const key = JSON.stringify([typeof x === 'object' && x !== null, shapeOf(path)]);
    const first = !seen.has(key);
    seen.add(key);
    if (typeof x === 'object' && x !== null) {
      if (first && !Array.isArray(x)) objects.push(path);
      for (const [k, y] of Object.entries(x)) walk(y, [...path, Array.isArray(x) ? Number(k) : k]);
    } else if (first) leaves.push({ path, value: x });
  };
  walk(v, []);
  return { objects, leaves };
}

/** A copy of `v` with the value at `path` replaced by `put(old)`. */
function replaced(v: unknown, path: Path, put: (old: unknown) => unknown): unknown {
  if (path.length === 0) return put(v);
  const [k, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(v) ? [...v] : { ...(v as object) }) as Record<string, unknown>;
  copy[k] = replaced(copy[k], rest, put);
  return copy;
}

/** JSON text of `v` with the marker string `mark` written as `raw` (a key or a number literal). */
const withRaw = (v: unknown, mark: string, raw: string) =>
  JSON.stringify(v).replaceAll(JSON.stringify(mark), raw);

const where = (p: Path) => p.filter((k) => typeof k === 'string').at(-1) ?? 'the input';

/** Asserts the run is a refusal of the house's shape, and returns its JSON. */
function refusal(channel: Channel, text: string, label: string): Record<string, unknown> {
  let r: { stdout: string; exitCode: number };
  try {
    r = channel.run(text);
  } catch (e) {
    throw new Error(`${channel.label} threw on ${label}: ${String(e)}`);
  }
  expect(r.exitCode, `${channel.label} ${label}: ${r.stdout.slice(0, 300)}`).toBe(2);
  expect(r.stdout).not.toContain('\n');
  const json = JSON.parse(r.stdout) as Record<string, unknown>;
  const keys = Object.keys(json);
  expect(keys.slice(0, 3), `${channel.label} ${label}`).toEqual(['error', 'message', 'rule']);
  expect(keys.slice(3).every((k) => k === 'line' || k === 'column')).toBe(true);
  expect(json.error, `${channel.label} ${label}`).toMatch(/^[a-z]+(\.[a-zA-Z]+){2,}$/);
  expect(typeof json.rule === 'string' && json.rule !== '').toBe(true);
  // A refusal quotes at most a little of what it was given, never the whole of a long text.
  expect((json.message as string).length, `${channel.label} ${label}`).toBeLessThan(2000);
  return json;
}

describe('commands accept their example inputs', () => {
  it.each(CASES.flatMap((c) => c.inputs.map((input) => [c.channel.label, c.channel, input])))(
    '%s',
    (_label, channel, input) => {
      const r = (channel as Channel).run(JSON.stringify(input));
      expect(r.exitCode, r.stdout).toBe(0);
    },
  );
});

describe('every prototype name as a field, at every kind of object: exit 2 naming it', () => {
  it.each(CASES.map((c) => [c.channel.label, c]))('%s', (_label, c) => {
    for (const input of c.inputs) {
      for (const path of places(input).objects) {
        for (const name of PROTOTYPE_NAMES) {
          const mark = '@@field@@';
          const text = withRaw(
            replaced(input, path, (o) => ({ ...(o as object), [mark]: 1 })),
            mark,
            JSON.stringify(name),
          );
          const json = refusal(c.channel, text, `${name} at ${path.join('.') || 'top'}`);
          expect(json.message, `${c.channel.label} ${name} at ${path.join('.')}`).toContain(name);
        }
      }
    }
  });
});

describe('values past every limit, of the wrong type, or words no field takes: exit 2', () => {
  const LONG = 'x'.repeat(100_000);
  it.each(CASES.map((c) => [c.channel.label, c]))('%s', (_label, c) => {
    for (const input of c.inputs) {
      for (const { path, value } of places(input).leaves) {
        const at = `${path.join('.')} (was ${JSON.stringify(value)})`;
        const bad: [string, string][] = [];
        const mark = '@@value@@';
        const put = (raw: string) =>
          withRaw(
            replaced(input, path, () => mark),
            mark,
            raw,
          );
        if (typeof value === 'number') {
          for (const n of ['1e308', '-1e308', '1e400', '"sideways"']) bad.push([n, put(n)]);
        } else if (typeof value === 'boolean') {
          bad.push(['"sideways"', put('"sideways"')], ['1e308', put('1e308')]);
        } else if (typeof value === 'string') {
          bad.push(
            ['a 100,000-character text', put(JSON.stringify(LONG))],
            ['1e308', put('1e308')],
          );
        }
        for (const [what, text] of bad) {
          const json = refusal(c.channel, text, `${what} at ${at}`);
          const named = where(path);
          // The format tag is the file's, not a field: "not a ... file" names the file instead.
          // A kit's out-of-range number is refused, but the kit's rule check reports its first
          // contradiction, which may be a consequence elsewhere (a known gap).
          const kitNumber = c.channel.label.startsWith('kit') && typeof value === 'number';
          // A campaign file's log entry is named by its battle and step ("Battle 1's placement:
          // ..."), or by its place in the log when it has no battle yet.
          const named2 =
            path[0] === 'log' || path[0] === 'redo' ? `entry|battle \\d+|${named}` : named;
          if (named !== 'format' && !kitNumber) {
            expect(json.message, `${c.channel.label} ${what} at ${at}`).toMatch(
              new RegExp(
                `${named2}|${String(value)
                  .slice(0, 20)
                  .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
                'i',
              ),
            );
          }
        }
      }
    }
  });
});

describe('npm run --silent <command>: exit 2 and one JSON line, no stack trace', () => {
  const exec = promisify(execFile);
  const tsx = join(REPO_ROOT, 'node_modules/.bin/tsx');
  const run = (args: string[]) =>
    exec(tsx, ['scripts/table.ts', ...args], { cwd: REPO_ROOT }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
  it('toi, combat and firestorm with constructor, __proto__ and toString as fields', async () => {
    const runs = await Promise.all([
      run(['toi', '{"attack":1,"defense":1,"constructor":1}']),
      run(['combat', '{"lead":1,"__proto__":{"x":1}}']),
      run(['firestorm', '{"map":{"toString":1},"battles":[]}']),
      run(['kit', 'open', '#kit=']),
    ]);
    for (const r of runs) {
      expect(r.code, r.stdout + r.stderr).toBe(2);
      expect(r.stderr).toBe('');
      const lines = r.stdout.trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(Object.keys(JSON.parse(lines[0] as string))).toContain('error');
      expect(r.stdout).not.toMatch(/\n\s+at /);
    }
  }, 60_000);
});
