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

/**
 * A pool's counters terrain by terrain, in the printed order, each written as its Defense Factor
 * and the first letter of its strategy: '7A' is a 7 with Ambush.
 */
type Rows = Readonly<Partial<Record<Terrain, string>>>;

const STRATEGY_LETTER: Readonly<Record<string, Strategy>> = {
  H: 'heroes',
  A: 'ambush',
  B: 'barrage',
  F: 'fanatic',
  G: 'guards',
};

// Checklist after 17.0 (main game, 5.4), in the printed order: 6 Clear, 8 Elevated,
// 32 Light Urban, 9 Heavy Urban = 55.
const MAIN_ROWS: Rows = {
  clear: '4H 4A 5B 5F 6H 7A',
  elevated: '5H 6A 6B 7F 7H 8A 8B 9F',
  lightUrban:
    '4H 4A 4B 4F 4G 5H 5A 5B 5F 5G 6H 6A 6B 6F 6G 7H 7A 7B 7F 7G 7H 8A 8B 8F 8G 8H 8A 9B 9F 9G 9H 9A',
  heavyUrban: '7A 7B 8F 8G 9A 9B 10F 10G 10A',
};

// 14.5.1: the 26 counters of the Factory District scenario (6 Elevated, 12 Light Urban,
// 8 Heavy Urban). The checklist after 17.0 is cut short in our copy; 14.5.1 lists all 26.
const FACTORY_ROWS: Rows = {
  elevated: '6A 6B 7H 7F 8A 8B',
  lightUrban: '7B 7F 7G 8A 8B 8G 8H 8A 9B 9G 9H 9A',
  heavyUrban: '7A 7B 8G 9A 9B 10F 10G 10A',
};

/** Gives each row an id `<pool>-<terrain>-<defense>-<strategy>-<n>`, n counting duplicates from 1. */
function build(pool: CounterPool, rows: Rows): readonly SovietCounter[] {
  const seen = new Map<string, number>();
  const all = (Object.entries(rows) as [Terrain, string][]).flatMap(([terrain, line]) =>
    line.split(' ').map((c) => ({
      terrain,
      defense: Number(c.slice(0, -1)),
      strategy: STRATEGY_LETTER[c.slice(-1)]!,
    })),
  );
  return all.map(({ terrain, defense, strategy }) => {
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
  revealed(14, 'heavyUrban', 8, 'fanatic'),
  revealed(21, 'elevated', 9, 'fanatic'),
  revealed(44, 'clear', 5, 'barrage'),
]);

/** A Factory District counter placed Revealed in its Area at the start (14.5.1). */
function revealed(
  area: number,
  terrain: Terrain,
  defense: number,
  strategy: Strategy,
): PlacedCounter {
  const id = `factoryDistrict-revealed-${area}`;
  return {
    area,
    counter: Object.freeze({ id, pool: 'factoryDistrict', terrain, defense, strategy }),
  };
}

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
