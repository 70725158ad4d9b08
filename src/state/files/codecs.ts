/**
 * The seams between storage and the engines. Storage never interprets a game's setup or log
 * itself: a GameRecordCodec (owned by the game engine) checks them and upgrades old versions.
 * The component kit and the settings are checked by their owners' parsers through SectionCodec
 * (kitCodec: the kit engine's parseKit; settingsCodec: the settings module's validator).
 *
 * The game engine has no record validator yet, so `provisionalGameCodec` stands in: it checks
 * the shapes the engine writes (GameSetup; LogEntry = {action: {type, ...}, rolls}) loosely,
 * plus the embedded kit with kitCodec. Wiring a stricter engine codec means replacing
 * `defaultCodecs.game`.
 */
import * as v from 'valibot';
import { PURPOSE_RULE, type RollPurpose } from '../../engine/dice';
import { type ComponentKit, KIT_MIGRATIONS, KIT_VERSION, parseKit } from '../../engine/kit';
import { ok, type Result } from '../../engine/types';
import { SETTINGS_SCHEMA_VERSION, type Settings, validateSettings } from '../persist/settings';
import type { MigrationRegistry } from './migrations';
import { issuesToProblems, type Problem, prefixProblems } from './problems';
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

/**
 * The component kit section, read by the kit engine's own parser (shape checked field by
 * field, older kitVersions migrated with KIT_MIGRATIONS). A half-transcribed kit is normal
 * (facts are learnt while playing), so rule validation (validateKit) is not required here.
 */
export const kitCodec: SectionCodec<ComponentKit> = {
  section: 'kit',
  parse(data) {
    if (!isRecord(data)) {
      return { ok: false, error: [{ path: '', message: 'expected a component kit object' }] };
    }
    const version = data.kitVersion;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
      return { ok: false, error: [{ path: 'kitVersion', message: 'expected a whole number' }] };
    }
    if (version > KIT_VERSION) {
      return {
        ok: false,
        error: [
          {
            path: 'kitVersion',
            message: `kit version ${version} is newer than this app reads (${KIT_VERSION}); update the app`,
          },
        ],
      };
    }
    let kit: unknown = data;
    for (let n = version; n < KIT_VERSION; n++) {
      const step = KIT_MIGRATIONS[n];
      if (!step) {
        return {
          ok: false,
          error: [{ path: 'kitVersion', message: `no upgrade from kit version ${n} exists` }],
        };
      }
      kit = step(kit);
    }
    const parsed = parseKit(kit);
    if (parsed.ok) return parsed;
    const issues = parsed.error.issues;
    if (issues.length === 0)
      return { ok: false, error: [{ path: '', message: parsed.error.message }] };
    // parseKit names some paths from the kit ('kit.name') and some from inside it ('areas[3]').
    return {
      ok: false,
      error: issues.map((i) => ({
        path: i.path === 'kit' ? '' : i.path.startsWith('kit.') ? i.path.slice(4) : i.path,
        message: i.message,
      })),
    };
  },
};

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

const Int = v.pipe(v.number(), v.integer());

// Shapes follow the game engine's GameSetup and LogEntry (src/engine/game), loosely: unknown
// fields pass, so an engine that adds a field does not make its own saves unwritable.
const ProvisionalSetup = plain(
  v.looseObject({
    scenario: v.picklist(PROVISIONAL_SCENARIOS),
    cup: v.optional(v.picklist(['physical', 'digital'])),
    seed: v.optional(v.union([Int, v.array(Int)])),
    kit: v.optional(v.unknown()),
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
    purpose: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
    source: v.picklist(['owner', 'app']),
    dice: v.pipe(v.array(v.pipe(Int, v.minValue(0), v.maxValue(9999))), v.maxLength(256)),
    rule: v.optional(v.string()),
  }),
);

const ProvisionalEntry = plain(
  v.looseObject({
    action: plain(
      v.looseObject({
        type: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
      }),
    ),
    rolls: v.optional(v.pipe(v.array(ProvisionalRoll), v.maxLength(1024))),
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

/** What a pre-release roll was for, by its action type (pre-release logs kept one roll per action). */
const V0_ROLL_PURPOSE: Readonly<Record<string, RollPurpose>> = {
  rollRandomEvent: 'randomEvent',
  rollSupply: 'supply',
  rollBloodyStreets: 'bloodyStreets',
  resolveAttack: 'combat.german',
};

/**
 * Upgrade of the pre-release payload (see FORMAT.md, "version 0"): the setup's list of
 * optional rule names `optional` became the flags object `options` ({rubble: true, ...}) and
 * a missing `cup` means the physical cup; each flat log entry `{type, dice: [..], by, ...}`
 * became `{action: {type, ...}, rolls: [{purpose, source, dice, rule}]}`, where `by: 'app'` is
 * a generated roll and anything else the owner's, and the purpose (with its rule) follows
 * from the action type.
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
      if (dice === undefined) return { action, rolls: [] };
      const purpose = typeof action.type === 'string' ? V0_ROLL_PURPOSE[action.type] : undefined;
      const roll = {
        ...(purpose ? { purpose } : {}),
        source: by === 'app' ? 'app' : 'owner',
        dice,
        ...(purpose ? { rule: PURPOSE_RULE[purpose] } : {}),
      };
      return { action, rolls: [roll] };
    });
    if (problems.length > 0) return { ok: false, error: problems };
    return ok({ ...data, setup: { cup: 'physical', ...setupRest, options }, log });
  },
};

/** The stand-in game codec (payload version 1) until the game engine supplies its own. */
export const provisionalGameCodec: GameRecordCodec<ProvisionalPayload> = {
  schemaVersion: 1,
  migrations: [payloadV0toV1],
  validate(payload) {
    const r = v.safeParse(ProvisionalPayload, payload);
    const problems = r.success ? [] : issuesToProblems(r.issues);
    // Each game carries the kit it is played with (self-contained replay): the kit parser checks it.
    const setup = isRecord(payload.setup) ? payload.setup : null;
    let kit: ComponentKit | undefined;
    if (setup && setup.kit !== undefined) {
      const k = kitCodec.parse(setup.kit);
      if (k.ok) kit = k.value;
      else problems.push(...prefixProblems('setup.kit', k.error));
    }
    if (!r.success || problems.length > 0) return { ok: false, error: problems };
    return ok(kit ? { ...r.output, setup: { ...r.output.setup, kit } } : r.output);
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
  kit: kitCodec,
  settings: settingsCodec,
};
