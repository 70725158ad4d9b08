/**
 * What Advance to the Volga does once the app is idle after its first paint: an import whose
 * tab closed after its games were stored still takes the file's kit and settings, and stored
 * games from an earlier version are upgraded. Opening a game before that still works: records
 * are upgraded in memory when read. The storage layer and the engines it checks with are
 * ~47 KB gzip, more than the whole home screen, so they load only when the games index says a
 * stored game is from an older version.
 */
import { createIdbBackend } from '../../core/store/idb';
import { PENDING_IMPORT_KEY } from '../../core/store/journal-key';
import { storedGamesNeedUpgrade } from './home';

/** Finishes a stored import and upgrades outdated games; problems are logged, never thrown. */
export async function whenIdle(): Promise<void> {
  try {
    await finishStoredImport();
    if (await storedGamesNeedUpgrade()) {
      const { migrateStoredGames } = await import('./game');
      const r = await migrateStoredGames();
      if (!r.ok) console.warn('Upgrading saved games failed:', r.error.message);
      else if (r.value.failed.length > 0)
        console.warn('Saved games that could not be upgraded:', r.value.failed);
    }
  } catch (e: unknown) {
    console.warn('Upgrading saved games failed:', e);
  }
}

// An import whose tab closed after its games were stored still takes the file's kit and settings.
async function finishStoredImport(): Promise<void> {
  if ((await createIdbBackend().get(PENDING_IMPORT_KEY)) === undefined) return;
  const [{ appServices }, { finishImport }, { appSectionTaker }] = await Promise.all([
    import('./game'),
    import('../../core/store'),
    import('./import/take'),
  ]);
  const r = await finishImport(appServices().store, appSectionTaker);
  if (!r.ok) console.warn('Finishing an import failed:', r.error.message);
}
