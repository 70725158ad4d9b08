/**
 * The game store's API: what a listing, a new game, a save and an import are, and the store's
 * operations (createGameStore in games.ts implements them).
 */

import type { GamePayload } from '../files/codec-types';
import type { GameEntry } from '../files/game-entry';
import type { ImportPlan } from '../files/plan';
import type { Problem } from '../files/problems';
import type { Result } from '../result';
import type { Backup, BackupInfo } from './backups';
import type { StorageError } from './errors';
import type { PendingImport } from './journal';
import type { GameSummary, ReadRecord, StoredGame } from './records';

/** One line of the list of games, with whether the record needs attention. */
export interface ListedGame extends GameSummary {
  /** 'ok'; 'outdated' (readable, will be upgraded on next write or migrateAll); 'corrupt'. */
  readonly status: 'ok' | 'outdated' | 'corrupt';
  readonly problems?: readonly Problem[];
}

/** What every write of a game stores: where play is, and the payload (setup, log, state). */
export interface GameProgress<P extends GamePayload = GamePayload> {
  readonly turn: number;
  readonly cursor: number;
  readonly setup: P['setup'];
  readonly log: P['log'];
  readonly state?: P['state'];
}

/** A new game. */
export interface GameDraft<P extends GamePayload = GamePayload> extends GameProgress<P> {
  readonly id: string;
  readonly name: string;
  readonly scenario: string;
}

/** A save of a game: the new payload and the revision it was derived from. */
export interface GameWrite<P extends GamePayload = GamePayload> extends GameProgress<P> {
  readonly id: string;
  /** The revision of the stored game this write was computed from. */
  readonly expectedRevision: number;
}

/** What migrateAll did. */
export interface MigrationReport {
  readonly migrated: readonly string[];
  readonly failed: ReadonlyArray<{ readonly id: string; readonly problems: readonly Problem[] }>;
  readonly backupKey: string | null;
  readonly steps: readonly string[];
}

/** What applyImport did. */
export interface ImportOutcome {
  readonly added: readonly string[];
  readonly removed: readonly string[];
  readonly backupKey: string | null;
}

/** The game store API (see the module comment). */
export interface GameStore<P extends GamePayload = GamePayload> {
  /** Returns every game's summary, newest first; unreadable records are listed as 'corrupt'. */
  listGames(): Promise<Result<ListedGame[], StorageError>>;
  /** Returns the game checked and upgraded in memory; `steps` non-empty if the stored record is outdated. */
  loadGame(id: string): Promise<Result<ReadRecord<P>, StorageError>>;
  /** Returns the created game (revision 1); 'storage.exists' if the id is taken. */
  createGame(draft: GameDraft<P>, at: string): Promise<Result<StoredGame<P>, StorageError>>;
  /** Returns the saved game (revision + 1) once committed; 'storage.conflict' if the revision moved. */
  saveGame(write: GameWrite<P>, at: string): Promise<Result<StoredGame<P>, StorageError>>;
  /** Returns the renamed game's summary (renaming does not move the revision). */
  renameGame(id: string, name: string, at: string): Promise<Result<GameSummary, StorageError>>;
  /** Returns the copy, stored under `newId` with its own revision 1. */
  duplicateGame(
    id: string,
    newId: string,
    name: string,
    at: string,
  ): Promise<Result<StoredGame<P>, StorageError>>;
  /** Returns the key of the backup written before the game was deleted. */
  deleteGame(
    id: string,
    at: string,
    options?: { readonly expectedRevision?: number; readonly backup?: boolean },
  ): Promise<Result<{ readonly backupKey: string | null }, StorageError>>;
  /** Upgrades every outdated record in one transaction after one backup; returns what it did. */
  migrateAll(at: string): Promise<Result<MigrationReport, StorageError>>;
  /** Returns the stored games (checked, upgraded in memory) for an export, and the unreadable ones. */
  exportGames(
    ids?: readonly string[],
  ): Promise<Result<{ games: GameEntry<P>[]; skipped: ListedGame[] }, StorageError>>;
  /** Returns the stored games as an import planner needs them (id, revision, entry or null). */
  existingForImport(): Promise<
    Result<Array<{ id: string; revision: number; entry: GameEntry | null }>, StorageError>
  >;
  /**
   * Applies a confirmed import plan in one transaction (with a backup for replace). The backups
   * in `options.keep` (the one a restore reads from) are never pruned by it; `options.what`
   * names the change in a refusal ('restore': "nothing was restored").
   */
  applyImport(
    plan: ImportPlan,
    at: string,
    current?: { readonly kit?: unknown; readonly settings?: unknown },
    options?: { readonly keep?: readonly string[]; readonly what?: 'import' | 'restore' },
  ): Promise<Result<ImportOutcome, StorageError>>;
  /** Returns the kit and settings a committed import still has to take (journal.ts), or null. */
  pendingImport(): Promise<Result<PendingImport | null, StorageError>>;
  /** Clears the journal of the import applied at `at`, once its kit and settings are taken. */
  clearPendingImport(at: string): Promise<Result<void, StorageError>>;
  /** Returns the backups, newest first. */
  listBackups(): Promise<Result<BackupInfo[], StorageError>>;
  /** Returns one backup with its data. */
  readBackup(key: string): Promise<Result<Backup, StorageError>>;
  /** Deletes one backup (to free space). */
  deleteBackup(key: string): Promise<Result<void, StorageError>>;
}
