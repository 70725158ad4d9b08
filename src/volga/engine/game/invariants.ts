/**
 * Invariants every reachable GameState keeps, for tests and the simulator: stacking (7.1),
 * Morale bounds (5.2), the German Controlled count (3.4, 7.2), one place per unit, the counter
 * pools, and a non-negative Supply bank (6.3.1).
 */
import { AREA_NUMBERS, VOLGA_AREAS } from '../kit';
import { TERRAINS } from '../types';
import { MORALE_MAX, STACK_LIMIT, unitIds } from './ops';
import { AIR_MARKERS } from './setup';
import type { GameState } from './types';

// States share unchanged parts, so each part's findings are memoised by object identity.
const unitFindings = new WeakMap<object, string[]>();
const areaFindings = new WeakMap<object, { german: number; seen: Set<string>; bad: string[] }>();
const poolFindings = new WeakMap<object, { areas: object; bad: string[] }>();

function checkUnits(s: GameState): string[] {
  const hit = unitFindings.get(s.germans);
  if (hit) return hit;
  const bad: string[] = [];
  const stacks = new Map<number, number>();
  for (const id of unitIds(s)) {
    const u = s.germans[id]!;
    if (u.id !== id) bad.push(`Unit keyed ${id} calls itself ${u.id}.`);
    if (u.location.kind === 'area') {
      if (!(u.location.area >= 1 && u.location.area <= 50))
        bad.push(`${id} is in Area ${u.location.area}, which does not exist.`);
      stacks.set(u.location.area, (stacks.get(u.location.area) ?? 0) + 1);
    }
  }
  for (const [n, k] of stacks)
    if (k > STACK_LIMIT) bad.push(`7.1: Area ${n} holds ${k} German units.`);
  unitFindings.set(s.germans, bad);
  return bad;
}

function checkAreas(s: GameState): { german: number; seen: Set<string>; bad: string[] } {
  const hit = areaFindings.get(s.areas);
  if (hit) return hit;
  const bad: string[] = [];
  let german = 0;
  const seen = new Set<string>();
  for (const n of AREA_NUMBERS) {
    const a = s.areas[n];
    if (!a) {
      bad.push(`Area ${n} is missing.`);
      continue;
    }
    if (a.control === 'german') german++;
    if ((a.control === 'soviet') !== (a.soviet != null))
      bad.push(
        `7.2/7.4: Area ${n} is ${a.control} Controlled but ${a.soviet ? 'holds' : 'has no'} Soviet unit.`,
      );
    if (a.isolated && (!a.soviet || VOLGA_AREAS.includes(n)))
      bad.push(`12.3: Area ${n} is marked Isolated but cannot be.`);
    const c = a.soviet?.counter;
    if (c) {
      if (seen.has(c)) bad.push(`Counter ${c} is on the map twice.`);
      seen.add(c);
    }
  }
  const out = { german, seen, bad };
  areaFindings.set(s.areas, out);
  return out;
}

function checkPools(s: GameState, seen: Set<string>): string[] {
  const hit = poolFindings.get(s.pools);
  if (hit && hit.areas === s.areas) return hit.bad;
  const bad: string[] = [];
  for (const t of TERRAINS) {
    const pool = s.pools[t];
    if (!Array.isArray(pool)) {
      bad.push(`5.4: the ${t} pool is missing.`);
      continue;
    }
    if (new Set(pool).size !== pool.length) bad.push(`5.4: the ${t} pool lists a counter twice.`);
    for (const c of pool)
      if (seen.has(c)) bad.push(`5.4: counter ${c} is both unseen and on the map.`);
  }
  poolFindings.set(s.pools, { areas: s.areas, bad });
  return bad;
}

/** Every invariant the state breaks, as messages naming the rule; empty when all hold. */
export function checkInvariants(s: GameState): string[] {
  const bad: string[] = [];
  if (!Number.isInteger(s.morale) || s.morale < 0 || s.morale > MORALE_MAX)
    bad.push(`5.2: Morale ${s.morale} is outside 0..19.`);
  if (!Number.isInteger(s.supply) || s.supply < 0)
    bad.push(`6.3.1: Supply bank ${s.supply} is negative.`);
  for (const k of ['air', 'artillery', 'engineer'] as const) {
    if (s.support.available[k] < 0 || s.support.used[k] < 0)
      bad.push(`3.5: ${k} marker count is negative.`);
  }
  if (s.support.available.air + s.support.used.air !== AIR_MARKERS)
    bad.push(
      `6.3: ${s.support.available.air} + ${s.support.used.air} Air markers, not ${AIR_MARKERS}.`,
    );
  bad.push(...checkUnits(s));
  const areas = checkAreas(s);
  bad.push(...areas.bad);
  if (areas.german !== s.germanControlled)
    bad.push(
      `3.4: the German Controlled count is ${s.germanControlled} but ${areas.german} Areas are German.`,
    );
  bad.push(...checkPools(s, areas.seen));
  if (s.round) {
    for (const id in s.round.units)
      if (!s.germans[id]) bad.push(`Round unit ${id} does not exist.`);
  }
  return bad;
}
