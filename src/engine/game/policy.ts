/**
 * A simple built-in German policy for the headless simulator (issue 4): it buys support, picks
 * attacks by the combat engine's exact odds of capture, lets the app draw Soviet counters and
 * roll the dice. Deterministic: the same state always gives the same action.
 */
import { airForbidden, type CombatSpec, combatOdds } from '../combat';
import { AREA_NUMBERS, counterById, RETURN_COST, temOf, terrainOf, VOLGA_AREAS } from '../kit';
import {
  activatableUnits,
  combatSpec,
  movementFactor,
  retreatRoutes,
  shoulderUnit,
} from './combatPhase';
import { divisionAway, reinforcementGroups } from './flow';
import { MAX_ISOLATION_MARKERS } from './isolation';
import {
  airForbiddenByEvent,
  counterOf,
  eventEffect,
  isContested,
  knownNeighbours,
  STACK_LIMIT,
  sovietCounter,
  stackIn,
  unitIds,
} from './ops';
import { returnAreas, SUPPLY_COST } from './phases';
import { AIR_MARKERS } from './setup';
import type { Action, GameState } from './types';

/** Chance of capture below which the policy does not start an attack. */
export const ATTACK_THRESHOLD = 0.4;

const TERRAIN_INDEX = { clear: 0, elevated: 1, lightUrban: 2, heavyUrban: 3 } as const;

/**
 * Everything in a spec the odds depend on except the defender's counter, packed into one
 * integer (mixed radix, well under 2^53) so the memo needs no strings.
 */
function probeCode(spec: CombatSpec): number {
  const a = spec.attack;
  const d = spec.defense;
  const e = spec.events;
  const o = spec.options;
  let c = a.lead;
  c = c * 5 + a.attackers;
  c = c * 5 + a.artillery;
  c = c * 5 + a.engineers;
  c = c * 2 + +a.air;
  c = c * 2 + +a.integrity;
  c = c * 5 + a.parentOrgs;
  c = c * 2 + +(a.morale >= 10);
  c = c * 2 + +(a.mandatory ?? false);
  c = c * 4 + TERRAIN_INDEX[d.terrain];
  c = c * 5 + d.tem;
  c = c * 2 + +d.firstReveal;
  c = c * 2 + +d.volga;
  c = c * 2 + +d.isolated;
  c = c * 2 + +d.contestedAtStart;
  c = c * 8 + +e.artilleryShortage * 4 + +e.commissars * 2 + +e.noAir;
  return c * 8 + +o.rubble * 4 + +o.parentOrganization * 2 + +o.limitedAir;
}

const STRATEGY_INDEX = { heroes: 0, ambush: 1, barrage: 2, fanatic: 3, guards: 4 } as const;
/** A small integer naming a defender: Defense Factor, strategy, Pavlov. */
const kindCode = (
  defense: number,
  strategy: CombatSpec['defense']['strategy'],
  pavlov: boolean,
): number => defense * 16 + STRATEGY_INDEX[strategy] * 2 + (pavlov ? 1 : 0);

/** Memo: probe code -> defender code -> chance of capture. */
const captureCache = new Map<number, Map<number, number>>();

/** The probe's table of capture chances, created on first use. */
function tableFor(probe: CombatSpec): Map<number, number> {
  const key = probeCode(probe);
  let t = captureCache.get(key);
  if (!t) {
    if (captureCache.size > 50_000) captureCache.clear();
    t = new Map();
    captureCache.set(key, t);
  }
  return t;
}

/** pCapture of the probe against one defender, from the combat engine's exact odds (memoised). */
function pCapture(probe: CombatSpec, table: Map<number, number>, k: PoolKind): number {
  const code = kindCode(k.defense, k.strategy, k.pavlov);
  const hit = table.get(code);
  if (hit !== undefined) return hit;
  const o = combatOdds({
    ...probe,
    defense: { ...probe.defense, defense: k.defense, strategy: k.strategy, pavlov: k.pavlov },
  });
  const p = o.ok ? o.value.pCapture : 0;
  table.set(code, p);
  return p;
}

/** Attack Factor of a unit (0 when unknown). */
const af = (s: GameState, id: string): number => counterOf(s.kit, id)?.attackFactor ?? 0;

