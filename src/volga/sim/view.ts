/**
 * What the simulator's German player knows in one decision (Ctx): the board, the Turn's combat
 * settings, the markers on hand, and what Areas are worth to attack or to stand in. Its memory
 * across decisions (PlayerMemory, made per simulation by createPlayerMemory) holds every cache
 * and scratch buffer, so two players never share state.
 */

import { lastTurn } from '../engine/game/flow';
import { combatEnvironment, sovietCounter } from '../engine/game/ops';
import { freeAir } from '../engine/game/phases';
import type { GameState } from '../engine/game/types';
import { AREA_NUMBERS } from '../engine/kit';
import { UNRECORDED_RULINGS } from '../engine/rulings';
import { moraleIsStrong, SUPPLY_COST } from '../engine/types';
import {
  type Actor,
  type AreaFacts,
  type Board,
  type BoardCache,
  boardOf,
  createBoardCache,
  factsOf,
} from './board';
import {
  type Caps,
  chanceIn,
  createOddsCache,
  type Defender,
  ENV_CODES,
  type Env,
  envFrom,
  kindIndex,
  type OddsCache,
  type Probe,
  poolInfo,
  rowOfAttack,
  TERRAIN_INDEX,
} from './odds';
import { ATTACK_THRESHOLD, LAST_TURN_THRESHOLD } from './settings';

export interface AttackPlan {
  /** The Area whose units attack. */
  readonly area: number;
  readonly target: number;
  readonly units: readonly string[];
  /** First step of each unit that still has to enter the target. */
  readonly steps: ReadonlyMap<string, number>;
  /** 9.3: the units stand in the Contested Active Area and attack it. */
  readonly fromContested: boolean;
  readonly p: number;
  /** p x the target's worth. */
  readonly value: number;
  /** value less the Supply spent, for choosing between plans. */
  readonly score: number;
}

/** The Area search buffers of `relocation` (one search at a time per player). */
export interface Scratch {
  readonly cost: Int8Array;
  readonly from: Uint8Array;
  readonly queue: Uint8Array;
}

/** Everything the player remembers between decisions, for one simulation (or one worker). */
export interface PlayerMemory {
  readonly odds: OddsCache;
  readonly board: BoardCache;
  /** The last Env made per game, reused while the event and the Morale side are the same. */
  readonly envs: WeakMap<GameState['options'], { event: GameState['event']; env: Env }>;
  /** Last worths worked out per game, by Area, with what they were worked out from. */
  readonly worths: WeakMap<
    GameState['options'],
    Map<number, { def: Defender; isolated: boolean; env: Env; value: number; worth: number }>
  >;
  /**
   * The order in which Areas are tried for attacks in the Combat Phase of `turn` (fixed when it
   * starts), and the Areas that had nothing worth attacking, per game.
   */
  readonly phases: WeakMap<
    GameState['options'],
    { readonly turn: number; readonly order: readonly number[]; readonly given: Set<number> }
  >;
  /** The plan an Area was activated with, per game: what the first step of its round needs. */
  readonly activations: WeakMap<
    GameState['options'],
    { readonly serial: number; readonly area: number; readonly plan: AttackPlan | null }
  >;
  /** The unit moving up and the path it chose, per game, for one Action Round. */
  readonly journeys: WeakMap<
    GameState['options'],
    { readonly serial: number; readonly unit: string; readonly path: readonly number[] }
  >;
  readonly scratch: Scratch;
}

/** A player memory with nothing remembered yet. */
export function createPlayerMemory(): PlayerMemory {
  return {
    odds: createOddsCache(),
    board: createBoardCache(),
    envs: new WeakMap(),
    worths: new WeakMap(),
    phases: new WeakMap(),
    activations: new WeakMap(),
    journeys: new WeakMap(),
    scratch: {
      cost: new Int8Array(51),
      from: new Uint8Array(51),
      queue: new Uint8Array(512),
    },
  };
}

/** The divisions of the German units in each Area, looked up as needed (7.1, 9.5.2D). */
export interface Stacks {
  readonly divisions: ((string | null)[] | undefined)[];
}

/** A target's defender and worth, once per decision. */
export interface TargetInfo {
  readonly def: Defender | null;
  readonly worth: number;
}

