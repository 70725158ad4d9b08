/**
 * The built-in German policy of the headless simulator (issue 4). It plays an aggressive but
 * prudent German game, so that the simulator can judge house rules (12.7 Morale, 12.8 rerolls,
 * the 11.2 threshold):
 *
 * - Supply (6.3, 16.2): keep Morale off 0 (11.1); bring units back from the Out of Action Box
 *   to the front (29th Motorized first, before its 6.1.2 withdrawal costs Morale); stay Strong
 *   (9.5.2E, 9.5.3C) while that is within reach; stock Artillery (and Engineers under 12.1) for
 *   the stacks at the front; keep a small bank except on the last Turn.
 * - Combat (6.4, 8, 9): attack first. Areas are tried in order of the best target they border;
 *   an Area attacks with every unit that can reach the target, up to the stacking limit, keeping
 *   a division's units together for 9.5.2D. Attacks are valued by the combat engine's exact odds
 *   (mixed over the unseen counters while Unrevealed, 9.4), with the Support the advisor would
 *   choose: the cheapest allocation reaching CAPTURE_TARGET. Strong Revealed units make poor
 *   targets and are by-passed (16.3). When nothing is worth attacking, Fresh units move toward
 *   the front: to Areas beside the weakest Soviet units, joining stacks of their own division.
 * - Near the end a Heavy Urban Area is worth more while none is held (11.2).
 *
 * Deterministic given the seed. Exact odds are memoised globally (they depend only on their
 * inputs). Within a game the policy also remembers a little, so that it does not plan again at
 * every step: the order in which Areas are tried for attacks in the current Combat Phase (and
 * those with nothing worth attacking), the plan an Area was activated with, and the path of a
 * unit moving up.
 */
import {
  airForbidden,
  attackValue,
  barrageContinueSpec,
  type CombatEvents,
  type CombatOptions,
  type CombatSpec,
  combatOdds,
} from '../combat';
import {
  AREA_NUMBERS,
  type ComponentKit,
  DIVISIONS,
  GERMAN_START_AREAS,
  RETURN_COST,
  SHOULDER_NEIGHBOURS,
  temOf,
  terrainOf,
  VOLGA_AREAS,
} from '../kit';
import type { Strategy, Terrain } from '../types';
import {
  combatSpec,
  moveCost,
  movementFactor,
  pausedByEvent,
  retreatRoutes,
  shoulderUnit,
} from './combatPhase';
import { divisionAway, lastTurn, reinforcementGroups } from './flow';
import { MAX_ISOLATION_MARKERS } from './isolation';
import {
  combatEnvironment,
  counterOf,
  isContested,
  knownNeighbours,
  STACK_LIMIT,
  STRONG_MORALE,
  sovietCounter,
  stackIn,
  unitIds,
  unitsIn,
} from './ops';
import { freeAir, returnAreas, SUPPLY_COST } from './phases';
import { AIR_MARKERS } from './setup';
import type { Action, GameState } from './types';

// ---------------------------------------------------------------------------------------------
// Settings. Each is a judgement about the game, not a fit to a simulated result.

/**
 * The chance of capture the policy buys Support for: the advisor's cheapest allocation reaching
 * it (9.5.4, 6.3). Three in four is a good attack; beyond it each marker buys little.
 */
export const CAPTURE_TARGET = 0.75;
/**
 * Least value (planned chance of capture times the Area's worth) for starting an attack before
 * the last Turn: below it a Repulse (9.5.5: a unit Out of Action and -1 Morale) is about as
 * likely as the capture.
 */
export const ATTACK_THRESHOLD = 0.4;
/** The same on the last Turn, when units and Morale have no later use (11.2, 14.7). */
export const LAST_TURN_THRESHOLD = 0.15;
/** Below this chance the resolve step keeps its markers: they would be thrown away. */
const HOPELESS = 0.15;
/** Morale wanted when the Combat Phase starts: Strong (10) and one step to lose (5.2). */
export const MORALE_TARGET = STRONG_MORALE + 1;
/** Morale bought back at most this far below MORALE_TARGET: further down, Strong costs too much. */
const MORALE_REACH = 3;
/** Morale kept at least, whatever it costs: 0 at the end of a Combat Phase loses (11.1). */
const MORALE_FLOOR = 4;
/** Supply Points banked for the next Turn (6.3.1, 16.2), except on the last Turn. */
export const BANK_RESERVE = 3;
/** Artillery markers stocked per German stack at the front. */
const ARTILLERY_PER_STACK = 2;
/** Supply Points one point of planned chance is worth when comparing attacks. */
const COST_WEIGHT = 0.02;
/** A move must improve a unit's position by this much, so units do not wander. */
const RELOCATE_MARGIN = 0.05;

// ---------------------------------------------------------------------------------------------
// Static Area facts, per kit object.

interface AreaFacts {
  readonly terrain: Terrain | null;
  readonly tem: number | null;
  readonly volga: boolean;
  readonly neighbours: readonly number[];
}

const factsCache = new WeakMap<ComponentKit, AreaFacts[]>();

/** Terrain, TEM, Volga and known neighbours of every Area of the kit (index = Area number). */
function factsOf(kit: ComponentKit): AreaFacts[] {
  let f = factsCache.get(kit);
  if (!f) {
    f = [];
    for (let n = 0; n <= 50; n++) {
      const t = n > 0 ? terrainOf(kit, n) : null;
      const tem = n > 0 ? temOf(kit, n) : null;
      f.push({
        terrain: t?.kind === 'known' ? t.value : null,
        tem: tem?.kind === 'known' ? tem.value : null,
        volga: VOLGA_AREAS.includes(n),
        neighbours: n > 0 ? knownNeighbours(kit, n).known : [],
      });
    }
    factsCache.set(kit, f);
  }
  return f;
}

// ---------------------------------------------------------------------------------------------
// Exact odds from the combat engine, memoised under integer keys.

const TERRAIN_INDEX: Readonly<Record<Terrain, number>> = {
  clear: 0,
  elevated: 1,
  lightUrban: 2,
  heavyUrban: 3,
};
const STRATEGY_INDEX: Readonly<Record<Strategy, number>> = {
  heroes: 0,
  ambush: 1,
  barrage: 2,
  fanatic: 3,
  guards: 4,
};

/** Random Events and optional rules that change combat this Turn, with a 6-bit code. */
interface Env {
  readonly events: CombatEvents;
  readonly options: CombatOptions;
  readonly bits: number;
  readonly strong: boolean;
}

/** An attack the policy is weighing, without its Support markers and defender counter. */
interface Probe {
  readonly lead: number;
  readonly attackers: number;
  readonly integrity: boolean;
  readonly parentOrgs: number;
  readonly mandatory: boolean;
  readonly terrain: Terrain;
  readonly tem: number;
  readonly firstReveal: boolean;
  readonly volga: boolean;
  readonly isolated: boolean;
  readonly contested: boolean;
  readonly env: Env;
}

/** A defender kind: Defense Factor, strategy, Pavlov (12.6). */
interface Kind {
  readonly defense: number;
  readonly strategy: Strategy;
  readonly pavlov: boolean;
}

/** Every defender kind met so far, numbered (a few dozen in all). */
const KINDS: Kind[] = [];
const kindNumbers = new Map<number, number>();

/** The number of a defender kind. */
function kindIndex(defense: number, strategy: Strategy, pavlov: boolean): number {
  const code = defense * 16 + STRATEGY_INDEX[strategy] * 2 + (pavlov ? 1 : 0);
  let i = kindNumbers.get(code);
  if (i === undefined) {
    i = KINDS.length;
    KINDS.push({ defense, strategy, pavlov });
    kindNumbers.set(code, i);
  }
  return i;
}

/** Everything in a probe the odds depend on, packed into one integer (well under 2^53). */
function bareKey(p: Probe): number {
  let c = p.lead;
  c = c * 5 + p.attackers;
  c = c * 2 + +p.integrity;
  c = c * 5 + p.parentOrgs;
  c = c * 2 + +p.env.strong;
  // Whether the attack is Mandatory (9.1) changes only what a Repulse costs, not the odds.
  c = c * 4 + TERRAIN_INDEX[p.terrain];
  c = c * 5 + p.tem;
  c = c * 2 + +p.firstReveal;
  c = c * 2 + +p.volga;
  c = c * 2 + +p.isolated;
  c = c * 2 + +p.contested;
  return c * 64 + p.env.bits;
}

