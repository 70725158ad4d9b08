/**
 * Questions play asks of the component kit. Each answers from what is known, derives what the
 * rules force (12.2, 9.5.3B), and otherwise says which fact the owner must supply.
 */

import { err, ok, type Result } from '../../../core/result';
import type { Terrain } from '../types';
import {
  type Adjacency,
  AREA_COUNT,
  AREA_NUMBERS,
  type ComponentKit,
  type EventEffect,
  type EventRow,
  type Fact,
  GERMAN_START_AREAS,
  type GermanCounter,
  type KitArea,
  type Lookup,
  MAMAYEV_KURGAN_AREA,
  type Placement,
  placeKey,
  type ScenarioId,
  SETUP_PLACES,
  SHOULDER_AREAS,
  SHOULDER_NEIGHBOURS,
  TEM_EXCEPTIONS,
  TERRAIN_TEM,
} from './types';

/** True when `n` is an Area number 1..50 (3.1). */
export function isAreaNumber(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= AREA_COUNT;
}

/** The Area record for `n`, or undefined when `n` is not 1..50. */
export function areaOf(kit: ComponentKit, n: number): KitArea | undefined {
  return isAreaNumber(n) ? kit.areas[n] : undefined;
}

/** Adjacency from the kit's own records and the 12.2 shoulder limit, without cross-deduction. */
function recordedAdjacency(kit: ComponentKit, a: number, b: number): Adjacency {
  const A = areaOf(kit, a);
  const B = areaOf(kit, b);
  if (!A || !B || a === b) return 'no';
  if (A.neighbours.includes(b) || B.neighbours.includes(a)) return 'yes';
  if (A.notNeighbours.includes(b) || B.notNeighbours.includes(a)) return 'no';
  if (A.neighboursComplete || B.neighboursComplete) return 'no';
  // 12.2: Areas 48-50 border only Areas among 42-47.
  const aShoulder = SHOULDER_AREAS.includes(a);
  const bShoulder = SHOULDER_AREAS.includes(b);
  if (aShoulder && !SHOULDER_NEIGHBOURS.includes(b)) return 'no';
  if (bShoulder && !SHOULDER_NEIGHBOURS.includes(a)) return 'no';
  return 'unknown';
}

/**
 * Whether Areas `a` and `b` share a boundary (3.1): 'yes', 'no', or 'unknown' when the kit
 * does not yet say. An Area is not adjacent to itself; numbers outside 1..50 are never adjacent.
 */
export function adjacency(kit: ComponentKit, a: number, b: number): Adjacency {
  const recorded = recordedAdjacency(kit, a, b);
  if (recorded !== 'unknown') return recorded;
  // 12.2: together 48-50 border every one of 42-47, so if two of them are known not to
  // border x in 42-47, the third must.
  const shoulder = SHOULDER_AREAS.includes(a) ? a : SHOULDER_AREAS.includes(b) ? b : null;
  if (shoulder !== null) {
    const other = shoulder === a ? b : a;
    const rest = SHOULDER_AREAS.filter((s) => s !== shoulder);
    if (rest.every((s) => recordedAdjacency(kit, s, other) === 'no')) return 'yes';
  }
  return 'unknown';
}

/** Adjacency as a Lookup: known true/false, or the adjacency fact to ask the owner. */
export function adjacencyLookup(kit: ComponentKit, a: number, b: number): Lookup<boolean> {
  const adj = adjacency(kit, a, b);
  if (adj === 'unknown')
    return { kind: 'needsFact', fact: { kind: 'adjacency', a: Math.min(a, b), b: Math.max(a, b) } };
  return { kind: 'known', value: adj === 'yes' };
}

/** The Areas known to border `n`, and whether that list is known to be complete. */
export function neighbours(
  kit: ComponentKit,
  n: number,
): { readonly known: readonly number[]; readonly complete: boolean } {
  if (!isAreaNumber(n)) return { known: [], complete: true };
  const A = kit.areas[n];
  // Fast path for transcribed Areas: a complete list is the answer (symmetry is validated).
  if (A?.neighboursComplete) return { known: A.neighbours, complete: true };
  const known: number[] = [];
  let complete = true;
  for (const m of AREA_NUMBERS) {
    if (m === n) continue;
    const adj = adjacency(kit, n, m);
    if (adj === 'yes') known.push(m);
    else if (adj === 'unknown') complete = false;
  }
  return { known, complete };
}

/** The full neighbour list of `n`, or the 'neighbours' fact when some pair is still unknown. */
export function neighboursLookup(kit: ComponentKit, n: number): Lookup<readonly number[]> {
  const { known, complete } = neighbours(kit, n);
  if (!complete) return { kind: 'needsFact', fact: { kind: 'neighbours', area: n } };
  return { kind: 'known', value: known };
}

