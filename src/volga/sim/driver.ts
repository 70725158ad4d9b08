/**
 * The headless simulator's driver: plays complete games with the built-in German player, the
 * digital cup and generated dice, checking the invariants after every action. Pure: the caller
 * supplies the kit and the seed, and times the run; one player (and so one memory) serves a run.
 */
import { apply } from '../engine/game/apply';
import { checkInvariants } from '../engine/game/invariants';
import type { LogEntry } from '../engine/game/record';
import { newGame } from '../engine/game/setup';
import type { GameOptions, GameState } from '../engine/game/types';
import type { ComponentKit, ScenarioId } from '../engine/kit';
import { OPTIONAL_RULES, type OptionalRule } from '../engine/types';
import { createGermanPlayer, type GermanPlayer } from './decisions';
import type { PlayerMemory } from './view';

/** The optional rules the simulator sets with a flag of their own (12.7: --morale N). */
const OWN_FLAGS = ['reducedMorale'] as const satisfies readonly OptionalRule[];
export type SimulatorOption = Exclude<OptionalRule, (typeof OWN_FLAGS)[number]>;
/**
 * Optional rules the simulator's --optional flag accepts (12.1-12.6, and 12.8 with its default
 * of every Turn): the catalogue's others.
 */
export const SIMULATOR_OPTIONS: readonly SimulatorOption[] = OPTIONAL_RULES.filter(
  (r): r is SimulatorOption => !(OWN_FLAGS as readonly string[]).includes(r),
);

/** Most actions one game may take before the simulator calls the policy stuck. */
export const MAX_ACTIONS_PER_GAME = 20_000;

/** Thrown when a game breaks an invariant or the policy is refused or stuck: a bug to fix. */
export class SimulationFailure extends Error {
  override readonly name = 'SimulationFailure';
}

/** What one game ended with. */
export interface GameOutcome {
  readonly state: GameState;
  readonly log: readonly LogEntry[];
}

/** Settings of a simulation run. */
export interface SimulationConfig {
  readonly games: number;
  readonly seed: number;
  readonly scenario: ScenarioId;
  readonly kit: ComponentKit;
  readonly options?: Partial<GameOptions>;
  /** Keep each game's log (for replay tests); off for speed. */
  readonly keepLogs?: boolean;
  /** Index of the first game (default 0): a run can be split into parts that add up. */
  readonly first?: number;
  /** The player's memory, to share between the parts of a run in one worker (default: new). */
  readonly memory?: PlayerMemory;
}

/** Sums over a run of games; parts of a run add up to the whole run's totals. */
export interface SimulationTotals {
  readonly games: number;
  readonly germanWins: number;
  readonly automaticGerman: number;
  readonly automaticSoviet: number;
  /** Sum of the final Morale of every game. */
  readonly moraleSum: number;
  /** Sum of the final German Controlled count of every game. */
  readonly controlledSum: number;
}

/** The simulator's summary line, without the timing. */
export interface SimulationSummary {
  readonly games: number;
  readonly germanWins: number;
  readonly sovietWins: number;
  readonly automaticGerman: number;
  readonly automaticSoviet: number;
  readonly meanFinalMorale: number;
  readonly meanGermanControlled: number;
}

/** Plays one complete game from seed words `seed`; throws SimulationFailure on a broken invariant. */
export function playGame(
  kit: ComponentKit,
  scenario: ScenarioId,
  seed: readonly number[],
  options: Partial<GameOptions> = {},
  keepLog = false,
  player: GermanPlayer = createGermanPlayer(),
): GameOutcome {
  const start = newGame({ scenario, cup: 'digital', kit, seed, options });
  if (!start.ok)
    throw new SimulationFailure(
      `setup refused: ${start.error.code} (${start.error.rule}) ${start.error.message}`,
    );
  let s = start.value;
  const log: LogEntry[] = [];
  for (let i = 0; ; i++) {
    const bad = checkInvariants(s);
    if (bad.length > 0)
      throw new SimulationFailure(
        `invariant broken in game seed ${seed.join(',')} after ${i} actions: ${bad.join('; ')}`,
      );
    if (s.result) return { state: s, log };
    if (i >= MAX_ACTIONS_PER_GAME)
      throw new SimulationFailure(
        `game seed ${seed.join(',')} did not end within ${MAX_ACTIONS_PER_GAME} actions (Turn ${s.turn}, ${s.phase}/${s.step})`,
      );
    const action = player(s);
    if (!action)
      throw new SimulationFailure(
        `the policy has no action at Turn ${s.turn}, ${s.phase}/${s.step} (seed ${seed.join(',')})`,
      );
    const r = apply(s, action);
    if (!r.ok)
      throw new SimulationFailure(
        `the engine refused the policy's ${JSON.stringify(action)} at Turn ${s.turn} ${s.phase}/${s.step}: ${r.error.code} (${r.error.rule}) ${r.error.message}`,
      );
    if (keepLog) log.push({ action, rolls: r.value.rolls });
    s = r.value.state;
  }
}

const round4 = (x: number): number => Math.round(x * 10_000) / 10_000;

/**
 * Plays games `first`..`first + games - 1` (game i seeded with the seed's two 32-bit words and
 * i) and returns their totals.
 */
export function simulateTotals(cfg: SimulationConfig): SimulationTotals {
  let germanWins = 0;
  let automaticGerman = 0;
  let automaticSoviet = 0;
  let moraleSum = 0;
  let controlledSum = 0;
  const first = cfg.first ?? 0;
  const player = createGermanPlayer(cfg.memory);
  for (let g = first; g < first + cfg.games; g++) {
    const { state } = playGame(
      cfg.kit,
      cfg.scenario,
      [cfg.seed >>> 0, Math.floor(cfg.seed / 2 ** 32) >>> 0, g],
      cfg.options,
      cfg.keepLogs,
      player,
    );
    const res = state.result!;
    if (res.winner === 'german') germanWins++;
    if (res.kind === 'automatic') {
      if (res.winner === 'german') automaticGerman++;
      else automaticSoviet++;
    }
    moraleSum += state.morale;
    controlledSum += state.germanControlled;
  }
  return {
    games: cfg.games,
    germanWins,
    automaticGerman,
    automaticSoviet,
    moraleSum,
    controlledSum,
  };
}

/** The totals of several parts of one run, added up. */
export function addTotals(parts: readonly SimulationTotals[]): SimulationTotals {
  const sum = (k: keyof SimulationTotals) => parts.reduce((n, p) => n + p[k], 0);
  return {
    games: sum('games'),
    germanWins: sum('germanWins'),
    automaticGerman: sum('automaticGerman'),
    automaticSoviet: sum('automaticSoviet'),
    moraleSum: sum('moraleSum'),
    controlledSum: sum('controlledSum'),
  };
}

/** The summary line of a run's totals (means rounded to 4 decimals). */
export function summarize(t: SimulationTotals): SimulationSummary {
  const n = Math.max(1, t.games);
  return {
    games: t.games,
    germanWins: t.germanWins,
    sovietWins: t.games - t.germanWins,
    automaticGerman: t.automaticGerman,
    automaticSoviet: t.automaticSoviet,
    meanFinalMorale: round4(t.moraleSum / n),
    meanGermanControlled: round4(t.controlledSum / n),
  };
}

/** Plays `games` games (game i seeded with the seed's two 32-bit words and i) and summarises them. */
export function simulate(cfg: SimulationConfig): SimulationSummary {
  return summarize(simulateTotals(cfg));
}