/** The key of a probe with its Support markers. */
const fullKey = (bare: number, art: number, eng: number, air: boolean): number =>
  ((bare * 5 + art) * 5 + eng) * 2 + +air;

/** The probe of a combat engine spec. */
function probeOfSpec(spec: CombatSpec, env: Env): Probe {
  const a = spec.attack;
  const d = spec.defense;
  return {
    lead: a.lead,
    attackers: a.attackers,
    integrity: a.integrity,
    parentOrgs: a.parentOrgs,
    mandatory: a.mandatory ?? false,
    terrain: d.terrain,
    tem: d.tem,
    firstReveal: d.firstReveal,
    volga: d.volga,
    isolated: d.isolated,
    contested: d.contestedAtStart,
    env,
  };
}

/** The combat engine's spec for a probe, markers and defender. */
function specOf(p: Probe, art: number, eng: number, air: boolean, k: Kind): CombatSpec {
  return {
    attack: {
      lead: p.lead,
      attackers: p.attackers,
      artillery: art,
      engineers: eng,
      air,
      integrity: p.integrity,
      parentOrgs: p.parentOrgs,
      // Only the Strong/Shaken side of Morale changes the values (9.5.2E, 9.5.3C).
      morale: p.env.strong ? STRONG_MORALE : STRONG_MORALE - 1,
      mandatory: p.mandatory,
    },
    defense: {
      terrain: p.terrain,
      tem: p.tem,
      defense: k.defense,
      strategy: k.strategy,
      firstReveal: p.firstReveal,
      volga: p.volga,
      isolated: p.isolated,
      pavlov: k.pavlov,
      contestedAtStart: p.contested,
    },
    events: p.env.events,
    options: p.env.options,
  };
}

/** A defender kind that only stands in when the Attack Value is computed (it ignores the defender). */
const ANY_KIND: Kind = { defense: 5, strategy: 'heroes', pavlov: false };

/**
 * The odds of an attack depend on the attacking side only through its Attack Value (9.5.5: the
 * Attack Total is AV + 2d6), so every attack with the same AV and defending side shares one
 * memo row of chances by defender kind.
 */
interface Row {
  /** Small serial number, the key of pool sums. */
  readonly id: number;
  readonly av: number;
  readonly p: Probe;
  readonly air: boolean;
  /** Chance of capture by kind number (NaN: not computed yet). */
  values: Float64Array;
}

const rows = new Map<number, Row>();
let rowSerial = 0;

/** The key of the row for Attack Value `av` against the probe's defending side. */
function rowKeyOf(av: number, p: Probe, air: boolean): number {
  let r = Math.max(0, Math.min(40, av));
  r = r * 2 + +p.env.strong;
  r = r * 4 + TERRAIN_INDEX[p.terrain];
  r = r * 5 + p.tem;
  r = r * 2 + +p.env.events.commissars;
  r = r * 2 + +p.firstReveal;
  r = r * 2 + +p.volga;
  r = r * 2 + +p.isolated;
  r = r * 2 + +air;
  return r * 2 + +p.env.options.limitedAir;
}

/** The memo row for Attack Value `av` against the probe's defending side. */
function rowFor(av: number, p: Probe, air: boolean): Row {
  const key = rowKeyOf(av, p, air);
  let row = rows.get(key);
  if (!row) {
    row = {
      id: rowSerial++,
      av,
      p,
      air,
      values: new Float64Array(Math.max(64, KINDS.length * 2)).fill(Number.NaN),
    };
    if (rows.size > 200_000) rows.clear();
    rows.set(key, row);
  }
  return row;
}

const attackRows = new Map<number, Row>();

/** The row of a probe with these markers: its Attack Value from the combat engine (9.5.2). */
function rowOfAttack(p: Probe, art: number, eng: number, air: boolean): Row {
  const key = fullKey(bareKey(p), art, eng, air);
  let row = attackRows.get(key);
  if (!row) {
    row = rowFor(attackValue(specOf(p, art, eng, air, ANY_KIND)).value, p, air);
    if (attackRows.size > 200_000) attackRows.clear();
    attackRows.set(key, row);
  }
  return row;
}

/**
 * Every chance of capture is a count of dice outcomes over 6^8 at most (two German dice, up to
 * four Soviet dice, the Air and isolation dice), so chances are kept as exact whole numbers of
 * 1/6^8: mixtures then add up the same whatever the order.
 */
const DICE_OUTCOMES = 6 ** 8;

/**
 * Exact chance of capture (Success or Overrun after strategies, 9.4, 9.5.5) in a row against
 * kind `k`, in 1/6^8: the combat engine's odds for a one-unit attack with that Attack Value and
 * the same defending side (Morale, terrain, TEM, Commissars, reveal, Volga, isolation, Air die).
 */
function cell(row: Row, k: number): number {
  if (row.values.length <= k) {
    const grown = new Float64Array(KINDS.length * 2).fill(Number.NaN);
    grown.set(row.values);
    row.values = grown;
  }
  const v = row.values[k]!;
  if (!Number.isNaN(v)) return v;
  const p = row.p;
  const spec = specOf(
    {
      ...p,
      lead: Math.max(0, row.av - (p.env.strong ? 1 : 0)),
      attackers: 1,
      integrity: false,
      parentOrgs: 1,
      mandatory: false,
      contested: false,
    },
    0,
    0,
    row.air,
    KINDS[k]!,
  );
  const o = combatOdds({
    ...spec,
    events: { artilleryShortage: false, commissars: p.env.events.commissars, noAir: false },
    options: { rubble: false, parentOrganization: false, limitedAir: p.env.options.limitedAir },
  });
  const out = o.ok ? Math.round(o.value.pCapture * DICE_OUTCOMES) : 0;
  row.values[k] = out;
  return out;
}

/** The unseen counters of one pool (5.4, 12.6): kind numbers, counts, and which are Barrage. */
interface PoolInfo {
  readonly kinds: readonly number[];
  readonly counts: readonly number[];
  readonly barrage: readonly boolean[];
  readonly anyBarrage: boolean;
  readonly size: number;
  /** This pool as a Defender. */
  readonly defender: Defender;
}

const poolCache = new WeakMap<readonly string[], PoolInfo>();

/** The unseen pool of `terrain` by kind (memoised per pool array). */
function poolInfo(s: GameState, terrain: Terrain): PoolInfo {
  return poolOf(s.pools[terrain], s.options.pavlovDefense);
}

/** The unseen counters `pool` by kind, Pavlov's House at `pavlovDefense` (memoised per array). */
function poolOf(pool: readonly string[], pavlovDefense: number | null): PoolInfo {
  const hit = poolCache.get(pool);
  if (hit) return hit;
  const at = new Map<number, number>();
  const kinds: number[] = [];
  const counts: number[] = [];
  const barrage: boolean[] = [];
  let size = 0;
  for (const id of pool) {
    const c = sovietCounter(id);
    const df = c ? (c.pavlov ? pavlovDefense : c.defense) : null;
    if (!c || df === null) continue;
    const k = kindIndex(df, c.strategy, c.pavlov === true);
    const j = at.get(k);
    if (j === undefined) {
      at.set(k, kinds.length);
      kinds.push(k);
      counts.push(1);
      barrage.push(c.strategy === 'barrage');
    } else counts[j]!++;
    size++;
  }
  const made: Omit<PoolInfo, 'defender'> & { defender?: Defender } = {
    kinds,
    counts,
    barrage,
    anyBarrage: barrage.includes(true),
    size,
  };
  made.defender = { kind: -1, pool: made as PoolInfo };
  const info = made as PoolInfo;
  poolCache.set(pool, info);
  return info;
}

