/**
 * The app's storage services for games, made once per tab on first use: the IndexedDB game
 * store (checked with the storage layer's codec), this tab's BroadcastChannel end, and the Web
 * Locks manager. Tests build the same shape over the in-memory backend and fake locks.
 */
import type { Result } from '../../engine/types';
import { defaultCodecs } from '../files/codecs';
import type { StorageError } from '../store/errors';
import { createGameStore, type GameStore, type MigrationReport } from '../store/games';
import { createIdbBackend } from '../store/idb';
import { createTabChannel, type TabChannel } from '../tabs/channel';
import { browserLocks, type LockManagerLike } from '../tabs/lock';

/** What the game models need from the outside world. */
export interface GameServices {
  readonly store: GameStore;
  readonly locks: LockManagerLike | null;
  readonly channel: TabChannel;
  /** The current time as a UTC ISO timestamp (the store never reads a clock itself). */
  readonly now: () => string;
  /** A fresh game id not in `taken`. */
  readonly newId: (taken?: ReadonlySet<string>) => string;
}

/** Returns a game id: 1-64 of letters, digits and '-' (a UUID), avoiding `taken`. */
export function randomGameId(taken: ReadonlySet<string> = new Set()): string {
  for (;;) {
    const id = crypto.randomUUID();
    if (!taken.has(id)) return id;
  }
}

let services: GameServices | null = null;

/** Returns this tab's game services, creating them on first call. */
export function appServices(): GameServices {
  services ??= {
    store: createGameStore(createIdbBackend(), defaultCodecs.game),
    locks: browserLocks(),
    channel: createTabChannel(randomGameId()),
    now: () => new Date().toISOString(),
    newId: randomGameId,
  };
  return services;
}

/**
 * Upgrades every stored game written by an earlier version (one transaction, after a backup),
 * as the app does once at start, after its first paint. Returns what was upgraded; records
 * that cannot be upgraded are left as they are and listed in the report. Tells other tabs.
 */
export async function migrateStoredGames(
  s: GameServices = appServices(),
): Promise<Result<MigrationReport, StorageError>> {
  const r = await s.store.migrateAll(s.now());
  if (r.ok && r.value.migrated.length > 0) s.channel.post({ type: 'gamesChanged' });
  return r;
}
