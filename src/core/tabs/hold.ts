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

/** The note of a writer in a browser with no Web Locks. */
const NO_LOCKS_NOTE = 'This browser cannot tell tabs apart; play in one tab only.';

/**
 * The working parts of a hold: the state it keeps between calls (the lock, the queue for it,
 * saves and rereads in flight), and one method per duty. `openGameHold` builds one, opens it,
 * and hands out its `GameHold` face.
 */
class Holder<P extends GamePayload> {
  readonly status = signal<HoldStatus>({ mode: 'opening' });
  readonly game = signal<StoredGame<P> | null>(null);
  readonly gameId: string;
  private readonly store: GameStore<P>;
  private readonly locks: LockManagerLike | null;
  private readonly channel: TabChannel;
  private readonly lockName: string;
  private lock: HeldLock | null = null;
  private waiting: AbortController | null = null;
  private closed = false;
  /** Saves of this tab started, and not yet settled (a reread across one could be stale). */
  private savesStarted = 0;
  private saving = 0;
  /** Re-reads prompted by other tabs' news: how many started, and the newest one taken. */
  private rereadsStarted = 0;
  private rereadTaken = 0;
  /** Whether this tab, finding its deleted game stored again, is taking it up (see `revive`). */
  private reviving = false;
  /** The highest revision another tab wrote by restoring over the game (0: none heard). */
  private replacedRevision = 0;
  private readonly stopListening: () => void;

  constructor(deps: HoldDeps<P>, gameId: string) {
    this.gameId = gameId;
    this.store = deps.store;
    this.locks = deps.locks;
    this.channel = deps.channel;
    this.lockName = gameLockName(gameId);
    this.stopListening = this.listen();
  }

  private readOnly(reason: ReadOnlyReason) {
    this.status.value = { mode: 'readonly', reason, message: READ_ONLY_MESSAGES[reason] };
  }

  private isGone() {
    const s = this.status.peek();
    return s.mode === 'readonly' && s.reason === 'gone';
  }

  /** Stops queueing for the lock. */
  private stopWaiting() {
    this.waiting?.abort();
    this.waiting = null;
  }

  /**
   * The game is no longer stored (deleted, or removed by an import): read-only, and the lock is
   * let go, so a tab that finds the game stored again (a restore) can play it; this one included.
   */
  private gone() {
    this.readOnly('gone');
    this.stopWaiting();
    if (this.lock) {
      const held = this.lock;
      this.lock = null;
      held.release();
    }
  }

  /**
   * The game, deleted earlier, is stored again (restored from a backup, or imported): show it
   * and leave "gone": the writer again when its lock is free, else read-only with Take over.
   */
  private async revive(): Promise<void> {
    if (this.reviving || this.closed || !this.isGone()) return;
    this.reviving = true;
    try {
      await this.reviveNow();
    } finally {
      this.reviving = false;
    }
  }

  /** The body of `revive`, run while `reviving` keeps a second one out. */
  private async reviveNow(): Promise<void> {
    if (!this.locks) {
      const r = await this.reload();
      if (r.ok && !this.closed && this.isGone())
        this.status.value = { mode: 'writer', note: NO_LOCKS_NOTE };
      return;
    }
    const held = await acquireLock(this.locks, this.lockName, 'ifAvailable');
    if (this.closed || !this.isGone()) {
      held?.release();
      return;
    }
    if (held) {
      await this.becomeWriter(held, RESTORED_NOTE);
      return;
    }
    const r = await this.reload();
    if (r.ok && !this.closed && this.isGone()) {
      this.readOnly('heldElsewhere');
      this.waitForLock();
    }
  }

  /** Reads the stored game and takes it as the truth; a missing game makes the tab "gone". */
  readonly reload = async (): Promise<Result<StoredGame<P>, StorageError>> => {
    const r = await this.store.loadGame(this.gameId);
    if (r.ok) {
      this.game.value = r.value.game;
      if (this.isGone()) void this.revive();
      return ok(r.value.game);
    }
    if (r.error.code === 'storage.notFound') this.gone();
    return r;
  };

