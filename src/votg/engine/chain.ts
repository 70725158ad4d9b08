/**
 * Whole chains: what a chain of rolls knows, carried from its top roll down to every
 * follow-up whatever order the follow-ups are rolled in. A chain has a side (whose units it
 * makes) and a path of what activated it; the units activated together (an A1 or R10a result,
 * a FRIENDLY G9/R9 arrival) form a group whose NKVD and 4-2-6 counts choose the group's leader
 * table by 5.73 (line 20) and give R3a its drm (lines 364-366).
 */
import type { Outcome } from './roll';
import type { Side } from './types';

/** Where a roll sits in its chain. */
export interface ChainInfo {
  /** The log index of the chain's top roll. */
  readonly root: number;
  /** The log index of the roll whose units this one belongs to (an A1, R10a or G9/R9 roll). */
  readonly group: number;
  /** The side whose units the chain makes. */
  readonly side: Side;
  /** True when that side is the ENEMY. */
  readonly enemy: boolean;
  /** What activated it, top roll first, e.g. "A11 21 › A1 5 › R2 10+". */
  readonly path: string;
}

/** What the units activated together hold, kept on the group's own roll. */
export interface GroupFacts {
  /** The table of the roll that started the group. */
  readonly table: string;
  /** NKVD MMC activated in the group (R2 sub-roll 1-2, R10a 5; lines 618, 631, 729). */
  readonly nkvd: number;
  /** 4-2-6/2-2-6 Conscript MMC activated in the group (R2 sub-roll 3-6, R10a 5-7). */
  readonly conscripts: number;
  /** The S? was in a Fortified Building Location (R3a's -1, line 366), as the player set it. */
  readonly fortified: boolean;
  /** Log indexes of the group's rolls. */
  readonly members: readonly number[];
  /** Leader rolls made in the group, with the leader key they were made under. */
  readonly leaderRolls: readonly { readonly index: number; readonly key: string }[];
}

/** The leader table of a group and the counts its drm read. */
export interface LeaderSpec {
  readonly table: string;
  readonly nkvd: number;
  readonly conscripts: number;
}

/** The units an outcome activates, counted for 5.73 and R3a. */
export function unitsOf(o: Outcome): { nkvd: number; conscripts: number } {
  if (o.reroll || o.row === null) return { nkvd: 0, conscripts: 0 };
  // R2's NKVD or 4-2-6 sub-roll (line 618): 1-2 NKVD 6-2-8 (footnote 2, line 631), 3-6 4-2-6.
  if (o.table === 'R2.high')
    return o.row.lo === 1 ? { nkvd: 1, conscripts: 0 } : { nkvd: 0, conscripts: 1 };
  // R10a rows 5-7 (lines 713-715; ‡ line 729: the 6-2-8 of row 5 is NKVD).
  if (o.table === 'R10a') {
    const byRow: Readonly<Record<string, readonly [number, number]>> = {
      '5': [1, 1],
      '6': [0, 1],
      '7': [0, 2],
    };
    const [nkvd, conscripts] = byRow[o.label ?? ''] ?? [0, 0];
    return { nkvd, conscripts };
  }
  return { nkvd: 0, conscripts: 0 };
}

/** Tables whose roll starts a group of units activated together. */
export const GROUP_TABLES: ReadonlySet<string> = new Set(['A1', 'R10a', 'G9R9']);

/**
 * The group's leader table. 5.73 (line 20): a Russian ENEMY leader from an A1 or R10a result
 * activated with an NKVD or 4-2-6/2-2-6 MMC comes from R3a. Lines 829 and 841: FRIENDLY Russian
 * reinforcements with NKVD take their leader from VotG22 (not in this text: typed).
 */
export function leaderSpec(chain: ChainInfo, g: GroupFacts): LeaderSpec {
  const { nkvd, conscripts } = g;
  if (chain.side === 'german') return { table: 'G3', nkvd, conscripts };
  const activation = g.table === 'A1' || g.table === 'R10a';
  if (chain.enemy && activation && nkvd + conscripts > 0) return { table: 'R3a', nkvd, conscripts };
  if (!chain.enemy && g.table === 'G9R9' && nkvd > 0) return { table: 'VotG22', nkvd, conscripts };
  return { table: 'R3', nkvd, conscripts };
}

/** A key that changes whenever a leader roll made under it no longer stands. */
export const leaderKey = (s: LeaderSpec): string =>
  s.table === 'R3a' ? `R3a:${s.nkvd}:${s.conscripts}` : s.table;

/** What a leader offer says once its table is known. */
export function leaderWhy(table: string): string {
  if (table === 'R3a') return 'Leader with NKVD or 4-2-6 (5.73)';
  if (table === 'VotG22') return 'Leader with NKVD reinforcements (VotG22)';
  return 'Leader';
}
