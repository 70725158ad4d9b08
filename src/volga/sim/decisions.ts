/**
 * The built-in German player of the headless simulator. It plays an aggressive but prudent
 * German game, so that the simulator can judge house rules (12.7 Morale, 12.8 rerolls, the 11.2
 * threshold):
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
 * Deterministic given the seed. Exact odds are memoised in the player's memory (they depend only
 * on their inputs). Within a game the player also remembers a little, so that it does not plan
 * again at every step: the order in which Areas are tried for attacks in the current Combat
 * Phase (and those with nothing worth attacking), the plan an Area was activated with, and the
 * path of a unit moving up.
 */
import {
  combatSpec,
  moveCost,
  movementFactor,
  pausedByEvent,
  retreatRoutes,
  shoulderUnit,
} from '../engine/game/combatPhase';
import { divisionAway, reinforcementGroups } from '../engine/game/flow';
import { MAX_ISOLATION_MARKERS } from '../engine/game/isolation';
import { counterOf, STACK_LIMIT, stackIn, unitIds } from '../engine/game/ops';
import { returnAreas } from '../engine/game/phases';
import { AIR_MARKERS } from '../engine/game/setup';
import type { Action, GameState } from '../engine/game/types';
import { AREA_NUMBERS, DIVISIONS } from '../engine/kit';
import { SUPPLY_COST } from '../engine/types';
import { type Actor, bestGroup, byStrength, infoOf, type Member, strength } from './board';
import {
  attackWorth,
  beforeActivation,
  planAttack,
  type RoundView,
  relocation,
  stacksOf,
  standValue,
  stepToward,
} from './moves';
import { planSupport, probeOfSpec } from './odds';
import {
  ARTILLERY_PER_STACK,
  BANK_RESERVE,
  MORALE_FLOOR,
  MORALE_REACH,
  MORALE_TARGET,
} from './settings';
import {
  type AttackPlan,
  type Ctx,
  createPlayerMemory,
  ctxOf,
  defenderOf,
  frontAt,
  frontValues,
  type PlayerMemory,
} from './view';

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
    info: infoOf(c.mem.board, c.s.kit, id),
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
    if (!k?.type || divisionAway(s, k.division) || s.supply < SUPPLY_COST[k.type]) continue;
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
      info: infoOf(c.mem.board, s.kit, id),
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
function actorsIn(c: Ctx): Actor[] {
  const s = c.s;
  const r = s.round!;
  const out: Actor[] = [];
  for (const id in r.units) {
    const ru = r.units[id]!;
    const u = s.germans[id]!;
    if (ru.attacked || ru.stopped || u.spent || u.location.kind !== 'area' || ru.mfLeft <= 0)
      continue;
    out.push({
      id,
      info: infoOf(c.mem.board, s.kit, id),
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
  let phase = c.mem.phases.get(s.options);
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
    c.mem.phases.set(s.options, phase);
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
  const forced: Member[] = entered.map((id) => ({ id, info: infoOf(c.mem.board, s.kit, id) }));
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
  const lead = atk.units
    .map((id) => ({ id, info: infoOf(c.mem.board, s.kit, id) }))
    .sort(byStrength)[0]!.id;
  const none = { type: 'resolveAttack' as const, lead, artillery: 0, engineers: 0, air: false };
  const spec = combatSpec(s, { lead, artillery: 0, engineers: 0, air: false });
  const def = defenderOf(c, atk.area);
  if (!spec.ok || !def) return none;
  const sup = planSupport(c.mem.odds, probeOfSpec(spec.value, c.env), def, c.caps);
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
    const members = atk.units
      .map((id) => ({ id, info: infoOf(c.mem.board, s.kit, id) }))
      .sort(byStrength);
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
  const actors = actorsIn(c);
  // Units that entered a Soviet Area attack it, joined by the rest of their group (9.1, 9.2).
  for (const id in r.units) {
    const ru = r.units[id]!;
    const loc = s.germans[id]!.location;
    if (!ru.moved || ru.attacked || loc.kind !== 'area') continue;
    const t = loc.area;
    if (!s.areas[t]!.soviet || r.attacked.includes(t)) continue;
    // The group the Area was activated for goes in (the same choice completeAttack makes).
    const chosen = c.mem.activations.get(s.options);
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
  const chosen = c.mem.activations.get(s.options);
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
    const going = c.mem.journeys.get(s.options);
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
      c.mem.journeys.set(s.options, { serial: r.serial, unit: a.id, path });
      return { type: 'move', unit: a.id, to: path[0]! };
    }
  }
  return { type: 'endRound' };
}

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

/** The built-in German player: the action it takes in a state (null when the game is over). */
export type GermanPlayer = (s: GameState) => Action | null;

/**
 * A German player with its own memory (caches and scratch buffers, PlayerMemory): make one per
 * simulation or worker and give it every state of its games.
 */
export function createGermanPlayer(mem: PlayerMemory = createPlayerMemory()): GermanPlayer {
  return (s) => germanAction(mem, s);
}

/** The action the built-in German policy takes in state `s` (null when the game is over). */
function germanAction(mem: PlayerMemory, s: GameState): Action | null {
  switch (s.phase) {
    case 'dawn':
      return dawn(ctxOf(mem, s));
    case 'randomEvent':
      return { type: 'rollRandomEvent' };
    case 'supply':
      return s.step === 'roll' ? { type: 'rollSupply' } : purchase(ctxOf(mem, s));
    case 'combat': {
      if (s.step === 'bloodyStreets') return { type: 'rollBloodyStreets' };
      const c = ctxOf(mem, s);
      if (s.round) return inRound(c);
      const attack = bestActivation(c);
      const area = attack ? attack.area : moveActivation(c);
      if (area === null) return { type: 'endCombatPhase' };
      // The Action Round about to begin starts from this very plan (its inputs do not change).
      mem.activations.set(s.options, { serial: s.roundSerial + 1, area, plan: attack });
      return { type: 'activate', area };
    }
    default:
      return null;
  }
}
