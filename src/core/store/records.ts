/**
 * What is stored, under which keys, and how an old stored record is upgraded. One record per
 * game holds its metadata, setup, log, cursor and optional state snapshot, so state and log
 * are always written together. A small `meta:` record per game is the home screen's index;
 * it is written in the same transaction as its game and can always be rebuilt from it.
 */
import * as v from 'valibot';
import type { GamePayload, GameRecordCodec } from '../files/codec-types';
import {
  checkGameEntry,
  envelopeOf,
  type GameEntry,
  type GameEnvelope,
  GameIdSchema,
  GameNameSchema,
  RevisionSchema,
  ScenarioNameSchema,
  TimestampSchema,
  UTC_TIMESTAMP,
} from '../files/game-entry';
import { type MigrationRegistry, runMigrations, type Upgraded } from '../files/migrations';
import { issuesToProblems, type Problem } from '../files/problems';
import { plain } from '../files/schemas';
import { gameV0Schema, upgradeGameV0 } from '../files/v0';
import { isPlainObject } from '../input';
import { ok, type Result } from '../result';
import type { KvWrite } from './backend';
import { type StorageError, storageError } from './errors';

/** The stored record envelope version this build writes. */
export const RECORD_VERSION = 1;

/** Key prefix of game records. */
export const GAME_PREFIX = 'game:';
/** Key prefix of index entries. */
export const META_PREFIX = 'meta:';
/** Key prefix of backups. */
export const BACKUP_PREFIX = 'backup:';

/** Returns the storage key of a game record. */
export const gameKey = (id: string): string => `${GAME_PREFIX}${id}`;
/** Returns the storage key of a game's index entry. */
export const metaKey = (id: string): string => `${META_PREFIX}${id}`;

/** A game as stored: the export entry plus the record envelope version. */
export type StoredGame<P extends GamePayload = GamePayload> = GameEntry<P> & {
  readonly recordVersion: typeof RECORD_VERSION;
};

/** One line of the home screen's list of games: a game's envelope and where its log stands. */
export interface GameSummary extends GameEnvelope {
  readonly logLength: number;
  readonly cursor: number;
}

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Schema of an index entry as stored. */
export const StoredSummarySchema = plain(
  v.strictObject({
    recordVersion: v.literal(RECORD_VERSION),
    id: GameIdSchema,
    name: v.string(),
    scenario: v.string(),
    turn: Count,
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
    revision: v.pipe(Count, v.minValue(1)),
    logLength: Count,
    cursor: Count,
  }),
);

/** Returns the index entry of a game. */
export function summaryOf(g: GameEntry): GameSummary {
  return { ...envelopeOf(g), logLength: g.log.length, cursor: g.cursor };
}

/** Returns the stored form of a checked entry. */
export function toStored<P extends GamePayload>(entry: GameEntry<P>): StoredGame<P> {
  return { recordVersion: RECORD_VERSION, ...entry };
}

/**
 * Schema of a stored game record written by the pre-release build (envelope version 0): the
 * version 0 game (its optional rules `flags`) with its id and the component kit it was played with.
 */
export const storedGameV0Schema = (flags: readonly string[] | undefined) =>
  v.strictObject({
    id: GameIdSchema,
    ...gameV0Schema(flags).entries,
    kit: v.optional(v.unknown()),
  });

/** Upgrade steps of the stored record envelope, for games whose v0 optional rules are `flags`. */
export const recordMigrations = (flags: readonly string[] | undefined): MigrationRegistry => [
  {
    from: 0,
    describe: 'pre-release game record reshaped like a version 1 entry',
    up(data) {
      const r = v.safeParse(storedGameV0Schema(flags), data);
      if (!r.success) {
        return { ok: false, error: [{ path: '', message: 'not a pre-release game record' }] };
      }
      const { id, kit, ...game } = r.output;
      const entry = upgradeGameV0(id, game, '', kit);
      return entry.ok ? ok({ recordVersion: 1, ...entry.value }) : entry;
    },
  },
];

/** Returns the envelope version of a stored record (0 for the pre-release shape), or null. */
export function recordVersionOf(raw: unknown): number | null {
  if (!isPlainObject(raw)) return null;
  if (typeof raw.recordVersion === 'number') return raw.recordVersion;
  if ('title' in raw && 'actions' in raw) return 0;
  return null;
}

