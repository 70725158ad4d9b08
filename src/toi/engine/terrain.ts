/**
 * The expansion's terrain as one catalogue (Terrain Reference, back cover, and the terrain
 * sections of Dense Urban Terrain): the cover each gives, and what it means for the building
 * and fire rules. Roads and railways take the cover of the hex's main terrain (lines 245 and
 * 1324), so they are not choices of their own; core game terrain is entered as "Other".
 */
import { FIRE_COVER_REDUCTION, fireCoverDice, type HeadingId } from './rules';

/** What the target unit is, where the terrain's cover depends on it (Bombed Terrain). */
export const TARGETS = ['squad', 'other'] as const;
export type Target = (typeof TARGETS)[number];

/** One terrain type: its cover for squads and for other units, and the line that gives it. */
export interface TerrainInfo {
  readonly name: string;
  readonly cover: Readonly<Record<Target, number>>;
  readonly rule: HeadingId;
  readonly line: number;
  /** What the terrain means for the building rules and for movement, in the app's words. */
  readonly facts: readonly { readonly text: string; readonly rule: HeadingId }[];
}

const same = (n: number) => ({ squad: n, other: n });

/** The terrain the picker offers, in the order it offers them. */
export const TERRAIN = {
  // Clear: cover 0 (line 1307).
  clear: { name: 'Clear', cover: same(0), rule: 'terrain', line: 1307, facts: [] },
  // Fountain: cover 2; vehicles may pass but never stop (lines 267-269).
  fountain: {
    name: 'Fountain',
    cover: same(2),
    rule: 'terrain',
    line: 269,
    facts: [{ text: 'Vehicles may pass through but never end their move here', rule: 'terrain' }],
  },
  // Collapsed Building: cover 2, elevation 0, vehicles may not enter (lines 253-259).
  collapsed: {
    name: 'Collapsed',
    cover: same(2),
    rule: 'terrain',
    line: 257,
    facts: [
      { text: 'Already destroyed: not a building to attack again; elevation 0', rule: 'terrain' },
      { text: 'Vehicles may not enter; squads pay 3 MP', rule: 'terrain' },
    ],
  },
  // Building: cover 3, blocking, vehicles may not enter (lines 1289-1292).
  building: {
    name: 'Building',
    cover: same(3),
    rule: 'terrain',
    line: 1292,
    facts: [
      {
        text: 'The hex itself can be attacked (Building) where the scenario allows it; only vehicle or anti-tank firepower counts',
        rule: 'destructible',
      },
      { text: 'Vehicles may not enter', rule: 'terrain' },
    ],
  },
  // Bombed terrain: cover 4 for squads, 1 for other units (line 283).
  bombed: {
    name: 'Bombed',
    cover: { squad: 4, other: 1 },
    rule: 'bombed',
    line: 283,
    facts: [
      {
        text: 'Every unit entering stops; light vehicles may not enter; heavy vehicles roll when activated (Heavy vehicle)',
        rule: 'bombed',
      },
    ],
  },
} as const satisfies Record<string, TerrainInfo>;
export type TerrainId = keyof typeof TERRAIN;

/** Every choice of the picker: a terrain of the catalogue, or "other" (cover set by hand). */
export const TERRAIN_CHOICES = [
  'clear',
  'fountain',
  'collapsed',
  'building',
  'bombed',
  'other',
] as const;
export type TerrainChoice = (typeof TERRAIN_CHOICES)[number];

/** Returns the cover a target of kind `target` has in `terrain` (Terrain Reference). */
export function terrainCover(terrain: TerrainId, target: Target): number {
  return TERRAIN[terrain].cover[target];
}

/** Returns true when the terrain's cover depends on the target (squad or other unit). */
export function coverDependsOnTarget(terrain: TerrainChoice): boolean {
  if (terrain === 'other') return false;
  const c = TERRAIN[terrain].cover;
  return c.squad !== c.other;
}

/** One line of what a terrain means, with its heading. */
export interface TerrainFact {
  readonly text: string;
  readonly rule: HeadingId;
}

/**
 * Returns what a terrain means at the table: its cover, the building rules it brings, and the
 * cover dice a unit there rolls against a Molotov or fougasse (cover less 2, never below 0).
 */
export function terrainFacts(terrain: TerrainChoice, target: Target, cover: number): TerrainFact[] {
  const own = terrain === 'other' ? [] : TERRAIN[terrain].facts;
  const head: TerrainFact =
    terrain === 'other'
      ? { text: `Cover ${cover}, set by hand (core game terrain)`, rule: 'core' }
      : {
          text: coverDependsOnTarget(terrain)
            ? `Cover ${cover} for ${target === 'squad' ? 'a squad' : 'a unit other than a squad'}`
            : `Cover ${cover}`,
          rule: TERRAIN[terrain].rule,
        };
  const n = fireCoverDice(cover);
  return [
    head,
    ...own,
    {
      text: `Against a Molotov or fougasse: ${cover} less ${FIRE_COVER_REDUCTION} = ${n} cover ${n === 1 ? 'die' : 'dice'}`,
      rule: 'molotov',
    },
    { text: 'A strong fire here makes the hex impassable to every unit', rule: 'fire' },
  ];
}
