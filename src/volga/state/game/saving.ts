/**
 * The game model's state and its saving: the signals the screen reads and the few values the
 * model's parts change (the tab's hold, the change waiting for Retry, the save under way), in
 * one context object, and the saver over it. An action counts as done only once the hold saved
 * it on the revision it was made on; a refusal is kept with its message for Retry or Discard.
 */
import { batch, type Signal, signal } from '@preact/signals';
import type { RuleError } from '../../../core/result';
import { storageError } from '../../../core/store/errors';
import type { StoredGame } from '../../../core/store/records';
import type { GameHold, HoldStatus } from '../../../core/tabs/hold';
import type { Roll } from '../../engine/dice';
import type { GameServices } from './services';
import {
  type Change,
  type DispatchResult,
  type FactPrompt,
  failure,
  fromStorage,
  type GameSnapshot,
  type KitConflict,
  type SaveStatus,
  snapshotOf,
} from './snapshot';

/** The message of a Retry refused because another tab saved newer actions meanwhile. */
export const STALE_RETRY_MESSAGE =
  'Another tab saved newer actions in this game since this was made, so it was dropped to keep them. The game now shows what is saved; make the move again if it still applies.';

/** The message of a Retry refused because another tab restored a backup over the game meanwhile. */
export const REPLACED_RETRY_MESSAGE =
  'This game was replaced in another tab (restored from a backup) since this was made, so it was dropped. The game now shows what is stored; make the move again if it still applies.';

/** One open game's id and the signals the screen reads (read-only there, GameModel). */
export interface GameSignals {
  readonly gameId: string;
  /** The game as last saved (null while opening or when it could not be opened). */
  readonly snapshot: Signal<GameSnapshot | null>;
  /** Writer, read-only (with the reason), opening or closed. */
  readonly access: Signal<HoldStatus>;
  readonly save: Signal<SaveStatus>;
  /** The fact the engine asked for, until answered. */
  readonly question: Signal<FactPrompt | null>;
  /** An answer the owner's kit refused as a contradiction, until the owner chooses. */
  readonly conflict: Signal<KitConflict | null>;
  /**
   * Why the owner's kit refused a designation given in this game (4.3: another counter of the
   * kit has it), until dismissed; the game keeps its designation.
   */
  readonly renameRefused: Signal<RuleError | null>;
  /** Why the game could not be opened or replayed, or null. */
  readonly openError: Signal<string | null>;
  /** The dice of the last saved action (for announcing them). */
  readonly lastRolls: Signal<readonly Roll[]>;
}

/** One open game's signals and the values its parts share, read and written in place. */
export interface GameContext extends GameSignals {
  readonly services: GameServices;
  hold: GameHold | null;
  closed: boolean;
  /**
   * The change refused by storage, kept for Retry, with the stored revision it was made on:
   * Retry saves it only over that revision, never over newer actions another tab saved.
   */
  unsaved: Change | null;
  /** The save under way, if any (an update waits for it). */
  inFlight: Promise<DispatchResult> | null;
  /** The stored time of the game the snapshot shows (with its revision, what tells it apart). */
  shownAt: string | null;
}

/** Returns the context of the game `gameId` before it opens: nothing shown, nothing held. */
export function newGameContext(services: GameServices, gameId: string): GameContext {
  return {
    services,
    gameId,
    snapshot: signal<GameSnapshot | null>(null),
    access: signal<HoldStatus>({ mode: 'opening' }),
    save: signal<SaveStatus>({ kind: 'idle' }),
    question: signal<FactPrompt | null>(null),
    conflict: signal<KitConflict | null>(null),
    renameRefused: signal<RuleError | null>(null),
    openError: signal<string | null>(null),
    lastRolls: signal<readonly Roll[]>([]),
    hold: null,
    closed: false,
    unsaved: null,
    inFlight: null,
    shownAt: null,
  };
}

/** Takes the stored game as the truth (another tab saved, a conflict reloaded it, takeover). */
export function adopt(ctx: GameContext, game: StoredGame | null): void {
  if (!game) return;
  const cur = ctx.snapshot.peek();
  // Same revision, name and time: the same stored game (a game deleted and restored from an
  // older backup can come back with a revision this tab held, but never with the same time).
  if (
    cur &&
    cur.revision === game.revision &&
    cur.name === game.name &&
    ctx.shownAt === game.updatedAt
  )
    return;
  const s = snapshotOf(game);
  if (s.ok) {
    ctx.snapshot.value = s.value;
    ctx.shownAt = game.updatedAt;
    ctx.openError.value = null;
  } else ctx.openError.value = s.message;
}