/** Who defends a target: a Revealed counter's kind number, or the unseen pool of its terrain. */
type Defender =
  | { readonly kind: number; readonly pool: null }
  | { readonly kind: -1; readonly pool: PoolInfo };

/**
 * Chance of capture against the defender in `row`: the combat engine's exact odds, mixed over the
 * unseen counters when the unit is Unrevealed (each equally likely, 9.4). A Barrage counter is
 * counted by the attack that carries on with one unit fewer (`rest`, the combat engine's
 * barrageContinueSpec: the policy's usual answer, 16.3); a lone attacker then captures nothing.
 */
function chanceIn(row: Row, rest: Row | null, d: Defender): number {
  if (d.pool === null) return cell(row, d.kind) / DICE_OUTCOMES;
  const info = d.pool;
  if (info.size === 0) return 0;
  let total = 0;
  const { kinds, counts, barrage } = info;
  for (let i = 0; i < kinds.length; i++) {
    const k = kinds[i]!;
    const r = barrage[i] ? rest : row;
    if (!r) continue;
    const v = r.values[k];
    total += counts[i]! * (v === undefined || Number.isNaN(v) ? cell(r, k) : v);
  }
  return total / (info.size * DICE_OUTCOMES);
}

/** The Turn's settings as a spec carries them. */
function envOfSpec(spec: CombatSpec): Env {
  return envFrom(spec.events, spec.options, spec.attack.morale >= STRONG_MORALE);
}

/** Events, options and the Morale side, with their 6-bit code. */
function envFrom(events: CombatEvents, options: CombatOptions, strong: boolean): Env {
  const bits =
    +events.artilleryShortage * 32 +
    +events.commissars * 16 +
    +events.noAir * 8 +
    +options.rubble * 4 +
    +options.parentOrganization * 2 +
    +options.limitedAir;
  return { events, options, bits, strong };
}

/** The row of the attack left after a Barrage takes one unit (barrageContinueSpec), or null. */
function restRow(p: Probe, art: number, eng: number, air: boolean): Row | null {
  const rest = barrageContinueSpec(specOf(p, art, eng, air, ANY_KIND));
  return rest ? rowFor(attackValue(rest).value, p, rest.attack.air) : null;
}

/**
 * The defender a spec describes: its own counter, or (Unrevealed) the unseen `pool` (Pavlov's
 * House, whose factor only the game options give, is left out of a bare pool).
 */
function defenderOfSpec(spec: CombatSpec, pool?: readonly string[]): Defender {
  const d = spec.defense;
  if (pool) return poolOf(pool, null).defender;
  return { kind: kindIndex(d.defense, d.strategy, d.pavlov), pool: null };
}

/**
 * The chance of capture the policy plans with for `spec` (markers as given): against its own
 * counter, or, with `pool`, against an Unrevealed unit that may be any of those counters (a
 * Barrage counter counted by the attack that carries on).
 */
export function plannedCapture(spec: CombatSpec, pool?: readonly string[]): number {
  const p = probeOfSpec(spec, envOfSpec(spec));
  const a = spec.attack;
  return chanceIn(
    rowOfAttack(p, a.artillery, a.engineers, a.air),
    restRow(p, a.artillery, a.engineers, a.air),
    defenderOfSpec(spec, pool),
  );
}

/** Support markers for one attack and the chance of capture they give. */
export interface Planned {
  readonly artillery: number;
  readonly engineers: number;
  readonly air: boolean;
  readonly cost: number;
  readonly p: number;
}

interface Alloc {
  readonly artillery: number;
  readonly engineers: number;
  readonly air: boolean;
  readonly cost: number;
}

/**
 * Every allocation within the caps (9.5.4: at most one marker per attacker, one Air marker),
 * in the advisor's order: Supply cost, markers, more Artillery, more Engineers, no Air first.
 */
function allocations(n: number, art: number, eng: number, air: number, airCost: number): Alloc[] {
  const out: (Alloc & { markers: number })[] = [];
  for (let ai = 0; ai <= air; ai++)
    for (let a = 0; a <= Math.min(art, n - ai); a++)
      for (let e = 0; e <= Math.min(eng, n - ai - a); e++)
        out.push({
          artillery: a,
          engineers: e,
          air: ai === 1,
          cost: a * SUPPLY_COST.artillery + e * SUPPLY_COST.engineer + ai * airCost,
          markers: a + e + ai,
        });
  return out.sort(
    (x, y) =>
      x.cost - y.cost ||
      x.markers - y.markers ||
      y.artillery - x.artillery ||
      y.engineers - x.engineers ||
      +x.air - +y.air,
  );
}

/** Markers on hand (3.5) and the price of using Air (6.3, 14.6.2); see SupportCaps. */
type Caps = SupportCaps;

/**
 * A probe's allocations up to one marker of each kind per attacker, in the advisor's order, with
 * the memo rows each reads; the markers on hand only filter them (pool-independent).
 */
interface ProbeAllocs {
  readonly allocs: readonly Alloc[];
  readonly rows: readonly Row[];
  /** The row of the attack a Barrage leaves, per allocation (null: lone attacker). */
  readonly rests: readonly (Row | null)[];
  /** Indices of the allocations within each set of markers on hand, by capsCode. */
  readonly within: (readonly number[] | undefined)[];
}

const probeAllocs = new Map<number, ProbeAllocs>();
const NO_SUPPORT: Planned = { artillery: 0, engineers: 0, air: false, cost: 0, p: 0 };

/** The allocations of probe `p` with Air at `airCost` (memoised per probe). */
function allocsOf(p: Probe, airPaid: boolean): ProbeAllocs {
  const key = bareKey(p) * 2 + +airPaid;
  let pa = probeAllocs.get(key);
  if (pa) return pa;
  const n = p.attackers;
  // 6.2, 12.5: some events, and Limited Air in a Contested Urban Area, forbid the Air marker.
  const air = airForbidden(specOf(p, 0, 0, true, ANY_KIND)) === null ? 1 : 0;
  const allocs = allocations(n, n, n, air, airPaid ? SUPPLY_COST.air : 0);
  pa = {
    allocs,
    rows: allocs.map((a) => rowOfAttack(p, a.artillery, a.engineers, a.air)),
    rests: allocs.map((a) => restRow(p, a.artillery, a.engineers, a.air)),
    within: [],
  };
  if (probeAllocs.size > 100_000) probeAllocs.clear();
  probeAllocs.set(key, pa);
  return pa;
}

/**
 * The support advisor's choice for an attack (adviseSupport's rule, on the same exact odds): the
 * cheapest allocation whose chance of capture reaches CAPTURE_TARGET, else the best one on the
 * Pareto front by Supply cost; when even that is hopeless (and markers have a later use), the
 * cheapest point of the front.
 */
function planSupport(p: Probe, d: Defender, caps: Caps): Planned {
  const n = p.attackers;
  const art = Math.min(caps.artillery, n);
  const eng = Math.min(caps.engineers, n);
  const air = Math.min(caps.air, 1);
  const pa = allocsOf(p, air > 0 && caps.airCost !== 0);
  const code = (art * 5 + eng) * 2 + air;
  let list = pa.within[code];
  if (!list) {
    const made: number[] = [];
    for (let i = 0; i < pa.allocs.length; i++) {
      const a = pa.allocs[i]!;
      if (a.artillery <= art && a.engineers <= eng && +a.air <= air) made.push(i);
    }
    pa.within[code] = made;
    list = made;
  }
  let pick = -1;
  let bestP = -1;
  for (const i of list) {
    const pc = chanceIn(pa.rows[i]!, pa.rests[i]!, d);
    if (pc >= CAPTURE_TARGET - 1e-12) {
      pick = i;
      bestP = pc;
      break;
    }
    if (pc > bestP + 1e-12) {
      bestP = pc;
      pick = i;
    }
  }
  if (pick < 0) return NO_SUPPORT;
  if (bestP < HOPELESS && caps.keepHopeless) {
    // Even the best is hopeless: keep the markers (the front's cheapest point).
    const cost = pa.allocs[list[0]!]!.cost;
    bestP = -1;
    for (const i of list) {
      if (pa.allocs[i]!.cost !== cost) break;
      const pc = chanceIn(pa.rows[i]!, pa.rests[i]!, d);
      if (pc > bestP + 1e-12) {
        bestP = pc;
        pick = i;
      }
    }
  }
  const a = pa.allocs[pick]!;
  return { artillery: a.artillery, engineers: a.engineers, air: a.air, cost: a.cost, p: bestP };
}

