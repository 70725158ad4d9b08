/**
 * A Random Event put off (6.2): the owner rolled, the kit lacked the chart row, and "Not now"
 * let the Phase end with the event pending. Its row is asked when its effect first matters: at
 * the first action whose outcome an event's effect can change, and at the latest before the End
 * Phase (the event lasts the Turn). Once the kit knows the row, the event is read and its
 * effect applied as if rolled then. See docs/rulings.md.
 */
import type { Fact } from '../kit';
import { needFact } from './ops';
import { firstTurnNoResult, readEvent } from './phases';
import type { Action, GameResultOf, GameState } from './types';

/**
 * The actions whose outcome a Random Event's effect can change, each with when (6.2, 10.1):
 * - the Supply roll: only the 66th Army Breakthrough's 2d6, which 10.1 cancels on Turn 1;
 * - purchases and returns: the bank a Supply Point event changes, Air an event forbids;
 * - every Combat Phase action: Morale (9.5.2, 9.5.3C), Artillery, Air, Commissars, Rain's
 *   movement, a Logistical Pause or a withdrawal;
 * - the end of the Combat Phase: Morale for 11.1 and the End Phase.
 */
const MATTERS: Partial<Record<Action['type'], (s: GameState) => boolean>> = {
  rollSupply: (s) => !firstTurnNoResult(s),
  buySupport: () => true,
  buyMorale: () => true,
  returnUnit: () => true,
  rollBloodyStreets: () => true,
  activate: () => true,
  move: () => true,
  moveStack: () => true,
  declareAttack: () => true,
  revealCounter: () => true,
  barrageChoice: () => true,
  resolveAttack: () => true,
  retreat: () => true,
  endRound: () => true,
  endCombatPhase: () => true,
};

/** The chart row a pending event waits on, or null when no event is pending. */
export function pendingEventFact(s: GameState): Extract<Fact, { kind: 'event' }> | null {
  const e = s.event;
  if (!e?.pending || e.roll === null) return null;
  return { kind: 'event', scenario: s.scenario, roll: e.roll };
}

/** The refusal that asks a pending event's row before `action`, or null when it can wait. */
export function pendingEventAsked(s: GameState, action: Action): GameResultOf<never> | null {
  const fact = pendingEventFact(s);
  if (!fact || !MATTERS[action.type]?.(s)) return null;
  return needFact(
    fact,
    `The Random Event roll of ${fact.roll}, put off at the Random Event Phase, matters now`,
  );
}

/** `s` with a pending event read, once the kit knows its row; unchanged otherwise. */
export function readPendingEvent(s: GameState): GameState {
  const e = s.event;
  if (!e?.pending || e.roll === null) return s;
  const read = readEvent(s, e.roll);
  return read.ok ? read.value : s;
}
