/**
 * The Combat Phase (6.4): Bloody Streets (6.4.1), Action Rounds (6.4.2, 8.1), movement (8.2, 8.3,
 * 12.2), attacks (9.1-9.3), the reveal (9.4), the Barrage choice, Combat Resolution through the
 * combat engine (9.5) with its consequences applied, and the retreat (9.5.8).
 */
import {
  barrage,
  type CombatDice,
  type CombatResolution,
  type CombatSpec,
  type Consequence,
  checkCombatSpec,
  resolve,
  sovietDiceCount,
} from '../combat';
import type { SovietCounter } from '../counters';
import type { DiceStream } from '../dice';
import {
  AREA_NUMBERS,
  adjacency,
  type Fact,
  MOVEMENT_FACTOR,
  placementIn,
  SHOULDER_AREAS,
  SHOULDER_NEIGHBOURS,
  temOf,
  terrainOf,
  VOLGA_AREAS,
} from '../kit';
import type { Terrain } from '../types';
import { bloodyStreetsAreas, endCombatPhase as finishCombatPhase, wrongStep } from './flow';
import {
  addMorale,
  combatEnvironment,
  counterOf,
  eventEffect,
  fail,
  isContested,
  known,
  knownNeighbours,
  needFact,
  okv,
  putArea,
  putUnit,
  putUnits,
  STACK_LIMIT,
  sovietCounter,
  stackIn,
  unitsIn,
} from './ops';
import type {
  Action,
  ActionRound,
  AttackKind,
  AttackRecord,
  GameResultOf,
  GameState,
  GermanUnitState,
  PendingAttack,
  RoundUnit,
} from './types';

type A<T extends Action['type']> = Extract<Action, { type: T }>;

/** 6.4.1: roll for every Contested Light/Heavy Urban Area, ascending. */
export function rollBloodyStreets(s: GameState, dice: DiceStream): GameResultOf<GameState> {
  if (s.phase !== 'combat' || s.step !== 'bloodyStreets') return wrongStep(s, 'Bloody Streets');
  const areas = bloodyStreetsAreas(s);
  if (!areas.ok) return areas;
  let next = s;
  for (const n of areas.value) {
    const r = dice.roll('bloodyStreets', 1, '6.4.1');
    if (!r.ok) return r;
    const mod = bloodyStreetsModifier(next, n);
    if (!mod.ok) return mod;
    const result = Math.min(6, r.value[0]! + mod.value);
    if (result === 6) {
      // 6: the German units there flip to Spent, and Morale -1.
      next = putUnits(
        next,
        unitsIn(next, n).map((id) => ({ ...next.germans[id]!, spent: true })),
      );
    }
    if (result >= 5) next = addMorale(next, -1);
  }
  return okv({ ...next, step: 'actionRounds' });
}

/** The 6.4.1 die modifier for Area `n`: +1 for a Revealed Guards unit (or Pavlov's House, 12.6) in a +4 TEM Area. */
export function bloodyStreetsModifier(s: GameState, n: number): GameResultOf<number> {
  const id = s.areas[n]?.soviet?.counter;
  const c = id ? sovietCounter(id) : undefined;
  if (!c || (c.strategy !== 'guards' && !c.pavlov)) return okv(0);
  const tem = known(temOf(s.kit, n), `Bloody Streets (6.4.1) in Area ${n}`);
  if (!tem.ok) return tem;
  return okv(tem.value === 4 ? 1 : 0);
}

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
  if (s.phase !== 'combat' || s.step !== 'actionRounds') return wrongStep(s, 'Activating an Area');
  if (s.round)
    return fail(
      'activate.roundInProgress',
      '6.4.2',
      `Area ${s.round.area} is already the Active Area; end that Action Round first.`,
    );
  if (!s.areas[a.area]) return fail('activate.noArea', '3.1', `There is no Area ${a.area}.`);
  const fresh = unitsIn(s, a.area).filter((id) => !s.germans[id]!.spent);
  if (fresh.length === 0)
    return fail('activate.noFreshUnits', '8.1', `Area ${a.area} holds no Fresh German unit.`);
  const units = activatableUnits(s, a.area);
  if (units.length === 0)
    return fail(
      'activate.paused',
      '6.2',
      `Every Fresh unit in Area ${a.area} is under this Turn's ${s.event?.name ?? 'Random Event'}.`,
    );
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
  return okv({ ...s, round, roundSerial: serial });
}

