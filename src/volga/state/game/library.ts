/**
 * The saved games: one signal holds the list (newest first); actions create, rename, duplicate
 * and delete games through the store, each resolving only once storage committed it, and tell
 * other tabs. Starting the first game asks the browser to keep the app's data, so a full or
 * pressured disk does not evict the saved games.
 * The backups the store keeps are listed, downloaded, restored and deleted through backups.ts;
 * when the disk is too full even for a delete's backup, a game can be deleted without one
 * (docs/rulings.md, Storage).
 */
import { type ReadonlySignal, signal } from '@preact/signals';
import { ensurePersistentStorage, type PersistOutcome } from '../../../core/device/durability';
import { ok, type Result } from '../../../core/result';
import { type StorageError, storageError } from '../../../core/store/errors';
import type { ListedGame } from '../../../core/store/games';
import { type GameSetup, newRecord } from '../../engine/game';
import { defaultCodecs, type GameRecordCodec } from '../files/codecs';
import { type BackupFile, type BackupListing, gameBackups, type RestoredGame } from './backups';
import type { GameServices } from './services';

export {
  type BackedUpGame,
  type BackupFile,
  type BackupListing,
  backupFileName,
  type RestoredGame,
  restoredName,
} from './backups';

/** The list's loading state. */
export type LibraryStatus =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready' }
  | { readonly kind: 'failed'; readonly error: StorageError };

/** A new game as created: its id, and whether the browser agreed to keep the data. */
export interface CreatedGame {
  readonly id: string;
  readonly persist: PersistOutcome;
}

/** The saved games' read-only signals and actions. */
export interface GameLibrary {
  readonly games: ReadonlySignal<readonly ListedGame[]>;
  readonly status: ReadonlySignal<LibraryStatus>;
  /** Rereads the list from storage. */
  refresh(): Promise<void>;
  /** Creates a game from a checked setup; returns its id once stored. */
  create(setup: GameSetup, name: string): Promise<Result<CreatedGame, StorageError>>;
  rename(id: string, name: string): Promise<Result<true, StorageError>>;
  /** Copies a game under a new id and name; returns the new id. */
  duplicate(id: string, name: string): Promise<Result<string, StorageError>>;
  /**
   * Deletes a game after writing a backup of it (in the same transaction); returns the backup's
   * key. With `{ backup: false }` no backup is written (the game is gone for good) and the key is
   * null: the way to free a disk too full even for the backup.
   */
  remove(
    id: string,
    expectedRevision?: number,
    options?: { readonly backup?: boolean },
  ): Promise<Result<string | null, StorageError>>;
  /** Returns every backup, newest first, with the games it holds and its size. */
  backups(): Promise<Result<BackupListing[], StorageError>>;
  /** Returns a backup as an ordinary export file (importable on the Import screen). */
  backupFile(
    key: string,
    exportedAt: string,
    app?: { readonly name: string; readonly version: string },
  ): Promise<Result<BackupFile, StorageError>>;
  /**
   * Restores one game of a backup: 'new' adds it (under its own id when that is free, else under
   * a new id marked "(restored)"); 'replace' writes it over the stored game with its id, after a
   * backup of that game in the same transaction. Returns the restored game's id and that backup.
   */
  restore(
    key: string,
    gameId: string,
    how: 'new' | 'replace',
  ): Promise<Result<RestoredGame, StorageError>>;
  /** Deletes one backup to free space (it cannot be undone). */
  deleteBackup(key: string): Promise<Result<true, StorageError>>;
}

/** Returns the default name of a new game, e.g. "Main game, 2 Mar 2026". */
export function defaultGameName(scenario: GameSetup['scenario'], at: Date): string {
  const day = at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  return `${scenario === 'main' ? 'Main game' : 'Factory District'}, ${day}`;
}

/** Returns the saved-games model over `services`. */
export function createGameLibrary(
  services: GameServices,
  persist: () => Promise<PersistOutcome> = () => ensurePersistentStorage(),
  codec: GameRecordCodec = defaultCodecs.game,
): GameLibrary {
  const games = signal<readonly ListedGame[]>([]);
  const status = signal<LibraryStatus>({ kind: 'loading' });

  async function refresh() {
    const r = await services.store.listGames();
    if (r.ok) {
      games.value = r.value;
      status.value = { kind: 'ready' };
    } else status.value = { kind: 'failed', error: r.error };
  }

  services.channel.subscribe((m) => {
    if (m.type === 'gamesChanged' || m.type === 'deleted' || m.type === 'saved') void refresh();
  });

  const changed = async () => {
    services.channel.post({ type: 'gamesChanged' });
    await refresh();
  };
  return {
    games,
    status,
    refresh,
    async create(setup, name) {
      const r = newRecord(setup);
      if (!r.ok)
        return {
          ok: false,
          error: storageError('storage.invalid', `${r.error.message} (${r.error.rule})`),
        };
      const taken = new Set(games.peek().map((g) => g.id));
      const id = services.newId(taken);
      const created = await services.store.createGame(
        {
          id,
          name: name.trim() || defaultGameName(setup.scenario, new Date(services.now())),
          scenario: setup.scenario,
          turn: r.value.state.turn,
          cursor: 0,
          setup,
          log: [],
        },
        services.now(),
      );
      if (!created.ok) return created;
      await changed();
      // The first game is when browsers grant persistence most readily; asking again is a no-op.
      const outcome = await persist();
      return ok({ id, persist: outcome });
    },
    async rename(id, name) {
      const r = await services.store.renameGame(id, name, services.now());
      if (!r.ok) return r;
      await changed();
      return ok(true as const);
    },
    async duplicate(id, name) {
      const taken = new Set(games.peek().map((g) => g.id));
      const newId = services.newId(taken);
      const r = await services.store.duplicateGame(id, newId, name, services.now());
      if (!r.ok) return r;
      await changed();
      return ok(newId);
    },
    async remove(id, expectedRevision, options = {}) {
      const r = await services.store.deleteGame(id, services.now(), {
        backup: options.backup !== false,
        ...(expectedRevision !== undefined ? { expectedRevision } : {}),
      });
      if (!r.ok) return r;
      services.channel.post({ type: 'deleted', gameId: id });
      await changed();
      return ok(r.value.backupKey);
    },
    ...gameBackups(services, codec, changed),
  };
}

let library: GameLibrary | null = null;

/** Returns this tab's saved-games model (created on first use, then kept). */
export function appLibrary(services: () => GameServices): GameLibrary {
  library ??= createGameLibrary(services());
  return library;
}
