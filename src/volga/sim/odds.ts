/**
 * The German player's odds cache: exact chances of capture from the combat engine, memoised
 * under integer keys. The key of the Turn's settings is built from the combat catalogue (one bit
 * per combat event and combat option of the CombatSpec), so a new event gets its own bit and
 * cannot share a memo entry with another. Everything memoised lives in an OddsCache made per
 * simulation (createOddsCache); nothing here is module state.
 */
import {
  airForbidden,
  attackValue,
  barrageContinueSpec,
  COMBAT_EVENTS,
  COMBAT_OPTIONS,
  type CombatEvents,
  type CombatOptions,
  type CombatSpec,
  combatOdds,
} from '../engine/combat';
import { sovietCounter } from '../engine/game/ops';
import type { GameState } from '../engine/game/types';
import {
  DEFAULT_RULINGS,
  RULING_IDS,
  type Rulings,
  readingsOf,
  withDefaults,
} from '../engine/rulings';
import {
  moraleIsStrong,
  STRATEGIES,
  STRONG_MORALE,
  type Strategy,
  SUPPLY_COST,
  type Terrain,
} from '../engine/types';
import { CAPTURE_TARGET, HOPELESS } from './settings';

/** Everything the odds memoise, for one simulation (or one worker). */
export interface OddsCache {
  /** Every defender kind met so far, numbered (a few dozen in all). */
  readonly kinds: Kind[];
  readonly kindNumbers: Map<number, number>;
  readonly rows: Map<number, Row>;
  rowSerial: number;
  readonly attackRows: Map<number, Row>;
  readonly probeAllocs: Map<number, ProbeAllocs>;
  readonly pools: WeakMap<readonly string[], PoolInfo>;
  /** One Defender object per Revealed kind number. */
  readonly revealed: Defender[];
  /** The reference attack's row for `ease`, by the defending side and the Turn's settings. */
  readonly easeRows: Map<number, Row>;
}

/** An empty odds cache. */
export function createOddsCache(): OddsCache {
  return {
    kinds: [],
    kindNumbers: new Map(),
    rows: new Map(),
    rowSerial: 0,
    attackRows: new Map(),
    probeAllocs: new Map(),
    pools: new WeakMap(),
    revealed: [],
    easeRows: new Map(),
  };
}

export const TERRAIN_INDEX: Readonly<Record<Terrain, number>> = {
  clear: 0,
  elevated: 1,
  lightUrban: 2,
  heavyUrban: 3,
};
/** Each Defense Strategy's place in the catalogue. */
const STRATEGY_INDEX = Object.fromEntries(STRATEGIES.map((id, i) => [id, i])) as Readonly<
  Record<Strategy, number>
>;

/** Random Events and optional rules that change combat this Turn, with their code (ENV_CODES). */
export interface Env {
  readonly events: CombatEvents;
  readonly options: CombatOptions;
  /** The reading of each ruling in force (12.4). */
  readonly rulings: Rulings;
  /** One bit per combat event, then one per combat option, then each ruling's reading. */
  readonly bits: number;
  readonly strong: boolean;
}

/** How many different `Env.bits` there are: a key times this plus the bits stays unique. */
export const ENV_CODES =
  2 ** (COMBAT_EVENTS.length + COMBAT_OPTIONS.length) *
  RULING_IDS.reduce((n, id) => n * readingsOf(id).length, 1);

