/**
 * The game store: games with their logs in IndexedDB (or any KvBackend), each write one
 * transaction that resolves only once committed. Every write of a game carries the revision
 * it was based on and is refused inside the transaction if the stored revision moved, so no
 * interleaving of two tabs (or a lost takeover) can overwrite an acknowledged action.
 * Backups are written in the same transaction before a migration, a replacing import and a
 * deletion. No clock is read: callers pass `at` (an ISO UTC timestamp).
 */

import * as v from 'valibot';
import { canonicalJson } from '../files/canonical';
import type { GamePayload, GameRecordCodec } from '../files/codec-types';
import type { GameEntry } from '../files/game-entry';
import { issuesToProblems, type Problem } from '../files/problems';
import { ok, type Result } from '../result';
import type { GameStore, ImportOutcome, ListedGame, MigrationReport } from './api';
import type { KvBackend, KvWrite } from './backend';
import {
  type Backup,
  type BackupInfo,
  BackupSchema,
  backupWrites,
  parseBackupKey,
} from './backups';
import { type StorageError, storageError } from './errors';
import { clearPendingImport, pendingImportWrites, readPendingImport } from './journal';
import { pacer } from './pace';
import {
  BACKUP_PREFIX,
  checkAt,
  deleteGameWrites,
  entryOf,
  GAME_PREFIX,
  gameKey,
  isOutdated,
  laterOf,
  putGame,
  readStoredEnvelope,
  readStoredRecord,
  type StoredGame,
  storedRevisionOf,
  summaryOf,
  toStored,
} from './records';

import { AbortedWrite, damaged, refused, type StoreSteps, storeSteps } from './steps';

export type { GameProgress, GameStore, ImportOutcome, ListedGame, MigrationReport } from './api';
export { type BackupReason, MAX_BACKUPS } from './backups';

/** Creating, saving and renaming a game: each write checked against the stored revision. */
function writeOps<P extends GamePayload>(
  s: StoreSteps<P>,
): Pick<GameStore<P>, 'createGame' | 'saveGame' | 'renameGame'> {
  const { backend, codec, guarded, validateEntry, validateWrite } = s;
  return {
    createGame: (draft, at) =>
      guarded('write', async () => {
        const badAt = checkAt(at);
        if (badAt) return { ok: false, error: badAt };
        const entry = validateWrite(draft, 1, draft, at);
        if (!entry.ok) return entry;
        const game = toStored(entry.value);
        return backend.atomic({ keys: [gameKey(draft.id)] }, (view) => {
          const stored = view.get(gameKey(draft.id));
          // A retry after a commit whose success was lost finds its own game: accept it.
          if (stored !== undefined && canonicalJson(stored) === canonicalJson(game))
            return { writes: [], result: ok(game) };
          if (stored !== undefined) {
            throw new AbortedWrite(
              storageError('storage.exists', `A game with id ${draft.id} already exists.`),
            );
          }
          return { writes: putGame(game), result: ok(game) };
        });
      }),

    saveGame: (write, at) =>
      guarded('write', async () => {
        const badAt = checkAt(at);
        if (badAt) return { ok: false, error: badAt };
        // The new payload is checked before the transaction (keeping it short); inside it only
        // the stored envelope is read, fully checked when it is outdated and must be upgraded.
        const checked = validateWrite(
          { id: write.id, name: 'checked', scenario: 'checked' },
          write.expectedRevision + 1,
          write,
          at,
        );
        if (!checked.ok) return checked;
        const key = gameKey(write.id);
        return backend.atomic({ keys: [key], prefixes: [BACKUP_PREFIX] }, (view) => {
          const raw = view.get(key);
          if (raw === undefined) {
            throw new AbortedWrite(
              storageError(
                'storage.conflict',
                'This game no longer exists here (deleted or replaced in another tab); your last action was not saved.',
              ),
            );
          }
          const outdated = isOutdated(raw, codec);
          const base = outdated ? readStoredRecord(raw, codec) : readStoredEnvelope(raw);
          if (!base.ok) {
            throw damaged(base.error);
          }
          const b = 'game' in base.value ? base.value.game : base.value;
          const game: StoredGame<P> = toStored({
            ...checked.value,
            name: b.name,
            scenario: b.scenario,
            createdAt: b.createdAt,
            updatedAt: laterOf(at, b.updatedAt),
          });
          const storedRevision = storedRevisionOf(raw);
          if (storedRevision !== write.expectedRevision) {
            // A retry after a commit whose success was not reported finds its own write: accept
            // it. It is recognised by content (revision, setup, log, cursor...), not by its time:
            // the player's Retry after two lost connections comes later, with a later `at`.
            const landed = { ...game, updatedAt: b.updatedAt };
            if (canonicalJson(raw) === canonicalJson(landed))
              return { writes: [], result: ok(landed) };
            throw new AbortedWrite(
              storageError(
                'storage.conflict',
                `This game was changed elsewhere (stored revision ${storedRevision}, this tab had ${write.expectedRevision}). It has been reloaded; your last action was not saved.`,
              ),
            );
          }
          const writes: KvWrite[] = [];
          if (outdated) {
            writes.push(...backupWrites(view, { at, reason: 'migrate', games: [raw] }).writes);
          }
          writes.push(...putGame(game));
          return { writes, result: ok(game) };
        });
      }),

    renameGame: (id, name, at) =>
      guarded('write', async () => {
        const badAt = checkAt(at);
        if (badAt) return { ok: false, error: badAt };
        const key = gameKey(id);
        return backend.atomic({ keys: [key], prefixes: [BACKUP_PREFIX] }, (view) => {
          const raw = view.get(key);
          if (raw === undefined) {
            throw new AbortedWrite(
              storageError('storage.notFound', 'That game is not stored (deleted?).'),
            );
          }
          const current = readStoredRecord(raw, codec);
          if (!current.ok) {
            throw damaged(current.error);
          }
          const entry = validateEntry({
            ...entryOf(current.value.game),
            name: name.trim(),
            updatedAt: laterOf(at, current.value.game.updatedAt),
          });
          if (!entry.ok) {
            throw new AbortedWrite(
              storageError(
                'storage.invalid',
                `The name is not usable: ${entry.error.problems?.[0]?.message ?? ''}`,
                {
                  problems: entry.error.problems ?? [],
                },
              ),
            );
          }
          const game = toStored(entry.value);
          const writes: KvWrite[] = [];
          if (isOutdated(raw, codec)) {
            writes.push(...backupWrites(view, { at, reason: 'migrate', games: [raw] }).writes);
          }
          writes.push(...putGame(game));
          return { writes, result: ok(summaryOf(game)) };
        });
      }),
  };
}