/** Markers on hand for `supportFor`, and what using them costs (6.3). */
export interface SupportCaps {
  readonly artillery: number;
  readonly engineers: number;
  readonly air: number;
  /** 0 while this Turn's free Air marker(s) are unused, else its Supply cost. */
  readonly airCost: number;
  /** Keep the markers when even the best chance is hopeless (false on the last Turn). */
  readonly keepHopeless: boolean;
}

/** The markers (and their chance of capture) the policy places for `spec`, as planSupport picks. */
export function supportFor(spec: CombatSpec, caps: SupportCaps, pool?: readonly string[]): Planned {
  return planSupport(probeOfSpec(spec, envOfSpec(spec)), defenderOfSpec(spec, pool), caps);
}

// ---------------------------------------------------------------------------------------------
// The board as the policy sees it, per `areas` object (replaced whenever an Area changes).

interface Board {
  /** 1 for a non-Soviet Area bordering a Soviet unit (the 2 MF Areas of 8.2): the front. */
  readonly near: Uint8Array;
  /** Steps from a non-Soviet Area to the front through non-Soviet Areas (255: none). */
  readonly dist: Uint8Array;
  /** A German-Controlled Heavy Urban Area outside the start Areas (11.2). */
  readonly heavyHeld: boolean;
  /** The last front values computed on this board, and what they were computed for. */
  front: { readonly key: number; readonly values: Float64Array; readonly bound: number } | null;
}

const boards = new WeakMap<GameState['areas'], Board>();

function boardOf(s: GameState, facts: readonly AreaFacts[]): Board {
  let b = boards.get(s.areas);
  if (b) return b;
  const near = new Uint8Array(51);
  const dist = new Uint8Array(51).fill(255);
  const queue: number[] = [];
  let heavyHeld = false;
  for (const n of AREA_NUMBERS) {
    const a = s.areas[n]!;
    if (a.soviet) continue;
    if (facts[n]!.terrain === 'heavyUrban' && !GERMAN_START_AREAS.includes(n)) heavyHeld = true;
    let touches = false;
    for (const m of facts[n]!.neighbours) touches ||= s.areas[m]!.soviet != null;
    if (touches) {
      near[n] = 1;
      dist[n] = 0;
      queue.push(n);
    }
  }
  for (let i = 0; i < queue.length; i++) {
    const n = queue[i]!;
    for (const m of facts[n]!.neighbours) {
      if (dist[m] !== 255 || s.areas[m]?.soviet) continue;
      dist[m] = dist[n]! + 1;
      queue.push(m);
    }
  }
  b = { near, dist, heavyHeld, front: null };
  boards.set(s.areas, b);
  return b;
}

// ---------------------------------------------------------------------------------------------
// What the policy knows in one decision.

