/**
 * Adding an imported kit's facts to the owner's kit (kit text, a kit link or a kit file): what
 * the import knows beyond the rulebook is added or corrected, and everything else the owner's kit
 * holds stays, so two lines of kit text add two facts. Nothing the rulebook gives can be lost:
 * a fact the import leaves at the rulebook's value keeps the owner's (which holds it too).
 */
import { knownKit } from './known';
import {
  AREA_NUMBERS,
  type ComponentKit,
  type EventRow,
  type GermanCounter,
  type KitArea,
  SCENARIOS,
} from './types';

const KNOWN = knownKit();
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const union = (a: readonly number[], b: readonly number[]) =>
  [...new Set([...a, ...b])].sort((x, y) => x - y);

/** `added`'s value where it says more than the rulebook (`known`), else the owner's. */
function pick<T>(owner: T, added: T, known: T): T {
  return added !== null && !same(added, known) ? added : owner;
}

function mergeArea(owner: KitArea, added: KitArea): KitArea {
  const known = KNOWN.areas[owner.number]!;
  return {
    number: owner.number,
    name: pick(owner.name, added.name, known.name),
    terrain: pick(owner.terrain, added.terrain, known.terrain),
    tem: pick(owner.tem, added.tem, known.tem),
    volga: pick(owner.volga, added.volga, known.volga),
    initialControl: pick(owner.initialControl, added.initialControl, known.initialControl),
    // Borders only ever add (3.1): a listed border or "not a border" answer stays listed.
    neighbours: union(owner.neighbours, added.neighbours),
    notNeighbours: union(owner.notNeighbours, added.notNeighbours),
    neighboursComplete: owner.neighboursComplete || added.neighboursComplete,
  };
}

function mergeCounter(owner: GermanCounter, added: GermanCounter): GermanCounter {
  return {
    id: owner.id,
    division: added.division ?? owner.division,
    type: added.type ?? owner.type,
    attackFactor: added.attackFactor ?? owner.attackFactor,
    assaultGun: owner.assaultGun || added.assaultGun,
    main: added.main ?? owner.main,
    factory: added.factory ?? owner.factory,
  };
}

/** The owner's rows whose rolls no added row covers, with the added rows, in roll order. */
function mergeRows(
  owner: readonly EventRow[],
  added: readonly EventRow[],
  known: readonly EventRow[],
): EventRow[] {
  if (same(added, known)) return [...owner];
  const covered = (r: EventRow) => added.some((x) => x.lo <= r.hi && r.lo <= x.hi);
  return [...owner.filter((r) => !covered(r)), ...added].sort((a, b) => a.lo - b.lo);
}

/**
 * Returns the owner's kit with `added`'s facts added: per Area and per counter, each fact the
 * import knows beyond the rulebook replaces the owner's, the rest stays; borders and counters
 * are only ever added; Random Event rows replace the owner's rows of the same rolls. The owner's
 * kit keeps its name, unless it still has the rulebook kit's.
 */
export function addKitFacts(owner: ComponentKit, added: ComponentKit): ComponentKit {
  const areas: Record<number, KitArea> = {};
  for (const n of AREA_NUMBERS) areas[n] = mergeArea(owner.areas[n]!, added.areas[n]!);
  // The longer list keeps its order (a whole transcription added to the rulebook's few counters
  // reads as transcribed); the other's counters it lacks follow.
  const ownerById = new Map(owner.germanCounters.map((c) => [c.id, c]));
  const addedById = new Map(added.germanCounters.map((c) => [c.id, c]));
  const ids = [
    ...new Set(
      added.germanCounters.length > owner.germanCounters.length
        ? [...addedById.keys(), ...ownerById.keys()]
        : [...ownerById.keys(), ...addedById.keys()],
    ),
  ];
  const counters = ids.map((id) => {
    const o = ownerById.get(id);
    const a = addedById.get(id);
    return o && a ? mergeCounter(o, a) : (o ?? a)!;
  });
  const setupKnown: Partial<Record<(typeof SCENARIOS)[number], string[]>> = {};
  for (const s of SCENARIOS) {
    const places = [
      ...new Set([...(owner.setupKnown?.[s] ?? []), ...(added.setupKnown?.[s] ?? [])]),
    ];
    if (places.length > 0) setupKnown[s] = places;
  }
  return {
    kitVersion: owner.kitVersion,
    // A kit never named by its owner (still the rulebook's) takes the import's name.
    name: owner.name === KNOWN.name ? added.name : owner.name,
    fixture: owner.fixture || added.fixture,
    areas,
    germanCounters: counters,
    germanCountersComplete: {
      main: owner.germanCountersComplete.main || added.germanCountersComplete.main,
      factory: owner.germanCountersComplete.factory || added.germanCountersComplete.factory,
    },
    ...(Object.keys(setupKnown).length > 0 ? { setupKnown } : {}),
    events: {
      main: mergeRows(owner.events.main, added.events.main, KNOWN.events.main),
      factory: mergeRows(owner.events.factory, added.events.factory, KNOWN.events.factory),
    },
  };
}
