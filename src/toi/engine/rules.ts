/**
 * The Tide of Iron: Stalingrad numbers this section uses, each with the expansion heading that
 * gives it, and the two numbers that come from the core Tide of Iron game instead (the faces on
 * which an attack die hits and a cover die saves). Only what the expansion's own text states is
 * here: no unit statistics, cards or scenario data.
 */

/** A heading: its short name, its line in the rules text, and its full name where that is longer. */
const h = (rule: string, line: number | null, name = rule) => ({ rule, name, line });

/**
 * Every expansion heading the odds cite, by id; `rule` is what the screen shows, `line` the line
 * of the heading in the expansion's rules text (null for the core game, which the app lacks).
 */
export const HEADINGS = {
  core: h('Core game', null, 'Core Tide of Iron rule (check your core rulebook)'),
  destructible: h('Destructible Buildings', 352),
  multiFloor: h('Multi-Floor Buildings', 299),
  cityCombat: h('City Building Movement and Combat', 333),
  sniper: h('Sniper Tokens', 522),
  fire: h('Fire Rules', 572, 'Fire Rules: Placing Fire'),
  fireDamage: h('Damage from Fire', 578, 'Fire Rules: Damage from Fire'),
  extinguish: h('Extinguishing Fire', 582, 'Fire Rules: Extinguishing Fire'),
  molotov: h('Molotov Cocktails', 594, 'Fire Rules: Molotov Cocktails'),
  fougasse: h('Flame Fougasse', 586, 'Fire Rules: Flame Fougasse'),
  handToHand: h('Hand-to-Hand Combat', 662, 'Veteran Actions: Hand-to-Hand Combat'),
  cautious: h('Cautious Advance', 658, 'Veteran Actions: Cautious Advance'),
  sewer: h('Sewer Movement', 610),
  bombed: h('Bombed Terrain', 273, 'New Terrain Overlay: Bombed Terrain'),
  terrain: h('Terrain Reference', 1274, 'Terrain Reference (back cover)'),
  smg: h('SMG Unit', 468, 'New Specialization Tokens: SMG Unit'),
  sn42: h('Assault Engineer Unit', 482, 'New Specialization Tokens: Assault Engineer Unit (SN-42)'),
  starving: h('Starving Unit', 512, 'Restriction Tokens: Starving Unit'),
} as const;
export type HeadingId = keyof typeof HEADINGS;

/**
 * Core game: the lowest face on which an attack die hits and a defense (cover) die saves. The
 * expansion never states these; 5 (a 5 or a 6) is the default the player is asked to check.
 */
export const CORE_SUCCESS_DEFAULT = 5;

// Destructible Buildings: six hits destroy a ground-floor building hex...
export const BUILDING_BASE_HITS = 6;
// ...plus three for each floor other than the ground floor.
export const BUILDING_HITS_PER_FLOOR = 3;
// Destructible Buildings: the building hex rolls three defense dice.
export const BUILDING_DEFENSE_DICE = 3;
// Destructible Buildings: concussive firepower adds three when targeting a building.
export const CONCUSSIVE_BONUS = 3;
// Destructible Buildings: squads inside a destroyed hex take four dice per floor...
export const COLLAPSE_DICE_PER_FLOOR = 4;
// ...which hit on a 4, 5 or 6.
export const COLLAPSE_HIT_ON = 4;
// Multi-Floor Buildings: a building's maximum elevation is 0, 1 or 2.
export const MAX_FLOORS_ABOVE_IN_EXPANSION = 2;
// The command accepts buildings up to four floors above the ground (cities beyond Stalingrad).
export const MAX_FLOORS_ABOVE = 4;

// Sniper Tokens: tokens are numbered one to four; the revealed number is the dice rolled...
export const SNIPER_MIN = 1;
export const SNIPER_MAX = 4;
// ...and each 6 eliminates one figure.
export const SNIPER_HIT_ON = 6;

// Molotov Cocktails: two dice, hitting on 4, 5 or 6...
export const MOLOTOV_DICE = 2;
// Flame Fougasse: four dice, hitting on 4, 5 or 6...
export const FOUGASSE_DICE = 4;
// ...both reduce each target's cover by two.
export const FIRE_HIT_ON = 4;
export const FIRE_COVER_REDUCTION = 2;
// Molotov Cocktails: a 6 among the dice makes the fire strong.
export const STRONG_FIRE_FACE = 6;

// Hand-to-Hand Combat: the assaulting squad rolls one more attack die...
export const HAND_TO_HAND_EXTRA_DICE = 1;
// ...and the defenders' black dice succeed on a 5 or 6.
export const BLACK_DICE_HIT_ON = 5;
// City Building Movement and Combat: an assault in a multi-level building loses one die.
export const MULTI_LEVEL_ASSAULT_PENALTY = 1;
// Sewer Movement: an assault out of the sewer has its attack strength reduced by one.
export const SEWER_ASSAULT_PENALTY = 1;

// Bombed Terrain: a heavy vehicle's roll: 1-4 moves normally...
export const BOMBED_NORMAL_MAX = 4;
// ...a 5 cuts its movement by four, a 6 to nothing.
export const BOMBED_MV_CUT = 4;

// SMG Unit (line 470): two more firepower against infantry targets, whatever the figures left.
export const SMG_BONUS = 2;
// Assault Engineer Unit, SN-42 (line 488): one cover die less for the defenders per two figures...
export const SN42_FIGURES_PER_DIE = 2;
// ...and (line 490) the engineers' own cover dice save on 4, 5 or 6 at close range or assaulted.
export const SN42_SAVE_ON = 4;
// Starving Unit (line 518): movement and firepower one less, never below 1; no assaults.
export const STARVING_CUT = 1;
export const STARVING_FLOOR = 1;
// Cautious Advance (line 660): one more cover throughout the activation, whatever the terrain.
export const CAUTIOUS_COVER = 1;

/** The most squads of one kind (concussive, SMG, starving) the settings and command count. */
export const MAX_UNITS = 12;
/** The most figures an assault engineer squad is counted with (a squad base holds a few). */
export const MAX_FIGURES = 6;

/** The largest dice pool the odds accept for attack, defense and cover (the command's range). */
export const MAX_DICE = 40;

/** Returns the hits a building hex needs to fall: 6 + 3 per floor above ground, halved (rounded up) once weakened. */
export function buildingHitsNeeded(floorsAbove: number, weakened: boolean): number {
  const full = BUILDING_BASE_HITS + BUILDING_HITS_PER_FLOOR * floorsAbove;
  return weakened ? Math.ceil(full / 2) : full;
}

/** Returns the hits that weaken a building not yet weakened: half the required hits, rounded up. */
export function buildingHitsToWeaken(floorsAbove: number): number {
  return Math.ceil(buildingHitsNeeded(floorsAbove, false) / 2);
}

/** Returns the cover dice a unit rolls against Molotov cocktails or flame fougasse (never below 0). */
export function fireCoverDice(cover: number): number {
  return Math.max(0, cover - FIRE_COVER_REDUCTION);
}
