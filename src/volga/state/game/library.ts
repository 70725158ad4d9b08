/**
 * The saved games: one signal holds the list (newest first); actions create, rename, duplicate
 * and delete games through the store, each resolving only once storage committed it, and tell
 * other tabs. Starting the first game asks the browser to keep the app's data, so a full or
 * pressured disk does not evict the saved games.
 * The backups the store keeps (before a delete, a replacing import or an upgrade) are listed
 * with their games and size, downloaded as an ordinary export file, restored (as a new game, or
 * over the stored one after a backup of it) and deleted to free space; when the disk is too
 * full even for a delete's backup, a game can be deleted without one (docs/rulings.md, Storage).
 */
import { type ReadonlySignal, signal } from '@preact/signals';
import { ensurePersistentStorage, type PersistOutcome } from '../../../core/device/durability';
import { buildExportFile, serializeExportFile } from '../../../core/files/export';
import { type GameEntry, MAX_NAME_LENGTH } from '../../../core/files/game-entry';
import type { ImportPlan } from '../../../core/files/plan';
import type { Problem } from '../../../core/files/problems';
import { ok, type Result } from '../../../core/result';
import { type StorageError, storageError } from '../../../core/store/errors';
import type { BackupReason, ListedGame } from '../../../core/store/games';
import { readStoredRecord } from '../../../core/store/records';
import { type GameSetup, newRecord } from '../../engine/game';
import { defaultCodecs, type GameRecordCodec } from '../files/codecs';
import type { GameServices } from './services';

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

/** One game held in a backup: its summary, and its entry when this version can read it. */
export interface BackedUpGame {
  readonly id: string;
  readonly name: string;
  readonly scenario: string;
  readonly turn: number;
  readonly cursor: number;
  readonly updatedAt: string;
  /** The game as the current version reads it (upgraded in memory), or null if unreadable. */
  readonly entry: GameEntry | null;
  readonly problems?: readonly Problem[];
}

/** A backup as the Backups screen lists it. */
export interface BackupListing {
  readonly key: string;
  /** When it was written (UTC ISO). */
  readonly at: string;
  /** Why: before a delete, a replacing import (or restore) or an upgrade. */
  readonly reason: BackupReason;
  readonly games: readonly BackedUpGame[];
  /** Whether it also holds the kit / settings as they were (replacing imports). */
  readonly hasKit: boolean;
  readonly hasSettings: boolean;
  /** Its stored size: the UTF-8 bytes of its JSON. */
  readonly bytes: number;
  /** Set when the backup itself could not be read (it can still be deleted). */
  readonly error?: StorageError;
}

/** A backup as an export file: its text, a file name, and how many games went in or were left out. */
export interface BackupFile {
  readonly text: string;
  readonly fileName: string;
  readonly games: number;
  readonly skipped: number;
}

/** A restored game: its id, and the key of the backup of the game it replaced (or null). */
export interface RestoredGame {
  readonly id: string;
  readonly backupKey: string | null;
}

/** Returns the name of a restored copy: the original name marked "(restored)", within the limit. */
export function restoredName(name: string): string {
  const suffix = ' (restored)';
  return `${name.slice(0, MAX_NAME_LENGTH - suffix.length)}${suffix}`;
}

/** Returns the file name of a backup's download, e.g. volga-table-backup-2026-03-01-1030.json. */
export function backupFileName(at: string): string {
  return `volga-table-backup-${at.slice(0, 16).replace('T', '-').replace(':', '')}.json`;
}

/** Returns the UTF-8 size of a value's JSON (what a backup costs in storage, roughly). */
function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value) ?? '').length;
}

