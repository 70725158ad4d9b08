/**
 * A migration registry: one step per version (n -> n + 1), run in order. Used for the export
 * file format, the stored record envelope and (supplied by the game engine's codec) the game
 * payload. Steps are pure: they return new data and never mutate what they are given.
 */
import { ok, type Result } from '../result';
import type { Problem } from './problems';

/** One upgrade step from version `from` to `from + 1`. */
export interface Migration {
  readonly from: number;
  /** What changed, in a sentence (shown in the migration report). */
  readonly describe: string;
  /** Returns the data in the next version's shape, or the problems that block the upgrade. */
  up(data: unknown): Result<unknown, Problem[]>;
}

/** The steps of one versioned shape, keyed by nothing: order is checked at run time. */
export type MigrationRegistry = readonly Migration[];

/** What was upgraded on the way in: one line per step applied, empty when already current. */
export interface Upgraded {
  readonly steps: readonly string[];
}

/** The outcome of running migrations: the upgraded data and the versions it passed through. */
export interface Migrated extends Upgraded {
  readonly value: unknown;
  readonly from: number;
  readonly to: number;
}

/** Returns the data upgraded from version `from` to `to`, or problems naming the missing step. */
export function runMigrations(
  registry: MigrationRegistry,
  from: number,
  to: number,
  data: unknown,
  what: string,
): Result<Migrated, Problem[]> {
  if (!Number.isInteger(from) || from > to) {
    return {
      ok: false,
      error: [
        {
          path: '',
          message: `${what} version ${from} is newer than this app understands (${to}); update the app to open it`,
        },
      ],
    };
  }
  let value = data;
  const steps: string[] = [];
  for (let v = from; v < to; v++) {
    const step = registry.find((m) => m.from === v);
    if (!step) {
      return {
        ok: false,
        error: [{ path: '', message: `no upgrade from ${what} version ${v} to ${v + 1} exists` }],
      };
    }
    const next = step.up(value);
    if (!next.ok) return next;
    value = next.value;
    steps.push(`${what} ${v} -> ${v + 1}: ${step.describe}`);
  }
  return ok({ value, from, to, steps });
}
