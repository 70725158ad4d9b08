/**
 * Adapter from the game state to the kit's isolation trace (12.3): which Areas with a Soviet
 * unit cannot trace a path of Soviet-Controlled Areas to one adjacent to the Volga.
 */
import { err, ok } from '../../../core/result';
import { AREA_NUMBERS, ISOLATION_MARKERS, isolationTrace } from '../kit';
import { needFact } from './ops';
import type { GameResultOf, GameState } from './types';

/** The game has fourteen Isolation markers: the most Areas Isolated at once (12.3). */
export const MAX_ISOLATION_MARKERS = ISOLATION_MARKERS;

/**
 * Areas that qualify for an Isolation marker now (12.3), ascending; Volga Areas never do. Asks
 * for an adjacency fact only when it could change the answer.
 */
export function isolationCandidates(s: GameState): GameResultOf<readonly number[]> {
  const sovietControlled = AREA_NUMBERS.filter((n) => s.areas[n]?.control === 'soviet');
  const sovietUnits = AREA_NUMBERS.filter((n) => s.areas[n]?.soviet != null);
  const r = isolationTrace(s.kit, { sovietControlled, sovietUnits });
  if (!r.ok) return err(r.error.code, r.error.rule, r.error.message);
  if (r.value.kind === 'needsFact') return needFact(r.value.fact, 'The isolation trace (12.3)');
  return ok(r.value.isolated);
}
