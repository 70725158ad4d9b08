/**
 * The game entry: one game with its log, as written in an export file and (with a
 * recordVersion) as stored in IndexedDB. The envelope fields belong to storage; `setup`,
 * `log` and `state` belong to the game engine and are checked by its GameRecordCodec.
 */
import * as v from 'valibot';
import { isPrototypeName } from '../input';
import { ok, type Result } from '../result';
import type { GamePayload, GameRecordCodec } from './codec-types';
import { runMigrations, type Upgraded } from './migrations';
import { issuesToProblems, type Problem, prefixProblems } from './problems';
import { plain } from './schemas';

/** Game ids: 1-64 of letters, digits, '-' and '_' (they appear in storage keys and lock names). */
export const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** UTC timestamps as Date#toISOString writes them; they sort as text, which backups rely on. */
export const UTC_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
/** Longest game name kept. */
export const MAX_NAME_LENGTH = 100;

/**
 * Schema of a game id. A prototype name (`__proto__`, `constructor`, ...) fits GAME_ID's letters
 * but is never an id: games are looked up by id in plain objects, where such a name reaches
 * Object.prototype instead of a game.
 */
export const GameIdSchema = v.pipe(
  v.string(),
  v.regex(GAME_ID, "expected an id of 1-64 letters, digits, '-' or '_'"),
  v.check(
    (id) => !isPrototypeName(id),
    (i) => `expected an id that is not a name every object has, got ${JSON.stringify(i.input)}`,
  ),
);
/** Returns true when a text shaped like UTC_TIMESTAMP names a real calendar instant (no month 13, no 25:00). */
export function isRealInstant(text: string): boolean {
  const ms = Date.parse(text);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 19) === text.slice(0, 19);
}

/** Schema of a UTC timestamp: the shape Date#toISOString writes, and a real calendar instant. */
export const TimestampSchema = v.pipe(
  v.string(),
  v.regex(UTC_TIMESTAMP, 'expected a UTC timestamp like 2026-03-01T10:00:00.000Z'),
  v.check(
    isRealInstant,
    'expected a real date and time (month 1-12, day in the month, 00:00-23:59)',
  ),
);
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));

/** Schema of a game name: not blank, at most MAX_NAME_LENGTH characters. */
export const GameNameSchema = v.pipe(
  v.string(),
  v.check((s) => s.trim().length > 0, 'expected a name, got an empty one'),
  v.maxLength(MAX_NAME_LENGTH),
);
/** Schema of a scenario name (the engine's codec checks it is one it knows). */
export const ScenarioNameSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(32));
/** Schema of a revision: a whole number from 1. */
export const RevisionSchema = v.pipe(Count, v.minValue(1));

/**
 * The highest revision a file may bring in: every save adds one, so a game taken at this
 * revision can still be saved 2^32 times before its revision would leave the whole numbers a
 * double holds exactly (Number.MAX_SAFE_INTEGER); a higher one would make every save fail.
 */
export const MAX_IMPORTED_REVISION = Number.MAX_SAFE_INTEGER - 2 ** 32;

/** Schema of the envelope of a game entry (payload fields only checked to be present). */
export const GameEntrySchema = plain(
  v.strictObject({
    id: GameIdSchema,
    name: GameNameSchema,
    scenario: ScenarioNameSchema,
    turn: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
    /** Increases by one on every write; saves are accepted only against the revision they read. */
    revision: RevisionSchema,
    /** Version of setup/log/state, owned by the game engine's codec. */
    schemaVersion: Count,
    /** Undo cursor: the number of log entries in effect (entries beyond it are redoable). */
    cursor: Count,
    setup: v.unknown(),
    log: v.array(v.unknown()),
    state: v.optional(v.unknown()),
  }),
);

/** The fields storage keeps about a game beside its payload: the export entry's envelope. */
export interface GameEnvelope {
  readonly id: string;
  readonly name: string;
  readonly scenario: string;
  readonly turn: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly revision: number;
}

/** A game with its log and metadata, as exported and (plus recordVersion) stored. */
export interface GameEntry<P extends GamePayload = GamePayload> extends GameEnvelope {
  readonly schemaVersion: number;
  readonly cursor: number;
  readonly setup: P['setup'];
  readonly log: P['log'];
  readonly state?: P['state'];
}

/** Returns exactly the envelope fields of `g`, so a record's other fields stay out. */
export function envelopeOf(g: GameEnvelope): GameEnvelope {
  return {
    id: g.id,
    name: g.name,
    scenario: g.scenario,
    turn: g.turn,
    createdAt: g.createdAt,
    updatedAt: g.updatedAt,
    revision: g.revision,
  };
}

/**
 * Returns exactly the fields of a game entry, so a stored record's extra fields (recordVersion)
 * stay out; a state left undefined is left out.
 */
