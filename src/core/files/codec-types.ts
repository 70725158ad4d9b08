/**
 * The seams between storage and the engines. Storage never interprets a game's setup or log
 * itself: a GameRecordCodec (the game engine's, in game-codec.ts) checks them, upgrades old
 * versions and, on import, replays the log. The component kit and the settings are checked by
 * their owners' parsers through SectionCodec (sections.ts). The codecs themselves are wired
 * together in codecs.ts, which imports them; they import only these types.
 */
import type { Result } from '../result';
import type { MigrationRegistry } from './migrations';
import type { Problem } from './problems';

/** The engine-owned part of a game record: its setup, its action log, and an optional state snapshot. */
export interface GamePayload {
  readonly setup: unknown;
  readonly log: readonly unknown[];
  /** A cached snapshot of the state at the undo cursor, if the engine keeps one (written with the log). */
  readonly state?: unknown;
}

/** What a game entry lists about its progress, beside its payload (the home screen shows it). */
export interface ListedProgress {
  readonly scenario: string;
  readonly turn: number;
  /** The undo cursor: the number of log entries in effect. */
  readonly cursor: number;
}

/** Checks and upgrades the engine-owned part of game records. */
export interface GameRecordCodec<P extends GamePayload = GamePayload> {
  /** The payload version this build writes (the game engine's GameState schemaVersion). */
  readonly schemaVersion: number;
  /** Upgrade steps for payloads written by earlier versions; each receives `{setup, log, state?}`. */
  readonly migrations: MigrationRegistry;
  /**
   * The optional rule names a pre-release (version 0) game may list; absent, any name passes
   * the file check and the payload's own check judges it.
   */
  readonly v0OptionFlags?: readonly string[];
  /**
   * Returns the typed payload, or every problem with a path relative to the game record
   * (`setup.scenario`, `log[17].action.type`, `state`).
   */
  validate(payload: { setup: unknown; log: unknown; state?: unknown }): Result<P, Problem[]>;
  /**
   * Checks a validated payload's meaning with the engine (on import, not on every save): its
   * component kit as the kit screen validates it, then the log replayed; returns [] when both
   * hold, else the problems with their paths (`setup.kit.areas[7].neighbours`, `log[17].action`).
   * With `listed`, the scenario and turn the entry lists must equal its setup's scenario and
   * the replayed state's turn at the undo cursor.
   */
  replay?(payload: P, listed?: ListedProgress): Problem[];
}

/** Checks (and upgrades, internally) one other section of an export file: the kit or settings. */
export interface SectionCodec<T = unknown> {
  /** The section's name as it appears in the file ('kit', 'settings'). */
  readonly section: string;
  /** Returns the section's value at its current version, or problems with paths relative to it. */
  parse(data: unknown): Result<T, Problem[]>;
  /**
   * Returns what contradicts the section's rules in a parsed value (paths relative to it), when
   * an import takes it whole: the kit as the kit screen validates it.
   */
  check?(value: T): Problem[];
}

/** The codecs an export file is checked with. */
export interface FileCodecs {
  readonly game: GameRecordCodec;
  readonly kit: SectionCodec;
  readonly settings: SectionCodec;
}
