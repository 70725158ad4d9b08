/**
 * `npm run --silent simulate -- --games N --seed S [--scenario main|factory]
 *   [--optional LIST] [--morale N] [--kit FILE] [--pavlov-defense N] [--workers N]
 *   [--ruling id=reading]`
 * Plays N complete games with the built-in German policy (digital cup, generated dice) and
 * prints one JSON line. Bad arguments: {"error",...} and exit 2. A broken invariant: the
 * details on stderr and exit 1. `--optional increasedSupply` rerolls Supply 1s every Turn (12.8);
 * `--morale N` starts German Morale at N, 0 to 19 (12.7).
 *
 * The games are independent (game i is seeded with S and i), so they are shared between worker
 * threads (--workers, default one per core up to 2) and their totals added up: the output is
 * the same whatever the number of workers. `runSimulation` is the same run for the benchmark.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { MORALE_MAX } from '../src/volga/engine/game/ops';
import { checkOptions } from '../src/volga/engine/game/setup';
import type { GameOptions } from '../src/volga/engine/game/types';
import { type ComponentKit, importKit, parseKit, validateKit } from '../src/volga/engine/kit';
import { fixtureKit } from '../src/volga/engine/kit/fixture';
import { parseRulingFlag, type Rulings, withDefaults } from '../src/volga/engine/rulings';
import {
  addTotals,
  SIMULATOR_OPTIONS,
  type SimulationConfig,
  SimulationFailure,
  type SimulationSummary,
  type SimulationTotals,
  type SimulatorOption,
  simulateTotals,
  summarize,
} from '../src/volga/sim';

/** The command-line flag of each option the engine's setup check can refuse. */
const OPTION_FLAG: Readonly<Record<string, string>> = {
  'setup.pavlovDefense': 'pavlov-defense',
  'setup.startingMorale': 'morale',
  'setup.rulings': 'ruling',
};

/** Made-up Pavlov's House Defense Factor for the fixture kit only (the real one is on the counter). */
const FIXTURE_PAVLOV_DEFENSE = 9;

/** The most games one run plays (a bigger run is a typo, and would run for days). */
export const MAX_GAMES = 1_000_000;

/** The most worker threads: one per core (more only adds memory, each holds its own engine). */
const MAX_WORKERS = Math.max(1, availableParallelism());

/** Worker threads used by default: one per core, at most two. */
export const DEFAULT_WORKERS = Math.max(1, Math.min(2, availableParallelism()));

/**
 * A worker loads this very file. Run from TypeScript (tsx), the worker has to register tsx's
 * loader itself first: loader hooks do not reach worker threads (tsx issue 354).
 */
const SELF = import.meta.url;
const WORKER_SOURCE = SELF.endsWith('.ts')
  ? `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(SELF)}); });`
  : `import(${JSON.stringify(SELF)});`;

/** What a worker sends back: its part's totals, or the failure that stopped it. */
type WorkerReply =
  | { readonly ok: true; readonly totals: SimulationTotals }
  | { readonly ok: false; readonly failure: string; readonly simulation: boolean };

/** Plays one part of a run in this thread. */
function runPart(cfg: SimulationConfig): WorkerReply {
  try {
    return { ok: true, totals: simulateTotals(cfg) };
  } catch (e) {
    return {
      ok: false,
      failure: e instanceof Error ? e.message : String(e),
      simulation: e instanceof SimulationFailure,
    };
  }
}

/**
 * Plays `cfg.games` games shared between `workers` threads and returns the summary of their
 * added-up totals (the same for any number of workers); throws SimulationFailure on a broken
 * invariant or a refused action.
 */
export async function runSimulation(
  cfg: SimulationConfig,
  workers: number = DEFAULT_WORKERS,
): Promise<SimulationSummary> {
  const n = Math.max(1, Math.min(workers, cfg.games));
  const parts: SimulationConfig[] = [];
  for (let i = 0, first = 0; i < n; i++) {
    const games = Math.floor(cfg.games / n) + (i < cfg.games % n ? 1 : 0);
    parts.push({ ...cfg, first: (cfg.first ?? 0) + first, games });
    first += games;
  }
  const replies =
    n === 1
      ? [runPart(parts[0]!)]
      : await Promise.all(
          parts.map(
            (part) =>
              new Promise<WorkerReply>((resolve, reject) => {
                // Allocation-heavy work: a larger young generation means fewer, cheaper GCs.
                const w = new Worker(WORKER_SOURCE, {
                  eval: true,
                  workerData: part,
                  resourceLimits: { maxYoungGenerationSizeMb: 64 },
                });
                w.once('message', (m: WorkerReply) => {
                  resolve(m);
                  void w.terminate();
                });
                w.once('error', reject);
              }),
          ),
        );
  const totals: SimulationTotals[] = [];
  for (const r of replies) {
    if (!r.ok) {
      if (r.simulation) throw new SimulationFailure(r.failure);
      throw new Error(r.failure);
    }
    totals.push(r.totals);
  }
  return summarize(addTotals(totals));
}

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
    if (args.has(a.slice(2))) usage('args.repeated', `${a} is given more than once.`);
    args.set(a.slice(2), v);
    i++;
  }
  for (const k of args.keys())
    if (
      ![
        'games',
        'seed',
        'scenario',
        'optional',
        'morale',
        'kit',
        'pavlov-defense',
        'workers',
        'ruling',
      ].includes(k)
    )
      usage('args.unknown', `Unknown option --${k}.`);
  // Every number is a whole number within its range, written in digits (no 1e3, 0x10 or '').
  const int = (k: string, min: number, max: number): number | undefined => {
    const v = args.get(k);
    if (v === undefined) return undefined;
    const n = /^-?\d+$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max)
      usage(`args.${k}`, `--${k} must be a whole number from ${min} to ${max}; got ${v}.`);
    return n;
  };
  const games = int('games', 1, MAX_GAMES);
  const seed = int('seed', 0, Number.MAX_SAFE_INTEGER);
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
  const morale = int('morale', 0, Number.MAX_SAFE_INTEGER);
  if (morale !== undefined && morale > MORALE_MAX)
    usage(
      'args.morale',
      `--morale is the 12.7 starting Morale, 0 to ${MORALE_MAX}; got ${morale}.`,
    );
  return {
    games,
    seed,
    scenario,
    optional: optional as SimulatorOption[],
    morale,
    kitFile: args.get('kit'),
    // Its range is the engine's (12.6), checked with the rest of the options in main.
    pavlovDefense: int('pavlov-defense', 0, Number.MAX_SAFE_INTEGER),
    workers: int('workers', 1, MAX_WORKERS) ?? DEFAULT_WORKERS,
    rulings: rulingsOf(args.get('ruling')),
  };
}