/** Saves `next` through the hold, as the save under way until it lands. */
export function persist(ctx: GameContext, next: Change, what: string): Promise<DispatchResult> {
  const run = saveChange(ctx, next, what);
  ctx.inFlight = run;
  void run.finally(() => {
    if (ctx.inFlight === run) ctx.inFlight = null;
  });
  return run;
}

async function saveChange(ctx: GameContext, next: Change, what: string): Promise<DispatchResult> {
  const { save } = ctx;
  const h = ctx.hold;
  if (!h) return failure('game.notOpen', 'storage', 'The game is not open yet.');
  save.value = { kind: 'saving', what };
  const r = await h.save(
    {
      baseRevision: next.base,
      turn: next.state.turn,
      cursor: next.record.cursor,
      setup: next.record.setup,
      log: next.record.log,
    },
    ctx.services.now(),
  );
  if (r.ok) {
    ctx.unsaved = null;
    ctx.shownAt = r.value.updatedAt;
    const name = r.value.name;
    // One update for the saved action: the screen renders the new snapshot, its dice and
    // the idle save bar together, once.
    batch(() => {
      ctx.snapshot.value = {
        id: ctx.gameId,
        name,
        record: next.record,
        state: next.state,
        revision: r.value.revision,
      };
      // Kept as they were when no dice were rolled, so what only shows them stays as it is.
      if (next.rolls.length > 0 || ctx.lastRolls.peek().length > 0)
        ctx.lastRolls.value = next.rolls;
      save.value = { kind: 'idle' };
    });
    return { ok: true, value: { rolls: next.rolls } };
  }
  if (r.error.code === 'storage.conflict' || r.error.code === 'storage.readOnly') {
    // The stored game moved on (another tab): this change cannot be saved; show the stored game.
    ctx.unsaved = null;
    save.value = { kind: 'failed', what, error: r.error };
    adopt(ctx, h.game.peek());
    return fromStorage(r.error);
  }
  ctx.unsaved = next;
  save.value = { kind: 'failed', what, error: r.error };
  return fromStorage(r.error);
}

/** Why an action cannot be taken now (closed, read-only, opening, a failed save), or null. */
export function ready(ctx: GameContext): DispatchResult | null {
  if (ctx.closed) return failure('game.closed', 'storage', 'This game was closed.');
  const a = ctx.access.peek();
  if (a.mode === 'readonly') return failure('storage.readOnly', 'storage', a.message);
  if (a.mode !== 'writer' || !ctx.snapshot.peek())
    return failure('game.notOpen', 'storage', 'The game is still opening.');
  const sv = ctx.save.peek();
  if (sv.kind === 'failed' && ctx.unsaved)
    return failure(
      'game.unsaved',
      'storage',
      `${sv.what} was not saved: choose Retry or Discard first.`,
    );
  if (sv.kind === 'failed') ctx.save.value = { kind: 'idle' };
  return null;
}

/** Tries the failed save again, unless another tab saved newer actions since it was made. */
export async function retry(ctx: GameContext): Promise<DispatchResult> {
  const sv = ctx.save.peek();
  const unsaved = ctx.unsaved;
  if (sv.kind !== 'failed' || !unsaved)
    return failure('game.nothingToRetry', 'storage', 'Nothing is waiting to be saved.');
  const cur = ctx.snapshot.peek();
  if (cur && cur.revision !== unsaved.base) {
    // Another tab saved newer actions since this change was made (and this tab now shows
    // them): saving it would write over them. Drop it; the stored game stays as it is.
    const replaced = ctx.hold?.replacedSince(unsaved.base) ?? false;
    ctx.unsaved = null;
    const error = storageError(
      'storage.conflict',
      replaced ? REPLACED_RETRY_MESSAGE : STALE_RETRY_MESSAGE,
    );
    ctx.save.value = { kind: 'failed', what: sv.what, error };
    return fromStorage(error);
  }
  return persist(ctx, unsaved, sv.what);
}

/** Gives up the failed change and rereads the game, so the tab shows what is stored. */
export function discard(ctx: GameContext): void {
  // A Retry under way decides what is stored; its outcome shows when it lands.
  if (ctx.save.peek().kind === 'saving') return;
  ctx.unsaved = null;
  ctx.save.value = { kind: 'idle' };
  // A save reported failed may still have landed (a connection lost after the commit):
  // reread, so the tab shows what is stored rather than what it last heard.
  void ctx.hold?.reload();
}
