/**
 * What the campaign screen always shows, derived from the replayed log: markers used and the next
 * one's phase and roller, Victory Points per side (areas held plus the City Fight Track),
 * milestones reached, the scale of victory before and after milestone shifts, and the legal
 * arrows of each side. Pure.
 */
import { type CampaignState, legalArrows, openBattles } from './campaign';
import type { Side, TrackSide } from './map';
import { type Level, levelOf, MARKERS, type Phase, phaseOf, rollerOf, shiftLevel } from './rules';

/** The standing of a campaign at this point of its log. */
export interface Standing {
  readonly markersUsed: number;
  /** All markers placed and every battle fought. */
  readonly over: boolean;
  readonly next: { readonly marker: number; readonly phase: Phase; readonly roller: Side } | null;
  readonly vp: Readonly<Record<Side, number>>;
  /** VP from areas held and from the City Fight Track, per side. */
  readonly areaVp: Readonly<Record<Side, number>>;
  readonly trackVp: Readonly<Record<Side, number>>;
  readonly milestones: Readonly<Record<Side, number>>;
  readonly level: Level;
  readonly shiftedLevel: Level;
  readonly legalArrows: Readonly<Record<Side, [string, string][]>>;
}

/** VP earned by the first `stickers` stickers; stickers past the track's last space earn none. */
export function trackVp(t: TrackSide, stickers: number): number {
  return t.vp.slice(0, stickers).reduce<number>((sum, v) => sum + (v ?? 0), 0);
}

/** Milestones reached with `stickers` stickers on the track. */
export const milestonesReached = (t: TrackSide, stickers: number): number =>
  t.milestones.filter((m) => m <= stickers).length;

const bySide = <T>(f: (s: Side) => T): Record<Side, T> => ({
  german: f('german'),
  soviet: f('soviet'),
});

/** Returns the standing of the campaign. */
export function standing(s: CampaignState): Standing {
  const map = s.ready.map;
  const used = s.battles.length;
  const areaVp = bySide((side) =>
    map.areas.filter((a) => s.owners[a.id] === side).reduce((sum, a) => sum + (a.vp ?? 0), 0),
  );
  const tVp = bySide((side) => trackVp(map.cityTrack[side], s.stickers[side]));
  const vp = bySide((side) => areaVp[side] + tVp[side]);
  const milestones = bySide((side) => milestonesReached(map.cityTrack[side], s.stickers[side]));
  const level = levelOf(vp);
  return {
    markersUsed: used,
    over: used === MARKERS && openBattles(s).length === 0,
    next:
      used < MARKERS
        ? { marker: used + 1, phase: phaseOf(used + 1), roller: rollerOf(used + 1) }
        : null,
    vp,
    areaVp,
    trackVp: tVp,
    milestones,
    level,
    shiftedLevel: shiftLevel(level, milestones),
    legalArrows: bySide((side) => legalArrows(s, side)),
  };
}