/** Duplicating, deleting (with a backup first) and migrating stored games. */
function copyOps<P extends GamePayload>(
  s: StoreSteps<P>,
): Pick<GameStore<P>, 'duplicateGame' | 'deleteGame' | 'migrateAll'> {
  const { backend, codec, guarded, validateEntry, readOne, backupHolding } = s;
  return {
    duplicateGame: (id, newId, name, at) =>
      guarded('write', async () => {
        const badAt = checkAt(at);
        if (badAt) return { ok: false, error: badAt };
        const source = await readOne(id);
        if (!source.ok) return source;
        const entry = validateEntry({
          ...entryOf(source.value.game),
          id: newId,
          name,
          createdAt: at,
          updatedAt: at,
          revision: 1,
        });
        if (!entry.ok) return entry;
        const game = toStored(entry.value);
        return backend.atomic({ keys: [gameKey(newId)] }, (view) => {
          if (view.get(gameKey(newId)) !== undefined) {
            throw new AbortedWrite(
              storageError('storage.exists', `A game with id ${newId} already exists.`),
            );
          }
          return { writes: putGame(game), result: ok(game) };
        });
      }),

    deleteGame: (id, at, options = {}) =>
      guarded('write', async (retry) => {
        const badAt = checkAt(at);
        if (badAt) return { ok: false, error: badAt };
        const key = gameKey(id);
        if (retry && (await backend.get(key)) === undefined) {
          // The first attempt may have committed with its success lost: the game is gone, and
          // with a backup asked for, its backup (this time, this game) must be there.
          if (options.backup === false) return ok({ backupKey: null });
          const mine = await backupHolding(`${BACKUP_PREFIX}${at}:delete:`, [id]);
          if (mine) return ok({ backupKey: mine });
        }
        return backend.atomic({ keys: [key], prefixes: [BACKUP_PREFIX] }, (view) => {
          const raw = view.get(key);
          if (raw === undefined) {
            throw new AbortedWrite(
              storageError('storage.notFound', 'That game is not stored (deleted?).'),
            );
          }
          if (
            options.expectedRevision !== undefined &&
            storedRevisionOf(raw) !== options.expectedRevision
          ) {
            throw new AbortedWrite(
              storageError(
                'storage.conflict',
                'This game changed in another tab since you chose to delete it; it was not deleted.',
              ),
            );
          }
          const writes: KvWrite[] = [];
          let backupKey: string | null = null;
          if (options.backup !== false) {
            const b = backupWrites(view, { at, reason: 'delete', games: [raw] });
            backupKey = b.key;
            writes.push(...b.writes);
          }
          writes.push(...deleteGameWrites(id));
          return { writes, result: ok({ backupKey }) };
        });
      }),

    migrateAll: (at) =>
      guarded('write', async (): Promise<Result<MigrationReport, StorageError>> => {
        const badAt = checkAt(at);
        if (badAt) return { ok: false, error: badAt };
        const keys = await backend.keys(GAME_PREFIX);
        const originals = new Map<string, unknown>();
        const upgraded: StoredGame<P>[] = [];
        const failed: Array<{ id: string; problems: readonly Problem[] }> = [];
        const steps: string[] = [];
        for (const key of keys) {
          const raw = await backend.get(key);
          if (!isOutdated(raw, codec)) continue;
          const r = readStoredRecord(raw, codec);
          const id = key.slice(GAME_PREFIX.length);
          if (!r.ok) {
            failed.push({ id, problems: r.error });
            continue;
          }
          if (r.value.steps.length === 0) continue;
          originals.set(key, raw);
          upgraded.push(r.value.game);
          steps.push(...r.value.steps.map((s) => `${id}: ${s}`));
        }
        if (upgraded.length === 0) {
          return ok({ migrated: [], failed, backupKey: null, steps: [] });
        }
        return backend.atomic(
          { keys: [...originals.keys()], prefixes: [BACKUP_PREFIX] },
          (view) => {
            for (const [key, raw] of originals) {
              if (canonicalJson(view.get(key)) !== canonicalJson(raw)) {
                throw new AbortedWrite(
                  storageError(
                    'storage.conflict',
                    'A game changed while it was being upgraded; try again.',
                    {
                      retryable: true,
                    },
                  ),
                );
              }
            }
            const b = backupWrites(view, { at, reason: 'migrate', games: [...originals.values()] });
            const writes = [...b.writes, ...upgraded.flatMap((g) => putGame(g))];
            return {
              writes,
              result: ok({ migrated: upgraded.map((g) => g.id), failed, backupKey: b.key, steps }),
            };
          },
        );
      }),
  };
}