/** True for a unit that set up in Areas 48-50 (12.2, 6.3 footnote). */
export function shoulderUnit(s: GameState, id: string): boolean {
  const c = counterOf(s.kit, id);
  const p = c ? placementIn(c, s.scenario) : null;
  return p != null && p !== 'absent' && p.at === 'area' && SHOULDER_AREAS.includes(p.area);
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
    return fail('move.noActiveArea', '8.1', 'Activate an Area first: only its units move.');
  const u = s.germans[unit];
  const ru = r.units[unit];
  if (!u || !ru)
    return fail(
      'move.notActivated',
      '8.1',
      `${unit} did not start this Action Round as a Fresh unit in the Active Area ${r.area}.`,
    );
  if (r.attack || r.retreat)
    return fail('move.combatPending', '9.0', 'Finish the attack (or retreat) in progress first.');
  if (u.spent || ru.attacked || u.location.kind !== 'area')
    return fail('move.spent', '8.2', `${unit} is Spent or has attacked: it cannot move.`);
  if (ru.stopped)
    return fail(
      'move.mustStop',
      '8.2',
      `${unit} entered an Area with a Soviet unit and must stop there.`,
    );
  const from = u.location.area;
  if (!s.areas[to] || to === from)
    return fail('move.noArea', '3.1', `Area ${to} is not another Area of the map.`);
  const adj = adjacency(s.kit, from, to);
  if (adj === 'unknown')
    return needFact(
      { kind: 'adjacency', a: Math.min(from, to), b: Math.max(from, to) },
      `Moving ${unit} from Area ${from} to ${to}`,
    );
  if (adj === 'no')
    return fail('move.notAdjacent', '3.1', `Areas ${from} and ${to} are not adjacent.`);
  if (s.options.northernShoulder && shoulderUnit(s, unit) && !SHOULDER_NEIGHBOURS.includes(to))
    return fail(
      'move.northernShoulder',
      '12.2',
      `${unit} set up in Areas 48-50 and may enter only Areas 42-47.`,
    );
  if (r.attacked.includes(to))
    return fail(
      'move.attackedArea',
      '8.2.1',
      `Area ${to} was attacked during this activation: no more units may enter it.`,
    );
  if (stackIn(s, to) >= STACK_LIMIT)
    return fail('move.overstack', '8.3.1', `Area ${to} already holds four German units (7.1).`);
  const target = s.areas[to]!.soviet;
  if (target && s.areas[from]!.soviet)
    return fail(
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
    return fail(
      'move.insufficientMF',
      '8.2',
      `Entering Area ${to} (${reason}) costs ${cost} MF; ${unit} has ${ru.mfLeft} left.`,
    );
  return okv({ cost, mfLeft: ru.mfLeft - cost, reason, rule: '8.2' });
}

/** True when Area `n` borders an Area with a Soviet unit (8.2's 2 MF cost), or a fact needed. */
export function adjacentToSoviet(s: GameState, n: number): GameResultOf<boolean> {
  const nb = knownNeighbours(s.kit, n);
  for (const m of nb.known) if (s.areas[m]?.soviet != null) return okv(true);
  if (!nb.complete) {
    for (const m of AREA_NUMBERS) {
      if (m === n || s.areas[m]?.soviet == null) continue;
      // One question settles every border at once: Area n's whole neighbour list. Asking pair by
      // pair would put up to 41 yes/no questions in front of one move on a half-known map.
      if (adjacency(s.kit, n, m) === 'unknown')
        return needFact({ kind: 'neighbours', area: n }, `The movement cost into Area ${n} (8.2)`);
    }
  }
  return okv(false);
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
  return okv({
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

/** The kind of attack these units would make on Area `area` (9.1, 9.2, 9.3), or why they cannot. */
export function attackKind(
  s: GameState,
  area: number,
  units: readonly string[],
): GameResultOf<AttackKind> {
  const r = s.round;
  if (s.phase !== 'combat' || s.step !== 'actionRounds' || !r)
    return fail(
      'attack.noActiveArea',
      '9.0',
      'Only units of the Active Area attack: activate an Area first.',
    );
  if (r.attack || r.retreat)
    return fail('attack.combatPending', '9.5', 'Finish the attack (or retreat) in progress first.');
  if (!s.areas[area]?.soviet)
    return fail('attack.noSovietUnit', '9.0', `Area ${area} holds no Soviet unit.`);
  if (r.attacked.includes(area))
    return fail(
      'attack.alreadyAttacked',
      '8.2.1',
      `Area ${area} was already attacked during this activation.`,
    );
  if (!Array.isArray(units) || units.length === 0)
    return fail('attack.noUnits', '9.2', 'At least one unit must attack.');
  if (new Set(units).size !== units.length)
    return fail('attack.duplicate', 'input', 'A unit is named twice.');
  for (const id of units) {
    const u = s.germans[id];
    const ru = r.units[id];
    if (!u || !ru)
      return fail(
        'attack.notActivated',
        '9.0',
        `${id} is not an activated unit of the Active Area.`,
      );
    if (u.spent || ru.attacked)
      return fail('attack.spent', '9.0', `${id} is Spent or has already attacked.`);
    if (u.location.kind !== 'area' || u.location.area !== area)
      return fail('attack.notInArea', '9.0', `${id} is not in Area ${area}.`);
    if (s.options.northernShoulder && shoulderUnit(s, id) && !SHOULDER_NEIGHBOURS.includes(area))
      return fail(
        'attack.northernShoulder',
        '12.2',
        `${id} set up in Areas 48-50 and may attack only Areas 42-47.`,
      );
  }
  const contestedBefore = r.contestedAtActivation.includes(area);
  const starters = units.filter((id) => !r.units[id]!.moved);
  if (area === r.area && contestedBefore && starters.length > 0) {
    if (starters.length !== units.length)
      return fail(
        'attack.combine',
        '9.3',
        'Units that entered a Contested Area may not join the units already there in one attack.',
      );
    return okv('contested');
  }
  if (starters.length > 0)
    return fail('attack.notEntered', '9.0', 'These units did not enter the Area being attacked.');
  if (!contestedBefore) {
    // 9.1: every unit that entered must make the Mandatory Attack.
    const entered = Object.keys(r.units).filter((id) => {
      const loc = s.germans[id]!.location;
      return (
        r.units[id]!.moved && !r.units[id]!.attacked && loc.kind === 'area' && loc.area === area
      );
    });
    const missing = entered.filter((id) => !units.includes(id));
    if (missing.length > 0)
      return fail(
        'attack.mandatoryAll',
        '9.1',
        `All units that entered Area ${area} must make the Mandatory Attack; add ${missing.join(', ')}.`,
      );
    return okv('mandatory');
  }
  return okv('optional');
}

/** 9.1-9.4: declare an attack; the defender is Revealed now (digital cup) or by the owner (physical). */
export function declareAttack(
  s: GameState,
  a: A<'declareAttack'>,
  dice: DiceStream,
): GameResultOf<GameState> {
  const kind = attackKind(s, a.area, a.units);
  if (!kind.ok) return kind;
  const r = s.round!;
  const attack: PendingAttack = {
    area: a.area,
    units: [...a.units],
    kind: kind.value,
    stage: 'reveal',
  };
  let next: GameState = { ...s, round: { ...r, attacked: [...r.attacked, a.area], attack } };
  if (next.areas[a.area]!.soviet!.counter === null) {
    if (next.cup === 'physical') return okv(next);
    const revealed = reveal(next, a.area, null, dice);
    if (!revealed.ok) return revealed;
    next = revealed.value;
  }
  return okv(afterReveal(next));
}

/** The unseen counters that the unit in Area `n` may turn out to be (5.4, 12.6), with the terrain. */
export function unseenFor(
  s: GameState,
  n: number,
): GameResultOf<{ terrain: Terrain; counters: readonly string[] }> {
  const t = known(terrainOf(s.kit, n), `Revealing the Soviet unit in Area ${n} (9.4)`);
  if (!t.ok) return t;
  return okv({ terrain: t.value, counters: s.pools[t.value] });
}

/** Reveals the Soviet unit in `n` (9.4): the owner's counter, or a uniform draw from the unseen ones. */
function reveal(
  s: GameState,
  n: number,
  chosen: string | null,
  dice: DiceStream,
): GameResultOf<GameState> {
  const u = unseenFor(s, n);
  if (!u.ok) return u;
  const { terrain, counters } = u.value;
  if (counters.length === 0)
    return fail(
      'reveal.poolEmpty',
      '5.4',
      `No unseen ${terrain} counter is left; check the kit's terrain for Area ${n}.`,
    );
  let counter: string;
  if (chosen === null) {
    counter = counters[dice.draw(counters.length, '9.4', (i) => counters[i]!)]!;
  } else {
    if (!counters.includes(chosen))
      return fail(
        'reveal.notUnseen',
        '9.4',
        `${chosen} is not among the unseen ${terrain} counters.`,
      );
    counter = chosen;
  }
  const area = s.areas[n]!;
  return okv({
    ...putArea(s, n, { ...area, soviet: { counter, revealedRound: s.round!.serial } }),
    pools: { ...s.pools, [terrain]: counters.filter((c) => c !== counter) },
  });
}

/** Moves a pending attack past the reveal: to the Barrage choice when Barrage is in effect (9.4). */
function afterReveal(s: GameState): GameState {
  const r = s.round!;
  const atk = r.attack!;
  const sov = s.areas[atk.area]!.soviet!;
  const c = sov.counter ? sovietCounter(sov.counter) : undefined;
  const barrageNow = c?.strategy === 'barrage' && sov.revealedRound === r.serial;
  return { ...s, round: { ...r, attack: { ...atk, stage: barrageNow ? 'barrage' : 'resolve' } } };
}

/** 9.4, physical cup: the owner names the counter drawn for the Area being attacked. */
export function revealCounter(
  s: GameState,
  a: A<'revealCounter'>,
  dice: DiceStream,
): GameResultOf<GameState> {
  const atk = s.round?.attack;
  if (atk?.stage !== 'reveal') return wrongStep(s, 'Revealing a counter');
  const r = reveal(s, atk.area, a.counter, dice);
  if (!r.ok) return r;
  return okv(afterReveal(r.value));
}

/** The Soviet counter defending Area `n`, with Pavlov's printed factor from the options. */
export function defender(s: GameState, n: number): SovietCounter | undefined {
  const id = s.areas[n]?.soviet?.counter;
  const c = id ? sovietCounter(id) : undefined;
  if (c?.pavlov) return { ...c, defense: s.options.pavlovDefense };
  return c;
}

/** Support markers for one attack. */
export interface SupportChoice {
  readonly lead: string;
  readonly artillery: number;
  readonly engineers: number;
  readonly air: boolean;
}

/**
 * The combat engine's CombatSpec for the pending attack with this lead and support (9.5.2,
 * 9.5.3 and the options/events that touch them), or why it cannot be built.
 */
export function combatSpec(
  s: GameState,
  choice: SupportChoice,
  units?: readonly string[],
): GameResultOf<CombatSpec> {
  const r = s.round;
  const atk = r?.attack;
  if (!r || !atk) return fail('attack.none', '9.5', 'No attack is pending.');
  const attackers = units ?? atk.units;
  if (!attackers.includes(choice.lead))
    return fail(
      'attack.lead',
      '9.5.2',
      `The Lead Attacking Unit must be one of the attackers (${attackers.join(', ')}).`,
    );
  const lead = counterOf(s.kit, choice.lead);
  if (!lead || lead.attackFactor === null)
    return fail(
      'attack.leadFactor',
      '4.3.1',
      `The kit does not give ${choice.lead}'s Attack Factor.`,
    );
  const perDivision = new Map<string, number>();
  const orgs = new Set<string>();
  for (const id of attackers) {
    const c = counterOf(s.kit, id);
    if (c?.division) perDivision.set(c.division, (perDivision.get(c.division) ?? 0) + 1);
    // 12.4: assault guns never count; a unit without a known division counts as its own.
    if (!c?.assaultGun) orgs.add(c?.division ?? `?${id}`);
  }
  const n = atk.area;
  const terrain = known(terrainOf(s.kit, n), `Combat in Area ${n}`);
  if (!terrain.ok) return terrain;
  const tem = known(temOf(s.kit, n), `Combat in Area ${n}`);
  if (!tem.ok) return tem;
  const d = defender(s, n);
  if (!d)
    return fail('attack.unrevealed', '9.4', `The Soviet unit in Area ${n} is not Revealed yet.`);
  if (d.defense === null)
    return fail(
      'attack.pavlovDefense',
      '12.6',
      "Pavlov's House Defense Factor is not set in the game options.",
    );
  const area = s.areas[n]!;
  return okv({
    attack: {
      lead: lead.attackFactor,
      attackers: attackers.length,
      artillery: choice.artillery,
      engineers: choice.engineers,
      air: choice.air,
      integrity: [...perDivision.values()].some((k) => k >= 3),
      parentOrgs: Math.min(orgs.size, attackers.length),
      morale: s.morale,
      mandatory: atk.kind === 'mandatory',
    },
    defense: {
      terrain: terrain.value,
      tem: tem.value,
      defense: d.defense,
      strategy: d.strategy,
      firstReveal: area.soviet!.revealedRound === r.serial,
      volga: VOLGA_AREAS.includes(n),
      isolated: s.options.isolation && area.isolated,
      pavlov: d.pavlov === true,
      contestedAtStart: r.contestedAtActivation.includes(n),
    },
    ...combatEnvironment(s),
  });
}

/** Marks attackers as having attacked (and so used all their MF, 8.2). */
function markAttacked(s: GameState, units: readonly string[]): GameState {
  const r = s.round!;
  const ru = { ...r.units };
  for (const id of units) if (ru[id]) ru[id] = { ...ru[id]!, attacked: true, mfLeft: 0 };
  return { ...s, round: { ...r, units: ru } };
}

/** Best Attack Factor among `units` (used to value a Barrage before the lead is named). */
function strongest(s: GameState, units: readonly string[]): string {
  let best = units[0]!;
  for (const id of units) {
    if ((counterOf(s.kit, id)?.attackFactor ?? 0) > (counterOf(s.kit, best)?.attackFactor ?? 0))
      best = id;
  }
  return best;
}

/** 9.4 Barrage: one attacker Out of Action and the combat goes on, or all Spent and retreat. */
export function barrageChoice(s: GameState, a: A<'barrageChoice'>): GameResultOf<GameState> {
  const r = s.round;
  const atk = r?.attack;
  if (!r || !atk || atk.stage !== 'barrage') return wrongStep(s, 'The Barrage choice');
  const spec = combatSpec(s, {
    lead: strongest(s, atk.units),
    artillery: 0,
    engineers: 0,
    air: false,
  });
  if (!spec.ok) return spec;
  const b = barrage(spec.value, a.choice);
  if (!b.ok) return fail(b.error.code, b.error.rule, b.error.message);
  const counter = s.areas[atk.area]!.soviet!.counter!;
  if (a.choice === 'outOfAction') {
    if (!a.unit || !atk.units.includes(a.unit))
      return fail(
        'barrage.unit',
        '9.4',
        `Name the attacking unit that goes Out of Action (${atk.units.join(', ')}).`,
      );
    let next = putUnits(s, [{ id: a.unit, spent: false, location: { kind: 'outOfAction' } }]);
    next = markAttacked(next, [a.unit]);
    const rest = atk.units.filter((id) => id !== a.unit);
    if (b.value.combatContinues && rest.length > 0) {
      return okv({
        ...next,
        round: { ...next.round!, attack: { ...atk, units: rest, stage: 'resolve' } },
      });
    }
    return okv({
      ...next,
      round: { ...next.round!, attack: null },
      lastAttack: record(atk.area, atk.units, null, counter, null, 'barrageOnly'),
    });
  }
  // 'retreat': every attacker Spent, then 9.5.8 (9.3: attackers from a Contested Active Area stay).
  let next = putUnits(
    s,
    atk.units.map((id) => ({ ...s.germans[id]!, spent: true })),
  );
  next = markAttacked(next, atk.units);
  next = {
    ...next,
    round: { ...next.round!, attack: null },
    lastAttack: record(atk.area, atk.units, null, counter, null, 'barrageRetreat'),
  };
  return atk.kind === 'contested' ? okv(next) : startRetreat(next, atk.area, atk.units);
}

function record(
  area: number,
  units: readonly string[],
  lead: string | null,
  counter: string,
  res: CombatResolution | null,
  outcome: AttackRecord['outcome'],
): AttackRecord {
  return {
    area,
    units,
    lead,
    counter,
    av: res?.av ?? null,
    dv: res?.dv ?? null,
    at: res?.at ?? null,
    dt: res?.dt ?? null,
    combatResult: res?.combatResult ?? null,
    outcome,
  };
}

/** 9.5: designate the lead, place Support markers, roll, and apply the consequences. */
export function resolveAttack(
  s: GameState,
  a: A<'resolveAttack'>,
  dice: DiceStream,
): GameResultOf<GameState> {
  const r = s.round;
  const atk = r?.attack;
  if (!r || !atk || atk.stage !== 'resolve') return wrongStep(s, 'Combat Resolution');
  const choice: SupportChoice = {
    lead: a.lead,
    artillery: a.artillery,
    engineers: a.engineers,
    air: a.air,
  };
  const avail = s.support.available;
  if (
    !Number.isInteger(a.artillery) ||
    a.artillery < 0 ||
    !Number.isInteger(a.engineers) ||
    a.engineers < 0 ||
    typeof a.air !== 'boolean'
  )
    return fail(
      'attack.supportInput',
      'input',
      'Artillery and Engineer counts are whole numbers 0 or more; Air is true or false.',
    );
  if (a.artillery > avail.artillery || a.engineers > avail.engineer || (a.air && avail.air < 1))
    return fail(
      'attack.supportUnavailable',
      '3.5',
      `Available: Artillery ${avail.artillery}, Engineer ${avail.engineer}, Air ${avail.air}.`,
    );
  const built = combatSpec(s, choice);
  if (!built.ok) return built;
  const spec = built.value;
  const checked = checkCombatSpec(spec);
  if (!checked.ok) return fail(checked.error.code, checked.error.rule, checked.error.message);
  // 9.5.3D and 12.3 modify the DV before the 2d6 rolls (9.5.5).
  let isolation: number | undefined;
  if (spec.defense.isolated) {
    const d = dice.roll('combat.isolation', 1, '12.3');
    if (!d.ok) return d;
    isolation = d.value[0];
  }
  let air: number | undefined;
  if (spec.attack.air) {
    const d = dice.roll('combat.air', 1, '9.5.3');
    if (!d.ok) return d;
    air = d.value[0];
  }
  const g = dice.roll('combat.german', 2, '9.5.1');
  if (!g.ok) return g;
  const sv = dice.roll('combat.soviet', sovietDiceCount(spec), '9.5.1');
  if (!sv.ok) return sv;
  const cd: CombatDice = {
    german: [g.value[0]!, g.value[1]!],
    soviet: sv.value,
    ...(air !== undefined ? { air } : {}),
    ...(isolation !== undefined ? { isolation } : {}),
  };
  const res = resolve(spec, cd);
  if (!res.ok) return fail(res.error.code, res.error.rule, res.error.message);
  const counter = s.areas[atk.area]!.soviet!.counter!;
  const next = applyConsequences(s, atk, a.lead, res.value.consequences);
  if (!next.ok) return next;
  return okv({
    ...next.value,
    lastAttack: record(atk.area, atk.units, a.lead, counter, res.value, res.value.outcome),
  });
}

/** Applies the combat engine's consequences in order (9.4, 9.5.5-9.5.9), or the fact a retreat needs. */
function applyConsequences(
  s: GameState,
  atk: PendingAttack,
  lead: string,
  consequences: readonly Consequence[],
): GameResultOf<GameState> {
  let next = markAttacked(s, atk.units);
  next = { ...next, round: { ...next.round!, attack: null } };
  const pick = (which: 'lead' | 'others' | 'all' | 'oneChosen') =>
    which === 'lead'
      ? [lead]
      : which === 'others'
        ? atk.units.filter((id) => id !== lead)
        : [...atk.units];
  let retreat = false;
  for (const c of consequences) {
    switch (c.kind) {
      case 'outOfAction':
        next = putUnits(
          next,
          pick(c.units).map((id) => ({
            id,
            spent: false,
            location: { kind: 'outOfAction' as const },
          })),
        );
        break;
      case 'spent':
        next = putUnits(
          next,
          pick(c.units)
            .filter((id) => next.germans[id]!.location.kind === 'area')
            .map((id) => ({ ...next.germans[id]!, spent: true })),
        );
        break;
      case 'retreat':
        // 9.1: only a failed Mandatory Attack retreats; 9.3: never from a Contested Active Area.
        retreat = atk.kind === 'mandatory';
        break;
      case 'sovietEliminated':
        next = putArea(next, atk.area, { ...next.areas[atk.area]!, soviet: null, isolated: false });
        break;
      case 'germanControl': {
        const area = next.areas[atk.area]!;
        if (area.control !== 'german') {
          next = {
            ...putArea(next, atk.area, { ...area, control: 'german' }),
            germanControlled: next.germanControlled + 1,
          };
        }
        break;
      }
      case 'morale':
        next = addMorale(next, c.delta);
        break;
      case 'supportUsed': {
        const { available, used } = next.support;
        next = {
          ...next,
          support: {
            available: {
              air: available.air - c.air,
              artillery: available.artillery - c.artillery,
              engineer: available.engineer - c.engineers,
            },
            used: {
              air: used.air + c.air,
              artillery: used.artillery + c.artillery,
              engineer: used.engineer + c.engineers,
            },
          },
        };
        break;
      }
    }
  }
  if (retreat) {
    const still = atk.units.filter((id) => next.germans[id]!.location.kind === 'area');
    return startRetreat(next, atk.area, still);
  }
  return okv(next);
}

/**
 * 9.5.8: units retreat one at a time into the Area they entered from; when that Area has room
 * the engine moves them, otherwise the player routes them on (`retreat` action).
 */
function startRetreat(
  s: GameState,
  from: number,
  units: readonly string[],
): GameResultOf<GameState> {
  let next = s;
  const waiting: string[] = [];
  for (const id of units) {
    const back = next.round!.units[id]?.enteredFrom;
    if (waiting.length === 0 && back != null && stackIn(next, back) < STACK_LIMIT) {
      next = putUnits(next, [{ ...next.germans[id]!, location: { kind: 'area', area: back } }]);
    } else waiting.push(id);
  }
  if (waiting.length === 0) return okv(next);
  return settleRetreat({ ...next, round: { ...next.round!, retreat: { from, units: waiting } } });
}

/**
 * Resolves what no choice is needed for: the next waiting unit whose entry Area has room goes
 * there; a unit that has no legal route at all goes Out of Action (ruling, docs/rulings.md). When
 * no route is known but a border the kit does not know could open one, that border is asked.
 */
function settleRetreat(s: GameState): GameResultOf<GameState> {
  let next = s;
  for (;;) {
    const rt = next.round!.retreat;
    if (!rt || rt.units.length === 0)
      return okv({ ...next, round: { ...next.round!, retreat: null } });
    const id = rt.units[0]!;
    const back = next.round!.units[id]?.enteredFrom;
    if (back != null && stackIn(next, back) < STACK_LIMIT) {
      next = putUnits(next, [{ ...next.germans[id]!, location: { kind: 'area', area: back } }]);
    } else if (retreatRoutes(next, id).length === 0) {
      // Issue 4: never guess a border; a route through an unknown one may exist (9.5.8).
      const unknown = unknownRetreatBorder(next, id);
      if (unknown) return needFact(unknown, `Retreating ${id} (9.5.8)`);
      next = putUnits(next, [{ id, spent: false, location: { kind: 'outOfAction' } }]);
    } else return okv(next);
    next = { ...next, round: { ...next.round!, retreat: { ...rt, units: rt.units.slice(1) } } };
  }
}

/**
 * The first border the kit does not know on a retreat route that would exist if it were open
 * (9.5.8: through full Vacant Areas to one with room), or null when no unknown border could give
 * one. Used only when no route is known, so any route found here crosses an unknown border.
 */
function unknownRetreatBorder(s: GameState, id: string): Fact | null {
  const back = s.round?.units[id]?.enteredFrom;
  if (back == null) return null;
  const via = new Map<number, number>([[back, back]]);
  const queue = [back];
  for (let i = 0; i < queue.length; i++) {
    const last = queue[i]!;
    for (const m of AREA_NUMBERS) {
      if (via.has(m) || s.areas[m]?.soviet != null || adjacency(s.kit, last, m) === 'no') continue;
      via.set(m, last);
      if (stackIn(s, m) >= STACK_LIMIT) {
        queue.push(m);
        continue;
      }
      let first: Fact | null = null;
      for (let x = m; x !== back; x = via.get(x)!) {
        const p = via.get(x)!;
        if (adjacency(s.kit, p, x) === 'unknown')
          first = { kind: 'adjacency', a: Math.min(p, x), b: Math.max(p, x) };
      }
      if (first) return first;
    }
  }
  return null;
}

/**
 * Legal retreat routes for a unit whose entry Area is full (9.5.8, 7.1): from that Area on
 * through full Vacant Areas to the first Vacant Area with room; shortest first. Borders the kit
 * does not know are not used.
 */
export function retreatRoutes(s: GameState, id: string): number[][] {
  const back = s.round?.units[id]?.enteredFrom;
  if (back == null) return [];
  const routes: number[][] = [];
  const seen = new Set<number>([back]);
  let frontier: number[][] = [[back]];
  while (frontier.length > 0) {
    const nextFrontier: number[][] = [];
    for (const path of frontier) {
      const last = path[path.length - 1]!;
      for (const m of AREA_NUMBERS) {
        if (seen.has(m) || s.areas[m]?.soviet != null || adjacency(s.kit, last, m) !== 'yes')
          continue;
        seen.add(m);
        const p = [...path, m];
        if (stackIn(s, m) < STACK_LIMIT) routes.push(p);
        else nextFrontier.push(p);
      }
    }
    if (routes.length > 0) return routes;
    frontier = nextFrontier;
  }
  return routes;
}

/** 9.5.8: retreat the next waiting unit along `path` (its entry Area first, then on). */
export function retreat(s: GameState, a: A<'retreat'>): GameResultOf<GameState> {
  const rt = s.round?.retreat;
  if (!rt || rt.units.length === 0) return wrongStep(s, 'A retreat');
  if (rt.units[0] !== a.unit)
    return fail('retreat.order', '9.5.8', `Units retreat one at a time; ${rt.units[0]} is next.`);
  const back = s.round!.units[a.unit]?.enteredFrom;
  const path = a.path;
  if (!Array.isArray(path) || path.length < 2 || path[0] !== back)
    return fail(
      'retreat.entryArea',
      '9.5.8',
      `${a.unit} retreats first into Area ${back}, the Area it entered from, then on.`,
    );
  for (let i = 1; i < path.length; i++) {
    const p = path[i - 1]!;
    const m = path[i]!;
    if (stackIn(s, p) < STACK_LIMIT)
      return fail('retreat.notFull', '9.5.8', `Area ${p} has room: the retreat ends there.`);
    if (s.areas[m] && adjacency(s.kit, p, m) === 'unknown')
      return needFact(
        { kind: 'adjacency', a: Math.min(p, m), b: Math.max(p, m) },
        `Retreating ${a.unit} from Area ${p} to Area ${m} (9.5.8)`,
      );
    if (!s.areas[m] || adjacency(s.kit, p, m) !== 'yes')
      return fail(
        'retreat.notAdjacent',
        '3.1',
        `Areas ${p} and ${m} are not known to be adjacent.`,
      );
    if (s.areas[m]!.soviet != null)
      return fail(
        'retreat.sovietArea',
        '9.5.8',
        `Area ${m} holds a Soviet unit: a retreat goes through Vacant Areas.`,
      );
  }
  const end = path[path.length - 1]!;
  if (stackIn(s, end) >= STACK_LIMIT)
    return fail(
      'retreat.overstack',
      '7.1',
      `A retreat may not end in Area ${end}: it holds four German units.`,
    );
  let next = putUnits(s, [{ ...s.germans[a.unit]!, location: { kind: 'area', area: end } }]);
  next = { ...next, round: { ...next.round!, retreat: { ...rt, units: rt.units.slice(1) } } };
  return settleRetreat(next);
}

/** Areas that owe a Mandatory Attack this Action Round (9.1). */
export function mandatoryAttacksOwed(s: GameState): number[] {
  const r = s.round;
  if (!r) return [];
  const owed = new Set<number>();
  for (const id in r.units) {
    const ru = r.units[id]!;
    const loc = s.germans[id]!.location;
    if (!ru.moved || ru.attacked || loc.kind !== 'area') continue;
    if (
      s.areas[loc.area]!.soviet &&
      !r.contestedAtActivation.includes(loc.area) &&
      !r.attacked.includes(loc.area)
    )
      owed.add(loc.area);
  }
  return [...owed].sort((x, y) => x - y);
}

/** 6.4.2, 8.1: end the Action Round; units that moved or attacked are Spent. */
export function endRound(s: GameState): GameResultOf<GameState> {
  const r = s.round;
  if (!r) return wrongStep(s, 'Ending an Action Round');
  if (r.attack)
    return fail('round.attackPending', '9.5', `Resolve the attack on Area ${r.attack.area} first.`);
  if (r.retreat) return fail('round.retreatPending', '9.5.8', 'Finish the retreat first.');
  const owed = mandatoryAttacksOwed(s);
  if (owed.length > 0)
    return fail(
      'round.mandatoryAttack',
      '9.1',
      `Units that entered Area ${owed.join(', ')} must make a Mandatory Attack.`,
    );
  const flips: GermanUnitState[] = [];
  for (const id in r.units) {
    const ru = r.units[id]!;
    const u = s.germans[id]!;
    if ((ru.moved || ru.attacked) && !u.spent && u.location.kind === 'area')
      flips.push({ ...u, spent: true });
  }
  return okv({ ...putUnits(s, flips), round: null });
}

/** 6.4.3: end the Combat Phase (then 11.1 and the End Phase). */
export function endCombat(s: GameState): GameResultOf<GameState> {
  if (s.phase !== 'combat' || s.step !== 'actionRounds')
    return wrongStep(s, 'Ending the Combat Phase');
  if (s.round)
    return fail(
      'combat.roundInProgress',
      '6.4.2',
      `End the Action Round in Area ${s.round.area} first.`,
    );
  return finishCombatPhase(s);
}