/** --ruling id=reading[,id=reading]: the readings to play with, the rest as written (rulings.ts). */
function rulingsOf(text: string | undefined): Rulings {
  let chosen: Partial<Rulings> = {};
  for (const pair of (text ?? '').split(',').filter((x) => x.trim().length > 0)) {
    const r = parseRulingFlag(pair);
    if (!r.ok) usage('args.ruling', r.error.message);
    chosen = { ...chosen, ...r.value };
  }
  return withDefaults(chosen);
}

/**
 * Reads --kit: the app's exported kit file (format volga-table/component-kit, read by importKit
 * with its migrations), or a bare kit object; both go through the kit engine's own parser, so a
 * broken file is refused with its first problem and exit 2, never a crash.
 */
function loadKit(file: string | undefined): ComponentKit {
  if (file === undefined) return fixtureKit();
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    usage('kit.read', `Cannot read the kit ${file}: ${(e as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    usage('kit.file.json', `The kit ${file} is not JSON: ${(e as Error).message}`);
  }
  const wrapped = typeof data === 'object' && data !== null && 'format' in data;
  const read = wrapped ? importKit(text) : parseKit(data);
  if (!read.ok) {
    const first = read.error.issues[0];
    usage(
      read.error.code,
      `The kit ${file} cannot be used: ${read.error.message}${first && !read.error.message.includes(first.path) ? ` (${first.path}: ${first.message})` : ''}`,
    );
  }
  const kit = read.value;
  const v = validateKit(kit);
  if (v.status !== 'complete') {
    const problem = v.errors[0] ?? v.gaps[0];
    usage(
      `kit.${v.status}`,
      `The kit must be complete and valid to simulate: ${problem ? `${problem.path}: ${problem.message}` : v.status}`,
    );
  }
  return kit;
}

async function main(): Promise<void> {
  const a = parse(process.argv.slice(2));
  const kit = loadKit(a.kitFile);
  const options: { -readonly [K in keyof GameOptions]?: GameOptions[K] } = {};
  for (const o of a.optional) options[o] = true;
  if (a.morale !== undefined) {
    // 12.7: the player's own starting Morale.
    options.reducedMorale = true;
    options.startingMorale = a.morale;
  }
  options.rulings = a.rulings;
  if (a.pavlovDefense !== undefined) options.pavlovDefense = a.pavlovDefense;
  if (options.pavlov) {
    const df = a.pavlovDefense ?? (a.kitFile === undefined ? FIXTURE_PAVLOV_DEFENSE : undefined);
    if (df === undefined)
      usage(
        'args.pavlov-defense',
        "With --kit and pavlov, give --pavlov-defense N (Pavlov's House Defense Factor from your counter).",
      );
    options.pavlovDefense = df;
  }
  // The engine checks the options as New game does (ranges with their rules): a refusal here
  // is the command line's mistake, said before any game is played.
  const checked = checkOptions(a.scenario as 'main' | 'factory', options);
  if (!checked.ok) {
    const flag = OPTION_FLAG[checked.error.code] ?? 'optional';
    usage(`args.${flag}`, `--${flag}: ${checked.error.message} (${checked.error.rule})`);
  }
  const t0 = performance.now();
  try {
    const summary = await runSimulation(
      { games: a.games, seed: a.seed, scenario: a.scenario as 'main' | 'factory', kit, options },
      a.workers,
    );
    const ms = Math.round(performance.now() - t0);
    process.stdout.write(`${JSON.stringify({ ...summary, ms })}\n`);
  } catch (e) {
    if (e instanceof SimulationFailure) {
      process.stderr.write(`simulate: FAILED: ${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
}

if (!isMainThread) {
  // A worker of runSimulation: play its part and send the totals back.
  parentPort!.postMessage(runPart(workerData as SimulationConfig));
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
