/**
 * Format version 0: the pre-release file shape (see FORMAT.md). It predates the checksum,
 * kept games in an object keyed by id and stored each action flat. Kept only so its files
 * still open: it is upgraded to version 1 on import, never written.
 */
import * as v from 'valibot';
import { ok, type Result } from '../result';
import { computeChecksum, FORMAT_TAG, type UnsealedExportFile } from './format';
import { GameIdSchema, TimestampSchema } from './game-entry';
import type { Migration } from './migrations';
import { joinPath, type Problem } from './problems';
import { plain } from './schemas';
import { sha256Hex } from './sha256';

/** The value of a version 0 file's `app` field. */
export const V0_APP_TAG = 'volga-table';

const Die = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6));

/**
 * The optional rule names a version 0 game may list: the game codec's (its v0OptionFlags), or
 * any name when the codec gives none.
 */
function optionalRules(flags: readonly string[] | undefined) {
  return flags === undefined ? v.string() : v.picklist(flags);
}

const gameV0Schemas = new Map<readonly string[] | undefined, ReturnType<typeof makeGameV0Schema>>();

/** Schema of one version 0 game whose optional rules are `flags` (see optionalRules). */
export function gameV0Schema(flags: readonly string[] | undefined) {
  let schema = gameV0Schemas.get(flags);
  if (!schema) {
    schema = makeGameV0Schema(flags);
    gameV0Schemas.set(flags, schema);
  }
  return schema;
}

function makeGameV0Schema(flags: readonly string[] | undefined) {
  return v.strictObject({
    title: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    scenario: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
    optional: v.optional(v.array(optionalRules(flags))),
    turn: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
    started: TimestampSchema,
    saved: TimestampSchema,
    actions: v.array(
      plain(
        v.looseObject({
          type: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
          dice: v.optional(v.pipe(v.array(Die), v.minLength(1), v.maxLength(8))),
          by: v.optional(v.picklist(['owner', 'app'])),
        }),
      ),
    ),
    undone: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  });
}

/** Schema of a version 0 file whose games' optional rules are `flags`. */
export function exportFileV0Schema(flags: readonly string[] | undefined) {
  return plain(
    v.strictObject({
      app: v.literal(V0_APP_TAG),
      version: v.literal(0),
      saved: TimestampSchema,
      games: v.record(GameIdSchema, plain(gameV0Schema(flags))),
      kit: v.optional(v.unknown()),
      prefs: v.optional(v.unknown()),
    }),
  );
}

type FileV0 = v.InferOutput<ReturnType<typeof exportFileV0Schema>>;

/**
 * Game ids a JavaScript object cannot hold as plain keys (the schema's record would skip them
 * and the game would be lost without a word); a pre-release file's games under them are
 * renamed by renameReservedV0Ids.
 */
export const RESERVED_V0_IDS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** A pre-release game whose id was reserved, and the id it is read under. */
export interface RenamedV0Id {
  readonly from: string;
  readonly to: string;
}

/**
 * Returns a version 0 file with its games under reserved ids (RESERVED_V0_IDS) renamed
 * `v0-<id>` (or `v0-<id>-2`, ... when that is taken), and the renames; the file itself is not
 * changed. Any other value is returned as it is.
 */
export function renameReservedV0Ids(value: unknown): {
  readonly value: unknown;
  readonly renamed: readonly RenamedV0Id[];
} {
  if (typeof value !== 'object' || value === null) return { value, renamed: [] };
  const games = (value as { games?: unknown }).games;
  if (typeof games !== 'object' || games === null || Array.isArray(games)) {
    return { value, renamed: [] };
  }
  const ids = Object.keys(games);
  if (!ids.some((id) => RESERVED_V0_IDS.includes(id))) return { value, renamed: [] };
  const taken = new Set(ids);
  const renamed: RenamedV0Id[] = [];
  const out: Record<string, unknown> = {};
  for (const id of ids) {
    const game = Object.getOwnPropertyDescriptor(games, id)?.value;
    if (!RESERVED_V0_IDS.includes(id)) {
      out[id] = game;
      continue;
    }
    let to = `v0-${id}`;
    for (let n = 2; taken.has(to); n++) to = `v0-${id}-${n}`;
    taken.add(to);
    renamed.push({ from: id, to });
    out[to] = game;
  }
  return { value: { ...(value as Record<string, unknown>), games: out }, renamed };
}
/** A version 0 game as its schema returns it. */
export type GameV0 = v.InferOutput<ReturnType<typeof gameV0Schema>>;

