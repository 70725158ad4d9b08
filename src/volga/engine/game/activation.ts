/**
 * Activation and movement in the Action Rounds (6.4.2): which units may be activated (8.1, the
 * Logistical Pause), their Movement Factor (4.2, Rain), the Active Area, and what a move costs
 * and forbids (8.2, 8.2.1, 8.3, 12.2).
 */
import { err, ok } from '../../../core/result';
import {
  AREA_NUMBERS,
  adjacency,
  MOVEMENT_FACTOR,
  placementIn,
  SHOULDER_AREAS,
  SHOULDER_NEIGHBOURS,
} from '../kit';
import {
  counterOf,
  eventEffect,
  isContested,
  knownNeighbours,
  needFact,
  putUnit,
  STACK_LIMIT,
  stackIn,
  unitsIn,
  unitTypeFact,
} from './ops';
import type {
  Action,
  ActionRound,
  GameResultOf,
  GameState,
  GermanUnitState,
  RoundUnit,
} from './types';

type A<T extends Action['type']> = Extract<Action, { type: T }>;

/** True when a Random Event forbids this unit to activate this Turn (Logistical Pause). */
export function pausedByEvent(s: GameState, id: string): boolean {
  const e = eventEffect(s);
  if (e.kind !== 'noActivation') return false;
  if (e.units.includes(id)) return true;
  const div = counterOf(s.kit, id)?.division;
  return div != null && e.divisions.includes(div);
}

/** The unit's Movement Factor this Turn (4.2.1, 4.2.2; 4 under Rain, 14.6.1). */
export function movementFactor(s: GameState, id: string): number {
  if (eventEffect(s).kind === 'rain') return 4;
  const t = counterOf(s.kit, id)?.type;
  return t ? MOVEMENT_FACTOR[t] : 4;
}

/** Fresh units in Area `n` that may be activated now (8.1, Logistical Pause). */
export function activatableUnits(s: GameState, n: number): string[] {
  return unitsIn(s, n).filter((id) => !s.germans[id]!.spent && !pausedByEvent(s, id));
}

/** 6.4.2, 8.1: choose the Active Area. */
export function activate(s: GameState, a: A<'activate'>): GameResultOf<GameState> {
  if (s.round)
    return err(
      'activate.roundInProgress',
      '6.4.2',
      `Area ${s.round.area} is already the Active Area; end that Action Round first.`,
    );
  if (!s.areas[a.area]) return err('activate.noArea', '3.1', `There is no Area ${a.area}.`);
  const fresh = unitsIn(s, a.area).filter((id) => !s.germans[id]!.spent);
  if (fresh.length === 0)
    return err('activate.noFreshUnits', '8.1', `Area ${a.area} holds no Fresh German unit.`);
  const units = activatableUnits(s, a.area);
  if (units.length === 0)
    return err(
      'activate.paused',
      '6.2',
      `Every Fresh unit in Area ${a.area} is under this Turn's ${s.event?.name ?? 'Random Event'}.`,
    );
  // 4.2: each unit's Movement Factor follows from its type, asked the first time it acts; its
  // Attack Factor only when it leads an attack (attackSpec, 9.5.2) and its division only when a
  // rule counts divisions (attackSpec, 6.1.2).
  for (const id of units) {
    const f = unitTypeFact(s.kit, id);
    if (f) return needFact(f, `Activating ${id} (4.2, 8.1)`);
  }
  const roundUnits: Record<string, RoundUnit> = {};
  for (const id of units) {
    roundUnits[id] = {
      mfLeft: movementFactor(s, id),
      moved: false,
      attacked: false,
      enteredFrom: null,
      stopped: false,
    };
  }
  const serial = s.roundSerial + 1;
  const round: ActionRound = {
    serial,
    area: a.area,
    contestedAtActivation: AREA_NUMBERS.filter((n) => isContested(s, n)),
    units: roundUnits,
    attacked: [],
    attack: null,
    retreat: null,
  };
  return ok({ ...s, round, roundSerial: serial });
}

/** True for a unit that set up in Areas 48-50 (12.2, 6.3 footnote). */
export function shoulderUnit(s: GameState, id: string): boolean {
  const c = counterOf(s.kit, id);
  const p = c ? placementIn(c, s.scenario) : null;
  return p != null && p !== 'absent' && p.at === 'area' && SHOULDER_AREAS.includes(p.area);
}

/** A unit activated with the Active Area (8.1): its state and its record for this Action Round. */
export interface ActiveUnit {
  readonly state: GermanUnitState;
  readonly round: RoundUnit;
}

