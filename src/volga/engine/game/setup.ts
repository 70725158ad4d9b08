/**
 * Setting up a game (5.x main game, 14.x Factory District): an unchecked GameSetup turned into a
 * checked GameState, or the rule it breaks / the component fact it still needs.
 */
import { err, ok } from '../../../core/result';
import {
  type CounterPool,
  countersFor,
  FACTORY_DISTRICT_PREREVEALED,
  PAVLOVS_HOUSE,
} from '../counters';
import { seedPrng } from '../dice';
import { AREA_NUMBERS, GERMAN_START_AREAS, type ScenarioId } from '../kit/types';
import { checkRulings, DEFAULT_RULINGS, UNRECORDED_RULINGS, withDefaults } from '../rulings';
import { OPTIONAL_RULES, TERRAINS, type Terrain } from '../types';
import { withNamedUnits } from './germanFacts';
import { MORALE_MAX } from './ops';
import { settleAfterDawnStart } from './sequence';
import {
  type AreaState,
  GAME_SCHEMA_VERSION,
  type GameOptions,
  type GameResultOf,
  type GameSetup,
  type GameState,
} from './types';

/** First Turn of each scenario (5.2, 14.2). */
export const FIRST_TURN: Readonly<Record<ScenarioId, number>> = { main: 1, factory: 10 };
/** Last Turn of the Factory District (14.1, 14.7). */
export const FACTORY_LAST_TURN = 14;
/** Starting Morale without 12.7 (5.2, 14.2). */
export const STARTING_MORALE: Readonly<Record<ScenarioId, number>> = { main: 19, factory: 15 };
/** Air Support markers in the game: one free each Supply Phase, "the other two" bought (6.3). */
export const AIR_MARKERS = 3;
/** 14.2: the Control markers the Factory District places (besides the gray start Areas). */
export const FACTORY_CONTROL_AREAS: readonly number[] = [
  7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20, 23, 24, 27, 28, 29, 30, 31, 32, 33, 34, 45, 46,
  47,
];

/** The on/off optional rules of GameOptions (12.1-12.8): the OPTIONAL_RULE catalogue's ids. */
export const OPTION_FLAGS = OPTIONAL_RULES satisfies readonly (keyof GameOptions)[];

/** Every Turn of a scenario, first to last (5.1, 14.1): the Turns 12.8 rerolls by default. */
function scenarioTurns(scenario: ScenarioId): number[] {
  const last = scenario === 'main' ? 9 : FACTORY_LAST_TURN;
  return Array.from(
    { length: last - FIRST_TURN[scenario] + 1 },
    (_, i) => FIRST_TURN[scenario] + i,
  );
}

/**
 * The default settings: no optional rules, 11.2 as printed (40 Areas, Turn 9). Should 12.8 be
 * turned on, it rerolls 1s on every Turn, as the rule reads; fewer Turns is the player's choice.
 */
export function defaultOptions(scenario: ScenarioId = 'main'): GameOptions {
  return {
    rubble: false,
    northernShoulder: false,
    isolation: false,
    parentOrganization: false,
    limitedAir: false,
    pavlov: false,
    reducedMorale: false,
    startingMorale: 15,
    increasedSupply: false,
    rerollTurns: scenarioTurns(scenario),
    pavlovDefense: null,
    victoryAreas: 40,
    lastTurn: scenario === 'main' ? 9 : FACTORY_LAST_TURN,
    rulings: DEFAULT_RULINGS,
  };
}

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

/** The options of a new game with defaults filled in, or the first bad setting. */
export function checkOptions(
  scenario: ScenarioId,
  given: Partial<GameOptions> | undefined,
): GameResultOf<GameOptions> {
  const o = optionsOf(scenario, given);
  if (!o.ok) return o;
  // 12.8 with no Turn to reroll changes nothing, so a new game may not be set up that way. A game
  // already played with such settings still replays (optionsOf): it was played without rerolls.
  if (o.value.increasedSupply && o.value.rerollTurns.length === 0)
    return err(
      'setup.rerollTurns',
      '12.8',
      '12.8 Increased German Supply is on but no Turn is chosen to reroll 1s: choose at least one Turn, or turn 12.8 off.',
    );
  return o;
}

/** The options with defaults filled in, or the first setting no game can be played with. */
function optionsOf(
  scenario: ScenarioId,
  given: Partial<GameOptions> | undefined,
): GameResultOf<GameOptions> {
  // A setup that records no readings predates them: it keeps the readings it was played with.
  const rulings = checkRulings(given?.rulings ?? UNRECORDED_RULINGS);
  if (!rulings.ok) return err('setup.rulings', rulings.error.rule, rulings.error.message);
  const o: GameOptions = {
    ...defaultOptions(scenario),
    ...(given ?? {}),
    rulings: withDefaults(rulings.value),
  };
  for (const k of OPTION_FLAGS) {
    if (typeof o[k] !== 'boolean')
      return err('setup.option', 'input', `${k} must be true or false.`);
  }
  if (!isInt(o.startingMorale) || o.startingMorale < 0 || o.startingMorale > MORALE_MAX)
    return err('setup.startingMorale', '12.7', 'Starting Morale must be a whole number 0..19.');
  if (!Array.isArray(o.rerollTurns) || o.rerollTurns.some((t) => !isInt(t) || t < 1 || t > 14))
    return err('setup.rerollTurns', '12.8', 'Reroll Turns must be Turn numbers 1..14.');
  if (!isInt(o.victoryAreas) || o.victoryAreas < 1 || o.victoryAreas > 50)
    return err(
      'setup.victoryAreas',
      '11.2',
      'The Operational Victory threshold must be 1..50 Areas.',
    );
  if (scenario === 'main' && (!isInt(o.lastTurn) || o.lastTurn < 1 || o.lastTurn > 9))
    return err('setup.lastTurn', '11.2', 'The main game ends on a Turn from 1 to 9.');
  if (
    o.pavlovDefense !== null &&
    (!isInt(o.pavlovDefense) || o.pavlovDefense < 0 || o.pavlovDefense > 20)
  )
    return err('setup.pavlovDefense', '12.6', "Pavlov's House Defense Factor must be 0..20.");
  if (o.pavlov && o.pavlovDefense === null)
    return err(
      'setup.pavlovDefense',
      '12.6',
      "Pavlov's House is in play: type the Defense Factor printed on its counter (the rulebook does not give it).",
    );
  return ok(scenario === 'factory' ? { ...o, lastTurn: FACTORY_LAST_TURN } : o);
}