export function gameEntryOf<P extends GamePayload>(g: GameEntry<P>): GameEntry<P> {
  return {
    ...envelopeOf(g),
    schemaVersion: g.schemaVersion,
    cursor: g.cursor,
    setup: g.setup,
    log: g.log,
    ...(g.state !== undefined ? { state: g.state } : {}),
  };
}

/** The outcome of checking one game entry: the entry at the current payload version and the payload's upgrade steps. */
export interface CheckedGameEntry<P extends GamePayload = GamePayload> extends Upgraded {
  readonly entry: GameEntry<P>;
}

/**
 * Returns the game entry checked (envelope by schema, payload by the codec after upgrading it
 * to the codec's version), or every problem found, each with a path relative to the entry.
 */
export function checkGameEntry<P extends GamePayload>(
  raw: unknown,
  codec: GameRecordCodec<P>,
): Result<CheckedGameEntry<P>, Problem[]> {
  const env = v.safeParse(GameEntrySchema, raw);
  const problems: Problem[] = env.success ? [] : issuesToProblems(env.issues);
  if (env.success && env.output.cursor > env.output.log.length) {
    problems.push({
      path: 'cursor',
      message: `expected at most the log length ${env.output.log.length}, got ${env.output.cursor}`,
    });
  }
  if (env.success && env.output.updatedAt < env.output.createdAt) {
    problems.push({
      path: 'updatedAt',
      message: `is earlier than createdAt ${env.output.createdAt}`,
    });
  }
  // The payload is checked even when the envelope has problems, so one pass names them all.
  const rec = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const version = rec.schemaVersion;
  const canCheckPayload =
    Array.isArray(rec.log) && typeof version === 'number' && Number.isInteger(version);
  if (!canCheckPayload) return { ok: false, error: problems };
  const payloadIn: { setup: unknown; log: unknown; state?: unknown } = {
    setup: rec.setup,
    log: rec.log,
  };
  if (rec.state !== undefined) payloadIn.state = rec.state;
  const migrated = runMigrations(
    codec.migrations,
    version,
    codec.schemaVersion,
    payloadIn,
    'game data',
  );
  if (!migrated.ok) {
    for (const p of migrated.error) {
      problems.push(p.path === '' ? { path: 'schemaVersion', message: p.message } : p);
    }
    return { ok: false, error: problems };
  }
  const upgradedNote = migrated.value.steps.length > 0 ? ' (after upgrading old game data)' : '';
  const payload = codec.validate(migrated.value.value as { setup: unknown; log: unknown });
  if (!payload.ok) {
    for (const p of payload.error)
      problems.push({ path: p.path, message: p.message + upgradedNote });
  }
  if (!env.success || !payload.ok || problems.length > 0) return { ok: false, error: problems };
  const e = env.output;
  const p = payload.value;
  if (e.cursor > p.log.length) {
    return {
      ok: false,
      error: [{ path: 'cursor', message: 'the upgrade left the undo cursor beyond the log' }],
    };
  }
  const entry = gameEntryOf<P>({
    ...envelopeOf(e),
    schemaVersion: codec.schemaVersion,
    cursor: e.cursor,
    setup: p.setup,
    log: p.log,
    state: p.state,
  });
  return ok({ entry, steps: migrated.value.steps });
}

/**
 * Returns the problems of a list of game entries in a file with `games[i].` paths, plus
 * duplicate ids and revisions too high to keep saving (MAX_IMPORTED_REVISION).
 */
export function checkGameEntries<P extends GamePayload>(
  raws: readonly unknown[],
  codec: GameRecordCodec<P>,
  prefix: string,
  onChecked?: (done: number) => void,
): Result<CheckedGameEntry<P>[], Problem[]> {
  const problems: Problem[] = [];
  const out: CheckedGameEntry<P>[] = [];
  const seen = new Map<string, number>();
  raws.forEach((raw, i) => {
    const r = checkGameEntry(raw, codec);
    const at = `${prefix}[${i}]`;
    if (!r.ok) problems.push(...prefixProblems(at, r.error));
    else if (r.value.entry.revision > MAX_IMPORTED_REVISION) {
      problems.push({
        path: `${at}.revision`,
        message: `expected at most ${MAX_IMPORTED_REVISION}, got ${r.value.entry.revision} (every save adds one: the game could not be saved)`,
      });
    } else out.push(r.value);
    const id = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
    if (typeof id === 'string') {
      const first = seen.get(id);
      if (first !== undefined) {
        problems.push({
          path: `${at}.id`,
          message: `duplicate id ${JSON.stringify(id)} (also ${prefix}[${first}])`,
        });
      } else seen.set(id, i);
    }
    onChecked?.(i + 1);
  });
  return problems.length > 0 ? { ok: false, error: problems } : ok(out);
}