/** Returns a backup's raw game record as listed: read (and upgraded in memory) with `codec`. */
function backedUpGame(raw: unknown, codec: GameRecordCodec): BackedUpGame {
  const r = readStoredRecord(raw, codec);
  if (r.ok) {
    const { recordVersion: _v, ...entry } = r.value.game;
    return {
      id: entry.id,
      name: entry.name,
      scenario: entry.scenario,
      turn: entry.turn,
      cursor: entry.cursor,
      updatedAt: entry.updatedAt,
      entry,
    };
  }
  const rec = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (k: string) => (typeof rec[k] === 'string' ? (rec[k] as string) : '');
  const id = text('id');
  return {
    id,
    name: text('name') || `Unreadable game${id ? ` ${id}` : ''}`,
    scenario: text('scenario'),
    turn: typeof rec.turn === 'number' ? rec.turn : 0,
    cursor: typeof rec.cursor === 'number' ? rec.cursor : 0,
    updatedAt: text('updatedAt'),
    entry: null,
    problems: r.error,
  };
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

  /** Returns a backup as listed, with the stored backup it was read from. */
  async function listing(
    key: string,
  ): Promise<
    Result<BackupListing & { readonly kit: unknown; readonly settings: unknown }, StorageError>
  > {
    const r = await services.store.readBackup(key);
    if (!r.ok) return r;
    const b = r.value;
    return ok({
      key,
      at: b.at,
      reason: b.reason,
      games: b.games.map((g) => backedUpGame(g, codec)),
      hasKit: b.kit !== undefined && b.kit !== null,
      hasSettings: b.settings !== undefined && b.settings !== null,
      bytes: jsonBytes(b),
      kit: b.kit,
      settings: b.settings,
    });
  }

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
    async backups() {
      const keys = await services.store.listBackups();
      if (!keys.ok) return keys;
      const out: BackupListing[] = [];
      for (const info of keys.value) {
        const r = await listing(info.key);
        if (r.ok) {
          const { kit: _k, settings: _s, ...listed } = r.value;
          out.push(listed);
        } else if (r.error.code === 'storage.corrupt')
          out.push({
            ...info,
            games: [],
            hasKit: false,
            hasSettings: false,
            bytes: 0,
            error: r.error,
          });
        else if (r.error.code !== 'storage.notFound') return r; // notFound: deleted meanwhile
      }
      return ok(out);
    },
    async backupFile(key, exportedAt, app) {
      const r = await listing(key);
      if (!r.ok) return r;
      const b = r.value;
      const entries = b.games.flatMap((g) => (g.entry ? [g.entry] : []));
      const file = buildExportFile({
        exportedAt,
        games: entries,
        kit: b.kit,
        settings: b.settings,
        ...(app ? { app } : {}),
      });
      return ok({
        text: serializeExportFile(file),
        fileName: backupFileName(b.at),
        games: entries.length,
        skipped: b.games.length - entries.length,
      });
    },
    async restore(key, gameId, how) {
      const b = await listing(key);
      if (!b.ok) return b;
      const source = b.value.games.find((g) => g.id === gameId);
      if (!source) {
        return {
          ok: false,
          error: storageError('storage.notFound', 'That game is not in this backup.'),
        };
      }
      if (!source.entry) {
        return {
          ok: false,
          error: storageError(
            'storage.corrupt',
            'This copy of the game cannot be read by this version of the app, so it cannot be restored. Download the backup to keep it.',
            source.problems ? { problems: source.problems } : {},
          ),
        };
      }
      const existing = await services.store.existingForImport();
      if (!existing.ok) return existing;
      const at = services.now();
      const current = existing.value.find((e) => e.id === gameId);
      let entry: GameEntry;
      if (how === 'replace') {
        if (!current) {
          return {
            ok: false,
            error: storageError(
              'storage.notFound',
              'There is no stored game with this id to replace any more; restore it as a new game.',
            ),
          };
        }
        // A revision above both, so a tab still holding either version reloads instead of saving over it.
        const revision = Math.max(current.revision, source.entry.revision) + 1;
        entry = { ...source.entry, updatedAt: at, revision };
      } else if (!current) {
        entry = { ...source.entry, updatedAt: at, revision: source.entry.revision + 1 };
      } else {
        const id = services.newId(new Set(existing.value.map((e) => e.id)));
        const name = restoredName(source.entry.name);
        entry = { ...source.entry, id, name, createdAt: at, updatedAt: at, revision: 1 };
      }
      const plan: ImportPlan = {
        mode: how === 'replace' ? 'replace' : 'merge',
        add: [entry],
        renamed: [],
        unchanged: [],
        remove: how === 'replace' ? [gameId] : [],
        expected: existing.value.map((e) => ({ id: e.id, revision: e.revision })),
        kit: 'keep',
        settings: 'keep',
        incomingKit: null,
        incomingSettings: null,
        lines: [],
      };
      // The backup restored from is never pruned by the backup this restore writes, so
      // a full disk cannot cost the game being restored.
      const r = await services.store.applyImport(plan, at, {}, { keep: [key], what: 'restore' });
      if (!r.ok) return r;
      if (how === 'replace')
        services.channel.post({ type: 'saved', gameId, revision: entry.revision, replaced: true });
      await changed();
      return ok({ id: entry.id, backupKey: r.value.backupKey });
    },
    async deleteBackup(key) {
      const r = await services.store.deleteBackup(key);
      return r.ok ? ok(true as const) : r;
    },
  };
}

let library: GameLibrary | null = null;

/** Returns this tab's saved-games model (created on first use, then kept). */
export function appLibrary(services: () => GameServices): GameLibrary {
  library ??= createGameLibrary(services());
  return library;
}