/**
 * A new game from its setup (5.2-5.4 or 14.2-14.5), already advanced to the first point that
 * needs the player; or the rule broken / the component fact still needed.
 */
export function newGame(setup: GameSetup): GameResultOf<GameState> {
  const { scenario, kit } = setup;
  if (scenario !== 'main' && scenario !== 'factory')
    return err('setup.scenario', 'input', `Unknown scenario ${JSON.stringify(scenario)}.`);
  if (setup.cup !== 'physical' && setup.cup !== 'digital')
    return err('setup.cup', 'input', "The cup is 'physical' or 'digital'.");
  const opts = optionsOf(scenario, setup.options);
  if (!opts.ok) return opts;
  const options = opts.value;

  // 5.2, 7.2, 14.2: control; 5.4, 14.5.1: one Soviet unit in every Soviet Area.
  const germanAreas = new Set<number>(
    scenario === 'main' ? GERMAN_START_AREAS : [...GERMAN_START_AREAS, ...FACTORY_CONTROL_AREAS],
  );
  const prerevealed = new Map<number, string>();
  if (scenario === 'factory') {
    for (const p of FACTORY_DISTRICT_PREREVEALED) prerevealed.set(p.area, p.counter.id);
    // 14.5.2 with 7.1 (one Soviet unit per Area): Pavlov's House takes Area 14's place.
    if (options.pavlov) prerevealed.set(14, PAVLOVS_HOUSE.id);
  }
  const areas: Record<number, AreaState> = {};
  let germanControlled = 0;
  for (const n of AREA_NUMBERS) {
    if (germanAreas.has(n)) {
      areas[n] = { control: 'german', soviet: null, isolated: false };
      germanControlled++;
    } else {
      const counter = prerevealed.get(n) ?? null;
      areas[n] = {
        control: 'soviet',
        soviet: { counter, revealedRound: counter === null ? null : 0 },
        isolated: false,
      };
    }
  }
  // 5.3, 14.3, 14.4: the German counters of the places the kit knows, where each starts (the
  // other places are asked when play first needs their units: germanFacts.ts).
  const germans = withNamedUnits(kit, scenario, {});
  for (const id in germans) {
    const loc = germans[id]!.location;
    if (loc.kind === 'area' && !areas[loc.area])
      return err(
        'setup.unitArea',
        scenario === 'main' ? '5.3.1' : '14.3.1',
        `Counter ${id} sets up in Area ${loc.area}, which does not exist.`,
      );
  }

  // 5.4, 14.5.1, 12.6: the unseen counters per terrain.
  const pool: CounterPool = scenario === 'main' ? 'main' : 'factoryDistrict';
  const pools = {} as Record<Terrain, readonly string[]>;
  for (const t of TERRAINS) {
    pools[t] = countersFor(pool, t, { pavlov: options.pavlov && scenario === 'main' }).map(
      (c) => c.id,
    );
  }

  const morale = options.reducedMorale ? options.startingMorale : STARTING_MORALE[scenario];
  const state: GameState = {
    schemaVersion: GAME_SCHEMA_VERSION,
    scenario,
    options,
    cup: setup.cup,
    kit,
    turn: FIRST_TURN[scenario],
    phase: 'dawn',
    step: 'reinforcement',
    morale,
    supply: 0,
    // 5.2, 14.2: every Support marker starts in the Used Support Units Box.
    support: {
      available: { air: 0, artillery: 0, engineer: 0 },
      used: { air: AIR_MARKERS, artillery: 0, engineer: 0 },
    },
    germans,
    areas,
    germanControlled,
    pools,
    event: null,
    withdrawals: [],
    placedGroups: [],
    groupAreas: {},
    isolationCandidates: null,
    supplyRoll: null,
    supplyRaised: null,
    round: null,
    roundSerial: 0,
    lastAttack: null,
    prng: seedPrng(setup.seed),
    result: null,
  };
  return settleAfterDawnStart(state);
}

/** The game's length and the German victory target, beside the printed values they may differ from. */
export interface VictoryTerms {
  /** German Controlled Areas the German player needs at the end of the last Turn. */
  readonly target: number;
  readonly printedTarget: number;
  /** The Turn the game ends after. */
  readonly lastTurn: number;
  readonly printedLastTurn: number;
  /** The section that sets them: 11.2 (main game, house settings allowed) or 14.7 (Factory District). */
  readonly rule: '11.2' | '14.7';
}

/** Returns the victory target and the last Turn of this game (11.2; 14.7: all 50 Areas). */
export function victoryTerms(s: Pick<GameState, 'scenario' | 'options'>): VictoryTerms {
  const printed = defaultOptions(s.scenario);
  const main = s.scenario === 'main';
  return {
    target: main ? s.options.victoryAreas : 50,
    printedTarget: main ? printed.victoryAreas : 50,
    lastTurn: s.options.lastTurn,
    printedLastTurn: printed.lastTurn,
    rule: main ? '11.2' : '14.7',
  };
}
