/**
 * The automatic parts of the sequence of play, as the hooks its steps carry (sequence.ts):
 * beginning a Dawn, the 6.1.2 withdrawal after the reinforcements, the Isolation trace (12.3),
 * the Random Event Phase the Factory District skips (14.6.1), the Bloody Streets check (6.4.1)
 * and the End Phase (6.5); and the victory checks (11.1, 11.2, 14.7). Nothing here moves the
 * game to another step: `settle` (sequence.ts) does, by the sequence data.
 */
import { ok } from '../../../core/result';
import {
  AREA_NUMBERS,
  DIVISIONS,
  GERMAN_START_AREAS,
  type ReturnRule,
  terrainOf,
  VOLGA_AREAS,
} from '../kit';
import { isolationCandidates, MAX_ISOLATION_MARKERS } from './isolation';
import {
  addMorale,
  clampMorale,
  counterOf,
  isContested,
  known,
  putUnits,
  STACK_LIMIT,
  stackIn,
  unitIds,
} from './ops';
import type { GameResult, GameResultOf, GameState, GermanUnitState } from './types';

/** Turn of the main game's mandatory withdrawal of the 29th Motorized (6.1.2). */
export const WITHDRAWAL_TURN = 9;
/** The Factory District skips the Random Event Phase on its first Turn (14.6.1). */
export const FACTORY_NO_EVENT_TURN = 10;

/** One reinforcement group that may enter this Dawn (6.1.1, 6.2.1, 14.4, 14.6.1). */
export interface ReinforcementGroup {
  /** Stable key; each group is placed in one Area per Dawn. */
  readonly key: string;
  /** A division withdrawn by an event coming back (6.2.1, 14.6.1), not a new arrival. */
  readonly returning: boolean;
  readonly units: readonly string[];
  /** Areas the rules allow, before stacking. */
  readonly areas: readonly number[];
  /** Of those, the Areas with room for at least one unit (7.1). */
  readonly areasWithRoom: readonly number[];
  readonly rule: string;
  /**
   * The Area the group first entered, once some of it has (6.1.1): then `areas` is that Area
   * alone, for its delayed units.
   */
  readonly chosenArea: number | null;
}

/** The Areas a waiting group may enter under its rule, and the rule. */
export function groupAreas(
  s: GameState,
  arrivalTurn: number,
  returnTo: ReturnRule | null,
): { areas: number[]; rule: string } {
  if (returnTo) {
    if (returnTo.kind === 'areas') return { areas: [...returnTo.areas], rule: '6.2.1' };
    // 14.6.1: any Vacant Area.
    return { areas: AREA_NUMBERS.filter((n) => s.areas[n]?.soviet == null), rule: '14.6.1' };
  }
  if (s.scenario === 'factory') {
    // 14.4: any German-Controlled Area.
    return { areas: AREA_NUMBERS.filter((n) => s.areas[n]?.control === 'german'), rule: '14.4' };
  }
  // 6.1.1: Area 1 or 2; on Turn 7 also 31 or 32 if German Controlled.
  const areas = [1, 2];
  if (arrivalTurn === 7) {
    for (const n of [31, 32]) if (s.areas[n]?.control === 'german') areas.push(n);
  }
  return { areas, rule: '6.1.1' };
}

/**
 * The division 6.1.2 withdraws at this Turn's Dawn, once the reinforcements are placed: the 29th
 * Motorized on Turn 9 of the main game, until it has been withdrawn for good.
 */
export function dawnWithdrawal(s: GameState): string | null {
  if (s.scenario !== 'main' || s.turn !== WITHDRAWAL_TURN) return null;
  const division = DIVISIONS.motorized29;
  const done = s.withdrawals.some((w) => w.division === division && w.returnsTurn === null);
  return done ? null : division;
}

/**
 * The reinforcement groups that may be placed now and have not been placed this Dawn. A group
 * whose first units entered at an earlier Dawn may enter only that Area (6.1.1). A return of the
 * division 6.1.2 is about to withdraw is not offered: it would leave again in the same Dawn.
 */