/** Support markers the policy commits to an attack by `n` units (9.5.4): Air, Engineers, Artillery. */
function supportFor(
  s: GameState,
  n: number,
  airOk: boolean,
): { artillery: number; engineers: number; air: boolean } {
  let left = n;
  const air = airOk && s.support.available.air > 0 && left > 0;
  if (air) left--;
  const engineers = Math.min(s.support.available.engineer, left);
  left -= engineers;
  const artillery = Math.min(s.support.available.artillery, left);
  return { artillery, engineers, air };
}

/** A planned attack: from Area `from` with `units` on Area `target`. */
interface Plan {
  readonly from: number;
  readonly target: number;
  readonly units: readonly string[];
  readonly p: number;
}

/** The spec of a hypothetical attack, valued against `defense` (null when it cannot be valued). */
function planSpec(
  s: GameState,
  target: number,
  units: readonly string[],
  mandatory: boolean,
  firstReveal: boolean,
): CombatSpec | null {
  const t = terrainOf(s.kit, target);
  const tem = temOf(s.kit, target);
  if (t.kind !== 'known' || tem.kind !== 'known') return null;
  const per = new Map<string, number>();
  const orgs = new Set<string>();
  for (const id of units) {
    const c = counterOf(s.kit, id);
    if (c?.division) per.set(c.division, (per.get(c.division) ?? 0) + 1);
    if (!c?.assaultGun) orgs.add(c?.division ?? `?${id}`);
  }
  const lead = units.reduce((b, id) => (af(s, id) > af(s, b) ? id : b), units[0]!);
  const base: CombatSpec = {
    attack: {
      lead: af(s, lead),
      attackers: units.length,
      artillery: 0,
      engineers: 0,
      air: false,
      integrity: [...per.values()].some((k) => k >= 3),
      parentOrgs: Math.min(orgs.size, units.length),
      // Only the Strong/Shaken threshold matters to the values (9.5.2, 9.5.3C).
      morale: s.morale >= 10 ? 10 : 9,
      mandatory,
    },
    defense: {
      terrain: t.value,
      tem: tem.value,
      // The defender's counter is filled in per counter by pCapture.
      defense: 0,
      strategy: 'heroes',
      firstReveal,
      volga: VOLGA_AREAS.includes(target),
      isolated: false,
      pavlov: false,
      contestedAtStart: isContested(s, target),
    },
    events: {
      artilleryShortage: eventEffect(s).kind === 'artilleryShortage',
      commissars: eventEffect(s).kind === 'commissars',
      noAir: airForbiddenByEvent(s),
    },
    options: {
      rubble: s.options.rubble,
      parentOrganization: s.options.parentOrganization,
      limitedAir: s.options.limitedAir,
    },
  };
  const airOk = airForbidden({ ...base, attack: { ...base.attack, air: true } }) === null;
  return { ...base, attack: { ...base.attack, ...supportFor(s, units.length, airOk) } };
}

/** Chance that `units` capture `target`: exact odds, averaged over the unseen counters if Unrevealed. */
function captureChance(
  s: GameState,
  target: number,
  units: readonly string[],
  mandatory: boolean,
): number {
  const sov = s.areas[target]?.soviet;
  if (!sov || units.length === 0) return 0;
  if (sov.counter) {
    const c = sovietCounter(sov.counter);
    if (!c) return 0;
    const df = c.pavlov ? s.options.pavlovDefense : c.defense;
    if (df === null) return 0;
    const probe = planSpec(s, target, units, mandatory, false);
    if (!probe) return 0;
    return pCapture(probe, tableFor(probe), {
      defense: df,
      strategy: c.strategy,
      pavlov: c.pavlov === true,
      count: 1,
    });
  }
  const t = terrainOf(s.kit, target);
  if (t.kind !== 'known') return 0;
  const pool = s.pools[t.value];
  if (pool.length === 0) return 0;
  const kinds = poolKinds(s, pool);
  const probe = planSpec(s, target, units, mandatory, true);
  if (!probe) return 0;
  const table = tableFor(probe);
  let total = 0;
  for (const k of kinds.list) {
    // A Barrage defender costs a unit or the attack: count it at half.
    total += k.count * pCapture(probe, table, k) * (k.strategy === 'barrage' ? 0.5 : 1);
  }
  return total / pool.length;
}

interface PoolKind {
  readonly defense: number;
  readonly strategy: CombatSpec['defense']['strategy'];
  readonly pavlov: boolean;
  count: number;
}
const poolKindCache = new WeakMap<readonly string[], { list: PoolKind[] }>();