/** Exporting games, and importing a file: the plan, then its writes with a backup. */
function importOps<P extends GamePayload>(
  s: StoreSteps<P>,
): Pick<GameStore<P>, 'exportGames' | 'existingForImport' | 'applyImport'> {
  const { backend, codec, guarded, validateEntry, readOne, backupHolding, importLanded, listAll } =
    s;
  return {
    exportGames: (ids) =>
      guarded('read', async () => {
        const listed = await listAll();
        const wanted = ids ? listed.filter((g) => ids.includes(g.id)) : listed;
        const games: GameEntry<P>[] = [];
        const skipped: ListedGame[] = [];
        for (const s of wanted) {
          const r = await readOne(s.id);
          if (r.ok) games.push(entryOf(r.value.game));
          else skipped.push({ ...s, status: 'corrupt' });
        }
        return ok({ games, skipped });
      }),

    existingForImport: () =>
      guarded('read', async () => {
        const keys = await backend.keys(GAME_PREFIX);
        const out: Array<{ id: string; revision: number; entry: GameEntry | null }> = [];
        for (const key of keys) {
          const raw = await backend.get(key);
          const r = readStoredRecord(raw, codec);
          const entry: GameEntry | null = r.ok ? entryOf(r.value.game) : null;
          out.push({ id: key.slice(GAME_PREFIX.length), revision: storedRevisionOf(raw), entry });
        }
        return ok(out);
      }),

    applyImport: (plan, at, current = {}, options = {}) =>
      guarded('write', async (retry) => {
        const badAt = checkAt(at);
        if (badAt) return { ok: false, error: badAt };
        const expected = new Map(plan.expected.map((e) => [e.id, e.revision]));
        const checked: StoredGame<P>[] = [];
        const pause = pacer();
        for (const g of plan.add) {
          await pause();
          const e = validateEntry(g);
          if (!e.ok) return e;
          // A game replaced under its own id gets a revision above the stored one (checked in
          // the transaction below), so a tab still playing the replaced game can never save
          // over it: its next save is refused as a conflict and it reloads the imported game.
          const was = plan.remove.includes(g.id) ? expected.get(g.id) : undefined;
          const revision =
            was === undefined ? e.value.revision : Math.max(e.value.revision, was + 1);
          checked.push(toStored({ ...e.value, revision }));
        }
        const addKeys = checked.map((g) => gameKey(g.id));
        const removeKeys = plan.remove.map(gameKey);
        const watched = [...expected.keys()].map(gameKey);
        const outcome = (backupKey: string | null): ImportOutcome => ({
          added: checked.map((g) => g.id),
          removed: [...plan.remove],
          backupKey,
        });
        const replacing =
          plan.remove.length > 0 ||
          (plan.mode === 'replace' && (plan.kit === 'take' || plan.settings === 'take'));
        if (retry) {
          // The first attempt may have committed with its success lost: recognise the games
          // exactly as it would have left them (and its backup), and report the import done.
          const landed = await importLanded(checked, expected, plan.remove);
          if (landed) {
            const backupKey = replacing
              ? await backupHolding(`${BACKUP_PREFIX}${at}:import-replace:`, plan.remove)
              : null;
            if (!replacing || backupKey) return ok(outcome(backupKey));
          }
        }
        // Only the stored games are read (for their revisions): whether an added id is taken
        // is read from the key list, so adding thousands of games reads none of them.
        const removing = new Set(removeKeys);
        return backend.atomic({ keys: watched, prefixes: [GAME_PREFIX, BACKUP_PREFIX] }, (view) => {
          const storedKeys = view.keysWithPrefix(GAME_PREFIX);
          const stored = new Set(storedKeys);
          const changed =
            storedKeys.length !== expected.size ||
            storedKeys.some((k) => !expected.has(k.slice(GAME_PREFIX.length))) ||
            watched.some(
              (k) => storedRevisionOf(view.get(k)) !== expected.get(k.slice(GAME_PREFIX.length)),
            ) ||
            addKeys.some((k) => stored.has(k) && !removing.has(k));
          if (changed) {
            throw new AbortedWrite(
              storageError(
                'storage.conflict',
                options.what === 'restore'
                  ? 'Games changed in another tab while you were choosing what to restore; nothing was restored. Look at the game and the backup again.'
                  : 'Games changed in another tab while you were reviewing the import; nothing was imported. Review it again.',
              ),
            );
          }
          const writes: KvWrite[] = [];
          let backupKey: string | null = null;
          if (replacing) {
            const b = backupWrites(
              view,
              {
                at,
                reason: 'import-replace',
                games: removeKeys.map((k) => view.get(k)),
                ...(current.kit !== undefined ? { kit: current.kit } : {}),
                ...(current.settings !== undefined ? { settings: current.settings } : {}),
              },
              options.keep,
            );
            backupKey = b.key;
            writes.push(...b.writes);
          }
          for (const id of plan.remove) writes.push(...deleteGameWrites(id));
          for (const g of checked) writes.push(...putGame(g));
          writes.push(...pendingImportWrites(plan, at));
          return { writes, result: ok(outcome(backupKey)) };
        });
      }),
  };
}