export function reinforcementGroups(s: GameState): ReinforcementGroup[] {
  const leaving = dawnWithdrawal(s);
  const byKey = new Map<string, { units: string[]; turn: number; returnTo: ReturnRule | null }>();
  for (const id of unitIds(s)) {
    const loc = s.germans[id]!.location;
    if (loc.kind !== 'reinforcement' || loc.turn > s.turn) continue;
    if (leaving !== null && counterOf(s.kit, id)?.division === leaving) continue;
    const key = loc.returnTo ? `return:${loc.turn}` : `arrival:${loc.turn}`;
    const g = byKey.get(key);
    if (g) g.units.push(id);
    else byKey.set(key, { units: [id], turn: loc.turn, returnTo: loc.returnTo });
  }
  const out: ReinforcementGroup[] = [];
  for (const [key, g] of byKey) {
    if (s.placedGroups.includes(key)) continue;
    const chosenArea = s.groupAreas[key] ?? null;
    // 6.1.1: the excess waits to be placed "in the Area", the one the group entered.
    const { areas, rule } =
      chosenArea === null
        ? groupAreas(s, g.turn, g.returnTo)
        : { areas: [chosenArea], rule: '6.1.1' };
    out.push({
      key,
      returning: g.returnTo !== null,
      units: g.units,
      areas,
      areasWithRoom: areas.filter((n) => stackIn(s, n) < STACK_LIMIT),
      rule,
      chosenArea,
    });
  }
  return out.sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** True when the division has left the map and not yet come back (6.1.2, 6.2.1, 14.6.1). */
export function divisionAway(s: GameState, division: string | null): boolean {
  if (division === null) return false;
  return s.withdrawals.some(
    (w) => w.division === division && (w.returnsTurn === null || w.returnsTurn > s.turn),
  );
}

/**
 * Removes a division from the map (6.1.2, 6.2.1, 14.6.1): units on the map leave (to return on
 * `returnsTurn` under `returnTo`, or for good); each unit Out of Action costs `moralePer` Morale
 * and stays in the box, unable to return while its division is away.
 */
export function withdrawDivision(
  s: GameState,
  division: string,
  w: {
    readonly byEvent: boolean;
    readonly returnsTurn: number | null;
    readonly returnTo: ReturnRule | null;
    readonly moralePer: number;
  },
): GameState {
  const moved: GermanUnitState[] = [];
  let outOfAction = 0;
  for (const id of unitIds(s)) {
    const u = s.germans[id]!;
    if (counterOf(s.kit, id)?.division !== division) continue;
    if (u.location.kind === 'outOfAction') outOfAction++;
    else if (u.location.kind === 'area') {
      moved.push({
        ...u,
        spent: false,
        location:
          w.returnsTurn === null
            ? { kind: 'withdrawn' }
            : { kind: 'reinforcement', turn: w.returnsTurn, returnTo: w.returnTo },
      });
    } else if (u.location.kind === 'reinforcement' && w.returnsTurn === null) {
      // 6.1.2: a pending return is cancelled by the permanent withdrawal.
      moved.push({ ...u, location: { kind: 'withdrawn' } });
    }
  }
  let next = putUnits(s, moved);
  next = addMorale(next, -w.moralePer * outOfAction);
  return {
    ...next,
    withdrawals: [
      ...next.withdrawals,
      { division, turn: s.turn, byEvent: w.byEvent, returnsTurn: w.returnsTurn },
    ],
  };
}

/** Starts the Dawn Phase `s` is at (6.1): clears the last Turn's records. */
export function beginDawn(s: GameState): GameState {
  return {
    ...s,
    placedGroups: [],
    isolationCandidates: null,
    event: null,
    supplyRoll: null,
    supplyRaised: null,
    round: null,
  };
}

/**
 * True when no reinforcement group waiting now has room in an Area it may enter: 6.1.1 delays
 * such a group to a later Turn, so the step has nothing to place.
 */
export function noReinforcementRoom(s: GameState): boolean {
  return !reinforcementGroups(s).some((g) => g.areasWithRoom.length > 0);
}

/**
 * 6.1.2 at the Dawn's withdrawal step, after the reinforcements (6.1.1): the division leaves for
 * good, with 6.2.1's Morale penalty for each of its units Out of Action.
 */
export function dawnWithdraw(s: GameState): GameState {
  const division = dawnWithdrawal(s);
  if (division === null) return s;
  return withdrawDivision(s, division, {
    byEvent: false,
    returnsTurn: null,
    returnTo: null,
    moralePer: 1,
  });
}

/**
 * 12.3 at the Dawn's Isolation step, once: with the optional rule in play, the Soviet Areas that
 * cannot trace to the Volga are marked Isolated; when they outnumber the markers they become the
 * candidates the player chooses from. Unchanged once the candidates are set, or without 12.3.
 */
export function traceIsolation(s: GameState): GameResultOf<GameState> {
  if (s.isolationCandidates !== null || !s.options.isolation) return ok(s);
  const c = isolationCandidates(s);
  if (!c.ok) return c;
  if (c.value.length > MAX_ISOLATION_MARKERS) return ok({ ...s, isolationCandidates: c.value });
  return ok(markIsolated(s, c.value));
}

/** True when the player still chooses the Isolated Areas (more candidates than markers, 12.3). */
export function isolationChoicePending(s: GameState): boolean {
  return s.isolationCandidates !== null;
}

/** True on the Factory District's first Turn, which has no Random Event roll (14.6.1). */
export function randomEventSkipped(s: GameState): boolean {
  return s.scenario === 'factory' && s.turn === FACTORY_NO_EVENT_TURN;
}

/** The Random Event record of a Turn that skips the roll (14.6.1). */
export function skipRandomEvent(s: GameState): GameState {
  return {
    ...s,
    event: {
      roll: null,
      usedRoll: null,
      name: 'No Random Event',
      effect: { kind: 'none' },
      text: 'The Random Event Phase is skipped on Turn 10.',
      noResultRule: '14.6.1',
    },
  };
}

/** Contested Light/Heavy Urban Areas in Area order (6.4.1), or the terrain fact needed. */
export function bloodyStreetsAreas(s: GameState): GameResultOf<number[]> {
  const out: number[] = [];
  for (const n of AREA_NUMBERS) {
    if (!isContested(s, n)) continue;
    const t = known(terrainOf(s.kit, n), `Bloody Streets (6.4.1) checks Contested Area ${n}`);
    if (!t.ok) return t;
    if (t.value === 'lightUrban' || t.value === 'heavyUrban') out.push(n);
  }
  return ok(out);
}

/** 11.1 / 14.7: the automatic victory at the end of a Combat Phase, or null. */
export function automaticVictory(s: GameState): GameResult | null {
  const rule = s.scenario === 'main' ? '11.1' : '14.7';
  if (AREA_NUMBERS.every((n) => s.areas[n]?.control === 'german')) {
    return {
      winner: 'german',
      kind: 'automatic',
      rule,
      turn: s.turn,
      message: 'Every Area is German Controlled: German Automatic Victory.',
    };
  }
  if (s.morale === 0) {
    return {
      winner: 'soviet',
      kind: 'automatic',
      rule,
      turn: s.turn,
      message: 'German Morale is 0: Soviet Automatic Victory.',
    };
  }
  return null;
}

/**
 * True when a Heavy Urban Area beyond the German opening Areas is German Controlled (11.2), as
 * far as the kit knows terrain.
 */
export function heavyUrbanTaken(s: GameState): boolean {
  return AREA_NUMBERS.some((n) => {
    if (GERMAN_START_AREAS.includes(n) || s.areas[n]?.control !== 'german') return false;
    const t = terrainOf(s.kit, n);
    return t.kind === 'known' && t.value === 'heavyUrban';
  });
}

/**
 * The victory check after the last Turn's Combat Phase: 11.2 (main: the threshold of German
 * Controlled Areas and at least one Heavy Urban Area) or 14.7 (Factory District: the Soviet side
 * wins). Needs the terrain of captured Areas the kit does not know.
 */
export function finalVictory(s: GameState): GameResultOf<GameResult> {
  if (s.scenario === 'factory') {
    return ok({
      winner: 'soviet',
      kind: 'final',
      rule: '14.7',
      turn: s.turn,
      message: 'Not every Area is German Controlled at the end of Turn 14.',
    });
  }
  const threshold = s.options.victoryAreas;
  const heavyUrban = heavyUrbanTaken(s);
  if (!heavyUrban && s.germanControlled >= threshold) {
    // Only an unknown terrain could still be Heavy Urban: ask before deciding.
    for (const n of AREA_NUMBERS) {
      if (GERMAN_START_AREAS.includes(n) || s.areas[n]?.control !== 'german') continue;
      const t = known(
        terrainOf(s.kit, n),
        'The final victory check (11.2) needs a Heavy Urban Area',
      );
      if (!t.ok) return t;
    }
  }
  const won = heavyUrban && s.germanControlled >= threshold;
  return ok({
    winner: won ? 'german' : 'soviet',
    kind: won ? 'operational' : 'final',
    rule: '11.2',
    turn: s.turn,
    message: won
      ? `${s.germanControlled} Areas German Controlled (${threshold} needed) including a Heavy Urban Area.`
      : `Only ${s.germanControlled} Areas German Controlled (${threshold} needed)${heavyUrban ? '' : ' and no Heavy Urban Area held'}.`,
  });
}

/** The last Turn of this game (11.2 house setting, 14.7). */
export function lastTurn(s: GameState): number {
  return s.options.lastTurn;
}

/** True on the game's last Turn, when ending the Combat Phase checks the final victory (11.2, 14.7). */
export function isLastTurn(s: GameState): boolean {
  return s.turn >= lastTurn(s);
}

/** German Morale lost in every End Phase (6.5). */
export const END_PHASE_MORALE_LOSS = 1;

/** 6.5 (the End Phase `s` is at): flip every Spent unit Fresh, Morale -1, and the next Turn. */
export function endPhase(s: GameState): GameState {
  const flipped: GermanUnitState[] = [];
  for (const id of unitIds(s)) {
    const u = s.germans[id]!;
    if (u.spent) flipped.push({ ...u, spent: false });
  }
  let next = putUnits(s, flipped);
  next = addMorale(next, -END_PHASE_MORALE_LOSS);
  return { ...next, turn: next.turn + 1 };
}

/** What an End Phase did, for its report: from the state before it and the state after. */
export interface EndPhaseReport {
  /** The Turn that ended. */
  readonly turn: number;
  /** German units flipped from Spent back to Fresh (6.5). */
  readonly flipped: number;
  readonly moraleBefore: number;
  /** Morale once 6.5 took its point (never below 0, 5.2). */
  readonly moraleAfterEnd: number;
  /** Morale now, after the next Dawn's automatic steps too. */
  readonly moraleNow: number;
  /** True when the Dawn that followed changed Morale again (e.g. 6.1.2 with units Out of Action). */
  readonly dawnChangedMorale: boolean;
}

/**
 * The report of the End Phase between `before` (the Combat Phase just ended) and `after` (the
 * game settled at the next decision): the units 6.5 flipped, and Morale after its -1 against
 * Morale now, so a report can say when the Dawn moved Morale as well.
 */
export function endPhaseReport(before: GameState, after: GameState): EndPhaseReport {
  let flipped = 0;
  for (const id of unitIds(before)) {
    if (before.germans[id]!.spent && after.germans[id]?.spent === false) flipped++;
  }
  const moraleAfterEnd = clampMorale(before.morale - END_PHASE_MORALE_LOSS);
  return {
    turn: before.turn,
    flipped,
    moraleBefore: before.morale,
    moraleAfterEnd,
    moraleNow: after.morale,
    dawnChangedMorale: after.morale !== moraleAfterEnd,
  };
}

/** Sets the Isolation markers to exactly `areas` (12.3). */
export function markIsolated(s: GameState, areas: readonly number[]): GameState {
  const set = new Set(areas);
  let changed = false;
  const next = { ...s.areas };
  for (const n of AREA_NUMBERS) {
    const a = s.areas[n]!;
    const iso = set.has(n) && a.soviet != null && !VOLGA_AREAS.includes(n);
    if (a.isolated !== iso) {
      next[n] = { ...a, isolated: iso };
      changed = true;
    }
  }
  return changed ? { ...s, areas: next } : s;
}
