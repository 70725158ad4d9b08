/**
 * A cheap start-up question: does any stored game need upgrading? Answered from the games
 * index alone (idb-keyval, no schemas), so the storage layer, its codecs and the engines load
 * at start-up only when there is something to upgrade. Each game's index entry is written in
 * the same transaction as the game (records.ts) and carries its record version.
 */
import { isPlainObject } from '../../../core/input';
import { createIdbBackend } from '../../../core/store/idb';
import { HOME_META_PREFIX } from './summaries';

/** records.ts RECORD_VERSION and the engine's GAME_SCHEMA_VERSION this check was written for; a test keeps them equal, so a new version cannot slip past it. */
export const UPGRADE_CHECK_VERSIONS = { record: 1, game: 1 } as const;

/** Key prefix of game records (records.ts GAME_PREFIX; a test keeps them equal). */
export const HOME_GAME_PREFIX = 'game:';

/** True when some game has no index entry of the current record version (or the store cannot say). */
export function gamesNeedUpgrade(
  gameKeys: readonly string[],
  metas: readonly (readonly [string, unknown])[],
): boolean {
  const current = new Set<string>();
  for (const [key, value] of metas) {
    if (isPlainObject(value) && value.recordVersion === UPGRADE_CHECK_VERSIONS.record)
      current.add(key.slice(HOME_META_PREFIX.length));
  }
  return gameKeys.some((k) => !current.has(k.slice(HOME_GAME_PREFIX.length)));
}

/** Reads the games database and answers gamesNeedUpgrade; true when it cannot be read. */
export async function storedGamesNeedUpgrade(): Promise<boolean> {
  try {
    const backend = createIdbBackend();
    const [keys, metas] = await Promise.all([
      backend.keys(HOME_GAME_PREFIX),
      backend.entries(HOME_META_PREFIX),
    ]);
    return gamesNeedUpgrade(keys, metas);
  } catch {
    return true;
  }
}