export function targetInfo(c: Ctx, t: number): TargetInfo {
  let ts = c.targets;
  if (!ts) {
    ts = [];
    c.targets = ts;
  }
  let x = ts[t];
  if (!x) {
    x = { def: defenderOf(c, t), worth: targetValue(c, t) };
    ts[t] = x;
  }
  return x;
}

/** What the policy knows in one decision. */
export interface Ctx {
  readonly mem: PlayerMemory;
  readonly s: GameState;
  readonly facts: readonly AreaFacts[];
  readonly board: Board;
  readonly env: Env;
  readonly last: boolean;
  readonly turnsLeft: number;
  readonly theta: number;
  readonly caps: Caps;
  front: Float64Array | null;
  /** Front values worked out so far in this decision (NaN: not yet). */
  frontOf: Float64Array | null;
  standBound: number | null;
  stacks: Stacks | null;
  targets: TargetInfo[] | null;
  actors: Map<number, Actor[]> | null;
}

function envOf(mem: PlayerMemory, s: GameState): Env {
  const strong = moraleIsStrong(s.morale);
  const kept = mem.envs.get(s.options);
  if (kept && kept.event === s.event && kept.env.strong === strong) return kept.env;
  const env = makeEnv(s, strong);
  mem.envs.set(s.options, { event: s.event, env });
  return env;
}

function makeEnv(s: GameState, strong: boolean): Env {
  const { events, options } = combatEnvironment(s);
  return envFrom(events, options, strong, s.options.rulings ?? UNRECORDED_RULINGS);
}

/** The decision context of state `s`. */
export function ctxOf(mem: PlayerMemory, s: GameState): Ctx {
  const facts = factsOf(mem.board, s.kit);
  const last = s.turn >= lastTurn(s);
  const av = s.support.available;
  return {
    mem,
    s,
    facts,
    board: boardOf(mem.board, s, facts),
    env: envOf(mem, s),
    last,
    turnsLeft: lastTurn(s) - s.turn,
    // 11.1: Morale 0 at the end of a Combat Phase loses; a Repulse costs 1, so stop at 1.
    theta: s.morale <= 1 ? Number.POSITIVE_INFINITY : last ? LAST_TURN_THRESHOLD : ATTACK_THRESHOLD,
    caps: {
      artillery: av.artillery,
      engineers: av.engineer,
      air: av.air,
      // This Turn's free Air marker comes back anyway while the Used box holds fewer (6.3).
      airCost: s.support.used.air < freeAir(s) ? 0 : SUPPLY_COST.air,
      keepHopeless: !last,
    },
    front: null,
    frontOf: null,
    standBound: null,
    stacks: null,
    targets: null,
    actors: null,
  };
}

/** What capturing Area `t` is worth, in Areas. */
export function targetValue(c: Ctx, t: number): number {
  const f = c.facts[t]!;
  let v = 1;
  // 11.2: the Operational Victory needs a Heavy Urban Area; worth more as the end nears.
  if (c.s.scenario === 'main' && !c.board.heavyHeld && f.terrain === 'heavyUrban')
    v += c.last ? 3 : c.turnsLeft <= 2 ? 1 : 0.25;
  // 9.5.7: a Control marker in a +4 TEM Area gives +1 Morale.
  if (f.tem === 4) v += 0.25;
  // 12.3: taking the riverbank cuts the trace to the Volga and isolates the Areas behind it.
  if (c.s.options.isolation && f.volga) v += 0.25;
  return v;
}

/** The defender of Soviet-occupied Area `t`, or null when it cannot be valued. */
export function defenderOf(c: Ctx, t: number): Defender | null {
  const sov = c.s.areas[t]?.soviet;
  if (!sov) return null;
  if (sov.counter) {
    const k = sovietCounter(sov.counter);
    if (!k) return null;
    const df = k.pavlov ? c.s.options.pavlovDefense : k.defense;
    if (df === null) return null;
    const kind = kindIndex(c.mem.odds, df, k.strategy, k.pavlov === true);
    let d = c.mem.odds.revealed[kind];
    if (!d) {
      d = { kind, pool: null };
      c.mem.odds.revealed[kind] = d;
    }
    return d;
  }
  const terrain = c.facts[t]!.terrain;
  if (!terrain) return null;
  const info = poolInfo(c.mem.odds, c.s, terrain);
  return info.size > 0 ? info.defender : null;
}

/**
 * How easy Area `t` is to take, for choosing where to move: the chance of a typical full stack
 * (lead 6, four units, one division, two Artillery) capturing it.
 */