/** An attack the policy is weighing, without its Support markers and defender counter. */
export interface Probe {
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
export interface Kind {
  readonly defense: number;
  readonly strategy: Strategy;
  readonly pavlov: boolean;
}

/** The number of a defender kind. */
export function kindIndex(
  o: OddsCache,
  defense: number,
  strategy: Strategy,
  pavlov: boolean,
): number {
  const code = defense * 16 + STRATEGY_INDEX[strategy] * 2 + (pavlov ? 1 : 0);
  let i = o.kindNumbers.get(code);
  if (i === undefined) {
    i = o.kinds.length;
    o.kinds.push({ defense, strategy, pavlov });
    o.kindNumbers.set(code, i);
  }
  return i;
}

/** Everything in a probe the odds depend on, packed into one integer (well under 2^53). */
function bareKey(p: Probe): number {
  let c = p.lead;
  c = c * 5 + p.attackers;
  c = c * 2 + +p.integrity;
  c = c * 5 + p.parentOrgs;
  // Whether the attack is Mandatory (9.1) changes only what a Repulse costs, not the odds.
  c = withDefender(c, p);
  c = c * 2 + +p.contested;
  return c * ENV_CODES + p.env.bits;
}

/**
 * `c` with the digits of what the defending side's value depends on appended: Morale's strength,
 * the terrain and TEM, a first reveal, the Volga and isolation.
 */
function withDefender(c: number, p: Probe): number {
  c = c * 2 + +p.env.strong;
  c = c * 4 + TERRAIN_INDEX[p.terrain];
  c = c * 5 + p.tem;
  c = c * 2 + +p.firstReveal;
  c = c * 2 + +p.volga;
  return c * 2 + +p.isolated;
}

/** The key of a probe with its Support markers. */
const fullKey = (bare: number, art: number, eng: number, air: boolean): number =>
  ((bare * 5 + art) * 5 + eng) * 2 + +air;

/** The probe of a combat engine spec. */
export function probeOfSpec(spec: CombatSpec, env: Env): Probe {
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
    rulings: p.env.rulings,
  };
}

/** A defender kind that only stands in when the Attack Value is computed (it ignores the defender). */
const ANY_KIND: Kind = { defense: 5, strategy: 'heroes', pavlov: false };

/**
 * The odds of an attack depend on the attacking side only through its Attack Value (9.5.5: the
 * Attack Total is AV + 2d6), so every attack with the same AV and defending side shares one
 * memo row of chances by defender kind.
 */
export interface Row {
  /** Small serial number, the key of pool sums. */
  readonly id: number;
  readonly av: number;
  readonly p: Probe;
  readonly air: boolean;
  /** Chance of capture by kind number (NaN: not computed yet). */
  values: Float64Array;
}

/** The key of the row for Attack Value `av` against the probe's defending side. */
function rowKeyOf(av: number, p: Probe, air: boolean): number {
  let r = withDefender(Math.max(0, Math.min(40, av)), p);
  r = r * 2 + +air;
  return r * ENV_CODES + p.env.bits;
}

/** The memo row for Attack Value `av` against the probe's defending side. */
function rowFor(o: OddsCache, av: number, p: Probe, air: boolean): Row {
  const key = rowKeyOf(av, p, air);
  let row = o.rows.get(key);
  if (!row) {
    row = {
      id: o.rowSerial++,
      av,
      p,
      air,
      values: new Float64Array(Math.max(64, o.kinds.length * 2)).fill(Number.NaN),
    };
    if (o.rows.size > 200_000) o.rows.clear();
    o.rows.set(key, row);
  }
  return row;
}