interface Ctx {
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

/** The last Env made per game, reused while the event and the Morale side are the same. */
const envs = new WeakMap<GameState['options'], { event: GameState['event']; env: Env }>();

function envOf(s: GameState): Env {
  const strong = s.morale >= STRONG_MORALE;
  const kept = envs.get(s.options);
  if (kept && kept.event === s.event && kept.env.strong === strong) return kept.env;
  const env = makeEnv(s, strong);
  envs.set(s.options, { event: s.event, env });
  return env;
}

function makeEnv(s: GameState, strong: boolean): Env {
  const { events, options } = combatEnvironment(s);
  return envFrom(events, options, strong);
}

function ctxOf(s: GameState): Ctx {
  const facts = factsOf(s.kit);
  const last = s.turn >= lastTurn(s);
  const av = s.support.available;
  return {
    s,
    facts,
    board: boardOf(s, facts),
    env: envOf(s),
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
function targetValue(c: Ctx, t: number): number {
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
function defenderOf(c: Ctx, t: number): Defender | null {
  const sov = c.s.areas[t]?.soviet;
  if (!sov) return null;
  if (sov.counter) {
    const k = sovietCounter(sov.counter);
    if (!k) return null;
    const df = k.pavlov ? c.s.options.pavlovDefense : k.defense;
    if (df === null) return null;
    const kind = kindIndex(df, k.strategy, k.pavlov === true);
    let d = revealedDefenders[kind];
    if (!d) {
      d = { kind, pool: null };
      revealedDefenders[kind] = d;
    }
    return d;
  }
  const terrain = c.facts[t]!.terrain;
  if (!terrain) return null;
  const info = poolInfo(c.s, terrain);
  return info.size > 0 ? info.defender : null;
}

/** One Defender object per Revealed kind number. */
const revealedDefenders: Defender[] = [];

/**
 * How easy Area `t` is to take, for choosing where to move: the chance of a typical full stack
 * (lead 6, four units, one division, two Artillery) capturing it.
 */
const easeRows = new Map<number, Row>();

function ease(c: Ctx, t: number, def: Defender): number {
  const f = c.facts[t]!;
  if (!f.terrain || f.tem === null) return 0;
  const isolated = c.s.options.isolation && c.s.areas[t]!.isolated;
  // The reference attack's row depends on the defending side's flags and the Turn's settings.
  let key = TERRAIN_INDEX[f.terrain] * 5 + f.tem;
  key = ((key * 2 + +f.volga) * 2 + +(def.pool !== null)) * 2 + +isolated;
  key = key * 128 + c.env.bits * 2 + +c.env.strong;
  const known = easeRows.get(key);
  if (known) return chanceIn(known, null, def);
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
  const row = rowOfAttack(p, 2, 0, false);
  easeRows.set(key, row);
  return chanceIn(row, null, def);
}

/**
 * How good Area `n` is to stand in for next Turn's attacks: at the front, the best target it
 * borders; in a Contested Area, its own Soviet unit (9.3) less the Bloody Streets risk (6.4.1);
 * behind the front, a little worse for each step back.
 */
function frontValues(c: Ctx): Float64Array {
  if (c.front) return c.front;
  // Same Areas, Turn, events and Morale side: the same values (kept on the board).
  const key = (c.turnsLeft * 64 + c.env.bits) * 2 + +c.env.strong;
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
function frontAt(c: Ctx, n: number): number {
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

/** Last worths worked out per game, by Area, with what they were worked out from. */
const worths = new WeakMap<
  GameState['options'],
  Map<number, { def: Defender; isolated: boolean; env: Env; value: number; worth: number }>
>();

/** How easy Soviet Area `t` is to take times what it is worth (0 if it cannot be valued). */
function worthAt(c: Ctx, t: number): number {
  const x = targetInfo(c, t);
  if (!x.def) return 0;
  const s = c.s;
  const isolated = s.options.isolation && s.areas[t]!.isolated;
  let memo = worths.get(s.options);
  if (!memo) {
    memo = new Map();
    worths.set(s.options, memo);
  }
  const m = memo.get(t);
  if (m && m.def === x.def && m.isolated === isolated && m.env === c.env && m.value === x.worth)
    return m.worth;
  const worth = ease(c, t, x.def) * x.worth;
  memo.set(t, { def: x.def, isolated, env: c.env, value: x.worth, worth });
  return worth;
}

// ---------------------------------------------------------------------------------------------
// Units.

/** What the policy reads of a German counter (4.3). */
interface UnitInfo {
  readonly af: number;
  readonly division: string | null;
  readonly assaultGun: boolean;
}

const unitInfos = new WeakMap<ComponentKit, Map<string, UnitInfo>>();

/** The counter data of unit `id` (per kit object). */
function infoOf(kit: ComponentKit, id: string): UnitInfo {
  let m = unitInfos.get(kit);
  if (!m) {
    m = new Map();
    unitInfos.set(kit, m);
  }
  let u = m.get(id);
  if (!u) {
    const k = counterOf(kit, id);
    u = {
      af: k?.attackFactor ?? 0,
      division: k?.division ?? null,
      assaultGun: k?.assaultGun === true,
    };
    m.set(id, u);
  }
  return u;
}

/** A unit in a group. */
interface Member {
  readonly id: string;
  readonly info: UnitInfo;
}

/** A unit that may still move or attack in an Action Round (8.1, 8.2). */
interface Actor extends Member {
  /** Where it is now. */
  readonly pos: number;
  /** Movement Factors left (8.2). */
  readonly mf: number;
  /** It has not moved this Action Round and stands in the Active Area (9.3). */
  readonly starter: boolean;
  /** It may enter only Areas 42-47 (12.2). */
  readonly shoulder: boolean;
}

/** Strongest first (Attack Factor, then id), so ties resolve the same way every time. */
const byStrength = (a: Member, b: Member): number =>
  b.info.af - a.info.af || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The parts of the Attack Value a group decides (9.5.2A, B, D; 12.4). */
function signature(g: readonly Member[]): { lead: number; integrity: boolean; parentOrgs: number } {
  let lead = 0;
  let integrity = false;
  const orgs: string[] = [];
  for (const m of g) {
    const u = m.info;
    lead = Math.max(lead, u.af);
    if (u.division && !integrity) {
      let same = 0;
      for (const o of g) if (o.info.division === u.division) same++;
      integrity = same >= 3;
    }
    // 12.4: assault guns never count; a unit without a known division counts as its own.
    const org = u.division ?? `?${m.id}`;
    if (!u.assaultGun && !orgs.includes(org)) orgs.push(org);
  }
  return { lead, integrity, parentOrgs: Math.min(orgs.length, g.length) };
}

/** The Attack Value a group brings before Support, for picking the best units (9.5.2, 12.4). */
function strength(s: GameState, g: readonly Member[]): number {
  const x = signature(g);
  return (
    x.lead +
    g.length +
    (x.integrity ? 1 : 0) -
    (s.options.parentOrganization ? x.parentOrgs - 1 : 0)
  );
}

/** The `k` members of `pool` (strongest first) with the best Attack Value, after `forced`. */
function bestGroup(
  s: GameState,
  pool: readonly Member[],
  k: number,
  forced: readonly Member[],
): Member[] {
  if (pool.length <= k) return [...forced, ...pool];
  let best: Member[] = [...forced];
  let bestV = Number.NEGATIVE_INFINITY;
  const n = pool.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    let bits = 0;
    for (let m = mask; m; m &= m - 1) bits++;
    if (bits !== k) continue;
    const g = [...forced];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) g.push(pool[i]!);
    const v = strength(s, g);
    // Ties keep the earlier (stronger) units: masks are visited with low bits first.
    if (v > bestV) {
      bestV = v;
      best = g;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Attacks.

interface AttackPlan {
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

/** The round-dependent facts planning needs: Areas attacked and Contested at activation. */
interface RoundView {
  readonly area: number;
  readonly attacked: readonly number[];
  /** Areas Contested when the Active Area was activated; null before activation (now). */
  readonly contestedAtActivation: readonly number[] | null;
}

/** Was Area `n` Contested at activation (8.2, 9.1, 9.3, 12.5)? */
const contestedIn = (s: GameState, rv: RoundView, n: number): boolean =>
  rv.contestedAtActivation ? rv.contestedAtActivation.includes(n) : isContested(s, n);

/** The view before an Area is activated: nothing attacked, Contested as now. */
const beforeActivation = (n: number): RoundView => ({
  area: n,
  attacked: [],
  contestedAtActivation: null,
});

/** MF to enter Soviet-occupied Area `t` (8.2): 3 Revealed, 4 Unrevealed. */
const entryCost = (s: GameState, t: number): number => (s.areas[t]!.soviet!.counter ? 3 : 4);

/** May units enter Area `n` at all now (7.1, 8.2.1, 12.2)? */
function enterable(c: Ctx, rv: RoundView, a: Actor, n: number): boolean {
  if (rv.attacked.includes(n) || stackIn(c.s, n) >= STACK_LIMIT) return false;
  return !(a.shoulder && !SHOULDER_NEIGHBOURS.includes(n));
}

/**
 * The first step for `a` toward Soviet Area `t` this activation: `t` itself, or a Vacant Area
 * beside it (8.2: 2 MF there, then 3 or 4; 8.3.2 when leaving a Contested Area); 0 if none.
 */
function stepToward(c: Ctx, rv: RoundView, a: Actor, t: number): number {
  const s = c.s;
  if (!enterable(c, rv, a, t)) return 0;
  const cost = entryCost(s, t);
  const here = c.facts[a.pos]!.neighbours;
  if (!s.areas[a.pos]!.soviet && cost <= a.mf && here.includes(t)) return t;
  if (a.mf < cost + 1) return 0;
  for (const v of here) {
    if (s.areas[v]!.soviet || !c.facts[v]!.neighbours.includes(t)) continue;
    if ((c.board.near[v] ? 2 : 1) + cost <= a.mf && enterable(c, rv, a, v)) return v;
  }
  return 0;
}

/** Soviet Areas `a` can enter this activation: `out[t]` is the first step toward `t` (0: none). */
function reachInto(c: Ctx, rv: RoundView, a: Actor, out: Uint8Array): void {
  const s = c.s;
  const here = c.facts[a.pos]!.neighbours;
  if (!s.areas[a.pos]!.soviet) {
    for (const t of here)
      if (s.areas[t]!.soviet && entryCost(s, t) <= a.mf && enterable(c, rv, a, t)) out[t] = t;
  }
  // Only Armor (MF 6) can step into a Vacant Area and still enter a Soviet one (8.2).
  if (a.mf < 5) return;
  for (const v of here) {
    if (s.areas[v]!.soviet || !enterable(c, rv, a, v)) continue;
    const cv = c.board.near[v] ? 2 : 1;
    for (const t of c.facts[v]!.neighbours) {
      if (t === a.pos || out[t] || !s.areas[t]!.soviet) continue;
      if (cv + entryCost(s, t) <= a.mf && enterable(c, rv, a, t)) out[t] = v;
    }
  }
}

/** A target's defender and worth, once per decision. */
interface TargetInfo {
  readonly def: Defender | null;
  readonly worth: number;
}

function targetInfo(c: Ctx, t: number): TargetInfo {
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

/** The value of `group` attacking Area `t`, with the advisor's Support, or null. */
function attackWorth(
  c: Ctx,
  rv: RoundView,
  t: number,
  group: readonly Member[],
  fromContested: boolean,
): { p: number; value: number; score: number } | null {
  const f = c.facts[t]!;
  const { def, worth } = targetInfo(c, t);
  if (!def || !f.terrain || f.tem === null || group.length === 0) return null;
  const g = signature(group);
  const contested = contestedIn(c.s, rv, t);
  const probe: Probe = {
    lead: g.lead,
    attackers: group.length,
    integrity: g.integrity,
    parentOrgs: g.parentOrgs,
    // 9.1: entering an Area not Contested at activation is a Mandatory Attack.
    mandatory: !fromContested && !contested,
    terrain: f.terrain,
    tem: f.tem,
    firstReveal: def.pool !== null,
    volga: f.volga,
    isolated: c.s.options.isolation && c.s.areas[t]!.isolated,
    contested,
    env: c.env,
  };
  const sup = planSupport(probe, def, c.caps);
  const value = sup.p * worth;
  return { p: sup.p, value, score: value - COST_WEIGHT * sup.cost };
}

/**
 * The best attack for `actors` (strongest first: units of the Active Area, or of an Area about
 * to be activated): from a Contested Active Area (9.3), or by entering a Soviet Area with every
 * unit that can reach it, up to the stacking limit (7.1).
 */
function planAttack(c: Ctx, rv: RoundView, actors: readonly Actor[]): AttackPlan | null {
  if (actors.length === 0) return null;
  const s = c.s;
  let bestT = 0;
  let bestGroupOf: readonly Actor[] = [];
  let bestContested = false;
  let bestV: { p: number; value: number; score: number } | null = null;
  const home = rv.area;
  if (s.areas[home]!.soviet && contestedIn(s, rv, home) && !rv.attacked.includes(home)) {
    // 9.3: units starting in the Contested Active Area attack it without moving.
    const starters = actors.filter((a) => a.starter && a.pos === home);
    const v = starters.length > 0 ? attackWorth(c, rv, home, starters, true) : null;
    if (v) {
      bestT = home;
      bestGroupOf = starters;
      bestContested = true;
      bestV = v;
    }
  }
  // Actors in the same place with the same MF reach the same Areas: one table each.
  const tables: Uint8Array[] = [];
  const tableOf: number[] = [];
  for (let i = 0; i < actors.length; i++) {
    const a = actors[i]!;
    let j = 0;
    for (; j < i; j++) {
      const b = actors[j]!;
      if (b.pos === a.pos && b.mf === a.mf && b.shoulder === a.shoulder) break;
    }
    if (j < i) {
      tableOf.push(tableOf[j]!);
      continue;
    }
    const out = new Uint8Array(51);
    reachInto(c, rv, a, out);
    tableOf.push(tables.length);
    tables.push(out);
  }
  for (let t = 1; t <= 50; t++) {
    let any = false;
    for (const tb of tables) any ||= tb[t] !== 0;
    if (!any) continue;
    const able = actors.filter((_, i) => tables[tableOf[i]!]![t] !== 0);
    const room = STACK_LIMIT - stackIn(s, t);
    const group = able.length <= room ? able : (bestGroup(s, able, room, []) as Actor[]);
    const v = attackWorth(c, rv, t, group, false);
    if (v && (!bestV || v.score > bestV.score + 1e-12)) {
      bestT = t;
      bestGroupOf = group;
      bestContested = false;
      bestV = v;
    }
  }
  if (!bestV) return null;
  const steps = new Map<string, number>();
  if (!bestContested)
    for (const a of bestGroupOf) steps.set(a.id, tables[tableOf[actors.indexOf(a)]!]![bestT]!);
  return {
    area: home,
    target: bestT,
    units: bestGroupOf.map((a) => a.id),
    steps,
    fromContested: bestContested,
    ...bestV,
  };
}

// ---------------------------------------------------------------------------------------------
// Moving toward the front.

/** The divisions of the German units in each Area, looked up as needed (7.1, 9.5.2D). */
interface Stacks {
  readonly divisions: ((string | null)[] | undefined)[];
}

function stacksOf(c: Ctx): Stacks {
  if (!c.stacks) c.stacks = { divisions: [] };
  return c.stacks;
}

function divisionsIn(c: Ctx, st: Stacks, n: number): (string | null)[] {
  let d = st.divisions[n];
  if (!d) {
    d = unitsIn(c.s, n).map((id) => infoOf(c.s.kit, id).division);
    st.divisions[n] = d;
  }
  return d;
}

/** How much unit `a` likes standing in Area `n`: the front value and its own stack (7.1, 9.5.2D). */
function standValue(c: Ctx, st: Stacks, a: Actor, n: number, front: Float64Array): number {
  const div = a.info.division;
  const here = divisionsIn(c, st, n);
  const mine = a.pos === n ? 1 : 0;
  const others = here.length - mine;
  let same = div ? -mine : 0;
  if (div) for (const d of here) if (d === div) same++;
  return front[n]! + 0.03 * Math.min(others, 3) + 0.05 * Math.min(same, 2);
}

/** The most a stack adds to an Area's front value in standValue. */
const STACK_BONUS = 0.03 * 3 + 0.05 * 2;

/** Best value a unit could find anywhere (front value plus the most a stack adds). */
function bestStandBound(front: Float64Array): number {
  let m = Number.NEGATIVE_INFINITY;
  for (let n = 1; n <= 50; n++) m = Math.max(m, front[n]!);
  return m + STACK_BONUS;
}

/** Scratch space for the search in `relocation` (one search at a time). */
const SCRATCH_COST = new Int8Array(51);
const SCRATCH_FROM = new Uint8Array(51);
const SCRATCH_QUEUE = new Uint8Array(512);

/**
 * The path of the best move for `a` through Vacant Areas within its MF (8.2: 1 MF, or 2 beside
 * a Soviet unit; 7.1, 8.2.1, 12.2), or null when staying is as good.
 */
function relocation(c: Ctx, rv: RoundView, a: Actor): number[] | null {
  const s = c.s;
  const front = frontValues(c);
  const st = stacksOf(c);
  const stay = standValue(c, st, a, a.pos, front);
  if (stay + RELOCATE_MARGIN >= c.standBound!) return null;
  const cost = SCRATCH_COST.fill(127);
  const from = SCRATCH_FROM;
  const queue = SCRATCH_QUEUE;
  cost[a.pos] = 0;
  queue[0] = a.pos;
  let size = 1;
  for (let i = 0; i < size; i++) {
    const n = queue[i]!;
    for (const m of c.facts[n]!.neighbours) {
      if (s.areas[m]!.soviet || stackIn(s, m) >= STACK_LIMIT) continue;
      if (rv.attacked.includes(m) || (a.shoulder && !SHOULDER_NEIGHBOURS.includes(m))) continue;
      const k = cost[n]! + (c.board.near[m] ? 2 : 1);
      if (k > a.mf || k >= cost[m]!) continue;
      // A cheaper way in: (re)visit from here (costs differ, 8.2).
      if (size < queue.length) queue[size++] = m;
      cost[m] = k;
      from[m] = n;
    }
  }
  let best = -1;
  let bestV = stay + RELOCATE_MARGIN;
  for (let m = 1; m <= 50; m++) {
    // A stack adds at most STACK_BONUS: skip Areas that cannot beat the best so far.
    if (m === a.pos || cost[m] === 127 || front[m]! + STACK_BONUS <= bestV + 1e-12) continue;
    const v = standValue(c, st, a, m, front);
    if (v > bestV + 1e-12) {
      bestV = v;
      best = m;
    }
  }
  if (best < 0) return null;
  const path = [best];
  while (from[path[0]!] !== a.pos) path.unshift(from[path[0]!]!);
  return path;
}

// ---------------------------------------------------------------------------------------------
// Supply Phase (6.3).

/** Front stacks: Areas with German units beside or among Soviet units, which attack this Turn. */
function frontStacks(c: Ctx): number {
  let n = 0;
  for (const a of AREA_NUMBERS)
    if (stackIn(c.s, a) > 0 && (c.board.near[a] || c.s.areas[a]!.soviet)) n++;
  return n;
}

/** The best legal Area to put unit `id` in, from `areas` (front value and its own stack). */
function bestPlace(c: Ctx, id: string, areas: readonly number[]): number | undefined {
  const front = frontValues(c);
  const st = stacksOf(c);
  const a: Actor = {
    id,
    info: infoOf(c.s.kit, id),
    pos: 0,
    mf: 0,
    starter: false,
    shoulder: false,
  };
  let best: number | undefined;
  let bestV = Number.NEGATIVE_INFINITY;
  for (const n of areas) {
    if (stackIn(c.s, n) >= STACK_LIMIT) continue;
    const v = standValue(c, st, a, n, front);
    if (v > bestV + 1e-12) {
      bestV = v;
      best = n;
    }
  }
  return best;
}

/** A unit to bring back from the Out of Action Box (6.3 footnote), or null. */
function returnAction(c: Ctx): Action | null {
  const s = c.s;
  let best: { id: string; rank: number } | null = null;
  for (const id of unitIds(s)) {
    if (s.germans[id]!.location.kind !== 'outOfAction') continue;
    const k = counterOf(s.kit, id);
    if (!k?.type || divisionAway(s, k.division) || s.supply < RETURN_COST[k.type]) continue;
    // 6.1.2, 6.2.1: each 29th Motorized unit still Out of Action at its withdrawal costs Morale.
    const rank =
      (s.scenario === 'main' && k.division === DIVISIONS.motorized29 ? 100 : 0) +
      (k.attackFactor ?? 0);
    if (!best || rank > best.rank) best = { id, rank };
  }
  if (!best) return null;
  const area = bestPlace(c, best.id, returnAreas(s, best.id));
  return area === undefined ? null : { type: 'returnUnit', unit: best.id, area };
}

/** The Supply Phase purchase now, one action at a time; endSupply banks the rest (6.3.1). */
function purchase(c: Ctx): Action {
  const s = c.s;
  const av = s.support.available;
  const morale = SUPPLY_COST.morale;
  if (s.morale < MORALE_FLOOR && s.supply >= morale) return { type: 'buyMorale' };
  const ret = returnAction(c);
  if (ret) return ret;
  // 9.5.2E, 9.5.3C: Strong is worth two points on every attack; buy it back while near.
  if (s.morale < MORALE_TARGET && MORALE_TARGET - s.morale <= MORALE_REACH && s.supply >= morale)
    return { type: 'buyMorale' };
  const stacks = frontStacks(c);
  const reserve = c.last ? 0 : BANK_RESERVE;
  const spend = s.supply - reserve;
  // 12.1: in Urban Areas the Divisional Integrity Bonus needs an Engineer marker.
  if (s.options.rubble) {
    const want = Math.ceil(stacks / 2) - av.engineer;
    const n = Math.min(want, Math.floor(spend / SUPPLY_COST.engineer));
    if (n > 0) return { type: 'buySupport', marker: 'engineer', count: n };
  }
  // Artillery is the cheapest +2 (9.5.2C); on the last Turn every spare point goes to it.
  const artWant = (c.last ? STACK_LIMIT : ARTILLERY_PER_STACK) * stacks - av.artillery;
  const art = Math.min(artWant, Math.floor(spend / SUPPLY_COST.artillery));
  if (art > 0) return { type: 'buySupport', marker: 'artillery', count: art };
  // Air (-1d6 DV, 9.5.3D) with what is left: the one marker that fits beside three others.
  if (av.air < Math.min(2, AIR_MARKERS) && spend >= SUPPLY_COST.air && !c.last)
    return { type: 'buySupport', marker: 'air' };
  return { type: 'endSupply' };
}

// ---------------------------------------------------------------------------------------------
// Combat Phase (6.4).

/** The units of each Area that could be activated now (8.1), strongest first, per decision. */
function actorsByArea(c: Ctx): Map<number, Actor[]> {
  if (c.actors) return c.actors;
  const s = c.s;
  const out = new Map<number, Actor[]>();
  // activatableUnits for every Area in one pass: Fresh and not held by a Random Event.
  for (const id of unitIds(s)) {
    const u = s.germans[id]!;
    if (u.location.kind !== 'area' || u.spent || pausedByEvent(s, id)) continue;
    const n = u.location.area;
    const a: Actor = {
      id,
      info: infoOf(s.kit, id),
      pos: n,
      mf: movementFactor(s, id),
      starter: true,
      shoulder: s.options.northernShoulder && shoulderUnit(s, id),
    };
    const list = out.get(n);
    if (list) list.push(a);
    else out.set(n, [a]);
  }
  for (const list of out.values()) list.sort(byStrength);
  c.actors = out;
  return out;
}

/** The activated units that may still move or attack (8.1, 8.2), strongest first. */
function actorsIn(s: GameState): Actor[] {
  const r = s.round!;
  const out: Actor[] = [];
  for (const id in r.units) {
    const ru = r.units[id]!;
    const u = s.germans[id]!;
    if (ru.attacked || ru.stopped || u.spent || u.location.kind !== 'area' || ru.mfLeft <= 0)
      continue;
    out.push({
      id,
      info: infoOf(s.kit, id),
      pos: u.location.area,
      mf: ru.mfLeft,
      starter: !ru.moved,
      shoulder: s.options.northernShoulder && shoulderUnit(s, id),
    });
  }
  return out.sort(byStrength);
}

/** The best attack by the units of Area `n` if it were activated now. */
function areaPlan(c: Ctx, n: number, actors: readonly Actor[]): AttackPlan | null {
  return planAttack(c, beforeActivation(n), actors);
}

/**
 * The attack to start now, or null. Areas are tried in order of the best target they border
 * (their front value), and the first whose own plan is worth making is activated: the easiest
 * attacks go first and take the fewest markers, leaving the rest for harder ones.
 */
function bestActivation(c: Ctx): AttackPlan | null {
  const s = c.s;
  const byArea = actorsByArea(c);
  let phase = phases.get(s.options);
  if (!phase || phase.turn !== s.turn) {
    const order: number[] = [];
    for (const n of byArea.keys()) {
      // Two steps from the front no unit can reach a Soviet Area this activation (8.2).
      if (c.board.dist[n]! <= 1 || s.areas[n]!.soviet) order.push(n);
    }
    const key = new Float64Array(51);
    for (const n of order) key[n] = frontAt(c, n);
    order.sort((a, b) => key[b]! - key[a]! || a - b);
    phase = { turn: s.turn, order, given: new Set() };
    phases.set(s.options, phase);
  }
  for (const n of phase.order) {
    const actors = byArea.get(n);
    if (!actors || phase.given.has(n)) continue;
    const p = areaPlan(c, n, actors);
    if (p && p.value >= c.theta) return p;
    // Nothing worth it from here: the Areas captured meanwhile give these units nothing new.
    phase.given.add(n);
  }
  return null;
}

/**
 * The order in which Areas are tried for attacks in the Combat Phase of `turn` (fixed when it
 * starts), and the Areas that had nothing worth attacking, per game.
 */
const phases = new WeakMap<
  GameState['options'],
  { readonly turn: number; readonly order: readonly number[]; readonly given: Set<number> }
>();

/** The next step of an attack plan in the Action Round: move one unit, or declare (9.1-9.3). */
function stepOf(s: GameState, p: AttackPlan): Action {
  if (p.fromContested) return { type: 'declareAttack', area: p.target, units: p.units };
  // A unit already on its way goes on first, so Areas on the way are free again (7.1).
  let mover: string | null = null;
  for (const id of p.units) {
    const loc = s.germans[id]!.location;
    if (loc.kind !== 'area' || loc.area === p.target || !p.steps.has(id)) continue;
    if (s.round!.units[id]?.moved) {
      mover = id;
      break;
    }
    mover ??= id;
  }
  if (mover) return { type: 'move', unit: mover, to: p.steps.get(mover)! };
  return { type: 'declareAttack', area: p.target, units: enteredUnits(s, p.target) };
}

/** Units that entered Area `t` this Action Round and have not attacked (9.1, 9.2). */
function enteredUnits(s: GameState, t: number): string[] {
  const r = s.round!;
  return Object.keys(r.units).filter((id) => {
    const ru = r.units[id]!;
    const loc = s.germans[id]!.location;
    return ru.moved && !ru.attacked && loc.kind === 'area' && loc.area === t;
  });
}

/**
 * Units have entered Soviet Area `t`: bring in the rest of the group that planned it (the same
 * choice of units, 7.1), then attack (9.1, 9.2).
 */
function completeAttack(c: Ctx, rv: RoundView, actors: readonly Actor[], t: number): Action {
  const s = c.s;
  const entered = enteredUnits(s, t);
  const forced: Member[] = entered.map((id) => ({ id, info: infoOf(s.kit, id) }));
  const able = actors.filter((a) => stepToward(c, rv, a, t) !== 0);
  const room = STACK_LIMIT - stackIn(s, t);
  const group = bestGroup(s, able, room, forced).slice(forced.length) as Actor[];
  const next = group.find((a) => !a.starter) ?? group[0];
  if (next) return { type: 'move', unit: next.id, to: stepToward(c, rv, next, t) };
  return { type: 'declareAttack', area: t, units: entered };
}

/** The attack in progress: lead with the strongest unit and place the advisor's Support (9.5). */
function resolveNow(c: Ctx): Action {
  const s = c.s;
  const atk = s.round!.attack!;
  const lead = atk.units.map((id) => ({ id, info: infoOf(s.kit, id) })).sort(byStrength)[0]!.id;
  const none = { type: 'resolveAttack' as const, lead, artillery: 0, engineers: 0, air: false };
  const spec = combatSpec(s, { lead, artillery: 0, engineers: 0, air: false });
  const def = defenderOf(c, atk.area);
  if (!spec.ok || !def) return none;
  const sup = planSupport(probeOfSpec(spec.value, c.env), def, c.caps);
  return { ...none, artillery: sup.artillery, engineers: sup.engineers, air: sup.air };
}

/**
 * 9.4 Barrage (16.3): with few units Out of Action, give up the weakest attacker when the attack
 * that carries on is still worth making; otherwise all Spent and retreat.
 */
function barrageNow(c: Ctx): Action {
  const s = c.s;
  const r = s.round!;
  const atk = r.attack!;
  const out = unitIds(s).filter((id) => s.germans[id]!.location.kind === 'outOfAction').length;
  if (atk.units.length > 1 && out < 4) {
    const members = atk.units.map((id) => ({ id, info: infoOf(s.kit, id) })).sort(byStrength);
    let drop = members[members.length - 1]!;
    let keep: Member[] = [];
    let bestV = Number.NEGATIVE_INFINITY;
    for (const m of [...members].reverse()) {
      const rest = members.filter((x) => x !== m);
      const v = strength(s, rest);
      if (v > bestV) {
        bestV = v;
        drop = m;
        keep = rest;
      }
    }
    const rv: RoundView = {
      area: r.area,
      attacked: [],
      contestedAtActivation: r.contestedAtActivation,
    };
    const v = attackWorth(c, rv, atk.area, keep, atk.kind === 'contested');
    if (v && v.value >= c.theta)
      return { type: 'barrageChoice', choice: 'outOfAction', unit: drop.id };
  }
  return { type: 'barrageChoice', choice: 'retreat' };
}

/** The plan an Area was activated with, per game: what the first step of its round needs. */
const activations = new WeakMap<
  GameState['options'],
  { readonly serial: number; readonly area: number; readonly plan: AttackPlan | null }
>();

/** The action inside an Action Round. */
function inRound(c: Ctx): Action {
  const s = c.s;
  const r = s.round!;
  if (r.attack) {
    if (r.attack.stage === 'resolve') return resolveNow(c);
    if (r.attack.stage === 'barrage') return barrageNow(c);
    // Physical cup: the simulator names the first unseen counter.
    const t = c.facts[r.attack.area]!.terrain;
    const k = t ? s.pools[t][0] : undefined;
    return k ? { type: 'revealCounter', counter: k } : { type: 'endRound' };
  }
  if (r.retreat) {
    const unit = r.retreat.units[0]!;
    return { type: 'retreat', unit, path: retreatRoutes(s, unit)[0]! };
  }
  const rv: RoundView = {
    area: r.area,
    attacked: r.attacked,
    contestedAtActivation: r.contestedAtActivation,
  };
  const actors = actorsIn(s);
  // Units that entered a Soviet Area attack it, joined by the rest of their group (9.1, 9.2).
  for (const id in r.units) {
    const ru = r.units[id]!;
    const loc = s.germans[id]!.location;
    if (!ru.moved || ru.attacked || loc.kind !== 'area') continue;
    const t = loc.area;
    if (!s.areas[t]!.soviet || r.attacked.includes(t)) continue;
    // The group the Area was activated for goes in (the same choice completeAttack makes).
    const chosen = activations.get(s.options);
    const plan = chosen?.serial === r.serial ? chosen.plan : null;
    if (plan && plan.target === t && !plan.fromContested) {
      for (const a of actors) {
        if (a.pos === t || !plan.units.includes(a.id)) continue;
        const to = stepToward(c, rv, a, t);
        if (to !== 0) return { type: 'move', unit: a.id, to };
      }
      return { type: 'declareAttack', area: t, units: enteredUnits(s, t) };
    }
    return completeAttack(c, rv, actors, t);
  }
  // Nothing has happened yet in this activation: the plan that chose it stands. Moving units
  // up changes nothing for those that stay, so until a unit that moved could still enter a
  // Soviet Area (3 MF, 8.2) there is nothing new to plan.
  let fresh = r.attacked.length === 0;
  for (const id in r.units) fresh &&= !r.units[id]!.moved;
  const stale = r.attacked.length === 0 && !actors.some((a) => !a.starter && a.mf >= 3);
  const chosen = activations.get(s.options);
  const known = chosen && chosen.serial === r.serial && chosen.area === r.area ? chosen : null;
  let plan: AttackPlan | null = null;
  if (fresh) plan = known ? known.plan : areaPlan(c, r.area, actors);
  else if (!stale)
    // In a round begun to move up, only the units that moved can have found something new.
    plan = planAttack(
      c,
      rv,
      known && !known.plan && r.attacked.length === 0 ? actors.filter((a) => !a.starter) : actors,
    );
  if (plan && plan.value >= c.theta) return stepOf(s, plan);
  // Nothing left to attack: on toward the front (pointless on the last Turn).
  if (!c.last) {
    // A unit on its way goes on to the Area it chose (per game, for this Action Round).
    const going = journeys.get(s.options);
    if (going && going.serial === r.serial) {
      const a = actors.find((x) => x.id === going.unit);
      const to = a ? going.path[going.path.indexOf(a.pos) + 1] : undefined;
      if (a && to !== undefined && moveCost(s, a.id, to).ok)
        return { type: 'move', unit: a.id, to };
    }
    for (const a of actors) {
      if (a.id === going?.unit && going.serial === r.serial) continue;
      const path = relocation(c, rv, a);
      if (!path) continue;
      journeys.set(s.options, { serial: r.serial, unit: a.id, path });
      return { type: 'move', unit: a.id, to: path[0]! };
    }
  }
  return { type: 'endRound' };
}

/** The unit moving up and the path it chose, per game, for one Action Round. */
const journeys = new WeakMap<
  GameState['options'],
  { readonly serial: number; readonly unit: string; readonly path: readonly number[] }
>();

/** The Area to activate for moving up, or null. */
function moveActivation(c: Ctx): number | null {
  if (c.last) return null;
  for (const [n, actors] of actorsByArea(c)) {
    const rv = beforeActivation(n);
    for (const a of actors) if (relocation(c, rv, a)) return n;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Dawn (6.1, 12.3).

function dawn(c: Ctx): Action | null {
  const s = c.s;
  if (s.step === 'isolation' && s.isolationCandidates) {
    // 12.3: isolation helps the attacker on average, so mark the Areas the Germans touch.
    const touching = (n: number) => c.facts[n]!.neighbours.reduce((k, m) => k + stackIn(s, m), 0);
    const areas = [...s.isolationCandidates]
      .sort((a, b) => touching(b) - touching(a) || a - b)
      .slice(0, MAX_ISOLATION_MARKERS);
    return { type: 'chooseIsolated', areas };
  }
  for (const g of reinforcementGroups(s)) {
    // 6.1.1: one Area per group, filled up to the stacking limit; the nearest the front.
    const area = bestPlace(c, g.units[0]!, g.areasWithRoom);
    if (area === undefined) continue;
    const room = STACK_LIMIT - stackIn(s, area);
    return { type: 'placeReinforcements', area, units: g.units.slice(0, room) };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------

/** The action the built-in German policy takes in state `s` (null when the game is over). */
export function germanPolicy(s: GameState): Action | null {
  switch (s.phase) {
    case 'dawn':
      return dawn(ctxOf(s));
    case 'randomEvent':
      return { type: 'rollRandomEvent' };
    case 'supply':
      return s.step === 'roll' ? { type: 'rollSupply' } : purchase(ctxOf(s));
    case 'combat': {
      if (s.step === 'bloodyStreets') return { type: 'rollBloodyStreets' };
      const c = ctxOf(s);
      if (s.round) return inRound(c);
      const attack = bestActivation(c);
      const area = attack ? attack.area : moveActivation(c);
      if (area === null) return { type: 'endCombatPhase' };
      // The Action Round about to begin starts from this very plan (its inputs do not change).
      activations.set(s.options, { serial: s.roundSerial + 1, area, plan: attack });
      return { type: 'activate', area };
    }
    default:
      return null;
  }
}
