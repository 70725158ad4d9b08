/**
 * The turn and phase track of a Mission: Game Turns of two Player Turns, each Player Turn in the
 * ASL phase order (the S.20 text names phases but never lists their order: docs/rulings.md), the
 * Mission's SEQUENCE saying which side has the first Player Turn. Pure: a position in, the next
 * one out.
 */
import { MISSIONS } from './missions';
import type { MissionId, Player } from './types';

/** The phases of a Player Turn, in order (ASL's sequence of play). */
export const PHASES = ['RPh', 'PFPh', 'MPh', 'DFPh', 'AFPh', 'RtPh', 'APh', 'CCPh'] as const;
/** One phase of a Player Turn. */
export type Phase = (typeof PHASES)[number];

/** The most Game Turns a Mission's track counts (the Turn Record Chart is not in this text). */
export const MAX_TURN = 99;

/** Where a Mission stands: the Game Turn, whose Player Turn it is, and the phase. */
export interface TurnAt {
  readonly turn: number;
  readonly player: Player;
  readonly phase: Phase;
}

/** True when `v` is a phase's name. */
export const isPhase = (v: unknown): v is Phase =>
  typeof v === 'string' && (PHASES as readonly string[]).includes(v);

/** The side whose Player Turn comes first in each Game Turn of Mission `m`. */
export const firstPlayer = (m: MissionId): Player => MISSIONS[m].firstPlayer;

/** Where Mission `m` starts: Turn 1, the first player's RPh. */
export function startAt(m: MissionId): TurnAt {
  return { turn: 1, player: firstPlayer(m), phase: 'RPh' };
}

const other = (p: Player): Player => (p === 'friendly' ? 'enemy' : 'friendly');

/**
 * The start of the Player Turn after `at`'s: the other side's RPh, in the next Game Turn when
 * the second Player Turn ends. Null past the last Game Turn the track counts.
 */
export function nextPlayerTurn(m: MissionId, at: TurnAt): TurnAt | null {
  const second = at.player !== firstPlayer(m);
  const turn = second ? at.turn + 1 : at.turn;
  if (turn > MAX_TURN) return null;
  return { turn, player: other(at.player), phase: 'RPh' };
}

/** The phase after `at`'s: the next one of this Player Turn, or the next Player Turn's RPh. */
export function nextPhase(m: MissionId, at: TurnAt): TurnAt | null {
  const i = PHASES.indexOf(at.phase);
  if (i < PHASES.length - 1) return { ...at, phase: PHASES[i + 1]! };
  return nextPlayerTurn(m, at);
}

/** True when two positions are the same. */
export const sameAt = (a: TurnAt, b: TurnAt): boolean =>
  a.turn === b.turn && a.player === b.player && a.phase === b.phase;

/** True when `to` is one step from `at`: its next phase or the next Player Turn's RPh. */
export function isStep(m: MissionId, at: TurnAt, to: TurnAt): boolean {
  const phase = nextPhase(m, at);
  const turn = nextPlayerTurn(m, at);
  return (phase !== null && sameAt(phase, to)) || (turn !== null && sameAt(turn, to));
}

/** A position in a few words: "Turn 2 · ENEMY PFPh". */
export const atWords = (at: TurnAt): string =>
  `Turn ${at.turn} · ${at.player === 'friendly' ? 'FRIENDLY' : 'ENEMY'} ${at.phase}`;
