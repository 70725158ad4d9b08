/**
 * The board as the simulator's German player sees it: static Area facts per kit, the front per
 * `areas` object, and the German units with how a group of them adds up (9.5.2, 12.4). What is
 * memoised lives in a BoardCache made per simulation (createBoardCache).
 */
import { counterOf, knownNeighbours } from '../engine/game/ops';
import type { GameState } from '../engine/game/types';
import {
  AREA_NUMBERS,
  type ComponentKit,
  GERMAN_START_AREAS,
  temOf,
  terrainOf,
  VOLGA_AREAS,
} from '../engine/kit';
import type { Terrain } from '../engine/types';

/** What the board view memoises, for one simulation. */
export interface BoardCache {
  readonly facts: WeakMap<ComponentKit, AreaFacts[]>;
  readonly boards: WeakMap<GameState['areas'], Board>;
  readonly units: WeakMap<ComponentKit, Map<string, UnitInfo>>;
}

/** An empty board cache. */
export function createBoardCache(): BoardCache {
  return { facts: new WeakMap(), boards: new WeakMap(), units: new WeakMap() };
}

// ---------------------------------------------------------------------------------------------
// Static Area facts, per kit object.

export interface AreaFacts {
  readonly terrain: Terrain | null;
  readonly tem: number | null;
  readonly volga: boolean;
  readonly neighbours: readonly number[];
}

/** Terrain, TEM, Volga and known neighbours of every Area of the kit (index = Area number). */
export function factsOf(b: BoardCache, kit: ComponentKit): AreaFacts[] {
  let f = b.facts.get(kit);
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
    b.facts.set(kit, f);
  }
  return f;
}

// ---------------------------------------------------------------------------------------------
// The board as the policy sees it, per `areas` object (replaced whenever an Area changes).

export interface Board {
  /** 1 for a non-Soviet Area bordering a Soviet unit (the 2 MF Areas of 8.2): the front. */
  readonly near: Uint8Array;
  /** Steps from a non-Soviet Area to the front through non-Soviet Areas (255: none). */
  readonly dist: Uint8Array;
  /** A German-Controlled Heavy Urban Area outside the start Areas (11.2). */
  readonly heavyHeld: boolean;
  /** The last front values computed on this board, and what they were computed for. */
  front: { readonly key: number; readonly values: Float64Array; readonly bound: number } | null;
}

/** The board view of `s.areas` (memoised per `areas` object). */
export function boardOf(cache: BoardCache, s: GameState, facts: readonly AreaFacts[]): Board {
  let b = cache.boards.get(s.areas);
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
  cache.boards.set(s.areas, b);
  return b;
}

// ---------------------------------------------------------------------------------------------
// Units.

/** What the policy reads of a German counter (4.3). */
export interface UnitInfo {
  readonly af: number;
  readonly division: string | null;
  readonly assaultGun: boolean;
}

/** The counter data of unit `id` (per kit object). */
export function infoOf(b: BoardCache, kit: ComponentKit, id: string): UnitInfo {
  let m = b.units.get(kit);
  if (!m) {
    m = new Map();
    b.units.set(kit, m);
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
export interface Member {
  readonly id: string;
  readonly info: UnitInfo;
}

/** A unit that may still move or attack in an Action Round (8.1, 8.2). */
export interface Actor extends Member {
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
export const byStrength = (a: Member, b: Member): number =>
  b.info.af - a.info.af || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The parts of the Attack Value a group decides (9.5.2A, B, D; 12.4). */
export function signature(g: readonly Member[]): {
  lead: number;
  integrity: boolean;
  parentOrgs: number;
} {
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
export function strength(s: GameState, g: readonly Member[]): number {
  const x = signature(g);
  return (
    x.lead +
    g.length +
    (x.integrity ? 1 : 0) -
    (s.options.parentOrganization ? x.parentOrgs - 1 : 0)
  );
}

/** The `k` members of `pool` (strongest first) with the best Attack Value, after `forced`. */
export function bestGroup(
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
