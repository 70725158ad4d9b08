/**
 * What the home screen shows from storage, read without the storage layer's schemas or the kit
 * engine: the newest game's index entry and a small kit summary the kit model writes beside
 * the kit. Home loads on every start, so this module stays tiny (idb-keyval and hand checks);
 * the full store and kit engine load only when a screen that needs them opens.
 */

import { isPlainObject } from '../../../core/input';
import { idbIO, type KeyValueIO, persistedKey } from '../../../core/persist/key';
import { createIdbBackend } from '../../../core/store/idb';

/** Key prefix of the games index entries (records.ts META_PREFIX; a test keeps them equal). */
export const HOME_META_PREFIX = 'meta:';

/** The newest saved game, as home lists it. */
export interface RecentGame {
  readonly id: string;
  readonly name: string;
  readonly scenario: string;
  readonly turn: number;
  readonly updatedAt: string;
}

/** Returns the index entry's fields home needs, or null when they are not usable. */
export function recentGameOf(raw: unknown): RecentGame | null {
  if (!isPlainObject(raw)) return null;
  const { id, name, scenario, turn, updatedAt } = raw;
  if (typeof id !== 'string' || id.length === 0 || typeof name !== 'string') return null;
  if (typeof scenario !== 'string' || typeof updatedAt !== 'string') return null;
  if (typeof turn !== 'number' || !Number.isInteger(turn) || turn < 0) return null;
  return { id, name, scenario, turn, updatedAt };
}

/** Returns the most recently saved game among index entries (ties: by name), or null. */
export function newestGame(entries: readonly (readonly [string, unknown])[]): RecentGame | null {
  let best: RecentGame | null = null;
  for (const [key, value] of entries) {
    const g = recentGameOf(value);
    if (!g || key !== `${HOME_META_PREFIX}${g.id}`) continue;
    if (
      !best ||
      g.updatedAt > best.updatedAt ||
      (g.updatedAt === best.updatedAt && g.name < best.name)
    )
      best = g;
  }
  return best;
}

/** Reads the newest saved game from the games database; null when none or unreadable. */
export async function readRecentGame(): Promise<RecentGame | null> {
  try {
    return newestGame(await createIdbBackend().entries(HOME_META_PREFIX));
  } catch {
    return null;
  }
}

/** The kit's completeness as home shows it; written by the kit model whenever the kit changes. */
export interface KitSummary {
  readonly percent: number;
  readonly fixture: boolean;
}

/** Returns a checked kit summary, or null. */
export function kitSummaryOf(raw: unknown): KitSummary | null {
  if (!isPlainObject(raw)) return null;
  const { percent, fixture } = raw;
  if (typeof percent !== 'number' || !(percent >= 0 && percent <= 100)) return null;
  if (typeof fixture !== 'boolean') return null;
  return { percent, fixture };
}

/** The persisted kit summary key (missing before the kit screen was first opened). */
export function kitSummaryKey(io: KeyValueIO = idbIO) {
  return persistedKey<KitSummary | null>(
    // The same key as KIT_SUMMARY_KEY (kit/keys.ts, which the registry names): home cannot import
    // the kit's folder, which imports home.
    'kit/summary',
    kitSummaryOf,
    () => null,
    io,
  );
}
