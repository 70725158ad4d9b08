import '../core/style/base.css';
import { render } from 'preact';
import { startWakeLock } from '../core/platform/wakeLock';
import { settingsModel } from '../core/settings';
import { createIdbBackend } from '../core/store/idb';
import { PENDING_IMPORT_KEY } from '../core/store/journal';
import { catchUpMirror, restoreOnStart } from '../core/store/startup';
import { storedGamesNeedUpgrade } from '../volga/state/home';
import { startKitLinks } from '../volga/ui/kit/incoming';
import { App } from './App';
import { hasAppearanceHint, startAppearance } from './appearance';
import { showRestoreReport } from './restore/report';
import { startRouter } from './router';
import { startUpdates } from './update/sw-update';

// Theme and text size are the only settings the first screen shows. When index.html already
// applied them from the appearance hint, the first render does not wait for IndexedDB (the
// settings arrive a moment later and apply then). Without a hint (first visit, cleared site
// data) the settings are read first so nothing jumps; a slow or broken IndexedDB must not leave
// the screen blank, so that wait is capped and late settings still apply when they arrive.
const SETTINGS_WAIT_MS = 800;
// Before anything reads storage: records IndexedDB lost come back from the second copy
// (src/core/store/mirror.ts), so every model below reads them as if nothing had happened.
showRestoreReport(await restoreOnStart());
const settingsLoaded = settingsModel.load();
if (!hasAppearanceHint())
  await Promise.race([
    settingsLoaded,
    new Promise((resolve) => setTimeout(resolve, SETTINGS_WAIT_MS)),
  ]);

startAppearance();
startKitLinks();
startRouter();
startWakeLock();
render(<App />, document.getElementById('app')!);
// The benchmark (bench/browser.ts) reads this mark: the first frame after the home screen rendered.
requestAnimationFrame(() => performance.mark('volga:interactive'));
startUpdates();
// Stored games from an earlier version are upgraded once the app is idle after its first paint
// (the storage chunk is loaded then, never before the first render). Opening a game before
// that still works: records are upgraded in memory when read.
// The storage layer and the engines it checks with are ~47 KB gzip, more than the whole home
// screen, so they load only when the games index says a stored game is from an older version.
const upgradeStoredGames = async () => {
  try {
    await finishStoredImport();
    if (await storedGamesNeedUpgrade()) {
      const { migrateStoredGames } = await import('../volga/state/game');
      const r = await migrateStoredGames();
      if (!r.ok) console.warn('Upgrading saved games failed:', r.error.message);
      else if (r.value.failed.length > 0)
        console.warn('Saved games that could not be upgraded:', r.value.failed);
    }
  } catch (e: unknown) {
    console.warn('Upgrading saved games failed:', e);
  }
  performance.mark('volga:migrated');
  // Records the second copy lacks (its first start, a copy cleared alone) are copied to it now.
  await catchUpMirror();
};
// An import whose tab closed after its games were stored still takes the file's kit and settings.
async function finishStoredImport(): Promise<void> {
  if ((await createIdbBackend().get(PENDING_IMPORT_KEY)) === undefined) return;
  const [{ appServices }, { finishImport }, { appSectionTaker }] = await Promise.all([
    import('../volga/state/game'),
    import('../core/store'),
    import('../core/store/take'),
  ]);
  const r = await finishImport(appServices().store, appSectionTaker);
  if (!r.ok) console.warn('Finishing an import failed:', r.error.message);
}
requestAnimationFrame(() =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(() => void upgradeStoredGames(), { timeout: 3000 })
    : setTimeout(() => void upgradeStoredGames(), 1000),
);
