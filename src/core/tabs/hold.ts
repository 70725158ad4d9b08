/**
 * This tab's hold on a stored game: it holds the game's writer lock (or shows the game
 * read-only and says why), saves each new state through the store's revision-checked saves,
 * and keeps up with other tabs through the channel. The UI acknowledges an action only when
 * `save` resolves ok: then it is in IndexedDB.
 *
 * Two nets keep actions from being lost between tabs: the Web Lock lets one tab write a game
 * at a time, and every save is refused inside its transaction unless the stored revision is
 * still the one the tab derived its action from (a takeover racing an in-flight save).
 */
import { type ReadonlySignal, signal } from '@preact/signals';
import type { GamePayload } from '../files/codec-types';
import { ok, type Result } from '../result';
import { type StorageError, storageError } from '../store/errors';
import type { GameProgress, GameStore } from '../store/games';
import type { StoredGame } from '../store/records';
import type { TabChannel, TabMessage } from './channel';
import { acquireLock, gameLockName, type HeldLock, type LockManagerLike } from './lock';

/** Why a hold is read-only. */
export type ReadOnlyReason = 'heldElsewhere' | 'takenOver' | 'gone';

/** What this tab may do with the game, and why. */
export type HoldStatus =
  | { readonly mode: 'opening' }
  | { readonly mode: 'writer'; readonly note?: string }
  | { readonly mode: 'readonly'; readonly reason: ReadOnlyReason; readonly message: string }
  | { readonly mode: 'closed' };

/** Messages for each read-only reason. */
export const READ_ONLY_MESSAGES: Readonly<Record<ReadOnlyReason, string>> = {
  heldElsewhere:
    'This game is open for play in another tab or window, so here it is read-only. Choose Take over to play it here.',
  takenOver:
    'Another tab took over this game, so here it is now read-only. Choose Take over to play it here again.',
  gone: 'This game was deleted in another tab (or removed by an import). If it is restored from Backups, it shows here again.',
};

/** The note of a tab that saw its game deleted and then found it stored again. */
export const RESTORED_NOTE =
  'This game was restored in another tab; it shows here as it is stored now, and you can play it here.';

/** The next state of a game, derived from `game.value` (id and revision are the hold's). */
export interface GameUpdate<P extends GamePayload = GamePayload> extends GameProgress<P> {
  /**
   * The stored revision this update was derived from. A change kept for Retry passes the
   * revision it was made on, so a stored game that moved on meanwhile (another tab saved, and
   * this tab reloaded it) refuses it instead of being overwritten. Default: `game.value`'s.
   */
  readonly baseRevision?: number;
}

/** A stored game as this tab holds it: writer or read-only. */
export interface GameHold<P extends GamePayload = GamePayload> {
  readonly gameId: string;
  readonly status: ReadonlySignal<HoldStatus>;
  /** The game as last saved or read. */
  readonly game: ReadonlySignal<StoredGame<P> | null>;
  /**
   * Saves the next state, derived from `update.baseRevision` (default: the `game.value`
   * current at the call); resolves ok once it is stored. Await each save before deriving
   * the next: a second save derived from the same revision is refused ('storage.conflict')
   * rather than overwriting the first, and so is one derived from a revision since replaced.
   */
  save(update: GameUpdate<P>, at: string): Promise<Result<StoredGame<P>, StorageError>>;
  /** Takes the writer lock from whichever tab holds it, reloads the game, and becomes the writer. */
  takeOver(): Promise<Result<StoredGame<P>, StorageError>>;
  /** Rereads the game from storage. */
  reload(): Promise<Result<StoredGame<P>, StorageError>>;
  /** Returns true when another tab told of a restore over the game at a revision above `revision`. */
  replacedSince(revision: number): boolean;
  /** Releases the lock and stops listening. */
  close(): void;
}

/** What a hold needs: the store, the lock manager (null if the browser has none), the channel. */
export interface HoldDeps<P extends GamePayload = GamePayload> {
  readonly store: GameStore<P>;
  readonly locks: LockManagerLike | null;
  readonly channel: TabChannel;
}

