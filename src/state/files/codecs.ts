/**
 * The seams between storage and the engines. Storage never interprets a game's setup or log
 * itself: a GameRecordCodec (owned by the game engine) checks them and upgrades old versions.
 * The component kit and the settings are checked by their owners' parsers through SectionCodec.
 *
 * Until those engines land, `provisionalGameCodec` and `jsonObjectCodec` stand in: they check
 * the structure the engines have announced (a setup object, an append-only log of actions
 * with recorded dice) and nothing more. Wiring the real engines means replacing `defaultCodecs`.
 */
import * as v from 'valibot';
import { ok, type Result } from '../../engine/types';
import { SETTINGS_SCHEMA_VERSION, type Settings, validateSettings } from '../persist/settings';
import type { MigrationRegistry } from './migrations';
import { issuesToProblems, type Problem } from './problems';
import { PlainObject, plain } from './schemas';

/** The engine-owned part of a game record: its setup, its action log, and an optional state snapshot. */
export interface GamePayload {
  readonly setup: unknown;
  readonly log: readonly unknown[];
  /** A cached snapshot of the state at the undo cursor, if the engine keeps one (written with the log). */
  readonly state?: unknown;
}

/** Checks and upgrades the engine-owned part of game records. */
export interface GameRecordCodec<P extends GamePayload = GamePayload> {
  /** The payload version this build writes (the game engine's GameState schemaVersion). */
  readonly schemaVersion: number;
  /** Upgrade steps for payloads written by earlier versions; each receives `{setup, log, state?}`. */
  readonly migrations: MigrationRegistry;
  /**
   * Returns the typed payload, or every problem with a path relative to the game record
   * (`setup.scenario`, `log[17].action.type`, `state`).
   */
  validate(payload: { setup: unknown; log: unknown; state?: unknown }): Result<P, Problem[]>;
}

/** Checks (and upgrades, internally) one other section of an export file: the kit or settings. */
export interface SectionCodec<T = unknown> {
  /** The section's name as it appears in the file ('kit', 'settings'). */
  readonly section: string;
  /** Returns the section's value at its current version, or problems with paths relative to it. */
  parse(data: unknown): Result<T, Problem[]>;
}

/** The codecs an export file is checked with. */
export interface FileCodecs {
  readonly game: GameRecordCodec;
  readonly kit: SectionCodec;
  readonly settings: SectionCodec;
}

/** Returns a SectionCodec that accepts any JSON object: a stand-in until the owner's parser lands. */
export function jsonObjectCodec(section: string): SectionCodec<Record<string, unknown>> {
  return {
    section,
    parse(data) {
      const r = v.safeParse(PlainObject, data);
      return r.success ? ok(r.output) : { ok: false, error: issuesToProblems(r.issues) };
    },
  };
}

/** Scenarios the provisional codec knows (5.x main game, 14.x Factory District). */
export const PROVISIONAL_SCENARIOS = ['main', 'factory'] as const;

/** The on/off optional rules a setup's `options` may switch (12.1-12.7). */
export const PROVISIONAL_OPTION_FLAGS = [
  'rubble',
  'northernShoulder',
  'isolation',
  'parentOrganization',
  'limitedAir',
  'pavlov',
  'reducedMorale',
] as const;

const ProvisionalSetup = plain(
  v.looseObject({
    scenario: v.picklist(PROVISIONAL_SCENARIOS),
    options: v.optional(
      plain(
        v.looseObject(
          Object.fromEntries(PROVISIONAL_OPTION_FLAGS.map((k) => [k, v.optional(v.boolean())])),
        ),
      ),
    ),
  }),
);

const ProvisionalRoll = plain(
  v.looseObject({
    source: v.picklist(['owner', 'app']),
    dice: v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999))),
      v.maxLength(16),
    ),
  }),
);

const ProvisionalEntry = plain(
  v.looseObject({
    action: plain(
      v.looseObject({
        type: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
      }),
    ),
    rolls: v.optional(v.pipe(v.array(ProvisionalRoll), v.maxLength(64))),
  }),
);