  /**
   * Rereads the game on another tab's news (a save, the list of games changed). Of overlapping
   * rereads only the newest started is taken, and never a game older than the one held (a
   * lower revision, or the same revision with an earlier time), so the tab never steps back;
   * a game replaced by an import or a restore has a revision above any it held. A tab whose game
   * was deleted takes whatever is stored again (see `revive`).
   */
  private reread() {
    if (this.closed || this.saving > 0) return;
    const mine = ++this.rereadsStarted;
    const started = this.savesStarted;
    void this.store.loadGame(this.gameId).then((r) => {
      // A save of this tab ran meanwhile: it moved the game on itself (or was refused and reloaded).
      if (this.closed || started !== this.savesStarted || this.saving > 0) return;
      if (mine < this.rereadTaken) return; // a newer reread already answered
      this.rereadTaken = mine;
      if (!r.ok) {
        if (r.error.code === 'storage.notFound') this.gone();
        return;
      }
      this.takeReread(r.value.game);
    });
  }

  /** Takes a reread game: always when this tab's was gone, else only when it is not older. */
  private takeReread(g: StoredGame<P>) {
    if (this.isGone()) {
      this.game.value = g;
      void this.revive();
      return;
    }
    const held = this.game.peek();
    const older =
      held !== null &&
      (g.revision < held.revision ||
        (g.revision === held.revision && g.updatedAt < held.updatedAt));
    if (!older) this.game.value = g;
  }

  /** Becomes the writer with `held`, after rereading the game (another tab may have saved). */
  private async becomeWriter(
    held: HeldLock,
    note?: string,
  ): Promise<Result<StoredGame<P>, StorageError>> {
    this.lock = held;
    this.status.value = { mode: 'opening' };
    held.ended.then((how) => {
      if (this.lock !== held || this.closed) return;
      this.lock = null;
      if (how === 'stolen') {
        this.readOnly('takenOver');
        this.waitForLock();
      }
    });
    const r = await this.reload();
    if (!r.ok) {
      // Not playable after all (deleted meanwhile, or unreadable): let another tab have it.
      if (this.lock === held) this.lock = null;
      held.release();
      if (this.status.value.mode === 'opening') this.gone();
      return r;
    }
    if (this.lock === held && !this.closed)
      this.status.value = note ? { mode: 'writer', note } : { mode: 'writer' };
    return r;
  }

  /** While read-only, queue for the lock so this tab can play once the other tab lets go. */
  private waitForLock() {
    if (!this.locks || this.closed || this.waiting) return;
    const controller = new AbortController();
    this.waiting = controller;
    acquireLock(this.locks, this.lockName, 'wait', controller.signal).then((held) => {
      if (this.waiting === controller) this.waiting = null;
      if (!held) return;
      if (this.closed) {
        held.release();
        return;
      }
      void this.becomeWriter(held, 'The other tab let this game go, so you can play it here now.');
    });
  }

  /** Listens to other tabs' news of this game; returns the call that stops listening. */
  private listen(): () => void {
    const unsubscribe = this.channel.subscribe((m: TabMessage) => {
      if (this.closed || !('gameId' in m) || m.gameId !== this.gameId) return;
      if (m.type === 'saved' && m.replaced)
        this.replacedRevision = Math.max(this.replacedRevision, m.revision);
      if (m.type === 'saved' && (this.isGone() || (this.game.value?.revision ?? 0) < m.revision))
        this.reread();
      if (m.type === 'deleted') this.gone();
    });
    // The list of games changed (an import may have replaced, removed or brought back this game;
    // a rename): reread it. A replaced game has a revision above any this tab held, so it is
    // taken as the truth; a removed one turns this tab read-only ('gone').
    const unsubscribeList = this.channel.subscribe((m: TabMessage) => {
      if (m.type === 'gamesChanged') this.reread();
    });
    return () => {
      unsubscribe();
      unsubscribeList();
    };
  }