/** Returns a hold on the game: the writer if its lock is free, else read-only (and waiting). */
export async function openGameHold<P extends GamePayload>(
  deps: HoldDeps<P>,
  gameId: string,
): Promise<Result<GameHold<P>, StorageError>> {
  const { store, locks, channel } = deps;
  const status = signal<HoldStatus>({ mode: 'opening' });
  const game = signal<StoredGame<P> | null>(null);
  const lockName = gameLockName(gameId);
  let lock: HeldLock | null = null;
  let waiting: AbortController | null = null;
  let closed = false;
  /** Saves of this tab started, and not yet settled (a reread across one could be stale). */
  let savesStarted = 0;
  let saving = 0;

  /** Re-reads prompted by other tabs' news: how many started, and the newest one taken. */
  let rereadsStarted = 0;
  let rereadTaken = 0;
  /** Whether this tab, finding its deleted game stored again, is taking it up (see `revive`). */
  let reviving = false;
  /** The highest revision another tab wrote by restoring over the game (0: none heard). */
  let replacedRevision = 0;

  const readOnly = (reason: ReadOnlyReason) => {
    status.value = { mode: 'readonly', reason, message: READ_ONLY_MESSAGES[reason] };
  };
  const isGone = () => {
    const s = status.peek();
    return s.mode === 'readonly' && s.reason === 'gone';
  };

  /**
   * The game is no longer stored (deleted, or removed by an import): read-only, and the lock is
   * let go, so a tab that finds the game stored again (a restore) can play it; this one included.
   */
  function gone() {
    readOnly('gone');
    waiting?.abort();
    waiting = null;
    if (lock) {
      const held = lock;
      lock = null;
      held.release();
    }
  }

  /**
   * The game, deleted earlier, is stored again (restored from a backup, or imported): show it
   * and leave "gone": the writer again when its lock is free, else read-only with Take over.
   */
  async function revive(): Promise<void> {
    if (reviving || closed || !isGone()) return;
    reviving = true;
    try {
      if (!locks) {
        const r = await reload();
        if (r.ok && !closed && isGone())
          status.value = {
            mode: 'writer',
            note: 'This browser cannot tell tabs apart; play in one tab only.',
          };
        return;
      }
      const held = await acquireLock(locks, lockName, 'ifAvailable');
      if (closed || !isGone()) {
        held?.release();
        return;
      }
      if (held) {
        await becomeWriter(held, RESTORED_NOTE);
        return;
      }
      const r = await reload();
      if (r.ok && !closed && isGone()) {
        readOnly('heldElsewhere');
        waitForLock();
      }
    } finally {
      reviving = false;
    }
  }

  /** Reads the stored game and takes it as the truth; a missing game makes the tab "gone". */
  async function reload(): Promise<Result<StoredGame<P>, StorageError>> {
    const r = await store.loadGame(gameId);
    if (r.ok) {
      game.value = r.value.game;
      if (isGone()) void revive();
      return ok(r.value.game);
    }
    if (r.error.code === 'storage.notFound') gone();
    return r;
  }

  /**
   * Rereads the game on another tab's news (a save, the list of games changed). Of overlapping
   * rereads only the newest started is taken, and never a game older than the one held (a
   * lower revision, or the same revision with an earlier time), so the tab never steps back;
   * a game replaced by an import or a restore has a revision above any it held. A tab whose game
   * was deleted takes whatever is stored again (see `revive`).
   */
  function reread() {
    if (closed || saving > 0) return;
    const mine = ++rereadsStarted;
    const started = savesStarted;
    void store.loadGame(gameId).then((r) => {
      // A save of this tab ran meanwhile: it moved the game on itself (or was refused and reloaded).
      if (closed || started !== savesStarted || saving > 0) return;
      if (mine < rereadTaken) return; // a newer reread already answered
      rereadTaken = mine;
      if (!r.ok) {
        if (r.error.code === 'storage.notFound') gone();
        return;
      }
      const g = r.value.game;
      if (isGone()) {
        game.value = g;
        void revive();
        return;
      }
      const held = game.peek();
      const older =
        held !== null &&
        (g.revision < held.revision ||
          (g.revision === held.revision && g.updatedAt < held.updatedAt));
      if (!older) game.value = g;
    });
  }

  /** Becomes the writer with `held`, after rereading the game (another tab may have saved). */
  async function becomeWriter(
    held: HeldLock,
    note?: string,
  ): Promise<Result<StoredGame<P>, StorageError>> {
    lock = held;
    status.value = { mode: 'opening' };
    held.ended.then((how) => {
      if (lock !== held || closed) return;
      lock = null;
      if (how === 'stolen') {
        readOnly('takenOver');
        waitForLock();
      }
    });
    const r = await reload();
    if (!r.ok) {
      // Not playable after all (deleted meanwhile, or unreadable): let another tab have it.
      if (lock === held) lock = null;
      held.release();
      if (status.value.mode === 'opening') gone();
      return r;
    }
    if (lock === held && !closed)
      status.value = note ? { mode: 'writer', note } : { mode: 'writer' };
    return r;
  }

  /** While read-only, queue for the lock so this tab can play once the other tab lets go. */
  function waitForLock() {
    if (!locks || closed || waiting) return;
    const controller = new AbortController();
    waiting = controller;
    acquireLock(locks, lockName, 'wait', controller.signal).then((held) => {
      if (waiting === controller) waiting = null;
      if (!held) return;
      if (closed) {
        held.release();
        return;
      }
      void becomeWriter(held, 'The other tab let this game go, so you can play it here now.');
    });
  }

  const unsubscribe = channel.subscribe((m: TabMessage) => {
    if (closed || !('gameId' in m) || m.gameId !== gameId) return;
    if (m.type === 'saved' && m.replaced) replacedRevision = Math.max(replacedRevision, m.revision);
    if (m.type === 'saved' && (isGone() || (game.value?.revision ?? 0) < m.revision)) reread();
    if (m.type === 'deleted') gone();
  });
  // The list of games changed (an import may have replaced, removed or brought back this game;
  // a rename): reread it. A replaced game has a revision above any this tab held, so it is
  // taken as the truth; a removed one turns this tab read-only ('gone').
  const unsubscribeList = channel.subscribe((m: TabMessage) => {
    if (m.type === 'gamesChanged') reread();
  });
  const stopListening = () => {
    unsubscribe();
    unsubscribeList();
  };

  // Open: take the lock if it is free; otherwise read-only, and wait for it.
  if (locks) {
    const held = await acquireLock(locks, lockName, 'ifAvailable');
    if (held) {
      const r = await becomeWriter(held);
      if (!r.ok) {
        held.release();
        stopListening();
        return r;
      }
    } else {
      const r = await reload();
      if (!r.ok) {
        stopListening();
        return r;
      }
      readOnly('heldElsewhere');
      waitForLock();
    }
  } else {
    // No Web Locks (older browsers): every tab may write; revision checks still refuse stale writes.
    const r = await reload();
    if (!r.ok) {
      stopListening();
      return r;
    }
    status.value = {
      mode: 'writer',
      note: 'This browser cannot tell tabs apart; play in one tab only.',
    };
  }

  const hold: GameHold<P> = {
    gameId,
    status,
    game,
    async save(update, at) {
      const base = game.value;
      if (status.value.mode !== 'writer' || !base) {
        const why =
          status.value.mode === 'readonly'
            ? status.value.message
            : 'The game is not open for play.';
        return { ok: false, error: storageError('storage.readOnly', why) };
      }
      savesStarted++;
      saving++;
      const r = await store
        .saveGame(
          {
            id: gameId,
            expectedRevision: update.baseRevision ?? base.revision,
            turn: update.turn,
            cursor: update.cursor,
            setup: update.setup,
            log: update.log,
            ...(update.state !== undefined ? { state: update.state } : {}),
          },
          at,
        )
        .finally(() => {
          saving--;
        });
      if (r.ok) {
        if ((game.value?.revision ?? 0) < r.value.revision) game.value = r.value;
        channel.post({ type: 'saved', gameId, revision: r.value.revision });
        return r;
      }
      if (r.error.code === 'storage.conflict') await reload();
      return r;
    },
    async takeOver() {
      if (!locks) return reload();
      if (lock) return reload();
      waiting?.abort();
      waiting = null;
      const held = await acquireLock(locks, lockName, 'steal');
      if (!held) {
        return {
          ok: false,
          error: storageError('storage.readOnly', 'Taking over failed; try again.', {
            retryable: true,
          }),
        };
      }
      const r = await becomeWriter(held);
      if (r.ok) channel.post({ type: 'takenOver', gameId });
      return r;
    },
    reload,
    replacedSince: (revision) => replacedRevision > revision,
    close() {
      if (closed) return;
      closed = true;
      stopListening();
      waiting?.abort();
      waiting = null;
      if (lock) {
        lock.release();
        lock = null;
        channel.post({ type: 'released', gameId });
      }
      status.value = { mode: 'closed' };
    },
  };
  return ok(hold);
}