/** The pending-import journal and the stored backups. */
function backupOps<P extends GamePayload>(
  s: StoreSteps<P>,
): Pick<
  GameStore<P>,
  'pendingImport' | 'clearPendingImport' | 'listBackups' | 'readBackup' | 'deleteBackup'
> {
  const { backend, guarded } = s;
  return {
    pendingImport: () => guarded('read', async () => ok(await readPendingImport(backend))),

    clearPendingImport: (at) =>
      guarded('write', async () => ok(await clearPendingImport(backend, at))),

    listBackups: () =>
      guarded('read', async () => {
        const keys = await backend.keys(BACKUP_PREFIX);
        const infos = keys.map(parseBackupKey).filter((b): b is BackupInfo => b !== null);
        return ok(infos.sort((a, b) => (a.key < b.key ? 1 : -1)));
      }),

    readBackup: (key) =>
      guarded('read', async () => {
        const value = await backend.get(key);
        const info = parseBackupKey(key);
        if (value === undefined || info === null) {
          return refused('storage.notFound', 'That backup is not stored.');
        }
        const r = v.safeParse(BackupSchema, value);
        if (!r.success) {
          return refused('storage.corrupt', 'That backup is damaged.', {
            problems: issuesToProblems(r.issues),
          });
        }
        return ok(r.output as Backup);
      }),

    deleteBackup: (key) =>
      guarded('write', async () => {
        if (!parseBackupKey(key)) {
          return refused('storage.notFound', 'That backup is not stored.');
        }
        return backend.atomic({}, () => ({
          writes: [{ op: 'delete', key }],
          result: ok(undefined),
        }));
      }),
  };
}

/** Returns a game store over `backend`, checking game payloads with `codec`. */
export function createGameStore<P extends GamePayload>(
  backend: KvBackend,
  codec: GameRecordCodec<P>,
): GameStore<P> {
  const s = storeSteps(backend, codec);
  return {
    listGames: () => s.guarded('read', async () => ok(await s.listAll())),

    loadGame: (id) => s.guarded('read', () => s.readOne(id)),

    ...writeOps(s),
    ...copyOps(s),
    ...importOps(s),
    ...backupOps(s),
  };
}
