/**
 * The Firestorm: Stalingrad campaign's tables: the three phases of Battle Markers and who rolls
 * in each (Place Battle Marker), the Mission Table, the capture roll (Capture Areas -
 * Countryside), and the scale of victory with milestone shifts (Who Won, Milestones). Pure.
 */
import { catalogue, idsOf } from '../../core/catalogue';
import { enemyOf, FS_RULE, SIDE_NAME, type Side } from './map';

/** Battle Markers in a campaign: three phases of five. */
export const MARKERS = 15;
const PER_PHASE = 5;

/** The three phases, in order, with the side that rolls for the placer in each. */
export const [PHASE, PHASES] = catalogue({
  operationUranus: {
    rule: FS_RULE.place,
    name: 'Operation Uranus',
    roller: 'soviet',
    line: 'Markers 1-5: the Soviet player rolls; 3+ Soviet places, otherwise German.',
  },
  germanCounterattack: {
    rule: FS_RULE.place,
    name: 'German Counterattack',
    roller: 'german',
    line: 'Markers 6-10: the German player rolls; 3+ German places, otherwise Soviet.',
  },
  allAroundDefence: {
    rule: FS_RULE.place,
    name: 'All Around Defence',
    roller: 'soviet',
    line: 'Markers 11-15: the Soviet player rolls; 3+ Soviet places, otherwise German.',
  },
});
export type Phase = keyof typeof PHASE;

/** The roll the roller needs to place the marker themself. */
export const PLACE_NEED = 3;

/** Returns the phase of Battle Marker `n` (1-15). */
export const phaseOf = (n: number): Phase =>
  PHASES[Math.min(PHASES.length - 1, Math.floor((n - 1) / PER_PHASE))] as Phase;

/** Returns the side that rolls for Battle Marker `n`. */
export const rollerOf = (n: number): Side => PHASE[phaseOf(n)].roller;

/** Returns who places (and so attacks with) Battle Marker `n` on a roll of `die`. */
export function placerOf(n: number, die: number): Side {
  const roller = rollerOf(n);
  return die >= PLACE_NEED ? roller : enemyOf(roller);
}

/**
 * How the mission was chosen: together, by the defender's roll, or a City Fighting mission; each
 * in the campaign text's words.
 */
export const MISSION_KIND_NAME = {
  agreed: 'Chosen together',
  counterattack: 'Counterattack',
  static: 'Static defence',
  city: 'City Fighting',
} as const;
export type MissionKind = keyof typeof MISSION_KIND_NAME;
/** The ways of choosing a mission, in order. */
export const MISSION_KINDS: readonly MissionKind[] = idsOf(MISSION_KIND_NAME);

/** The Mission Table: the mission on each die roll, for a counterattack and a static defence. */
export const MISSION_TABLE: Readonly<Record<'counterattack' | 'static', readonly string[]>> = {
  counterattack: [
    'Free for All',
    'Dust Up',
    'Encounter',
    'Breakthrough',
    'Counterattack',
    'Contact',
  ],
  static: ['Breakthrough', 'Counterattack', 'Contact', 'Bridgehead', 'Rearguard', 'No Retreat'],
};

/** Returns the mission's name: the table's entry for a roll, or how it was chosen. */
export function missionName(kind: MissionKind, roll?: number): string {
  if ((kind === 'counterattack' || kind === 'static') && roll !== undefined) {
    return MISSION_TABLE[kind][roll - 1] ?? '';
  }
  return kind === 'agreed' ? 'Agreed' : kind === 'city' ? 'City Fighting' : '';
}

/** The rule that picks the mission for a way of choosing. */
export const missionRule = (kind: MissionKind): string =>
  kind === 'counterattack' || kind === 'static' ? FS_RULE.mission : 'Play a Game';

/**
 * The roll a defender who won in the countryside needs to take the area the arrow came from:
 * 4+ after a mission chosen together or a counterattack, 6 after a static defence.
 */
export function captureNeed(kind: MissionKind): number {
  return kind === 'static' ? 6 : 4;
}
export const CAPTURE_RULE = FS_RULE.country;

/** The scale of victory, one scale of seven from Soviet Strategic to German Strategic. */
export const LEVELS = [
  'sovietStrategic',
  'sovietOperational',
  'sovietTactical',
  'stalemate',
  'germanTactical',
  'germanOperational',
  'germanStrategic',
] as const;
export type Level = (typeof LEVELS)[number];

/** Returns a level's name: the side, the scale and "Victory" (Soviet Strategic Victory), or Stalemate. */
export function levelName(level: Level): string {
  if (level === 'stalemate') return 'Stalemate';
  const side = level.startsWith('soviet') ? 'soviet' : 'german';
  return `${SIDE_NAME[side]} ${level.slice(side.length)} Victory`;
}

/** Each side's VP thresholds for Strategic, Operational and Tactical victory. */
export const THRESHOLDS: Readonly<Record<Side, readonly [number, number, number]>> = {
  soviet: [35, 30, 25],
  german: [30, 25, 20],
};

/**
 * Returns the scale of victory for the VP totals: the side with more VP wins at the highest level
 * whose threshold it reaches; below its Tactical threshold, or a tie, is a Stalemate.
 */
export function levelOf(vp: Readonly<Record<Side, number>>): Level {
  if (vp.soviet === vp.german) return 'stalemate';
  const side: Side = vp.soviet > vp.german ? 'soviet' : 'german';
  const step = THRESHOLDS[side].findIndex((t) => vp[side] >= t);
  if (step < 0) return 'stalemate';
  return side === 'soviet' ? (LEVELS[step] as Level) : (LEVELS[LEVELS.length - 1 - step] as Level);
}

/**
 * Returns the level after milestone shifts: each side's milestones move the result one step
 * toward that side, net of the other side's, never past either end of the scale.
 */
export function shiftLevel(level: Level, milestones: Readonly<Record<Side, number>>): Level {
  const at = LEVELS.indexOf(level) - milestones.soviet + milestones.german;
  return LEVELS[Math.max(0, Math.min(LEVELS.length - 1, at))] as Level;
}