const notSoviet = (n: number) =>
  ({
    kind: 'notApplicable',
    rule: '3.1.2',
    reason: `Area ${n} starts German-controlled; its Identifier shows no terrain for Soviet units.`,
  }) as const;

/** The Area's terrain type (3.1.2), or the terrain fact to ask. */
export function terrainOf(kit: ComponentKit, n: number): Lookup<Terrain> {
  const A = areaOf(kit, n);
  if (!A) return { kind: 'notApplicable', rule: '3.1', reason: `There is no Area ${n}.` };
  if (A.terrain !== null) return { kind: 'known', value: A.terrain };
  if (GERMAN_START_AREAS.includes(n)) return notSoviet(n);
  return { kind: 'needsFact', fact: { kind: 'terrain', area: n } };
}

/** A name as compared with an exception's: case, spacing and punctuation aside. */
const plainName = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Whether a known Area name makes it one of the exceptions 9.5.3B names ('is'), rules it out
 * ('isNot': another name), or leaves it open ('open': no name, or a part of the exception's name
 * such as "Airfield").
 */
function namedAs(name: string | null | undefined, label: string): 'is' | 'isNot' | 'open' {
  if (!name) return 'open';
  const a = plainName(name);
  const b = plainName(label);
  if (a === b) return 'is';
  return a === '' || b.includes(a) || a.includes(b) ? 'open' : 'isNot';
}

/**
 * The TEM that a terrain forces for Area `n`, given the rest of the kit (9.5.3B), or null
 * when an exception could still apply. 9.5.3B names its exceptions by Area: an Area named as
 * one takes its TEM; an Area whose known name is another cannot be it and takes its terrain's;
 * an unnamed Clear Area may be the Airfield, an unnamed Light Urban Area the Rail Station, until
 * another Area is known to be it.
 */
export function derivedTem(kit: ComponentKit, n: number, terrain: Terrain): number | null {
  if (terrain === 'heavyUrban') return TERRAIN_TEM.heavyUrban;
  if (terrain === 'elevated' && n === MAMAYEV_KURGAN_AREA) return 4;
  const ex = TEM_EXCEPTIONS.find((e) => e.terrain === terrain);
  if (!ex) return TERRAIN_TEM[terrain];
  const own = namedAs(kit.areas[n]?.name, ex.label);
  if (own === 'is') return ex.tem;
  if (own === 'isNot' || terrain === 'elevated') return TERRAIN_TEM[terrain];
  const taken = AREA_NUMBERS.some((m) => {
    const M = kit.areas[m];
    if (m === n || !M) return false;
    return (M.terrain === terrain && M.tem === ex.tem) || namedAs(M.name, ex.label) === 'is';
  });
  return taken ? TERRAIN_TEM[terrain] : null;
}

/** The Area's TEM (3.1.2, 9.5.3B), derived from terrain where the rules force it, or a fact. */
export function temOf(kit: ComponentKit, n: number): Lookup<number> {
  const A = areaOf(kit, n);
  if (!A) return { kind: 'notApplicable', rule: '3.1', reason: `There is no Area ${n}.` };
  if (A.tem !== null) return { kind: 'known', value: A.tem };
  if (GERMAN_START_AREAS.includes(n) && A.terrain === null) return notSoviet(n);
  if (A.terrain === null) return { kind: 'needsFact', fact: { kind: 'terrain', area: n } };
  const tem = derivedTem(kit, n, A.terrain);
  if (tem !== null) return { kind: 'known', value: tem };
  return { kind: 'needsFact', fact: { kind: 'tem', area: n } };
}

/** The Random Event Chart row containing `roll` (6.2), or the event fact to ask. */
export function eventRow(kit: ComponentKit, scenario: ScenarioId, roll: number): Lookup<EventRow> {
  const row = kit.events[scenario].find((r) => r.lo <= roll && roll <= r.hi);
  if (row) return { kind: 'known', value: row };
  return { kind: 'needsFact', fact: { kind: 'event', scenario, roll } };
}

/** A Random Event roll read against the chart, with 6.2.1 and 10.1 applied. */
export interface RandomEventOutcome {
  /** The 3d6 total rolled. */
  readonly roll: number;
  /** The roll actually read (6.2.1 may turn a 3 into a 4). */
  readonly readAs: number;
  readonly row: EventRow;
  /** The effect to apply this Turn; `none` when 10.1 cancels it. */
  readonly effect: EventEffect;
  /** Why the printed effect does not apply, with its rule, or null. */
  readonly cancelled: { readonly rule: string; readonly reason: string } | null;
}

