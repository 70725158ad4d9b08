/**
 * The backups the store keeps (before a delete, a replacing import or an upgrade), as the
 * saved-games library offers them: listed with their games and size, downloaded as an ordinary
 * export file, restored (as a new game, or over the stored one after a backup of it) and deleted
 * to free space.
 */

import { buildExportFile, serializeExportFile } from '../../../core/files/export';
import { type GameEntry, MAX_NAME_LENGTH } from '../../../core/files/game-entry';
import type { ImportPlan } from '../../../core/files/plan';
import type { Problem } from '../../../core/files/problems';
import { isPlainObject } from '../../../core/input';
import { ok, type Result } from '../../../core/result';
import { type StorageError, storageError } from '../../../core/store/errors';
import type { BackupReason } from '../../../core/store/games';
import { readStoredRecord } from '../../../core/store/records';
import type { GameRecordCodec } from '../files/codecs';
import type { GameServices } from './services';

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
  const rec = isPlainObject(raw) ? raw : {};
  const text = (k: string) => (typeof rec[k] === 'string' ? rec[k] : '');
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

/** A backup as listed, with the kit and settings it holds (what a download or restore needs). */
type ReadBackup = BackupListing & { readonly kit: unknown; readonly settings: unknown };

/** Returns a backup as listed, with the stored backup it was read from. */
async function readListing(
  services: GameServices,
  codec: GameRecordCodec,
  key: string,
): Promise<Result<ReadBackup, StorageError>> {
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

/** The stored games an import or restore checks against: their ids and revisions. */
type Existing = readonly { readonly id: string; readonly revision: number }[];

/**
 * Returns the entry a restore writes: over the stored game `current` ('replace'), under its own
 * id when that is free, else under a new id marked "(restored)"; or why it cannot be restored.
 */
function restoredEntry(
  services: GameServices,
  source: GameEntry,
  current: Existing[number] | undefined,
  existing: Existing,
  how: 'new' | 'replace',
  at: string,
): Result<GameEntry, StorageError> {
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
    const revision = Math.max(current.revision, source.revision) + 1;
    return ok({ ...source, updatedAt: at, revision });
  }
  if (!current) return ok({ ...source, updatedAt: at, revision: source.revision + 1 });
  const id = services.newId(new Set(existing.map((e) => e.id)));
  const name = restoredName(source.name);
  return ok({ ...source, id, name, createdAt: at, updatedAt: at, revision: 1 });
}

/** Returns the game of a backup that can be restored, or why not (not in it, or unreadable). */
function restorable(b: ReadBackup, gameId: string): Result<GameEntry, StorageError> {
  const source = b.games.find((g) => g.id === gameId);
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
  return ok(source.entry);
}

/**
 * Returns the library's backup actions over `services`; `changed` tells other tabs and rereads
 * the list after a restore.
 */
export function gameBackups(
  services: GameServices,
  codec: GameRecordCodec,
  changed: () => Promise<void>,
) {
  const listing = (key: string) => readListing(services, codec, key);
  return {
    /** Returns every backup, newest first, with the games it holds and its size. */
    async backups(): Promise<Result<BackupListing[], StorageError>> {
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
    /** Returns a backup as an ordinary export file (importable on the Import screen). */
    async backupFile(
      key: string,
      exportedAt: string,
      app?: { readonly name: string; readonly version: string },
    ): Promise<Result<BackupFile, StorageError>> {
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
    /** Restores one game of a backup, as a new game or over the stored one. */
    async restore(
      key: string,
      gameId: string,
      how: 'new' | 'replace',
    ): Promise<Result<RestoredGame, StorageError>> {
      const b = await listing(key);
      if (!b.ok) return b;
      const source = restorable(b.value, gameId);
      if (!source.ok) return source;
      const existing = await services.store.existingForImport();
      if (!existing.ok) return existing;
      const at = services.now();
      const current = existing.value.find((e) => e.id === gameId);
      const made = restoredEntry(services, source.value, current, existing.value, how, at);
      if (!made.ok) return made;
      const entry = made.value;
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
    /** Deletes one backup to free space (it cannot be undone). */
    async deleteBackup(key: string): Promise<Result<true, StorageError>> {
      const r = await services.store.deleteBackup(key);
      return r.ok ? ok(true as const) : r;
    },
  };
}
