/**
 * What the table remembers of the map: the fires burning (weak or strong) and the building hexes
 * weakened or destroyed, each under the hex name the players use ("42B-D5"). Marks change only
 * through the Fire Rules and Destructible Buildings, so a mark that breaks them is refused.
 */
import { err, ok, type Result } from '../../core/result';
import {
  COLLAPSE_DICE_PER_FLOOR,
  COLLAPSE_HIT_ON,
  type HeadingId,
  MAX_FLOORS_ABOVE_IN_EXPANSION,
} from './rules';

/** A fire token's side: weak (yellow) or strong (red) (Fire Rules, line 554). */
export const FIRE_STRENGTHS = ['weak', 'strong'] as const;
export type FireStrength = (typeof FIRE_STRENGTHS)[number];

/** A building hex's state once an attack has marked it. */
export const BUILDING_STATES = ['weakened', 'destroyed'] as const;
export type BuildingState = (typeof BUILDING_STATES)[number];

/** A fire on the map. */
export interface Fire {
  readonly hex: string;
  readonly strength: FireStrength;
}

/** A building hex marked by an attack; `floorsAbove` is its top elevation before it fell. */
export interface MarkedBuilding {
  readonly hex: string;
  readonly floorsAbove: number;
  readonly state: BuildingState;
}

/** The marks on the map, each list sorted by hex name. */
export interface Board {
  readonly fires: readonly Fire[];
  readonly buildings: readonly MarkedBuilding[];
}

/** A map with no marks. */
export const EMPTY_BOARD: Board = { fires: [], buildings: [] };

/**
 * A change to the marks, as the log records it. A fire names the strength placed (the fire it
 * leaves may be stronger); a building names the mark it leaves on the hex.
 */
export type BoardAction =
  | { readonly type: 'fire'; readonly hex: string; readonly strength: FireStrength }
  | { readonly type: 'extinguish'; readonly hex: string }
  | ({ readonly type: 'building' } & MarkedBuilding);

/** A mark changed, and what it does at the table, line by line with the heading behind each. */
export interface Marked {
  readonly board: Board;
  readonly lines: readonly { readonly text: string; readonly rule: HeadingId }[];
}

/** The longest hex name accepted. */
export const HEX_MAX = 16;
const HEX = /^[A-Za-z0-9][A-Za-z0-9 .:/-]*$/;

/** Returns the hex name trimmed, or why it cannot name a hex. */
export function readHex(raw: unknown): Result<string> {
  const hex = typeof raw === 'string' ? raw.trim() : '';
  if (hex.length === 0 || hex.length > HEX_MAX || !HEX.test(hex)) {
    return err(
      'toi.hex.name',
      'input',
      `Name the hex with 1 to ${HEX_MAX} letters, digits, spaces or . : / - (like 42B-D5).`,
    );
  }
  return ok(hex);
}

const byHex = <T extends { hex: string }>(xs: readonly T[]) =>
  [...xs].sort((a, b) => (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0));
const without = <T extends { hex: string }>(xs: readonly T[], hex: string) =>
  xs.filter((x) => x.hex !== hex);

/** Returns the strength of the fire in `hex`, or null. */
export function fireAt(board: Board, hex: string): FireStrength | null {
  return board.fires.find((f) => f.hex === hex)?.strength ?? null;
}

/** Returns the building mark on `hex`, or null. */
export function buildingAt(board: Board, hex: string): MarkedBuilding | null {
  return board.buildings.find((b) => b.hex === hex) ?? null;
}

/**
 * Returns the board after a fire is placed (Fire Rules, Placing Fire, lines 574-576): a weak fire
 * on a hex without one pins its squads; a fire placed on a weak fire turns it strong; a strong
 * fire (a Molotov's 6, a fougasse, line 592 and 602) is placed strong; either way a strong fire
 * placed or turned up disrupts the squads there. A weak fire on a strong one changes nothing.
 */
function placeFire(board: Board, hex: string, strength: FireStrength): Marked {
  const now = fireAt(board, hex);
  const next: FireStrength = strength === 'strong' || now !== null ? 'strong' : 'weak';
  const fires = byHex([...without(board.fires, hex), { hex, strength: next }]);
  if (now === 'strong' && strength === 'weak') {
    return {
      board,
      lines: [{ text: `${hex} already burns strong: nothing changes`, rule: 'fire' }],
    };
  }
  if (next === 'weak') {
    return {
      board: { ...board, fires },
      lines: [{ text: `Weak fire in ${hex}: squads there are pinned`, rule: 'fire' }],
    };
  }
  return {
    board: { ...board, fires },
    lines: [
      {
        text:
          now === 'weak'
            ? `Fire on the weak fire in ${hex}: it turns strong; squads there are disrupted`
            : `Strong fire in ${hex}: squads there are disrupted`,
        rule: 'fire',
      },
      { text: `${hex} is now impassable to every unit`, rule: 'fire' },
    ],
  };
}