const ProvisionalPayload = v.object({
  setup: ProvisionalSetup,
  log: v.array(ProvisionalEntry),
  state: v.optional(v.unknown()),
});

/** The provisional payload: a setup, log entries `{action: {type}, rolls?}` and an optional state. */
export type ProvisionalPayload = v.InferOutput<typeof ProvisionalPayload>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Upgrade of the pre-release payload (see FORMAT.md, "version 0"): the setup's list of
 * optional rule names `optional` became the flags object `options` ({rubble: true, ...});
 * each flat log entry `{type, dice: [..], by, ...}` became `{action: {type, ...}, rolls:
 * [{source, dice}]}`, where `by: 'app'` is a generated roll and anything else the owner's.
 */
const payloadV0toV1 = {
  from: 0,
  describe: 'setup.optional became setup.options; log entries split into action and rolls',
  up(data: unknown): Result<unknown, Problem[]> {
    if (!isRecord(data) || !isRecord(data.setup) || !Array.isArray(data.log)) {
      return { ok: false, error: [{ path: '', message: 'expected a version 0 game payload' }] };
    }
    const { optional, ...setupRest } = data.setup;
    const problems: Problem[] = [];
    const options: Record<string, boolean> = {};
    if (optional !== undefined) {
      if (!Array.isArray(optional)) {
        problems.push({ path: 'setup.optional', message: 'expected a list of optional rules' });
      } else {
        optional.forEach((name, i) => {
          if (
            typeof name === 'string' &&
            (PROVISIONAL_OPTION_FLAGS as readonly string[]).includes(name)
          ) {
            options[name] = true;
          } else {
            problems.push({
              path: `setup.optional[${i}]`,
              message: `expected one of ${PROVISIONAL_OPTION_FLAGS.join(', ')}, got ${JSON.stringify(name)}`,
            });
          }
        });
      }
    }
    const log = data.log.map((entry, i) => {
      if (!isRecord(entry)) {
        problems.push({ path: `log[${i}]`, message: 'expected an object' });
        return entry;
      }
      const { dice, by, ...action } = entry;
      if (dice === undefined) return { action };
      return { action, rolls: [{ source: by === 'app' ? 'app' : 'owner', dice }] };
    });
    if (problems.length > 0) return { ok: false, error: problems };
    return ok({ ...data, setup: { ...setupRest, options }, log });
  },
};

/** The stand-in game codec (payload version 1) until the game engine supplies its own. */
export const provisionalGameCodec: GameRecordCodec<ProvisionalPayload> = {
  schemaVersion: 1,
  migrations: [payloadV0toV1],
  validate(payload) {
    const r = v.safeParse(ProvisionalPayload, payload);
    return r.success ? ok(r.output) : { ok: false, error: issuesToProblems(r.issues) };
  },
};

/**
 * The settings section, read by the settings module's own validator (src/state/persist):
 * lenient per field (an unusable field takes its default), refusing only a non-object or a
 * settings record from a newer app.
 */
export const settingsCodec: SectionCodec<Settings> = {
  section: 'settings',
  parse(data) {
    const settings = validateSettings(data);
    if (settings) return ok(settings);
    const newer =
      isRecord(data) &&
      typeof data.schemaVersion === 'number' &&
      data.schemaVersion > SETTINGS_SCHEMA_VERSION;
    return {
      ok: false,
      error: [
        newer
          ? {
              path: 'schemaVersion',
              message: `settings version ${String(data.schemaVersion)} are newer than this app reads (${SETTINGS_SCHEMA_VERSION})`,
            }
          : { path: '', message: 'expected a settings object' },
      ],
    };
  },
};

/** The codecs this build checks files with (the single place to wire the real engines in). */
export const defaultCodecs: FileCodecs = {
  game: provisionalGameCodec,
  kit: jsonObjectCodec('kit'),
  settings: settingsCodec,
};