/** The row of a probe with these markers: its Attack Value from the combat engine (9.5.2). */
export function rowOfAttack(o: OddsCache, p: Probe, art: number, eng: number, air: boolean): Row {
  const key = fullKey(bareKey(p), art, eng, air);
  let row = o.attackRows.get(key);
  if (!row) {
    row = rowFor(o, attackValue(specOf(p, art, eng, air, ANY_KIND)).value, p, air);
    if (o.attackRows.size > 200_000) o.attackRows.clear();
    o.attackRows.set(key, row);
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
function cell(o: OddsCache, row: Row, k: number): number {
  if (row.values.length <= k) {
    const grown = new Float64Array(o.kinds.length * 2).fill(Number.NaN);
    grown.set(row.values);
    row.values = grown;
  }
  const v = row.values[k]!;
  if (!Number.isNaN(v)) return v;
  // A lone unit without Support, under the same settings (the row key holds them all), whose
  // lead makes up the row's Attack Value beside whatever else the settings add (9.5.2).
  const lone: Probe = {
    ...row.p,
    lead: 0,
    attackers: 1,
    integrity: false,
    parentOrgs: 1,
    mandatory: false,
    contested: false,
  };
  const rest = attackValue(specOf(lone, 0, 0, row.air, ANY_KIND)).value;
  const spec = specOf({ ...lone, lead: Math.max(0, row.av - rest) }, 0, 0, row.air, o.kinds[k]!);
  const odds = combatOdds(spec);
  const out = odds.ok ? Math.round(odds.value.pCapture * DICE_OUTCOMES) : 0;
  row.values[k] = out;
  return out;
}

/** The unseen counters of one pool (5.4, 12.6): kind numbers, counts, and which are Barrage. */
export interface PoolInfo {
  readonly kinds: readonly number[];
  readonly counts: readonly number[];
  readonly barrage: readonly boolean[];
  readonly anyBarrage: boolean;
  readonly size: number;
  /** This pool as a Defender. */
  readonly defender: Defender;
}

/** The unseen pool of `terrain` by kind (memoised per pool array). */
export function poolInfo(o: OddsCache, s: GameState, terrain: Terrain): PoolInfo {
  return poolOf(o, s.pools[terrain], s.options.pavlovDefense);
}

/** The unseen counters `pool` by kind, Pavlov's House at `pavlovDefense` (memoised per array). */
function poolOf(o: OddsCache, pool: readonly string[], pavlovDefense: number | null): PoolInfo {
  const hit = o.pools.get(pool);
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
    const k = kindIndex(o, df, c.strategy, c.pavlov === true);
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
  o.pools.set(pool, info);
  return info;
}

/** Who defends a target: a Revealed counter's kind number, or the unseen pool of its terrain. */
export type Defender =
  | { readonly kind: number; readonly pool: null }
  | { readonly kind: -1; readonly pool: PoolInfo };

/**
 * Chance of capture against the defender in `row`: the combat engine's exact odds, mixed over the
 * unseen counters when the unit is Unrevealed (each equally likely, 9.4). A Barrage counter is
 * counted by the attack that carries on with one unit fewer (`rest`, the combat engine's
 * barrageContinueSpec: the policy's usual answer, 16.3); a lone attacker then captures nothing.
 */
export function chanceIn(o: OddsCache, row: Row, rest: Row | null, d: Defender): number {
  if (d.pool === null) return cell(o, row, d.kind) / DICE_OUTCOMES;
  const info = d.pool;
  if (info.size === 0) return 0;
  let total = 0;
  const { kinds, counts, barrage } = info;
  for (let i = 0; i < kinds.length; i++) {
    const k = kinds[i]!;
    const r = barrage[i] ? rest : row;
    if (!r) continue;
    const v = r.values[k];
    total += counts[i]! * (v === undefined || Number.isNaN(v) ? cell(o, r, k) : v);
  }
  return total / (info.size * DICE_OUTCOMES);
}

/** The Turn's settings as a spec carries them. */
function envOfSpec(spec: CombatSpec): Env {
  return envFrom(
    spec.events,
    spec.options,
    moraleIsStrong(spec.attack.morale),
    withDefaults(spec.rulings),
  );
}

/** Events, options, rulings and the Morale side, with their code: one bit per catalogue id. */
export function envFrom(
  events: CombatEvents,
  options: CombatOptions,
  strong: boolean,
  rulings: Rulings = DEFAULT_RULINGS,
): Env {
  let bits = 0;
  for (const id of COMBAT_EVENTS) bits = bits * 2 + +events[id];
  for (const id of COMBAT_OPTIONS) bits = bits * 2 + +options[id];
  for (const id of RULING_IDS) {
    const readings: readonly string[] = readingsOf(id);
    bits = bits * readings.length + readings.indexOf(rulings[id]);
  }
  return { events, options, rulings, bits, strong };
}

/** The row of the attack left after a Barrage takes one unit (barrageContinueSpec), or null. */
function restRow(o: OddsCache, p: Probe, art: number, eng: number, air: boolean): Row | null {
  const rest = barrageContinueSpec(specOf(p, art, eng, air, ANY_KIND));
  return rest ? rowFor(o, attackValue(rest).value, p, rest.attack.air) : null;
}

/**
 * The defender a spec describes: its own counter, or (Unrevealed) the unseen `pool` (Pavlov's
 * House, whose factor only the game options give, is left out of a bare pool).
 */
function defenderOfSpec(o: OddsCache, spec: CombatSpec, pool?: readonly string[]): Defender {
  const d = spec.defense;
  if (pool) return poolOf(o, pool, null).defender;
  return { kind: kindIndex(o, d.defense, d.strategy, d.pavlov), pool: null };
}

/**
 * The chance of capture the policy plans with for `spec` (markers as given): against its own
 * counter, or, with `pool`, against an Unrevealed unit that may be any of those counters (a
 * Barrage counter counted by the attack that carries on).
 */
export function plannedCapture(o: OddsCache, spec: CombatSpec, pool?: readonly string[]): number {
  const p = probeOfSpec(spec, envOfSpec(spec));
  const a = spec.attack;
  return chanceIn(
    o,
    rowOfAttack(o, p, a.artillery, a.engineers, a.air),
    restRow(o, p, a.artillery, a.engineers, a.air),
    defenderOfSpec(o, spec, pool),
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
export type Caps = SupportCaps;

/**
 * A probe's allocations up to one marker of each kind per attacker, in the advisor's order, with
 * the memo rows each reads; the markers on hand only filter them (pool-independent).
 */
export interface ProbeAllocs {
  readonly allocs: readonly Alloc[];
  readonly rows: readonly Row[];
  /** The row of the attack a Barrage leaves, per allocation (null: lone attacker). */
  readonly rests: readonly (Row | null)[];
  /** Indices of the allocations within each set of markers on hand, by capsCode. */
  readonly within: (readonly number[] | undefined)[];
}

const NO_SUPPORT: Planned = { artillery: 0, engineers: 0, air: false, cost: 0, p: 0 };

/** The allocations of probe `p` with Air at `airCost` (memoised per probe). */
function allocsOf(o: OddsCache, p: Probe, airPaid: boolean): ProbeAllocs {
  const key = bareKey(p) * 2 + +airPaid;
  let pa = o.probeAllocs.get(key);
  if (pa) return pa;
  const n = p.attackers;
  // 6.2, 12.5: some events, and Limited Air in a Contested Urban Area, forbid the Air marker.
  const air = airForbidden(specOf(p, 0, 0, true, ANY_KIND)) === null ? 1 : 0;
  const allocs = allocations(n, n, n, air, airPaid ? SUPPLY_COST.air : 0);
  pa = {
    allocs,
    rows: allocs.map((a) => rowOfAttack(o, p, a.artillery, a.engineers, a.air)),
    rests: allocs.map((a) => restRow(o, p, a.artillery, a.engineers, a.air)),
    within: [],
  };
  if (o.probeAllocs.size > 100_000) o.probeAllocs.clear();
  o.probeAllocs.set(key, pa);
  return pa;
}

/**
 * The support advisor's choice for an attack (adviseSupport's rule, on the same exact odds): the
 * cheapest allocation whose chance of capture reaches CAPTURE_TARGET, else the best one on the
 * Pareto front by Supply cost; when even that is hopeless (and markers have a later use), the
 * cheapest point of the front.
 */
export function planSupport(o: OddsCache, p: Probe, d: Defender, caps: Caps): Planned {
  const n = p.attackers;
  const art = Math.min(caps.artillery, n);
  const eng = Math.min(caps.engineers, n);
  const air = Math.min(caps.air, 1);
  const pa = allocsOf(o, p, air > 0 && caps.airCost !== 0);
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
    const pc = chanceIn(o, pa.rows[i]!, pa.rests[i]!, d);
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
      const pc = chanceIn(o, pa.rows[i]!, pa.rests[i]!, d);
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
export function supportFor(
  o: OddsCache,
  spec: CombatSpec,
  caps: SupportCaps,
  pool?: readonly string[],
): Planned {
  return planSupport(o, probeOfSpec(spec, envOfSpec(spec)), defenderOfSpec(o, spec, pool), caps);
}