/** Situation that changes how an event roll is read. */
export interface EventContext {
  readonly turn: number;
  /** Divisions currently withdrawn from play (6.1.2, 6.2.1). */
  readonly withdrawnDivisions: readonly string[];
}

/**
 * Reads a Random Event roll (6.2): finds the row, reads a withdrawal of an already-withdrawn
 * division as its stated substitute roll (6.2.1), and cancels Turn 1 events (10.1, main game).
 */
export function randomEvent(
  kit: ComponentKit,
  scenario: ScenarioId,
  roll: number,
  context: EventContext,
): Result<Lookup<RandomEventOutcome>> {
  if (!Number.isInteger(roll) || roll < 3 || roll > 18)
    return err('kit.event.roll', '6.2', `A Random Event roll is 3d6, 3..18; got ${roll}.`);
  let readAs = roll;
  let found = eventRow(kit, scenario, roll);
  if (found.kind !== 'known') return ok(found);
  const first = found.value.effect;
  if (
    first.kind === 'withdrawDivision' &&
    first.ifAlreadyWithdrawnUseRoll !== null &&
    context.withdrawnDivisions.includes(first.division)
  ) {
    // 6.2.1: a 3 after the 29th Motorized has gone is read as a 4.
    readAs = first.ifAlreadyWithdrawnUseRoll;
    found = eventRow(kit, scenario, readAs);
    if (found.kind !== 'known') return ok(found);
  }
  const row = found.value;
  if (scenario === 'main' && context.turn === 1 && row.turn1NoResult) {
    return ok({
      kind: 'known',
      value: {
        roll,
        readAs,
        row,
        effect: { kind: 'none' },
        cancelled: { rule: '10.1', reason: `${row.name} is no result on Turn 1.` },
      },
    });
  }
  return ok({ kind: 'known', value: { roll, readAs, row, effect: row.effect, cancelled: null } });
}

/** The counter with designation `id`, or undefined. */
export function counterById(kit: ComponentKit, id: string): GermanCounter | undefined {
  return kit.germanCounters.find((c) => c.id === id);
}

/** Where a counter starts in a scenario: a Placement, 'absent', or null when unknown. */
export function placementIn(c: GermanCounter, scenario: ScenarioId): Placement | 'absent' | null {
  return scenario === 'main' ? c.main : c.factory;
}

/** True when two placements name the same place. */
export function samePlace(a: Placement, b: Placement): boolean {
  return placeKey(a) === placeKey(b);
}

/** True when the kit knows every counter that starts in `place` (a complete list knows all). */
export function setupPlaceKnown(
  kit: ComponentKit,
  scenario: ScenarioId,
  place: Placement,
): boolean {
  return (
    kit.germanCountersComplete[scenario] ||
    (kit.setupKnown?.[scenario] ?? []).includes(placeKey(place))
  );
}

/** The setup places of a scenario whose counters the owner has not named yet, in order. */
export function unknownSetupPlaces(kit: ComponentKit, scenario: ScenarioId): Placement[] {
  return SETUP_PLACES[scenario].filter((p) => !setupPlaceKnown(kit, scenario, p));
}

/** The counters the kit places in `place` (so far: the place may not be known in full). */
export function countersAt(
  kit: ComponentKit,
  scenario: ScenarioId,
  place: Placement,
): GermanCounter[] {
  return kit.germanCounters.filter((c) => {
    const p = placementIn(c, scenario);
    return p !== null && p !== 'absent' && samePlace(p, place);
  });
}

/** One German counter used in a scenario, with where it starts. */
export interface SetupEntry {
  readonly counter: GermanCounter;
  readonly placement: Placement;
}

/**
 * The German counters of a scenario known to start in a place the owner has named in full
 * (5.3, 14.3, 14.4), with where each starts. A place not named yet is asked when play first
 * needs its units (`unknownSetupPlaces`); a counter's type and Attack Factor when it first
 * moves, leads or returns.
 */
export function germanSetup(
  kit: ComponentKit,
  scenario: ScenarioId,
): Lookup<readonly SetupEntry[]> {
  const entries: SetupEntry[] = [];
  for (const c of kit.germanCounters) {
    const p = placementIn(c, scenario);
    if (p === null || p === 'absent' || !setupPlaceKnown(kit, scenario, p)) continue;
    entries.push({ counter: c, placement: p });
  }
  return { kind: 'known', value: entries };
}

/**
 * The counter fact when `id`'s type, Attack Factor or (for a unit that is not an assault gun)
 * division is not known yet, else null.
 */
export function counterDetailsFact(kit: ComponentKit, id: string): Fact | null {
  const c = counterById(kit, id);
  if (c && c.type !== null && c.attackFactor !== null && (c.assaultGun || c.division !== null))
    return null;
  return { kind: 'counter', id };
}
