/**
 * Format version 0: the pre-release file shape (see FORMAT.md). It predates the checksum,
 * kept games in an object keyed by id and stored each action flat. Kept only so its files
 * still open: it is upgraded to version 1 on import, never written.
 */
import * as v from 'valibot';
import { ok, type Result } from '../../engine/types';
import { computeChecksum, FORMAT_TAG, type UnsealedExportFile } from './format';
import { GAME_ID, TimestampSchema } from './game-entry';
import type { Migration } from './migrations';
import { joinPath, type Problem } from './problems';

/** The value of a version 0 file's `app` field. */
export const V0_APP_TAG = 'volga-table';

const Die = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6));

/** Schema of one version 0 game. */
export const GameV0Schema = v.strictObject({
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  scenario: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
  optional: v.optional(v.array(v.string())),
  turn: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
  started: TimestampSchema,
  saved: TimestampSchema,
  actions: v.array(
    v.looseObject({
      type: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
      dice: v.optional(v.pipe(v.array(Die), v.minLength(1), v.maxLength(8))),
      by: v.optional(v.picklist(['owner', 'app'])),
    }),
  ),
  undone: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

/** Schema of a version 0 file. */
export const ExportFileV0Schema = v.strictObject({
  app: v.literal(V0_APP_TAG),
  version: v.literal(0),
  saved: TimestampSchema,
  games: v.record(
    v.pipe(v.string(), v.regex(GAME_ID, "expected an id of 1-64 letters, digits, '-' or '_'")),
    GameV0Schema,
  ),
  kit: v.optional(v.unknown()),
  prefs: v.optional(v.unknown()),
});

type FileV0 = v.InferOutput<typeof ExportFileV0Schema>;

/**
 * Upgrade 0 -> 1. Field by field: format/formatVersion added; exportedAt <- saved; games
 * object -> array sorted by id with id <- key, name <- title, createdAt <- started,
 * updatedAt <- saved, revision <- actions + 1 (the creation write plus one per action),
 * schemaVersion 0 (the payload is upgraded by the game codec), setup <- {scenario,
 * optional}, log <- actions, cursor <- actions - undone; kit kept; settings <- prefs;
 * absent kit or prefs become null; the checksum is computed.
 */
export const fileV0toV1: Migration = {
  from: 0,
  describe: 'games listed with ids, checksum added, prefs renamed settings',
  up(data: unknown): Result<unknown, Problem[]> {
    const parsed = v.safeParse(ExportFileV0Schema, data);
    if (!parsed.success) {
      return { ok: false, error: [{ path: '', message: 'not a valid version 0 file' }] };
    }
    const f: FileV0 = parsed.output;
    const problems: Problem[] = [];
    const ids = Object.keys(f.games).sort();
    const games = ids.map((id) => {
      const g = f.games[id]!;
      const undone = g.undone ?? 0;
      if (undone > g.actions.length) {
        problems.push({
          path: joinPath(joinPath('games', id), 'undone'),
          message: `expected at most the ${g.actions.length} actions, got ${undone}`,
        });
      }
      const setup: Record<string, unknown> = { scenario: g.scenario };
      if (g.optional !== undefined) setup.optional = g.optional;
      return {
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
      };
    });
    if (problems.length > 0) return { ok: false, error: problems };
    const unsealed: UnsealedExportFile = {
      format: FORMAT_TAG,
      formatVersion: 1,
      exportedAt: f.saved,
      games,
      kit: f.kit ?? null,
      settings: f.prefs ?? null,
    };
    return ok({ ...unsealed, checksum: computeChecksum(unsealed) });
  },
};