/**
 * Unit `id` if it is an activated unit of the Active Area, the only units that move (8.1) and
 * attack (9.0); null if it did not start this Action Round there as a Fresh unit. Each caller
 * refuses with its own rule.
 */
export function activeUnit(s: GameState, r: ActionRound, id: string): ActiveUnit | null {
  const state = s.germans[id];
  const round = r.units[id];
  return state && round ? { state, round } : null;
}

/** The cost of one move and why (8.2), for the UI and the simulator. */
export interface MoveCost {
  readonly cost: number;
  readonly mfLeft: number;
  readonly reason: string;
  readonly rule: string;
}

/**
 * What moving `unit` into Area `to` would cost now (8.2: the highest applicable cost), or the
 * rule that forbids it (3.1, 7.1, 8.1, 8.2, 8.2.1, 8.3.1, 8.3.2, 12.2), or the fact needed.
 */
export function moveCost(s: GameState, unit: string, to: number): GameResultOf<MoveCost> {
  const r = s.round;
  if (s.phase !== 'combat' || s.step !== 'actionRounds' || !r)
    return err('move.noActiveArea', '8.1', 'Activate an Area first: only its units move.');
  const active = activeUnit(s, r, unit);
  if (!active)
    return err(
      'move.notActivated',
      '8.1',
      `${unit} did not start this Action Round as a Fresh unit in the Active Area ${r.area}.`,
    );
  const { state: u, round: ru } = active;
  if (r.attack || r.retreat)
    return err('move.combatPending', '9.0', 'Finish the attack (or retreat) in progress first.');
  if (u.spent || ru.attacked || u.location.kind !== 'area')
    return err('move.spent', '8.2', `${unit} is Spent or has attacked: it cannot move.`);
  if (ru.stopped)
    return err(
      'move.mustStop',
      '8.2',
      `${unit} entered an Area with a Soviet unit and must stop there.`,
    );
  const from = u.location.area;
  if (!s.areas[to] || to === from)
    return err('move.noArea', '3.1', `Area ${to} is not another Area of the map.`);
  const adj = adjacency(s.kit, from, to);
  if (adj === 'unknown')
    return needFact(
      { kind: 'adjacency', a: Math.min(from, to), b: Math.max(from, to) },
      `Moving ${unit} from Area ${from} to ${to}`,
    );
  if (adj === 'no')
    return err('move.notAdjacent', '3.1', `Areas ${from} and ${to} are not adjacent.`);
  if (s.options.northernShoulder && shoulderUnit(s, unit) && !SHOULDER_NEIGHBOURS.includes(to))
    return err(
      'move.northernShoulder',
      '12.2',
      `${unit} set up in Areas 48-50 and may enter only Areas 42-47.`,
    );
  if (r.attacked.includes(to))
    return err(
      'move.attackedArea',
      '8.2.1',
      `Area ${to} was attacked during this activation: no more units may enter it.`,
    );
  if (stackIn(s, to) >= STACK_LIMIT)
    return err('move.overstack', '8.3.1', `Area ${to} already holds four German units (7.1).`);
  const target = s.areas[to]!.soviet;
  if (target && s.areas[from]!.soviet)
    return err(
      'move.contestedExit',
      '8.3.2',
      `${unit} is in a Contested Area: it must move to a Vacant Area before entering another Area with a Soviet unit.`,
    );
  let cost: number;
  let reason: string;
  if (target) {
    cost = target.counter === null ? 4 : 3;
    reason =
      target.counter === null
        ? 'Area with an Unrevealed Soviet unit'
        : 'Area with a Revealed Soviet unit';
  } else {
    const near = adjacentToSoviet(s, to);
    if (!near.ok) return near;
    cost = near.value ? 2 : 1;
    reason = near.value ? 'Vacant Area adjacent to a Soviet unit' : 'Vacant Area';
  }
  if (cost > ru.mfLeft)
    return err(
      'move.insufficientMF',
      '8.2',
      `Entering Area ${to} (${reason}) costs ${cost} MF; ${unit} has ${ru.mfLeft} left.`,
    );
  return ok({ cost, mfLeft: ru.mfLeft - cost, reason, rule: '8.2' });
}

