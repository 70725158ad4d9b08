/**
 * The S? Activation Check of a Mission (Chapter S 5.1 as S.20 line 18 changes it): a dr plus the
 * Mission's listed AC drm that apply to this S?, and any other drm the player adds; the S?
 * activates when the final is at most the AC# on the card. Each Mission's AC drm as data, with
 * the line it was read from. Pure.
 */

import type { Chip, MissionId, Side } from './types';

/** One AC drm a Mission lists: its id, value, what it asks of the S?, and its line. */
export interface AcDrm {
  readonly id: string;
  readonly value: number;
  readonly why: string;
  readonly line: number;
  /** Only when the ENEMY is this side. */
  readonly enemy?: Side;
}

const fanatic = (line: number): AcDrm => ({
  id: 'fanatic',
  value: -1,
  why: 'S? in or ADJACENT to a Fanatic Strongpoint Location',
  line,
});
const vpo = (line: number, why = 'S? in a VPO Location'): AcDrm => ({
  id: 'vpo',
  value: -1,
  why,
  line,
});

/**
 * The Missions' Cumulative AC drm (line 18: these replace Chapter S's). v1's block came out of
 * the PDF cut (line 872): its second drm lost the word before "Location" and is read as v2 and
 * v3 print it, a VPO Location (docs/rulings.md).
 */
export const AC_DRM: Readonly<Record<MissionId, readonly AcDrm[]>> = {
  v1: [fanatic(872), vpo(872, 'S? in a VPO Location (the text lost "VPO")')],
  v2: [
    fanatic(933),
    vpo(933),
    {
      id: 'level2',
      value: -1,
      why: 'German ENEMY and the S? in a level-2 building Location',
      line: 933,
      enemy: 'german',
    },
  ],
  v3: [
    vpo(1001),
    {
      id: 'strongpoint',
      value: -1,
      why: 'S? within two hexes (inclusive) of the ENEMY Strongpoint (MSR 3)',
      line: 1002,
    },
  ],
  v4: [
    {
      id: 'activated',
      value: -1,
      why: 'An already-Activated ENEMY unit within two hexes or in the same building as the S?',
      line: 1068,
    },
  ],
};

/** The AC drm Mission `mission` lists for this ENEMY. */
export const acDrmFor = (mission: MissionId, enemy: Side): readonly AcDrm[] =>
  AC_DRM[mission].filter((d) => !d.enemy || d.enemy === enemy);

/** What an Activation Check gave. */
export interface AcOutcome {
  readonly die: number;
  readonly acNumber: number;
  readonly chips: readonly Chip[];
  readonly final: number;
  readonly activates: boolean;
  /** The result in words. */
  readonly words: string;
}

/** The chips of a check: the Mission's drm picked by id, then the player's own drm. */
export function acChips(
  mission: MissionId,
  enemy: Side,
  ids: readonly string[],
  other: number,
): Chip[] {
  const listed = acDrmFor(mission, enemy)
    .filter((d) => ids.includes(d.id))
    .map((d) => ({ value: d.value, why: d.why, line: d.line }));
  return other !== 0 ? [...listed, { value: other, why: 'Other AC drm', line: null }] : listed;
}

/** Reads a check: the S? activates when dr + drm is at most the AC# (Chapter S 5.1). */
export function activationCheck(die: number, acNumber: number, chips: readonly Chip[]): AcOutcome {
  const final = die + chips.reduce((a, c) => a + c.value, 0);
  const activates = final <= acNumber;
  const words = activates
    ? `The S? activates: final ${final} is at most AC# ${acNumber}.`
    : `The S? stays unactivated: final ${final} is above AC# ${acNumber}.`;
  return { die, acNumber, chips, final, activates, words };
}

/** The chance a check activates the S?: dice 1-6 whose final is at most the AC#. */
export function activationOdds(acNumber: number, total: number): number {
  let n = 0;
  for (let d = 1; d <= 6; d++) if (d + total <= acNumber) n++;
  return n / 6;
}