/**
 * A stored record read back: the checked game at the current versions, and the upgrade steps
 * applied in memory (record, then payload); any step means the stored record is outdated.
 */
export interface ReadRecord<P extends GamePayload = GamePayload> extends Upgraded {
  readonly game: StoredGame<P>;
}

/** Returns a stored record checked and upgraded (in memory) to the current versions, or its problems. */
export function readStoredRecord<P extends GamePayload>(
  raw: unknown,
  codec: GameRecordCodec<P>,
): Result<ReadRecord<P>, Problem[]> {
  const version = recordVersionOf(raw);
  if (version === null) {
    return { ok: false, error: [{ path: '', message: 'not a game record' }] };
  }
  const upgraded = runMigrations(
    recordMigrations(codec.v0OptionFlags),
    version,
    RECORD_VERSION,
    raw,
    'record',
  );
  if (!upgraded.ok) return upgraded;
  const { recordVersion: _v, ...entry } = upgraded.value.value as Record<string, unknown>;
  const checked = checkGameEntry(entry, codec);
  if (!checked.ok) return checked;
  return ok({
    game: toStored(checked.value.entry),
    steps: [...upgraded.value.steps, ...checked.value.steps],
  });
}

/** Returns the revision a raw stored record claims (0 when absent or unreadable). */
export function storedRevisionOf(raw: unknown): number {
  if (!isPlainObject(raw)) return 0;
  if (typeof raw.revision === 'number') return raw.revision;
  // Pre-release records count one write for creation plus one per action (see upgradeGameV0).
  if (recordVersionOf(raw) === 0 && Array.isArray(raw.actions)) return raw.actions.length + 1;
  return 0;
}

/** Returns the later of two UTC timestamps (they compare as text); a clock set back never makes updatedAt earlier. */
export function laterOf(a: string, b: string): string {
  return a < b ? b : a;
}

/** Returns why `at` is refused (not a UTC ISO timestamp), or null. */
export function checkAt(at: string): StorageError | null {
  return UTC_TIMESTAMP.test(at)
    ? null
    : storageError('storage.invalid', `The time ${JSON.stringify(at)} is not a UTC ISO timestamp.`);
}

/** Returns the writes that store a game record and its home-screen index entry. */
export function putGame(game: StoredGame): KvWrite[] {
  return [
    { op: 'put', key: gameKey(game.id), value: game },
    {
      op: 'put',
      key: metaKey(game.id),
      value: { recordVersion: RECORD_VERSION, ...summaryOf(game) },
    },
  ];
}

/** Returns the writes that delete a game record and its index entry. */
export function deleteGameWrites(id: string): KvWrite[] {
  return [
    { op: 'delete', key: gameKey(id) },
    { op: 'delete', key: metaKey(id) },
  ];
}

/** The envelope fields of a current stored record. */
const StoredEnvelopeSchema = plain(
  v.looseObject({
    recordVersion: v.literal(RECORD_VERSION),
    name: GameNameSchema,
    scenario: ScenarioNameSchema,
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
    revision: RevisionSchema,
  }),
);

/** Returns the envelope fields of a current stored record (its payload is not re-checked), or problems. */
export function readStoredEnvelope(
  raw: unknown,
): Result<{ name: string; scenario: string; createdAt: string; updatedAt: string }, Problem[]> {
  const r = v.safeParse(StoredEnvelopeSchema, raw);
  return r.success ? ok(r.output) : { ok: false, error: issuesToProblems(r.issues) };
}

/** Returns the export entry of a stored game (without the record envelope version). */
export function entryOf<P extends GamePayload>(game: StoredGame<P>): GameEntry<P> {
  const { recordVersion: _v, ...entry } = game;
  return entry;
}

/** True when a stored record was written by an earlier version (its envelope or payload). */
export function isOutdated(raw: unknown, codec: GameRecordCodec): boolean {
  if (typeof raw !== 'object' || raw === null) return false;
  const r = raw as { recordVersion?: unknown; schemaVersion?: unknown };
  return r.recordVersion !== RECORD_VERSION || r.schemaVersion !== codec.schemaVersion;
}
