/**
 * The Soviet counter mix as data: the main game pool (checklist after 17.0, used by 5.4), the
 * Factory District pool (14.5.1), the three counters that scenario places already Revealed, and
 * Pavlov's House (12.6). Each counter has a stable id that saves and the odds engine refer to.
 */
import type { Strategy, Terrain } from './types';

/** Which setup uses a counter: the main game (5.4) or the Factory District scenario (14.5.1). */
export type CounterPool = 'main' | 'factoryDistrict';

/** One Soviet unit: its terrain (front side) and its Revealed side (4.4). */
export interface SovietCounter {
  /** Stable id, e.g. 'main-lightUrban-7-heroes-2'. Never renumbered. */
  readonly id: string;
  readonly pool: CounterPool;
  readonly terrain: Terrain;
  /**
   * The printed Defense Factor (9.5.3A). `null` only for Pavlov's House, whose factor is printed
   * on the counter but not given in the rulebook: the owner transcribes it.
   */
  readonly defense: number | null;
  readonly strategy: Strategy;
  /** True only for the Pavlov's House unit (12.6). */
  readonly pavlov?: true;
}

type Row = readonly [Terrain, number, Strategy];

const H = 'heroes';
const A = 'ambush';
const B = 'barrage';
const F = 'fanatic';
const G = 'guards';

// Checklist after 17.0 (main game, 5.4), in the printed order: 6 Clear, 8 Elevated,
// 32 Light Urban, 9 Heavy Urban = 55.
const MAIN_ROWS: readonly Row[] = [
  ['clear', 4, H],
  ['clear', 4, A],
  ['clear', 5, B],
  ['clear', 5, F],
  ['clear', 6, H],
  ['clear', 7, A],
  ['elevated', 5, H],
  ['elevated', 6, A],
  ['elevated', 6, B],
  ['elevated', 7, F],
  ['elevated', 7, H],
  ['elevated', 8, A],
  ['elevated', 8, B],
  ['elevated', 9, F],
  ['lightUrban', 4, H],
  ['lightUrban', 4, A],
  ['lightUrban', 4, B],
  ['lightUrban', 4, F],
  ['lightUrban', 4, G],
  ['lightUrban', 5, H],
  ['lightUrban', 5, A],
  ['lightUrban', 5, B],
  ['lightUrban', 5, F],
  ['lightUrban', 5, G],
  ['lightUrban', 6, H],
  ['lightUrban', 6, A],
  ['lightUrban', 6, B],
  ['lightUrban', 6, F],
  ['lightUrban', 6, G],
  ['lightUrban', 7, H],
  ['lightUrban', 7, A],
  ['lightUrban', 7, B],
  ['lightUrban', 7, F],
  ['lightUrban', 7, G],
  ['lightUrban', 7, H],
  ['lightUrban', 8, A],
  ['lightUrban', 8, B],
  ['lightUrban', 8, F],
  ['lightUrban', 8, G],
  ['lightUrban', 8, H],
  ['lightUrban', 8, A],
  ['lightUrban', 9, B],
  ['lightUrban', 9, F],
  ['lightUrban', 9, G],
  ['lightUrban', 9, H],
  ['lightUrban', 9, A],
  ['heavyUrban', 7, A],
  ['heavyUrban', 7, B],
  ['heavyUrban', 8, F],
  ['heavyUrban', 8, G],
  ['heavyUrban', 9, A],
  ['heavyUrban', 9, B],
  ['heavyUrban', 10, F],
  ['heavyUrban', 10, G],
  ['heavyUrban', 10, A],
];

// 14.5.1: the 26 counters of the Factory District scenario (6 Elevated, 12 Light Urban,
// 8 Heavy Urban). The checklist after 17.0 is cut short in our copy; 14.5.1 lists all 26.
const FACTORY_ROWS: readonly Row[] = [
  ['elevated', 6, A],
  ['elevated', 6, B],
  ['elevated', 7, H],
  ['elevated', 7, F],
  ['elevated', 8, A],
  ['elevated', 8, B],
  ['lightUrban', 7, B],
  ['lightUrban', 7, F],
  ['lightUrban', 7, G],
  ['lightUrban', 8, A],
  ['lightUrban', 8, B],
  ['lightUrban', 8, G],
  ['lightUrban', 8, H],
  ['lightUrban', 8, A],
  ['lightUrban', 9, B],
  ['lightUrban', 9, G],
  ['lightUrban', 9, H],
  ['lightUrban', 9, A],
  ['heavyUrban', 7, A],
  ['heavyUrban', 7, B],
  ['heavyUrban', 8, G],
  ['heavyUrban', 9, A],
  ['heavyUrban', 9, B],
  ['heavyUrban', 10, F],
  ['heavyUrban', 10, G],
  ['heavyUrban', 10, A],
];