/**
 * Returns the PRNG seed an upgraded pre-release game continues with: four 32-bit words from the
 * SHA-256 of its id (the pre-release build kept no dice stream; each game gets its own).
 */
export function seedForV0Game(id: string): number[] {
  const hex = sha256Hex(`volga-table-v0:${id}`);
  return [0, 1, 2, 3].map((i) => Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16));
}

/**
 * Returns a version 0 game in the version 1 entry shape, field by field: id (the v0 key),
 * name <- title, createdAt <- started, updatedAt <- saved, revision <- actions + 1 (the
 * creation write plus one per action), schemaVersion 0 (the payload is upgraded later by the
 * game codec), setup <- {scenario, optional, kit (the file's kit, when given), seed (from the
 * id, seedForV0Game)}, log <- actions, cursor <- actions - undone.
 */
export function upgradeGameV0(
  id: string,
  g: GameV0,
  at: string,
  kit?: unknown,
): Result<Record<string, unknown>, Problem[]> {
  const undone = g.undone ?? 0;
  if (undone > g.actions.length) {
    return {
      ok: false,
      error: [
        {
          path: joinPath(at, 'undone'),
          message: `expected at most the ${g.actions.length} actions, got ${undone}`,
        },
      ],
    };
  }
  const setup: Record<string, unknown> = { scenario: g.scenario };
  if (g.optional !== undefined) setup.optional = g.optional;
  if (kit !== undefined && kit !== null) setup.kit = kit;
  setup.seed = seedForV0Game(id);
  return ok({
    id,
    name: g.title,
    scenario: g.scenario,
    turn: g.turn,
    createdAt: g.started,
    updatedAt: g.saved,
    revision: g.actions.length + 1,
    schemaVersion: 0,
    cursor: g.actions.length - undone,
    setup,
    log: g.actions,
  });
}

/**
 * Upgrade 0 -> 1 of a file whose games' optional rules are `flags`: format/formatVersion
 * added; exportedAt <- saved; the games object becomes an array sorted by id, each game
 * upgraded by upgradeGameV0 (with the file's kit, which the pre-release build played every
 * game with); kit kept; settings <- prefs; an absent kit or prefs becomes null; the checksum
 * is computed.
 */
export const fileV0toV1 = (flags: readonly string[] | undefined): Migration => ({
  from: 0,
  describe: 'games listed with ids, checksum added, prefs renamed settings',
  up(data: unknown): Result<unknown, Problem[]> {
    const parsed = v.safeParse(exportFileV0Schema(flags), data);
    if (!parsed.success) {
      return { ok: false, error: [{ path: '', message: 'not a valid version 0 file' }] };
    }
    const f: FileV0 = parsed.output;
    const problems: Problem[] = [];
    const games: Record<string, unknown>[] = [];
    for (const id of Object.keys(f.games).sort()) {
      const r = upgradeGameV0(id, f.games[id]!, joinPath('games', id), f.kit);
      if (r.ok) games.push(r.value);
      else problems.push(...r.error);
    }
    if (problems.length > 0) return { ok: false, error: problems };
    const unsealed: UnsealedExportFile = {
      format: FORMAT_TAG,
      formatVersion: 1,
      exportedAt: f.saved,
      games: games as unknown as UnsealedExportFile['games'],
      kit: f.kit ?? null,
      settings: f.prefs ?? null,
    };
    return ok({ ...unsealed, checksum: computeChecksum(unsealed) });
  },
});