  /** Opens: takes the lock if it is free; otherwise read-only, and waits for it. */
  async open(): Promise<Result<StoredGame<P>, StorageError>> {
    const r = await this.openOnce();
    if (!r.ok) this.stopListening();
    return r;
  }

  /** The first read of `open`, as the writer or read-only; on failure the caller stops listening. */
  private async openOnce(): Promise<Result<StoredGame<P>, StorageError>> {
    if (!this.locks) {
      // No Web Locks (older browsers): every tab may write; revision checks still refuse stale writes.
      const r = await this.reload();
      if (r.ok) this.status.value = { mode: 'writer', note: NO_LOCKS_NOTE };
      return r;
    }
    const held = await acquireLock(this.locks, this.lockName, 'ifAvailable');
    if (held) {
      const r = await this.becomeWriter(held);
      if (!r.ok) held.release();
      return r;
    }
    const r = await this.reload();
    if (!r.ok) return r;
    this.readOnly('heldElsewhere');
    this.waitForLock();
    return r;
  }

  /** See `GameHold.save`. */
  readonly save = async (
    update: GameUpdate<P>,
    at: string,
  ): Promise<Result<StoredGame<P>, StorageError>> => {
    const base = this.game.value;
    const status = this.status.value;
    if (status.mode !== 'writer' || !base) {
      const why = status.mode === 'readonly' ? status.message : 'The game is not open for play.';
      return { ok: false, error: storageError('storage.readOnly', why) };
    }
    this.savesStarted++;
    this.saving++;
    const r = await this.store
      .saveGame(
        {
          id: this.gameId,
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
        this.saving--;
      });
    if (r.ok) {
      if ((this.game.value?.revision ?? 0) < r.value.revision) this.game.value = r.value;
      this.channel.post({ type: 'saved', gameId: this.gameId, revision: r.value.revision });
      return r;
    }
    if (r.error.code === 'storage.conflict') await this.reload();
    return r;
  };

  /** See `GameHold.takeOver`. */
  readonly takeOver = async (): Promise<Result<StoredGame<P>, StorageError>> => {
    if (!this.locks) return this.reload();
    if (this.lock) return this.reload();
    this.stopWaiting();
    const held = await acquireLock(this.locks, this.lockName, 'steal');
    if (!held) {
      return {
        ok: false,
        error: storageError('storage.readOnly', 'Taking over failed; try again.', {
          retryable: true,
        }),
      };
    }
    const r = await this.becomeWriter(held);
    if (r.ok) this.channel.post({ type: 'takenOver', gameId: this.gameId });
    return r;
  };

  /** See `GameHold.replacedSince`. */
  readonly replacedSince = (revision: number): boolean => this.replacedRevision > revision;

  /** See `GameHold.close`. */
  readonly close = (): void => {
    if (this.closed) return;
    this.closed = true;
    this.stopListening();
    this.stopWaiting();
    if (this.lock) {
      this.lock.release();
      this.lock = null;
      this.channel.post({ type: 'released', gameId: this.gameId });
    }
    this.status.value = { mode: 'closed' };
  };
}

/** Returns a hold on the game: the writer if its lock is free, else read-only (and waiting). */
export async function openGameHold<P extends GamePayload>(
  deps: HoldDeps<P>,
  gameId: string,
): Promise<Result<GameHold<P>, StorageError>> {
  const holder = new Holder(deps, gameId);
  const r = await holder.open();
  if (!r.ok) return r;
  const hold: GameHold<P> = {
    gameId,
    status: holder.status,
    game: holder.game,
    save: holder.save,
    takeOver: holder.takeOver,
    reload: holder.reload,
    replacedSince: holder.replacedSince,
    close: holder.close,
  };
  return ok(hold);
}