export function ease(c: Ctx, t: number, def: Defender): number {
  const f = c.facts[t]!;
  if (!f.terrain || f.tem === null) return 0;
  const isolated = c.s.options.isolation && c.s.areas[t]!.isolated;
  // The reference attack's row depends on the defending side's flags and the Turn's settings.
  let key = TERRAIN_INDEX[f.terrain] * 5 + f.tem;
  key = ((key * 2 + +f.volga) * 2 + +(def.pool !== null)) * 2 + +isolated;
  key = (key * ENV_CODES + c.env.bits) * 2 + +c.env.strong;
  const o = c.mem.odds;
  const known = o.easeRows.get(key);
  if (known) return chanceIn(o, known, null, def);
  const p: Probe = {
    lead: 6,
    attackers: 4,
    integrity: true,
    parentOrgs: 1,
    mandatory: true,
    terrain: f.terrain,
    tem: f.tem,
    firstReveal: def.pool !== null,
    volga: f.volga,
    isolated,
    contested: false,
    env: c.env,
  };
  const row = rowOfAttack(o, p, 2, 0, false);
  o.easeRows.set(key, row);
  return chanceIn(o, row, null, def);
}

/**
 * How good Area `n` is to stand in for next Turn's attacks: at the front, the best target it
 * borders; in a Contested Area, its own Soviet unit (9.3) less the Bloody Streets risk (6.4.1);
 * behind the front, a little worse for each step back.
 */
export function frontValues(c: Ctx): Float64Array {
  if (c.front) return c.front;
  // Same Areas, Turn, events and Morale side: the same values (kept on the board).
  const key = (c.turnsLeft * ENV_CODES + c.env.bits) * 2 + +c.env.strong;
  const kept = c.board.front;
  if (kept && kept.key === key) {
    c.front = kept.values;
    c.standBound = kept.bound;
    return kept.values;
  }
  const out = new Float64Array(51);
  for (const n of AREA_NUMBERS) out[n] = frontAt(c, n);
  c.front = out;
  c.standBound = bestStandBound(out);
  c.board.front = { key, values: out, bound: c.standBound };
  return out;
}

/** frontValues for one Area, worked out only when asked for (per decision). */
export function frontAt(c: Ctx, n: number): number {
  if (c.front) return c.front[n]!;
  let fa = c.frontOf;
  if (!fa) {
    fa = new Float64Array(51).fill(Number.NaN);
    c.frontOf = fa;
  }
  let v = fa[n]!;
  if (!Number.isNaN(v)) return v;
  const s = c.s;
  if (s.areas[n]!.soviet) {
    const urban = c.facts[n]!.terrain === 'lightUrban' || c.facts[n]!.terrain === 'heavyUrban';
    v = worthAt(c, n) - (urban ? 0.15 : 0);
  } else if (c.board.near[n]) {
    v = 0;
    for (const t of c.facts[n]!.neighbours) if (s.areas[t]!.soviet) v = Math.max(v, worthAt(c, t));
  } else v = -0.1 * c.board.dist[n]!;
  fa[n] = v;
  return v;
}

/** How easy Soviet Area `t` is to take times what it is worth (0 if it cannot be valued). */
export function worthAt(c: Ctx, t: number): number {
  const x = targetInfo(c, t);
  if (!x.def) return 0;
  const s = c.s;
  const isolated = s.options.isolation && s.areas[t]!.isolated;
  let memo = c.mem.worths.get(s.options);
  if (!memo) {
    memo = new Map();
    c.mem.worths.set(s.options, memo);
  }
  const m = memo.get(t);
  if (m && m.def === x.def && m.isolated === isolated && m.env === c.env && m.value === x.worth)
    return m.worth;
  const worth = ease(c, t, x.def) * x.worth;
  memo.set(t, { def: x.def, isolated, env: c.env, value: x.worth, worth });
  return worth;
}

/** The most a stack adds to an Area's front value in standValue. */
export const STACK_BONUS = 0.03 * 3 + 0.05 * 2;

/** Best value a unit could find anywhere (front value plus the most a stack adds). */
export function bestStandBound(front: Float64Array): number {
  let m = Number.NEGATIVE_INFINITY;
  for (let n = 1; n <= 50; n++) m = Math.max(m, front[n]!);
  return m + STACK_BONUS;
}
