/**
 * The game store's own steps, under every operation games.ts groups: a storage call retried once
 * on a lost connection, the check of an entry before it is written, reading one game, finding
 * a backup and an import that already landed, and the listing. Split from games.ts so each
 * group of operations there stays one idea.
 */

import * as v from 'valibot';
import { canonicalJson } from '../files/canonical';
import type { GamePayload, GameRecordCodec } from '../files/codec-types';
import { checkGameEntry, type GameEntry } from '../files/game-entry';
import type { Problem } from '../files/problems';
import { ok, type Result } from '../result';
import type { GameProgress, ListedGame } from './api';
import type { KvBackend } from './backend';
import { BackupSchema } from './backups';
import {
  classifyStorageError,
  isConnectionLost,
  type StorageError,
  type StorageErrorCode,
  storageError,
} from './errors';
import { pacer } from './pace';
import {
  BACKUP_PREFIX,
  GAME_PREFIX,
  type GameSummary,
  gameKey,
  META_PREFIX,
  metaKey,
  type ReadRecord,
  readStoredRecord,
  type StoredGame,
  StoredSummarySchema,
  storedRevisionOf,
  summaryOf,
} from './records';

/** A failed result carrying the StorageError that `storageError` builds from the same arguments. */
export function refused<T>(...args: Parameters<typeof storageError>): Result<T, StorageError> {
  return { ok: false, error: storageError(...args) };
}

/** `r` as it is, or its problems inside the StorageError `code` with `message`. */
export function orRefused<T>(
  r: Result<T, readonly Problem[]>,
  code: StorageErrorCode,
  message: string,
): Result<T, StorageError> {
  return r.ok ? r : refused(code, message, { problems: r.error });
}

/** Thrown inside a decision to abort it with a StorageError (never escapes the store). */
export class AbortedWrite {
  constructor(readonly error: StorageError) {}
}

/** The refusal of a write over a stored game that no longer reads back (left as it is). */
export function damaged(problems: readonly Problem[]): AbortedWrite {
  return new AbortedWrite(
    storageError('storage.corrupt', 'The stored game is damaged; it was left untouched.', {
      problems,
    }),
  );
}

/** The store's own steps, shared by every group of its operations. */
export interface StoreSteps<P extends GamePayload> {
  readonly backend: KvBackend;
  readonly codec: GameRecordCodec<P>;
  guarded<T>(
    during: 'read' | 'write',
    op: (retry: boolean) => Promise<Result<T, StorageError>>,
  ): Promise<Result<T, StorageError>>;
  validateEntry(entry: GameEntry): Result<GameEntry<P>, StorageError>;
  validateWrite(
    head: { readonly id: string; readonly name: string; readonly scenario: string },
    revision: number,
    progress: GameProgress<P>,
    at: string,
  ): Result<GameEntry<P>, StorageError>;
  readOne(id: string): Promise<Result<ReadRecord<P>, StorageError>>;
  backupHolding(stem: string, ids: readonly string[]): Promise<string | null>;
  importLanded(
    added: readonly StoredGame<P>[],
    expected: ReadonlyMap<string, number>,
    removed: readonly string[],
  ): Promise<boolean>;
  listAll(): Promise<ListedGame[]>;
}