/** True when Area `n` borders an Area with a Soviet unit (8.2's 2 MF cost), or a fact needed. */
export function adjacentToSoviet(s: GameState, n: number): GameResultOf<boolean> {
  const nb = knownNeighbours(s.kit, n);
  for (const m of nb.known) if (s.areas[m]?.soviet != null) return ok(true);
  if (!nb.complete) {
    for (const m of AREA_NUMBERS) {
      if (m === n || s.areas[m]?.soviet == null) continue;
      // One question settles every border at once: Area n's whole neighbour list. Asking pair by
      // pair would put up to 41 yes/no questions in front of one move on a half-known map.
      if (adjacency(s.kit, n, m) === 'unknown')
        return needFact({ kind: 'neighbours', area: n }, `The movement cost into Area ${n} (8.2)`);
    }
  }
  return ok(false);
}

/** 8.1, 8.2: move one activated unit into one Adjacent Area. */
export function move(s: GameState, a: A<'move'>): GameResultOf<GameState> {
  const c = moveCost(s, a.unit, a.to);
  if (!c.ok) return c;
  const r = s.round!;
  const u = s.germans[a.unit]!;
  const from = (u.location as { area: number }).area;
  const ru = r.units[a.unit]!;
  const entersSoviet = s.areas[a.to]!.soviet != null;
  return ok({
    ...putUnit(s, { ...u, location: { kind: 'area', area: a.to } }),
    round: {
      ...r,
      units: {
        ...r.units,
        [a.unit]: {
          ...ru,
          mfLeft: c.value.mfLeft,
          moved: true,
          enteredFrom: from,
          stopped: entersSoviet,
        },
      },
    },
  });
}

/**
 * 8.1, 8.2: move several activated units that share an Area into one Adjacent Area together, as
 * a player slides a whole stack: each unit moves by `move`'s rules, in the order given, and the
 * stack moves only if every unit may (a refusal names the unit and its rule).
 */
export function moveStack(s: GameState, a: A<'moveStack'>): GameResultOf<GameState> {
  if (!Array.isArray(a.units) || a.units.length === 0)
    return err('move.noUnits', 'input', 'A stack move names at least one unit.');
  if (new Set(a.units).size !== a.units.length)
    return err('move.sameUnit', 'input', 'A stack move names each unit once.');
  const from = s.germans[a.units[0]!]?.location;
  let next = s;
  for (const unit of a.units) {
    const loc = s.germans[unit]?.location;
    if (from?.kind !== 'area' || loc?.kind !== 'area' || loc.area !== from.area)
      return err('move.notOneStack', '8.2', 'The units of a stack move start in the same Area.');
    const r = move(next, { type: 'move', unit, to: a.to });
    if (!r.ok) return r;
    next = r.value;
  }
  return ok(next);
}

/** One stack move open now: the units of Area `from` that can enter Area `to` together. */
export interface StackMove {
  readonly from: number;
  readonly to: number;
  readonly units: readonly string[];
}

/**
 * The stack moves open now (8.1, 8.2): for each Area holding two or more activated units that
 * may still move, every known Adjacent Area all of them may enter together. At the start of an
 * Action Round that is every Fresh unit of the Active Area.
 */
export function stackMoves(s: GameState): StackMove[] {
  const out: StackMove[] = [];
  for (const [from, units] of movableStacks(s))
    for (const to of knownNeighbours(s.kit, from).known)
      if (moveStack(s, { type: 'moveStack', units, to }).ok) out.push({ from, to, units });
  return out;
}

/** Each Area holding two or more activated units that may still move, with those units. */
function movableStacks(s: GameState): Map<number, string[]> {
  const r = s.round;
  const byArea = new Map<number, string[]>();
  if (!r || r.attack || r.retreat) return byArea;
  for (const id in r.units) {
    const u = s.germans[id];
    const ru = r.units[id]!;
    if (!u || u.spent || ru.attacked || ru.stopped || u.location.kind !== 'area') continue;
    byArea.set(u.location.area, [...(byArea.get(u.location.area) ?? []), id]);
  }
  for (const [from, units] of byArea) if (units.length < 2) byArea.delete(from);
  return byArea;
}

/** A stack whose Area has borders the kit does not know: the Areas it may border (3.1). */
export interface StackBorderPick {
  readonly from: number;
  readonly units: readonly string[];
  /** Every Area whose border with `from` is unknown (12.2 already rules out the rest for 48-50). */
  readonly open: readonly number[];
}

/**
 * The stacks that could move across a border the kit does not know yet (3.1, 8.2): the owner
 * names the Area across it and the stack moves there, the border recorded on the way.
 */
export function stackBorderPicks(s: GameState): StackBorderPick[] {
  const out: StackBorderPick[] = [];
  for (const [from, units] of movableStacks(s)) {
    const open = AREA_NUMBERS.filter((n) => n !== from && adjacency(s.kit, from, n) === 'unknown');
    if (open.length > 0) out.push({ from, units, open });
  }
  return out;
}
