/**
 * What the game model shows and answers, apart from the model itself: the snapshot of a stored
 * game (its record replayed), the save's status, the questions put to the owner, the outcome of
 * a dispatch, and the pure helpers that build them. The model and its parts (saving, the owner's
 * kit) share these, so none of them has to import another.
 */
import type { Result } from '../../../core/result';
import type { StorageError } from '../../../core/store/errors';
import type { StoredGame } from '../../../core/store/records';
import type { Roll } from '../../engine/dice';
import {
  type Action,
  GAME_SCHEMA_VERSION,
  type GameError,
  type GameRecord,
  type GameSetup,
  type GameState,
  type LogEntry,
  stateOf,
} from '../../engine/game';
import type { Fact, FactAnswer } from '../../engine/kit';

/** The game as it stands: record, replayed state, and the stored revision they match. */
export interface GameSnapshot {
  readonly id: string;
  readonly name: string;
  readonly record: GameRecord;
  readonly state: GameState;
  readonly revision: number;
}

/** Where the last change is: nothing pending, being saved, or refused by storage. */
export type SaveStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving'; readonly what: string }
  | { readonly kind: 'failed'; readonly what: string; readonly error: StorageError };

/** A component fact the engine needs, and the action waiting for it. */
export interface FactPrompt {
  readonly fact: Fact;
  /** The engine's words: why the fact is needed. */
  readonly message: string;
  /** The action to run again once the fact is answered (null: nothing waits). */
  readonly waiting: Action | null;
  /**
   * The dice the waiting action rolled before it asked (the engine's report): it rolls the
   * same ones again when run after the answer, the PRNG moving only on an applied action.
   */
  readonly rolls: readonly Roll[];
}

/** An answer given in play that the owner's kit contradicts: the owner chooses which is right. */
export interface KitConflict extends FactAnswer {
  /** The kit's words: what it says instead. */
  readonly message: string;
}

/**
 * The outcome of a dispatch: the dice it rolled once saved, or why nothing changed (the engine's
 * GameError: a rule, a fact needed, a storage failure, or the model's state).
 */
export type DispatchResult = Result<{ readonly rolls: readonly Roll[] }, GameError>;

/** A refusal the model makes itself (not the engine's, not storage's). */
export const failure = (code: string, rule: string, message: string): DispatchResult => ({
  ok: false,
  error: { code, rule, message },
});

/** A storage refusal as a dispatch outcome. */
export const fromStorage = (e: StorageError): DispatchResult => ({
  ok: false,
  error: { code: e.code, rule: e.rule, message: e.message },
});

/** An engine refusal as a dispatch outcome (with the fact it needs, when it needs one). */
export const fromGame = (e: GameError): DispatchResult => ({
  ok: false,
  error: e.fact
    ? { code: e.code, rule: e.rule, message: e.message, fact: e.fact }
    : { code: e.code, rule: e.rule, message: e.message },
});

/** Returns the record a stored game holds (setup and log as the engine wrote them). */
export function recordOf(game: StoredGame): GameRecord {
  return {
    schemaVersion: GAME_SCHEMA_VERSION,
    setup: game.setup as GameSetup,
    log: game.log as readonly LogEntry[],
    cursor: game.cursor,
  };
}

/** Returns the snapshot of a stored game (its log replayed to the cursor), or why it failed. */
export function snapshotOf(
  game: StoredGame,
): { ok: true; value: GameSnapshot } | { ok: false; message: string } {
  const record = recordOf(game);
  try {
    const s = stateOf(record);
    if (!s.ok)
      return {
        ok: false,
        message: `This saved game no longer replays: ${s.error.message} (${s.error.rule})`,
      };
    return {
      ok: true,
      value: { id: game.id, name: game.name, record, state: s.value, revision: game.revision },
    };
  } catch (e) {
    return { ok: false, message: `This saved game could not be replayed: ${String(e)}` };
  }
}

/** A short description of an action, for "saving…" and the failure message. */
export function actionWhat(action: Action): string {
  switch (action.type) {
    case 'answerFact':
      return 'your answer';
    case 'rollRandomEvent':
      return 'the Random Event roll';
    case 'rollSupply':
      return 'the Supply roll';
    case 'rollBloodyStreets':
      return 'the Bloody Streets roll';
    case 'resolveAttack':
      return 'the combat';
    default:
      return 'your action';
  }
}

/** A change made on the stored revision `base`: the record and state it leads to, its dice. */
export interface Change {
  readonly record: GameRecord;
  readonly state: GameState;
  readonly rolls: readonly Roll[];
  readonly base: number;
}