/** Returns the board after one step of putting a fire out (Extinguishing Fire, line 584). */
function extinguish(board: Board, hex: string): Result<Marked> {
  const now = fireAt(board, hex);
  if (now === null) {
    return err('toi.fire.none', 'Extinguishing Fire', `There is no fire in ${hex} to put out.`);
  }
  if (now === 'weak') {
    return ok({
      board: { ...board, fires: without(board.fires, hex) },
      lines: [{ text: `A squad in ${hex} is fatigued: the weak fire is out`, rule: 'extinguish' }],
    });
  }
  return ok({
    board: { ...board, fires: byHex([...without(board.fires, hex), { hex, strength: 'weak' }]) },
    lines: [
      {
        text: `Two squads on or next to ${hex} are fatigued (a special action): the fire turns weak`,
        rule: 'extinguish',
      },
    ],
  });
}

/**
 * Returns the board after an attack marks a building hex (Destructible Buildings, lines 396-424):
 * weakened once, destroyed (then a collapsed building at elevation 0 with a movement cost token
 * of one more than its top elevation). A weakened hex cannot be weakened again; a destroyed hex
 * is no longer a building to attack; a weakened hex keeps its floors.
 */
function markBuilding(
  board: Board,
  hex: string,
  floorsAbove: number,
  state: BuildingState,
): Result<Marked> {
  const now = buildingAt(board, hex);
  if (now?.state === 'destroyed') {
    return err(
      'toi.building.destroyed',
      'Destructible Buildings',
      `${hex} is already a collapsed building: it cannot be attacked as a building again.`,
    );
  }
  if (now && state === 'weakened') {
    return err(
      'toi.building.weakened',
      'Destructible Buildings',
      `${hex} is already weakened: it can only be destroyed now.`,
    );
  }
  if (now && now.floorsAbove !== floorsAbove) {
    return err(
      'toi.building.floors',
      'Destructible Buildings',
      `${hex} was marked with ${now.floorsAbove} upper floors; a building hex keeps its floors.`,
    );
  }
  const buildings = byHex([...without(board.buildings, hex), { hex, floorsAbove, state }]);
  if (state === 'weakened') {
    return ok({
      board: { ...board, buildings },
      lines: [
        {
          text: `${hex} weakened: half the hits (rounded up) now destroy it`,
          rule: 'destructible',
        },
      ],
    });
  }
  return ok({
    board: { ...board, buildings },
    lines: [
      {
        text: `${hex} destroyed: a collapsed building overlay at elevation 0 and a +${floorsAbove + 1} movement cost token`,
        rule: 'destructible',
      },
      {
        text: `Squads inside take ${COLLAPSE_DICE_PER_FLOOR * (floorsAbove + 1)} dice hitting on ${COLLAPSE_HIT_ON}-6, no terrain bonus; survivors are pinned`,
        rule: 'destructible',
      },
    ],
  });
}

/** Returns the board after the action, with what it does at the table, or why it is refused. */
export function applyBoardAction(board: Board, a: BoardAction): Result<Marked> {
  const hex = readHex(a.hex);
  if (!hex.ok) return hex;
  switch (a.type) {
    case 'fire':
      return ok(placeFire(board, hex.value, a.strength));
    case 'extinguish':
      return extinguish(board, hex.value);
    case 'building':
      if (
        !Number.isInteger(a.floorsAbove) ||
        a.floorsAbove < 0 ||
        a.floorsAbove > MAX_FLOORS_ABOVE_IN_EXPANSION
      ) {
        return err(
          'toi.building.floors',
          'Multi-Floor Buildings',
          `A building's top elevation is 0, 1 or 2 (Multi-Floor Buildings); got ${a.floorsAbove}.`,
        );
      }
      return markBuilding(board, hex.value, a.floorsAbove, a.state);
  }
}

/** Returns what a fire does in the Status Phase (Damage from Fire, line 580). */
export function fireDamageText(strength: FireStrength): string {
  return strength === 'weak'
    ? 'Status Phase: each disrupted squad here loses a figure'
    : 'Status Phase: each squad here loses a figure; each vehicle takes a hit, no defense dice';
}
