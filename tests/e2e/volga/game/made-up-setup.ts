/**
 * MADE-UP German setup and map answers for the first-turn benchmark: NOT the real counters or
 * map. The rulebook does not list the main game's German counters (5.3.1 prints only the Area
 * headings), so the owner types them from the box; the benchmark types these invented ones in
 * the same places. Designations follow the app's own example ("29/1"); 29/RCN, 244A, 244B, 177
 * and 245A are named by the rulebook (13.4, 12.4); every Attack Factor, type, border and
 * terrain below is invented, except 29/RCN's Attack Factor 6 (13.4), which the app knows.
 */

/** One setup place: its German counters, and the division the owner names for them. */
export interface MadeUpStack {
  readonly area: number;
  readonly division: string;
  readonly ids: readonly string[];
}

/** 24 counters in the nine main game setup Areas (5.3.1's Areas; the counters are invented). */
export const MADE_UP_SETUP: readonly MadeUpStack[] = [
  { area: 1, division: '29th Motorized', ids: ['29/RCN', '29/1', '29/2', '29/3'] },
  { area: 2, division: '71st Infantry', ids: ['71/1', '71/2', '71/3'] },
  { area: 3, division: '295th Infantry', ids: ['295/1', '295/2', '244A'] },
  { area: 4, division: '94th Infantry', ids: ['94/1', '94/2', '244B'] },
  { area: 5, division: '24th Panzer', ids: ['24/1', '24/2', '24/3'] },
  { area: 6, division: '76th Infantry', ids: ['76/1', '76/2', '177'] },
  { area: 48, division: '16th Panzer', ids: ['16/1', '16/2'] },
  { area: 49, division: '16th Panzer', ids: ['16/3'] },
  { area: 50, division: '60th Motorized', ids: ['60/1', '60/2'] },
];

/** The Turn 2 reinforcements (6.1.1 names the 389th and 245A; the designations are invented). */
export const MADE_UP_T2: MadeUpStack = {
  area: 0,
  division: '389th Infantry',
  ids: ['389/1', '389/2', '389/3', '245A'],
};

/** Invented type and Attack Factor of the counters that act on Turn 1. */
export const MADE_UP_DETAILS: Readonly<
  Record<string, { readonly type: 'Armor' | 'Infantry'; readonly af: number }>
> = {
  '29/RCN': { type: 'Armor', af: 6 },
  '29/1': { type: 'Infantry', af: 5 },
  '29/2': { type: 'Infantry', af: 5 },
  '29/3': { type: 'Armor', af: 7 },
  '71/1': { type: 'Infantry', af: 4 },
  '71/2': { type: 'Infantry', af: 4 },
  '71/3': { type: 'Infantry', af: 5 },
  '24/1': { type: 'Armor', af: 7 },
  '24/2': { type: 'Armor', af: 6 },
  '24/3': { type: 'Infantry', af: 4 },
};

/** Invented borders (Area pairs) and Identifier shapes of the Soviet Areas attacked. */
export const MADE_UP_BORDERS: readonly (readonly [number, number])[] = [
  [1, 7],
  [2, 8],
  [5, 9],
];
export const MADE_UP_TERRAIN: Readonly<Record<number, 'Light Urban'>> = {
  7: 'Light Urban',
  8: 'Light Urban',
  9: 'Light Urban',
};

/**
 * The Random Event row the benchmark's Turn 1 rolls (a 10), as an owner would copy it from the
 * player aid card: MADE UP. 16.1 names Commissars among the commonest results and 14.6.1 gives
 * its effect on the Factory District chart; which main game rolls it covers is invented.
 */
export const MADE_UP_EVENT = { roll: 10, name: 'Commissars' } as const;

/** The Areas whose stacks the benchmark's Turn 1 attacks with, and where they attack (invented). */
export const MADE_UP_ATTACKS = [
  { from: 1, to: 7, reveal: '6-fanatic', lead: '29/RCN' },
  { from: 2, to: 8, reveal: '7-heroes', lead: '71/3' },
  { from: 5, to: 9, reveal: '5-heroes', lead: '24/1' },
] as const;
