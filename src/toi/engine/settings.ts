/**
 * What the player sets: the situations in the order the screen offers them, every setting with
 * its bounds, the defaults, and a strict reader for settings coming back from storage or a file.
 */
import { isPlainObject, shown } from '../../core/input';
import { err, ok, type Result } from '../../core/result';
import type { Faces } from './odds';
import {
  CORE_SUCCESS_DEFAULT,
  type HeadingId,
  MAX_DICE,
  MAX_FIGURES,
  MAX_FLOORS_ABOVE_IN_EXPANSION,
  MAX_UNITS,
  SNIPER_MAX,
  SNIPER_MIN,
} from './rules';
import { TARGETS, type Target, TERRAIN_CHOICES, type TerrainChoice } from './terrain';

/** Every situation, in the order the screen offers them. */
export const SITUATIONS = [
  'attack',
  'building',
  'sniper',
  'molotov',
  'fougasse',
  'handToHand',
  'bombed',
] as const;
export type SituationKind = (typeof SITUATIONS)[number];

/** Each situation's short name and the heading that governs it. */
export const SITUATION_INFO: Readonly<Record<SituationKind, { name: string; rule: HeadingId }>> = {
  attack: { name: 'Any attack', rule: 'core' },
  building: { name: 'Building', rule: 'destructible' },
  sniper: { name: 'Sniper', rule: 'sniper' },
  molotov: { name: 'Molotov', rule: 'molotov' },
  fougasse: { name: 'Fougasse', rule: 'fougasse' },
  handToHand: { name: 'Hand to hand', rule: 'handToHand' },
  bombed: { name: 'Heavy vehicle', rule: 'bombed' },
};

/** Everything the player sets, for every situation (each reads the fields it needs). */
export interface Settings extends Faces {
  readonly kind: SituationKind;
  /** Attack dice (any attack, building, hand-to-hand attack strength). */
  readonly attack: number;
  /** Defense dice (any attack) or the defenders' cover dice (hand-to-hand). */
  readonly defense: number;
  /** Net hits wanted (any attack). */
  readonly need: number;
  readonly floorsAbove: number;
  readonly weakened: boolean;
  /** Units with concussive firepower in the attack on a building (each adds three). */
  readonly concussive: number;
  readonly token: number;
  /** The target's terrain cover before the fire weapons' reduction. */
  readonly cover: number;
  /** The terrain the picker set the cover from ('other' when the cover was set by hand). */
  readonly terrain: TerrainChoice;
  /** Whether the target is a squad or another unit (bombed terrain covers them differently). */
  readonly target: Target;
  /** The defenders' attack strength (their black dice in hand-to-hand). */
  readonly defenders: number;
  readonly multiLevel: boolean;
  readonly fromSewer: boolean;
  /** A heavy vehicle's movement, for the bombed terrain roll. */
  readonly mv: number;
  /** SMG squads among the attackers. */
  readonly smg: number;
  /** Starving squads among the attackers. */
  readonly starving: number;
  /** The target is taking a Cautious Advance action. */
  readonly cautious: boolean;
  /** Figures in the assault engineer squad making the assault (0: none). */
  readonly engineers: number;
  /** The target is an assault engineer squad, assaulted or attacked at close range. */
  readonly engineersDefend: boolean;
}

/** The screen's settings before the player changes anything: the expansion's 19-dice example. */
export const DEFAULT_SETTINGS: Settings = {
  kind: 'building',
  attack: 19,
  defense: 2,
  need: 1,
  floorsAbove: 1,
  weakened: false,
  concussive: 0,
  token: 2,
  cover: 3,
  terrain: 'other',
  target: 'squad',
  defenders: 3,
  multiLevel: false,
  fromSewer: false,
  mv: 6,
  hitOn: CORE_SUCCESS_DEFAULT,
  saveOn: CORE_SUCCESS_DEFAULT,
  smg: 0,
  starving: 0,
  cautious: false,
  engineers: 0,
  engineersDefend: false,
};

/** The largest vehicle movement the settings accept. */
export const MAX_MV = 12;

type Bound =
  | { readonly int: readonly [number, number] }
  | { readonly bool: true }
  | { readonly oneOf: readonly string[] };

/** Every setting's bounds: the one place the reader and the screen's steppers take them from. */
export const SETTING_BOUNDS: Readonly<Record<keyof Settings, Bound>> = {
  kind: { oneOf: SITUATIONS },
  attack: { int: [0, MAX_DICE] },
  defense: { int: [0, MAX_DICE] },
  need: { int: [1, MAX_DICE] },
  floorsAbove: { int: [0, MAX_FLOORS_ABOVE_IN_EXPANSION] },
  weakened: { bool: true },
  concussive: { int: [0, MAX_UNITS] },
  token: { int: [SNIPER_MIN, SNIPER_MAX] },
  cover: { int: [0, MAX_DICE] },
  terrain: { oneOf: TERRAIN_CHOICES },
  target: { oneOf: TARGETS },
  defenders: { int: [0, MAX_DICE] },
  multiLevel: { bool: true },
  fromSewer: { bool: true },
  mv: { int: [0, MAX_MV] },
  hitOn: { int: [1, 6] },
  saveOn: { int: [1, 6] },
  smg: { int: [0, MAX_UNITS] },
  starving: { int: [0, MAX_UNITS] },
  cautious: { bool: true },
  engineers: { int: [0, MAX_FIGURES] },
  engineersDefend: { bool: true },
};

/** Returns the upper bound of a whole-number setting. */
export function settingMax(key: keyof Settings): number {
  const b = SETTING_BOUNDS[key];
  return 'int' in b ? b.int[1] : 0;
}

/**
 * Returns settings read strictly from stored or imported data: every field present and in
 * bounds, no other field; the problem named otherwise.
 */
export function readSettings(raw: unknown): Result<Settings> {
  if (!isPlainObject(raw))
    return err('toi.settings.value', 'input', 'The settings must be an object.');
  for (const k of Object.keys(raw)) {
    if (!Object.hasOwn(SETTING_BOUNDS, k)) {
      return err('toi.settings.value', 'input', `The settings have an unknown field ${k}.`);
    }
  }
  const out: Record<string, unknown> = {};
  for (const [k, b] of Object.entries(SETTING_BOUNDS) as [keyof Settings, Bound][]) {
    const v = raw[k];
    const fine =
      'int' in b
        ? typeof v === 'number' && Number.isInteger(v) && v >= b.int[0] && v <= b.int[1]
        : 'bool' in b
          ? typeof v === 'boolean'
          : typeof v === 'string' && b.oneOf.includes(v);
    if (!fine) {
      const want =
        'int' in b
          ? `a whole number from ${b.int[0]} to ${b.int[1]}`
          : 'bool' in b
            ? 'true or false'
            : `one of ${b.oneOf.join(', ')}`;
      return err(
        'toi.settings.value',
        'input',
        `The setting ${k} must be ${want}; got ${shown(v)}.`,
      );
    }
    out[k] = v;
  }
  return ok(out as unknown as Settings);
}
