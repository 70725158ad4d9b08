/**
 * Small pure helpers over GameState: reads, and copy-on-write updates that share every part
 * they do not change (so an action costs a few small copies, never a deep clone).
 */
import { err, ok } from '../../../core/result';
import {
  COMBAT_EVENT,
  COMBAT_EVENTS,
  COMBAT_OPTIONS,
  type CombatEventId,
  type CombatOptionId,
} from '../combat/catalogue';
import type { CombatEvents, CombatOptions } from '../combat/types';
import { type SovietCounter, counterById as sovietCounterById } from '../counters';
import { counterById, neighbours } from '../kit/query';
import type { ComponentKit, EventEffect, Fact, GermanCounter, Lookup } from '../kit/types';
import type { AreaState, GameError, GameResultOf, GameState, GermanUnitState } from './types';

/** Most German units in one Area (7.1). */
export const STACK_LIMIT = 4;
/** The Morale Track runs 0..19 (5.2). */
export const MORALE_MAX = 19;

/** Describes a component fact for people. */
export function describeFact(fact: Fact): string {
  switch (fact.kind) {
    case 'adjacency':
      return `whether Areas ${fact.a} and ${fact.b} are adjacent`;
    case 'neighbours':
      return `every Area adjacent to Area ${fact.area}`;
    case 'terrain':
      return `the terrain of Area ${fact.area}`;
    case 'tem':
      return `the TEM of Area ${fact.area}`;
    case 'name':
      return `the name of Area ${fact.area}`;
    case 'event':
      return `the ${fact.scenario === 'main' ? 'main' : 'Factory District'} Random Event Chart row for ${fact.roll}`;
    case 'germanCounters':
      return `the German counters of the ${fact.scenario === 'main' ? 'main game' : 'Factory District'}`;
    case 'setup':
      return `the German counters that start ${fact.place.at === 'area' ? `in Area ${fact.place.area}` : fact.place.at === 'arrival' ? `as Turn ${fact.place.turn} reinforcements` : 'Out of Action'}`;
    case 'counter':
      return fact.also?.length
        ? `the division of ${[fact.id, ...fact.also].join(', ')}`
        : `what is printed on counter ${fact.id}`;
  }
}

/** The "needs fact" answer: play needs a component fact only the owner's box holds. */
export function needFact(fact: Fact, why: string): { ok: false; error: GameError } {
  return {
    ok: false,
    error: {
      code: 'fact.needed',
      rule: 'kit',
      message: `${why}: the kit does not yet know ${describeFact(fact)}. Answer it from your components.`,
      fact,
    },
  };
}

/** Turns a kit Lookup into a GameResultOf: the value, a "needs fact", or a not-applicable error. */
export function known<T>(l: Lookup<T>, why: string): GameResultOf<T> {
  if (l.kind === 'known') return ok(l.value);
  if (l.kind === 'needsFact') return needFact(l.fact, why);
  return err('kit.notApplicable', l.rule, `${why}: ${l.reason}`);
}

/** Clamps Morale to the track, 0..19 (5.2). */
export function clampMorale(m: number): number {
  return Math.max(0, Math.min(MORALE_MAX, m));
}

/** The state with Morale changed by `delta`, clamped (5.2). */
export function addMorale(s: GameState, delta: number): GameState {
  const morale = clampMorale(s.morale + delta);
  return morale === s.morale ? s : { ...s, morale };
}

const idCache = new WeakMap<object, readonly string[]>();

/**
 * The German unit ids of the game, in setup order. The set never changes during a game, so the
 * list is cached per `germans` object and handed on to every copy (cheaper than `for...in`,
 * which is slow here: an id like '177' is an integer-like key).
 */
export function unitIds(s: GameState): readonly string[] {
  let ids = idCache.get(s.germans);
  if (!ids) {
    ids = Object.keys(s.germans);
    idCache.set(s.germans, ids);
  }
  return ids;
}

/** A copy of the units with `us` replaced (a key loop: faster than spreading this object). */
function withUnits(s: GameState, us: readonly GermanUnitState[]): GameState['germans'] {
  const ids = unitIds(s);
  const old = s.germans;
  const germans: Record<string, GermanUnitState> = {};
  for (const id of ids) germans[id] = old[id]!;
  for (const u of us) germans[u.id] = u;
  if (us.every((u) => u.id in old)) idCache.set(germans, ids);
  return germans;
}

/** The state with one German unit replaced. */
export function putUnit(s: GameState, u: GermanUnitState): GameState {
  return { ...s, germans: withUnits(s, [u]) };
}

/** The state with several German units replaced in one copy. */
export function putUnits(s: GameState, us: readonly GermanUnitState[]): GameState {
  if (us.length === 0) return s;
  return { ...s, germans: withUnits(s, us) };
}

