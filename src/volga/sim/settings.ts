/**
 * The settings of the simulator's German player. Each is a judgement about the game, not a fit
 * to a simulated result.
 */
import { STRONG_MORALE } from '../engine/types';

/**
 * The chance of capture the policy buys Support for: the advisor's cheapest allocation reaching
 * it (9.5.4, 6.3). Three in four is a good attack; beyond it each marker buys little.
 */
export const CAPTURE_TARGET = 0.75;
/**
 * Least value (planned chance of capture times the Area's worth) for starting an attack before
 * the last Turn: below it a Repulse (9.5.5: a unit Out of Action and -1 Morale) is about as
 * likely as the capture.
 */
export const ATTACK_THRESHOLD = 0.4;
/** The same on the last Turn, when units and Morale have no later use (11.2, 14.7). */
export const LAST_TURN_THRESHOLD = 0.15;
/** Below this chance the resolve step keeps its markers: they would be thrown away. */
export const HOPELESS = 0.15;
/** Morale wanted when the Combat Phase starts: Strong (10) and one step to lose (5.2). */
export const MORALE_TARGET = STRONG_MORALE + 1;
/** Morale bought back at most this far below MORALE_TARGET: further down, Strong costs too much. */
export const MORALE_REACH = 3;
/** Morale kept at least, whatever it costs: 0 at the end of a Combat Phase loses (11.1). */
export const MORALE_FLOOR = 4;
/** Supply Points banked for the next Turn (6.3.1, 16.2), except on the last Turn. */
export const BANK_RESERVE = 3;
/** Artillery markers stocked per German stack at the front. */
export const ARTILLERY_PER_STACK = 2;
/** Supply Points one point of planned chance is worth when comparing attacks. */
export const COST_WEIGHT = 0.02;
/** A move must improve a unit's position by this much, so units do not wander. */
export const RELOCATE_MARGIN = 0.05;
