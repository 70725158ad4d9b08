/**
 * The shapes of a Mission: its record (card, seed, log, redo), one log line, one line replayed,
 * and the Mission as it stands after its log. The replay that fills them is mission.ts.
 */
import type { DiceSource } from '../../core/input';
import type { PrngWord } from '../../core/prng';
import type { UndoLog } from '../../core/undo-log';
import type { AcOutcome } from './activation';
import type { ChainInfo, GroupFacts } from './chain';
import type { Next } from './followups';

import type { Outcome } from './roll';
import type { Situation } from './situation';
import type { TurnAt } from './turn';
import type { MissionId, Side } from './types';
/** What a Turn-5 Advance dr gave (lines 919, 983). */
export interface AdvanceOutcome {
  readonly die: number;
  /** The circled number on the current turn of the VotG Turn Record Chart, as the owner read it. */
  readonly circled: number;
  readonly advances: boolean;
  readonly words: string;
}

/** A Booby Trap Capability level (B28.9), as the Mission Tables give them (lines 1002-1004). */
export type BoobyTrap = 'A' | 'B' | 'C';

/** Where a follow-up roll came from: the entry that offered it and which of its offers. */
export interface From {
  readonly entry: number;
  readonly slot: number;
}

/** One line of the Mission log. */
export type LogEntry =
  | {
      readonly kind: 'roll';
      readonly table: string;
      readonly dice: readonly number[];
      readonly source: DiceSource;
      readonly situation: Situation;
      readonly from?: From;
    }
  | { readonly kind: 'typed'; readonly table: string; readonly text: string; readonly from?: From }
  | {
      readonly kind: 'card';
      readonly ac: number | null;
      readonly enemyRe: string;
      readonly friendlyRe: string;
      /** ENEMY SAN 0-9; left out (a Mission saved before the card kept it) leaves it as it was. */
      readonly san?: number | null;
      /** Russian ENEMY Booby Trap level (B28.9); left out leaves it as it was. */
      readonly boobyTrap?: BoobyTrap | null;
    }
  /** The turn track moved to this position (one phase on, or the next Player Turn's RPh). */
  | ({ readonly kind: 'phase' } & TurnAt)
  /** A follow-up the player chose not to roll: its offer closes, as a roll would close it. */
  | { readonly kind: 'dismiss'; readonly from: From }
  /** A Turn-5 Advance dr (lines 919, 983): its die and the circled number the owner read. */
  | {
      readonly kind: 'advance';
      readonly dice: readonly number[];
      readonly source: DiceSource;
      readonly circled: number;
    }
  /** An S? Activation Check: its dr, the Mission's AC drm that applied (by id), other drm. */
  | {
      readonly kind: 'ac';
      readonly dice: readonly number[];
      readonly source: DiceSource;
      readonly drm: readonly string[];
      readonly other: number;
    };

/** A saved Mission: its card and seed, and its log with the entries undone (core's undo log). */
export interface MissionRecord extends UndoLog<LogEntry> {
  readonly schemaVersion: 1;
  readonly mission: MissionId;
  readonly friendly: Side;
  readonly seed: PrngWord;
}

/** A reminder an event left, with where it came from. */
export interface Reminder {
  readonly text: string;
  readonly source: string;
}

/** One log line replayed. */
export interface Played {
  readonly index: number;
  readonly entry: LogEntry;
  /** The turn and phase the line was made in (for a phase line: the position it left). */
  readonly at: TurnAt;
  /** The roll's outcome (rolls only). */
  readonly outcome?: Outcome;
  /** The rolls it offers that are still to make, by slot. */
  readonly open: readonly (Next & { readonly slot: number })[];
  /** Where the roll sits in its chain (rolls only). */
  readonly chain?: ChainInfo;
  /** On the roll that starts a group: what the group's units hold so far. */
  readonly group?: GroupFacts;
  /** Why this roll no longer counts (a leader rolled before its group showed NKVD, 5.73). */
  readonly superseded?: string;
  /** An Activation Check's outcome (checks only). */
  readonly check?: AcOutcome;
  /** The offer a dismiss line closed: its table and why it was offered. */
  readonly dismissed?: { readonly table: string; readonly why: string };
  /** A Turn-5 Advance dr's outcome (advance lines only). */
  readonly advance?: AdvanceOutcome;
  /** What the roll changed besides its follow-ups (A1 footnote 5's SMOKE). */
  readonly notes?: readonly string[];
}

/** The Mission as it stands after the log. */
export interface MissionState {
  readonly record: MissionRecord;
  readonly enemy: Side;
  /** The turn and phase the Mission stands at. */
  readonly at: TurnAt;
  readonly date: string;
  readonly ac: number | null;
  /** RE numbers as typed and then moved by events, e.g. [5, 6]; empty when not typed. */
  readonly enemyRe: readonly number[];
  readonly friendlyRe: readonly number[];
  /** ENEMY SAN, from the card or its setup roll; null until one gives it. */
  readonly san: number | null;
  /** Russian ENEMY Booby Trap level (B28.9), from the card or its setup roll. */
  readonly boobyTrap: BoobyTrap | null;
  /** The different ENEMY FFE strengths that have occurred, in order (8.72, line 44). */
  readonly ffe: readonly number[];
  /** The Game Turn whose Advance dr first came up at most the circled number (lines 919, 983). */
  readonly advancedOn: number | null;
  readonly done: { readonly A11: readonly string[]; readonly G9R9: readonly string[] };
  readonly goodLeaders: { readonly G3: number; readonly R3: number };
  readonly re04: boolean;
  readonly calledOff: boolean;
  readonly reminders: readonly Reminder[];
  readonly played: readonly Played[];
  readonly prng: PrngWord;
}
