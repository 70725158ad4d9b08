/**
 * Game record benchmarks: replaying a 1,000-action log to its state (median), and the
 * headless simulator playing 1,000 complete games with the built-in policy, as `npm run simulate`
 * plays them (shared between worker threads). Wall time is what the budgets check; CPU time
 * (process.cpuUsage, every thread of the process) is reported beside it because other work on
 * the machine stretches wall time.
 */
import { performance } from 'node:perf_hooks';
import type { Budget } from '../scripts/bench';
import { DEFAULT_WORKERS, runSimulation } from '../scripts/simulate';
import { nextIndex, type PrngState, seedPrng } from '../src/volga/engine/dice';
import { apply, type LogEntry, legalActions, newGame, replay } from '../src/volga/engine/game';
import type { Action, GameSetup, GameState } from '../src/volga/engine/game/types';
import { fixtureKit } from '../src/volga/engine/kit/fixture';
import { createGermanPlayer } from '../src/volga/sim';
import { median, timeMedian } from './_util';

/** Runs after the combat benchmarks. */
export const order = 40;

const kit = fixtureKit();
/** Actions a table-side player takes "idly": activating an Area, ending an untouched round, walking to a Vacant Area. */
function idle(s: GameState, a: Action): boolean {
  if (a.type === 'activate') return true;
  if (a.type === 'endRound')
    return !!s.round && !Object.values(s.round.units).some((u) => u.moved || u.attacked);
  return a.type === 'move' && s.areas[a.to]?.soviet == null;
}

/**
 * A 1,000-action log of one game: the built-in policy plays, and 95% of the time (seeded) an
 * idle legal action is taken instead, as a player browsing the board would; the policy keeps
 * the game going to Turn 9, so a log this long is reached.
 */
export function longLog(): { setup: GameSetup; log: LogEntry[] } {
  const germanPolicy = createGermanPlayer();
  for (let seed = 1; ; seed++) {
    const setup: GameSetup = { scenario: 'main', cup: 'digital', kit, seed };
    const start = newGame(setup);
    if (!start.ok) throw new Error(start.error.message);
    let s = start.value;
    let rng: PrngState = seedPrng(seed);
    const log: LogEntry[] = [];
    while (log.length < 1000 && !s.result) {
      let action: Action | null = null;
      let u: number;
      [u, rng] = nextIndex(rng, 20);
      if (u < 19 && !(s.round?.attack || s.round?.retreat)) {
        const opts = legalActions(s).filter((l) => idle(s, l.action));
        if (opts.length > 0) {
          let k: number;
          [k, rng] = nextIndex(rng, opts.length);
          action = opts[k]!.action;
        }
      }
      action ??= germanPolicy(s);
      if (!action) break;
      const r = apply(s, action);
      if (!r.ok) throw new Error(`bench walk refused ${action.type}: ${r.error.message}`);
      log.push({ action, rolls: r.value.rolls });
      s = r.value.state;
    }
    if (log.length === 1000) return { setup, log };
  }
}

/** CPU milliseconds (user + system, all threads) since `from`. */
const cpuMs = (from: NodeJS.CpuUsage): number => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
};

/** Measures both; the simulator run is timed once (it takes seconds). */
export async function run(): Promise<Record<string, number>> {
  const { setup, log } = longLog();
  const replayOnce = () => {
    const r = replay(setup, log);
    if (!r.ok) throw new Error(r.error.message);
  };
  const replay1000Ms = timeMedian(replayOnce, 15, 3);
  const cpu: number[] = [];
  for (let i = 0; i < 15; i++) {
    const c0 = process.cpuUsage();
    replayOnce();
    cpu.push(cpuMs(c0));
  }
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  await runSimulation({ games: 1000, seed: 1, scenario: 'main', kit });
  return {
    replay1000Ms,
    replay1000CpuMs: Number(median(cpu).toFixed(4)),
    simulate1000Ms: Math.round(performance.now() - t0),
    simulate1000CpuMs: Math.round(cpuMs(c0)),
    simulateWorkers: DEFAULT_WORKERS,
  };
}

/** Budgets for the game record's measurements. */
export const budgets: readonly Budget[] = [
  {
    key: 'replay1000Ms',
    text: 'replaying a 1,000-action log under 50 ms',
    check: (m) => (m.replay1000Ms ?? Infinity) < 50,
  },
  {
    key: 'simulate1000Ms',
    text: '1,000 simulated games under 20 s',
    check: (m) => (m.simulate1000Ms ?? Infinity) < 20_000,
  },
];