/** The state with Area `n` replaced. */
export function putArea(s: GameState, n: number, a: AreaState): GameState {
  return { ...s, areas: { ...s.areas, [n]: a } };
}

const areaIndex = new WeakMap<GameState['germans'], Map<number, string[]>>();

/** German unit ids by Area, computed once per `germans` object (it is replaced on any change). */
function byArea(s: GameState): Map<number, string[]> {
  let m = areaIndex.get(s.germans);
  if (!m) {
    m = new Map();
    for (const id of unitIds(s)) {
      const loc = s.germans[id]!.location;
      if (loc.kind !== 'area') continue;
      const list = m.get(loc.area);
      if (list) list.push(id);
      else m.set(loc.area, [id]);
    }
    areaIndex.set(s.germans, m);
  }
  return m;
}

/** Ids of the German units in Area `n`, in setup order. */
export function unitsIn(s: GameState, n: number): string[] {
  return [...(byArea(s).get(n) ?? [])];
}

/** Number of German units in Area `n` (7.1). */
export function stackIn(s: GameState, n: number): number {
  return byArea(s).get(n)?.length ?? 0;
}

/** True when Area `n` holds both German and Soviet units (7.3). */
export function isContested(s: GameState, n: number): boolean {
  return s.areas[n]?.soviet != null && stackIn(s, n) > 0;
}

const counterCache = new WeakMap<ComponentKit, Map<string, GermanCounter>>();

/** The kit's data for a German counter (cached per kit object). */
export function counterOf(kit: ComponentKit, id: string): GermanCounter | undefined {
  let m = counterCache.get(kit);
  if (!m) {
    m = new Map(kit.germanCounters.map((c) => [c.id, c]));
    counterCache.set(kit, m);
  }
  return m.get(id) ?? counterById(kit, id);
}

/**
 * The counter fact when unit `id`'s type or Attack Factor is not known yet (4.2: its Movement
 * Factor; 4.3.1: its Attack Factor), else null. Its division is asked only where a rule counts
 * divisions (6.1.2 at Dawn, 9.5.2D and 12.4 in an attack).
 */
export function unitDetailsFact(kit: ComponentKit, id: string): Fact | null {
  const c = counterOf(kit, id);
  return c && c.type !== null && c.attackFactor !== null ? null : { kind: 'counter', id };
}

/** A counter's type, when the kit does not give it (4.2: its Movement Factor follows). */
export function unitTypeFact(kit: ComponentKit, id: string): Fact | null {
  return counterOf(kit, id)?.type != null ? null : { kind: 'counter', id, need: 'type' };
}

/** The Random Event effect in force this Turn ('none' when no event or when 10.1 cancels it). */
export function eventEffect(s: GameState): EventEffect {
  if (!s.event || s.event.noResultRule !== null) return { kind: 'none' };
  return s.event.effect;
}

/** True when an event forbids Air Support markers this Turn (6.2, 14.6.1). */
export function airForbiddenByEvent(s: GameState): boolean {
  return COMBAT_EVENT.noAir.effects.includes(eventEffect(s).kind);
}

/**
 * The Random Event effects and optional rules in force that change combat values (6.2, 12.x):
 * each combat event whose effects include this Turn's, each combat option as the game set it.
 */
export function combatEnvironment(s: GameState): {
  readonly events: CombatEvents;
  readonly options: CombatOptions;
} {
  const k = eventEffect(s).kind;
  const events = {} as Record<CombatEventId, boolean>;
  for (const id of COMBAT_EVENTS) events[id] = COMBAT_EVENT[id].effects.includes(k);
  const options = {} as Record<CombatOptionId, boolean>;
  for (const id of COMBAT_OPTIONS) options[id] = s.options[id];
  return { events, options };
}

const sovietIndex = new Map<string, SovietCounter | undefined>();

/** The Soviet counter with this id (counters.ts), memoised. */
export function sovietCounter(id: string): SovietCounter | undefined {
  if (!sovietIndex.has(id)) sovietIndex.set(id, sovietCounterById(id));
  return sovietIndex.get(id);
}

const neighbourCache = new WeakMap<ComponentKit, Map<number, ReturnType<typeof neighbours>>>();

/**
 * The Areas the kit knows to border `n`, and whether that list is complete (3.1); memoised per
 * kit object (an answered fact makes a new kit).
 */
export function knownNeighbours(kit: ComponentKit, n: number): ReturnType<typeof neighbours> {
  let m = neighbourCache.get(kit);
  if (!m) {
    m = new Map();
    neighbourCache.set(kit, m);
  }
  let v = m.get(n);
  if (!v) {
    v = neighbours(kit, n);
    m.set(n, v);
  }
  return v;
}