/** Gives each row an id `<pool>-<terrain>-<defense>-<strategy>-<n>`, n counting duplicates from 1. */
function build(pool: CounterPool, rows: readonly Row[]): readonly SovietCounter[] {
  const seen = new Map<string, number>();
  return rows.map(([terrain, defense, strategy]) => {
    const key = `${pool}-${terrain}-${defense}-${strategy}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return Object.freeze({ id: `${key}-${n}`, pool, terrain, defense, strategy });
  });
}

/** The 55 Soviet counters of the main game (checklist after 17.0, 5.4). */
export const MAIN_GAME_COUNTERS: readonly SovietCounter[] = Object.freeze(build('main', MAIN_ROWS));

/** The 26 Soviet counters of the Factory District scenario (14.5.1). */
export const FACTORY_DISTRICT_COUNTERS: readonly SovietCounter[] = Object.freeze(
  build('factoryDistrict', FACTORY_ROWS),
);

/**
 * Pavlov's House (12.6): an extra Heavy Urban unit that has the Guards dice every time it is
 * attacked. Its printed Defense Factor is not in the rulebook, so `defense` is null here.
 */
export const PAVLOVS_HOUSE: SovietCounter = Object.freeze({
  id: 'pavlovs-house',
  pool: 'main',
  terrain: 'heavyUrban',
  defense: null,
  strategy: 'guards',
  pavlov: true,
});

/** A counter the Factory District scenario places already Revealed, with its Area (14.5.1). */
export interface PlacedCounter {
  readonly area: number;
  readonly counter: SovietCounter;
}

/**
 * The three counters Revealed at the start of the Factory District scenario (14.5.1). They are
 * not among its 26 Unrevealed counters.
 */
export const FACTORY_DISTRICT_PREREVEALED: readonly PlacedCounter[] = Object.freeze([
  {
    area: 14,
    counter: Object.freeze({
      id: 'factoryDistrict-revealed-14',
      pool: 'factoryDistrict',
      terrain: 'heavyUrban',
      defense: 8,
      strategy: F,
    } as const),
  },
  {
    area: 21,
    counter: Object.freeze({
      id: 'factoryDistrict-revealed-21',
      pool: 'factoryDistrict',
      terrain: 'elevated',
      defense: 9,
      strategy: F,
    } as const),
  },
  {
    area: 44,
    counter: Object.freeze({
      id: 'factoryDistrict-revealed-44',
      pool: 'factoryDistrict',
      terrain: 'clear',
      defense: 5,
      strategy: B,
    } as const),
  },
]);

/**
 * The counters a setup shuffles for one terrain (5.4, 14.5.1), with Pavlov's House added to the
 * main game's Heavy Urban mix when 12.6 is in use.
 */
export function countersFor(
  pool: CounterPool,
  terrain: Terrain,
  opts: { readonly pavlov?: boolean } = {},
): readonly SovietCounter[] {
  const all = pool === 'main' ? MAIN_GAME_COUNTERS : FACTORY_DISTRICT_COUNTERS;
  const list = all.filter((c) => c.terrain === terrain);
  // 12.6 adds Pavlov's House to the Unrevealed Heavy Urban mix of the main game; in the Factory
  // District it starts Revealed in Area 14 (14.5.2), so it is never in that pool.
  if (opts.pavlov && pool === 'main' && terrain === 'heavyUrban') list.push(PAVLOVS_HOUSE);
  return list;
}

/** The counter with this id, from any pool, or undefined. */
export function counterById(id: string): SovietCounter | undefined {
  if (id === PAVLOVS_HOUSE.id) return PAVLOVS_HOUSE;
  return (
    MAIN_GAME_COUNTERS.find((c) => c.id === id) ??
    FACTORY_DISTRICT_COUNTERS.find((c) => c.id === id) ??
    FACTORY_DISTRICT_PREREVEALED.find((p) => p.counter.id === id)?.counter
  );
}