/** The distinct (Defense Factor, strategy) kinds of an unseen pool with their counts. */
function poolKinds(s: GameState, pool: readonly string[]): { list: PoolKind[] } {
  const hit = poolKindCache.get(pool);
  if (hit) return hit;
  const byKey = new Map<string, PoolKind>();
  for (const id of pool) {
    const c = sovietCounter(id);
    if (!c) continue;
    const df = c.pavlov ? s.options.pavlovDefense : c.defense;
    if (df === null) continue;
    const k = `${df}${c.strategy[0]}${c.pavlov ? 'p' : ''}`;
    const e = byKey.get(k);
    if (e) e.count++;
    else byKey.set(k, { defense: df, strategy: c.strategy, pavlov: c.pavlov === true, count: 1 });
  }
  const out = { list: [...byKey.values()] };
  poolKindCache.set(pool, out);
  return out;
}

/** The best attack from Area `from` with the given units, or null. */
function planFrom(s: GameState, from: number, units: readonly string[]): Plan | null {
  if (units.length === 0) return null;
  const attacked = s.round?.attacked ?? [];
  if (s.areas[from]?.soviet) {
    // 9.3 from a Contested Area; 8.3.2 forbids moving straight into another Soviet Area.
    if (attacked.includes(from)) return null;
    return { from, target: from, units, p: captureChance(s, from, units, false) };
  }
  let best: Plan | null = null;
  for (const target of knownNeighbours(s.kit, from).known) {
    const sov = s.areas[target]?.soviet;
    if (!sov || attacked.includes(target)) continue;
    const room = STACK_LIMIT - stackIn(s, target);
    if (room <= 0) continue;
    const cost = sov.counter ? 3 : 4;
    const able = units
      .filter((id) => movementFactor(s, id) >= cost)
      .filter(
        (id) =>
          !(s.options.northernShoulder && shoulderUnit(s, id) && (target < 42 || target > 47)),
      )
      .sort((a, b) => af(s, b) - af(s, a) || (a < b ? -1 : 1))
      .slice(0, room);
    if (able.length === 0) continue;
    const p = captureChance(s, target, able, !isContested(s, target));
    if (!best || p > best.p) best = { from, target, units: able, p };
  }
  return best;
}

/** The policy's best attack now, over every Area that can be activated (or the Active Area). */
function bestPlan(s: GameState): Plan | null {
  const r = s.round;
  if (r) {
    const units = Object.keys(r.units).filter((id) => {
      const u = s.germans[id]!;
      return (
        !r.units[id]!.moved &&
        !r.units[id]!.attacked &&
        !u.spent &&
        u.location.kind === 'area' &&
        u.location.area === r.area
      );
    });
    return planFrom(s, r.area, units);
  }
  let best: Plan | null = null;
  for (const n of AREA_NUMBERS) {
    const p = planFrom(s, n, activatableUnits(s, n));
    if (p && (!best || p.p > best.p)) best = p;
  }
  return best && best.p >= ATTACK_THRESHOLD ? best : null;
}

/** The Supply Phase purchases: return units, keep Morale up, stock Air, Engineers, Artillery. */
function purchase(s: GameState): Action {
  for (const id of unitIds(s)) {
    if (s.germans[id]!.location.kind !== 'outOfAction') continue;
    const c = counterById(s.kit, id);
    if (!c?.type || divisionAway(s, c.division) || s.supply < RETURN_COST[c.type]) continue;
    const areas = returnAreas(s, id);
    if (areas.length > 0) return { type: 'returnUnit', unit: id, area: areas[areas.length - 1]! };
  }
  const av = s.support.available;
  if (s.morale <= 11 && s.supply >= SUPPLY_COST.morale) return { type: 'buyMorale' };
  if (av.air < 2 && s.supply >= SUPPLY_COST.air && av.air < AIR_MARKERS)
    return { type: 'buySupport', marker: 'air' };
  if (av.engineer < 2 && s.supply >= SUPPLY_COST.engineer)
    return { type: 'buySupport', marker: 'engineer' };
  if (av.artillery < 4 && s.supply >= SUPPLY_COST.artillery)
    return { type: 'buySupport', marker: 'artillery' };
  if (s.morale < 19 && s.supply >= 2 * SUPPLY_COST.morale) return { type: 'buyMorale' };
  return { type: 'endSupply' };
}

