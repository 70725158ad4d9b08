/**
 * The simulator's German player planning its moves: the best attack for a set of units (which
 * target, which group, what Support, 7.1, 8.2, 9.1-9.3), and the search for a better place to
 * stand (8.2). The search's buffers are the player's own (PlayerMemory.scratch).
 */
import { isContested, STACK_LIMIT, stackIn, unitsIn } from '../engine/game/ops';
import type { GameState } from '../engine/game/types';
import { SHOULDER_NEIGHBOURS } from '../engine/kit';
import { type Actor, bestGroup, infoOf, type Member, signature } from './board';
import { type Probe, planSupport } from './odds';
import { COST_WEIGHT, RELOCATE_MARGIN } from './settings';
import {
  type AttackPlan,
  type Ctx,
  frontValues,
  STACK_BONUS,
  type Stacks,
  targetInfo,
} from './view';

// ---------------------------------------------------------------------------------------------
// Attacks.

/** The round-dependent facts planning needs: Areas attacked and Contested at activation. */
export interface RoundView {
  readonly area: number;
  readonly attacked: readonly number[];
  /** Areas Contested when the Active Area was activated; null before activation (now). */
  readonly contestedAtActivation: readonly number[] | null;
}

/** Was Area `n` Contested at activation (8.2, 9.1, 9.3, 12.5)? */
export const contestedIn = (s: GameState, rv: RoundView, n: number): boolean =>
  rv.contestedAtActivation ? rv.contestedAtActivation.includes(n) : isContested(s, n);

/** The view before an Area is activated: nothing attacked, Contested as now. */
export const beforeActivation = (n: number): RoundView => ({
  area: n,
  attacked: [],
  contestedAtActivation: null,
});

/** MF to enter Soviet-occupied Area `t` (8.2): 3 Revealed, 4 Unrevealed. */
export const entryCost = (s: GameState, t: number): number => (s.areas[t]!.soviet!.counter ? 3 : 4);

/** May units enter Area `n` at all now (7.1, 8.2.1, 12.2)? */
export function enterable(c: Ctx, rv: RoundView, a: Actor, n: number): boolean {
  if (rv.attacked.includes(n) || stackIn(c.s, n) >= STACK_LIMIT) return false;
  return !(a.shoulder && !SHOULDER_NEIGHBOURS.includes(n));
}

/**
 * The first step for `a` toward Soviet Area `t` this activation: `t` itself, or a Vacant Area
 * beside it (8.2: 2 MF there, then 3 or 4; 8.3.2 when leaving a Contested Area); 0 if none.
 */
export function stepToward(c: Ctx, rv: RoundView, a: Actor, t: number): number {
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
export function reachInto(c: Ctx, rv: RoundView, a: Actor, out: Uint8Array): void {
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

/** The value of `group` attacking Area `t`, with the advisor's Support, or null. */
export function attackWorth(
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
  const sup = planSupport(c.mem.odds, probe, def, c.caps);
  const value = sup.p * worth;
  return { p: sup.p, value, score: value - COST_WEIGHT * sup.cost };
}

/**
 * The best attack for `actors` (strongest first: units of the Active Area, or of an Area about
 * to be activated): from a Contested Active Area (9.3), or by entering a Soviet Area with every
 * unit that can reach it, up to the stacking limit (7.1).
 */
export function planAttack(c: Ctx, rv: RoundView, actors: readonly Actor[]): AttackPlan | null {
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

export function stacksOf(c: Ctx): Stacks {
  if (!c.stacks) c.stacks = { divisions: [] };
  return c.stacks;
}

export function divisionsIn(c: Ctx, st: Stacks, n: number): (string | null)[] {
  let d = st.divisions[n];
  if (!d) {
    d = unitsIn(c.s, n).map((id) => infoOf(c.mem.board, c.s.kit, id).division);
    st.divisions[n] = d;
  }
  return d;
}

/** How much unit `a` likes standing in Area `n`: the front value and its own stack (7.1, 9.5.2D). */
export function standValue(c: Ctx, st: Stacks, a: Actor, n: number, front: Float64Array): number {
  const div = a.info.division;
  const here = divisionsIn(c, st, n);
  const mine = a.pos === n ? 1 : 0;
  const others = here.length - mine;
  let same = div ? -mine : 0;
  if (div) for (const d of here) if (d === div) same++;
  return front[n]! + 0.03 * Math.min(others, 3) + 0.05 * Math.min(same, 2);
}

/**
 * The path of the best move for `a` through Vacant Areas within its MF (8.2: 1 MF, or 2 beside
 * a Soviet unit; 7.1, 8.2.1, 12.2), or null when staying is as good.
 */
export function relocation(c: Ctx, rv: RoundView, a: Actor): number[] | null {
  const s = c.s;
  const front = frontValues(c);
  const st = stacksOf(c);
  const stay = standValue(c, st, a, a.pos, front);
  if (stay + RELOCATE_MARGIN >= c.standBound!) return null;
  const cost = c.mem.scratch.cost.fill(127);
  const from = c.mem.scratch.from;
  const queue = c.mem.scratch.queue;
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
