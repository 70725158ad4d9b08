/**
 * `npm run --silent simulate -- --games N --seed S [--scenario main|factory]
 *   [--optional LIST] [--kit FILE] [--pavlov-defense N]`
 * Plays N complete games with the built-in German policy (digital cup, generated dice) and
 * prints one JSON line. Bad arguments: {"error",...} and exit 2. A broken invariant: the
 * details on stderr and exit 1.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fixtureKit } from '../src/engine/fixtures/kit';
import {
  SIMULATOR_OPTIONS,
  SimulationFailure,
  type SimulatorOption,
  simulate,
} from '../src/engine/game/simulate';
import type { GameOptions } from '../src/engine/game/types';
import { type ComponentKit, validateKit } from '../src/engine/kit';

/** Made-up Pavlov's House Defense Factor for the fixture kit only (the real one is on the counter). */
const FIXTURE_PAVLOV_DEFENSE = 9;

function usage(code: string, message: string): never {
  process.stdout.write(`${JSON.stringify({ error: code, message })}\n`);
  process.exit(2);
}

function parse(argv: readonly string[]) {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) usage('args.unexpected', `Unexpected argument ${a}.`);
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) usage('args.missingValue', `${a} needs a value.`);
    args.set(a.slice(2), v);
    i++;
  }
  for (const k of args.keys())
    if (!['games', 'seed', 'scenario', 'optional', 'kit', 'pavlov-defense'].includes(k))
      usage('args.unknown', `Unknown option --${k}.`);
  const int = (k: string, min: number): number | undefined => {
    const v = args.get(k);
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isSafeInteger(n) || n < min)
      usage(`args.${k}`, `--${k} must be a whole number >= ${min}; got ${v}.`);
    return n;
  };
  const games = int('games', 0);
  const seed = int('seed', 0);
  if (games === undefined) usage('args.games', '--games N is required.');
  if (seed === undefined) usage('args.seed', '--seed S is required.');
  const scenario = args.get('scenario') ?? 'main';
  if (scenario !== 'main' && scenario !== 'factory')
    usage('args.scenario', `--scenario is main or factory; got ${scenario}.`);
  const optional = (args.get('optional') ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x.length > 0);
  for (const o of optional)
    if (!(SIMULATOR_OPTIONS as readonly string[]).includes(o))
      usage('args.optional', `Unknown optional rule ${o}; use ${SIMULATOR_OPTIONS.join(',')}.`);
  return {
    games,
    seed,
    scenario,
    optional: optional as SimulatorOption[],
    kitFile: args.get('kit'),
    pavlovDefense: int('pavlov-defense', 0),
  };
}

function loadKit(file: string | undefined): ComponentKit {
  if (file === undefined) return fixtureKit();
  let kit: ComponentKit;
  try {
    kit = JSON.parse(readFileSync(file, 'utf8')) as ComponentKit;
  } catch (e) {
    usage('kit.read', `Cannot read the kit ${file}: ${(e as Error).message}`);
  }
  const v = validateKit(kit);
  if (v.status !== 'complete') {
    const first = v.errors[0] ?? v.gaps[0];
    usage(
      'kit.' + v.status,
      `The kit must be complete and valid to simulate: ${first ? `${first.path}: ${first.message}` : v.status}`,
    );
  }
  return kit;
}

const a = parse(process.argv.slice(2));
const kit = loadKit(a.kitFile);
const options: { -readonly [K in keyof GameOptions]?: GameOptions[K] } = {};
for (const o of a.optional) options[o] = true;
if (options.pavlov) {
  const df = a.pavlovDefense ?? (a.kitFile === undefined ? FIXTURE_PAVLOV_DEFENSE : undefined);
  if (df === undefined)
    usage(
      'args.pavlov-defense',
      "With --kit and pavlov, give --pavlov-defense N (Pavlov's House Defense Factor from your counter).",
    );
  options.pavlovDefense = df;
}
const t0 = performance.now();
try {
  const summary = simulate({
    games: a.games,
    seed: a.seed,
    scenario: a.scenario as 'main' | 'factory',
    kit,
    options,
  });
  const ms = Math.round(performance.now() - t0);
  process.stdout.write(`${JSON.stringify({ ...summary, ms })}\n`);
} catch (e) {
  if (e instanceof SimulationFailure) {
    process.stderr.write(`simulate: FAILED: ${e.message}\n`);
    process.exit(1);
  }
  throw e;
}