/** The attack in progress: lead with the strongest unit and commit the planned support. */
function resolveNow(s: GameState): Action {
  const atk = s.round!.attack!;
  const lead = atk.units.reduce((b, id) => (af(s, id) > af(s, b) ? id : b), atk.units[0]!);
  const noAir = { lead, artillery: 0, engineers: 0, air: false };
  const spec = combatSpec(s, { ...noAir, air: true });
  const airOk = spec.ok && airForbidden(spec.value) === null;
  return { type: 'resolveAttack', lead, ...supportFor(s, atk.units.length, airOk) };
}

/** The action the built-in German policy takes in state `s` (null when the game is over). */
export function germanPolicy(s: GameState): Action | null {
  if (s.phase === 'over') return null;
  switch (s.phase) {
    case 'dawn': {
      if (s.step === 'isolation' && s.isolationCandidates)
        return {
          type: 'chooseIsolated',
          areas: s.isolationCandidates.slice(0, MAX_ISOLATION_MARKERS),
        };
      for (const g of reinforcementGroups(s)) {
        const area = [...g.areasWithRoom].sort((a, b) => stackIn(s, a) - stackIn(s, b) || a - b)[0];
        if (area === undefined) continue;
        const room = STACK_LIMIT - stackIn(s, area);
        return { type: 'placeReinforcements', area, units: g.units.slice(0, room) };
      }
      return null;
    }
    case 'randomEvent':
      return { type: 'rollRandomEvent' };
    case 'supply':
      return s.step === 'roll' ? { type: 'rollSupply' } : purchase(s);
    case 'combat': {
      if (s.step === 'bloodyStreets') return { type: 'rollBloodyStreets' };
      const r = s.round;
      if (!r) {
        const plan = bestPlan(s);
        return plan ? { type: 'activate', area: plan.from } : { type: 'endCombatPhase' };
      }
      if (r.attack) {
        if (r.attack.stage === 'resolve') return resolveNow(s);
        if (r.attack.stage === 'barrage') {
          const out = unitIds(s)
            .map((id) => s.germans[id]!)
            .filter((u) => u.location.kind === 'outOfAction').length;
          if (r.attack.units.length > 1 && out < 4) {
            const weakest = r.attack.units.reduce(
              (b, id) => (af(s, id) < af(s, b) ? id : b),
              r.attack.units[0]!,
            );
            return { type: 'barrageChoice', choice: 'outOfAction', unit: weakest };
          }
          return { type: 'barrageChoice', choice: 'retreat' };
        }
        // Physical cup: the simulator names the first unseen counter.
        const t = terrainOf(s.kit, r.attack.area);
        const c = t.kind === 'known' ? s.pools[t.value][0] : undefined;
        return c ? { type: 'revealCounter', counter: c } : { type: 'endRound' };
      }
      if (r.retreat) {
        const unit = r.retreat.units[0]!;
        return { type: 'retreat', unit, path: retreatRoutes(s, unit)[0]! };
      }
      // Units that entered a Soviet Area attack together (9.1 if mandatory).
      const entered = new Map<number, string[]>();
      for (const id in r.units) {
        const ru = r.units[id]!;
        const loc = s.germans[id]!.location;
        if (
          ru.moved &&
          !ru.attacked &&
          loc.kind === 'area' &&
          s.areas[loc.area]!.soviet &&
          !r.attacked.includes(loc.area)
        ) {
          entered.set(loc.area, [...(entered.get(loc.area) ?? []), id]);
        }
      }
      for (const [area, units] of entered) {
        // The rest of the Active Area's able units follow the first one in (the plan's units).
        if (stackIn(s, area) < STACK_LIMIT) {
          const cost = s.areas[area]!.soviet!.counter ? 3 : 4;
          const next = Object.keys(r.units).find((id) => {
            const ru = r.units[id]!;
            const loc = s.germans[id]!.location;
            return (
              !ru.moved &&
              !ru.attacked &&
              loc.kind === 'area' &&
              loc.area === r.area &&
              ru.mfLeft >= cost &&
              !(s.options.northernShoulder && shoulderUnit(s, id) && (area < 42 || area > 47))
            );
          });
          if (next) return { type: 'move', unit: next, to: area };
        }
        return { type: 'declareAttack', area, units };
      }
      const plan = bestPlan(s);
      if (plan && plan.p > 0) {
        if (plan.target === plan.from)
          return { type: 'declareAttack', area: plan.target, units: plan.units };
        return { type: 'move', unit: plan.units[0]!, to: plan.target };
      }
      return { type: 'endRound' };
    }
    default:
      return null;
  }
}