/** Returns the steps of a store over `backend` checking payloads with `codec`. */
export function storeSteps<P extends GamePayload>(
  backend: KvBackend,
  codec: GameRecordCodec<P>,
): StoreSteps<P> {
  /**
   * Runs a storage operation; on a lost connection reopens and retries exactly once. The
   * operation is told when it is the retry: its first attempt may have committed with only
   * the success lost, and it must then recognise its own write rather than refuse it.
   */
  async function guarded<T>(
    during: 'read' | 'write',
    op: (retry: boolean) => Promise<Result<T, StorageError>>,
  ): Promise<Result<T, StorageError>> {
    const attempt = async (retry: boolean): Promise<Result<T, StorageError>> => {
      try {
        return await op(retry);
      } catch (e) {
        if (e instanceof AbortedWrite) return { ok: false, error: e.error };
        throw e;
      }
    };
    try {
      return await attempt(false);
    } catch (first) {
      if (!isConnectionLost(first))
        return { ok: false, error: classifyStorageError(first, during) };
      backend.reopen();
      try {
        return await attempt(true);
      } catch (second) {
        return { ok: false, error: classifyStorageError(second, during) };
      }
    }
  }

  function validateEntry(entry: GameEntry): Result<GameEntry<P>, StorageError> {
    const checked = orRefused(
      checkGameEntry(entry, codec),
      'storage.invalid',
      'The game could not be saved because its data is not valid (a bug: please report it).',
    );
    return checked.ok ? ok(checked.value.entry) : checked;
  }

  /** Checks the entry that writing `progress` at `at` stores as revision `revision` of `head`. */
  function validateWrite(
    head: { readonly id: string; readonly name: string; readonly scenario: string },
    revision: number,
    progress: GameProgress<P>,
    at: string,
  ): Result<GameEntry<P>, StorageError> {
    return validateEntry({
      id: head.id,
      name: head.name,
      scenario: head.scenario,
      turn: progress.turn,
      createdAt: at,
      updatedAt: at,
      revision,
      schemaVersion: codec.schemaVersion,
      cursor: progress.cursor,
      setup: progress.setup,
      log: progress.log,
      ...(progress.state !== undefined ? { state: progress.state } : {}),
    });
  }

  async function readOne(id: string): Promise<Result<ReadRecord<P>, StorageError>> {
    const raw = await backend.get(gameKey(id));
    if (raw === undefined) {
      return refused('storage.notFound', 'That game is not stored (deleted?).');
    }
    return orRefused(
      readStoredRecord(raw, codec),
      'storage.corrupt',
      'This saved game is damaged and cannot be opened. It has been left untouched; export a backup file and report the problem.',
    );
  }

  /** Returns the newest backup key under `stem` whose games are exactly `ids`, or null. */
  async function backupHolding(stem: string, ids: readonly string[]): Promise<string | null> {
    const keys = (await backend.keys(BACKUP_PREFIX)).filter((k) => k.startsWith(stem)).reverse();
    const want = canonicalJson([...ids].sort());
    for (const k of keys) {
      const b = v.safeParse(BackupSchema, await backend.get(k));
      if (!b.success) continue;
      const held = b.output.games.map((g) => (g as { id?: unknown } | null)?.id);
      if (canonicalJson([...held].sort()) === want) return k;
    }
    return null;
  }

  /**
   * Returns true when the stored games are exactly what applying an import leaves: its games
   * stored as it writes them, the removed ones gone, the others as planned.
   */
  async function importLanded(
    added: readonly StoredGame<P>[],
    expected: ReadonlyMap<string, number>,
    removed: readonly string[],
  ): Promise<boolean> {
    const stored = new Set(
      (await backend.keys(GAME_PREFIX)).map((k) => k.slice(GAME_PREFIX.length)),
    );
    const want = new Set([...expected.keys()].filter((id) => !removed.includes(id)));
    for (const g of added) want.add(g.id);
    if (stored.size !== want.size || [...want].some((id) => !stored.has(id))) return false;
    for (const g of added) {
      if (canonicalJson(await backend.get(gameKey(g.id))) !== canonicalJson(g)) return false;
    }
    return true;
  }
  return {
    backend,
    codec,
    guarded,
    validateEntry,
    validateWrite,
    readOne,
    backupHolding,
    importLanded,
    listAll: () => listAll(backend, codec),
  };
}

/** Lists every stored game: from its index entry, else derived from the record itself. */
async function listAll<P extends GamePayload>(
  backend: KvBackend,
  codec: GameRecordCodec<P>,
): Promise<ListedGame[]> {
  const metas = await backend.entries(META_PREFIX);
  const gameIds = (await backend.keys(GAME_PREFIX)).map((k) => k.slice(GAME_PREFIX.length));
  const summaries = new Map<string, GameSummary>();
  const pause = pacer();
  for (const [key, value] of metas) {
    await pause();
    const r = v.safeParse(StoredSummarySchema, value);
    if (r.success && key === metaKey(r.output.id)) {
      const { recordVersion: _v, ...s } = r.output;
      summaries.set(s.id, s);
    }
  }
  const out: ListedGame[] = [];
  for (const id of gameIds) {
    const s = summaries.get(id);
    if (s) {
      out.push({ ...s, status: 'ok' });
      continue;
    }
    // No usable index entry (pre-release record, or damaged): derive it from the record.
    const raw = await backend.get(gameKey(id));
    const r = readStoredRecord(raw, codec);
    if (r.ok) {
      out.push({
        ...summaryOf(r.value.game),
        status: r.value.steps.length > 0 ? 'outdated' : 'ok',
      });
    } else {
      out.push({
        id,
        name: `Damaged game ${id}`,
        scenario: '?',
        turn: 0,
        createdAt: '',
        updatedAt: '',
        revision: storedRevisionOf(raw),
        logLength: 0,
        cursor: 0,
        status: 'corrupt',
        problems: r.error,
      });
    }
  }
  return out.sort((a, b) =>
    a.updatedAt === b.updatedAt ? a.name.localeCompare(b.name) : a.updatedAt < b.updatedAt ? 1 : -1,
  );
}
