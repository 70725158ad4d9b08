/**
 * What an action would bring, read before it is taken by applying it to the state (apply is
 * pure, so nothing changes): the screen says it beforehand instead of after.
 */
import { apply } from './apply';
import { delayedReinforcements } from './legal';
import type { GameState } from './types';

/**
 * The reinforcements that ending the Combat Phase now would leave waiting at the next Dawn for
 * lack of room in every Area they may enter (6.1.1), beyond those already waiting; [] when none
 * would, when the game would end, or when the end needs a fact first.
 */
export function delayedIfCombatEnds(s: GameState): string[] {
  if (s.phase !== 'combat' || s.round) return [];
  const r = apply(s, { type: 'endCombatPhase' });
  if (!r.ok || r.value.state.result) return [];
  const before = new Set(delayedReinforcements(s));
  return delayedReinforcements(r.value.state).filter((id) => !before.has(id));
}
