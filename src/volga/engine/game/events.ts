/**
 * What each Random Event effect does to the game the moment it is rolled (6.2, 6.2.1, 14.6.1, 5.2).
 * Effects that only change the rest of the Turn (no Air, Artillery +1, Rain...) change nothing
 * here: the Phases read them from `eventEffect`. One entry per effect kind, so a new kind in the
 * kit's vocabulary does not compile until it is given its application here.
 */
import { EVENT_EFFECT, type EventEffect, type EventEffectKind } from '../kit';
import { withdrawDivision } from './flow';
import { addMorale } from './ops';
import { AIR_MARKERS } from './setup';
import type { GameState } from './types';

type Effect<K extends EventEffectKind> = Extract<EventEffect, { kind: K }>;
type Apply = { [K in EventEffectKind]: (s: GameState, e: Effect<K>) => GameState };

const unchanged = (s: GameState): GameState => s;

const APPLY: Apply = {
  none: unchanged,
  // 6.2.1, 14.6.1: the division leaves now and returns at the next Dawn.
  withdrawDivision: (s, e) =>
    withdrawDivision(s, e.division, {
      byEvent: true,
      returnsTurn: s.turn + 1,
      returnTo: e.returnTo,
      moralePer: e.moralePerOutOfAction,
    }),
  noAir: unchanged,
  artilleryShortage: unchanged,
  commissars: unchanged,
  rain: unchanged,
  supply2d6NoAir: unchanged,
  noActivation: unchanged,
  // 5.2: Morale may rise or fall in this Phase, kept on the track's 0..19.
  morale: (s, e) => addMorale(s, e.change),
  // 6.3.1: the bank never goes below 0; a loss larger than the bank empties it.
  supplyPoints: (s, e) => {
    const supply = Math.max(0, s.supply + e.change);
    return supply === s.supply ? s : { ...s, supply };
  },
  // 3.5, 3.6: markers move between the two boxes, as many as the source box holds. Only Air
  // markers are counted (three, 6.3); Artillery and Engineer markers are never short, as in a
  // purchase, so gaining one needs none in the Used box.
  supportMarkers: (s, e) => {
    const { available, used } = s.support;
    const k = e.marker;
    const n =
      e.to === 'available'
        ? k === 'air'
          ? Math.min(e.count, used.air, AIR_MARKERS - available.air)
          : e.count
        : Math.min(e.count, available[k]);
    if (n <= 0) return s;
    const sign = e.to === 'available' ? 1 : -1;
    return {
      ...s,
      support: {
        available: { ...available, [k]: available[k] + sign * n },
        used: { ...used, [k]: Math.max(0, used[k] - sign * n) },
      },
    };
  },
  reminder: unchanged,
};

/** The state after the Random Event effect `e` takes hold (6.2). */
export function applyEventEffect(s: GameState, e: EventEffect): GameState {
  return (APPLY[e.kind] as (s: GameState, e: EventEffect) => GameState)(s, e);
}

/**
 * The rule a Random Event effect cites in this game: the kit's vocabulary cites the Factory
 * District chart (14.6.1) for the effects it prints, but in the main game the same effect comes
 * from the Random Event Chart of the player aid card, which 6.2 calls for.
 */
export function eventEffectRule(s: Pick<GameState, 'scenario'>, e: EventEffect): string {
  const rule = EVENT_EFFECT[e.kind].rule;
  return s.scenario === 'main' && rule === '14.6.1' ? '6.2' : rule;
}
