import '../../core/style/base.css';
import { render } from 'preact';
import { startHeldLinks } from '../../core/nav/links';
import { settingsModel } from '../../core/persist/settings-model';
import { startWakeLock } from '../../core/platform/wakeLock';
import { holdStorageUntil } from '../../core/store/held';
import { catchUpMirror, restoreOnStart } from '../../core/store/startup';
import type { Table } from '../../core/table';
import { declareRecords } from '../../core/table/declared';
import { applyStoredAppearance, hasAppearanceHint, startAppearance } from '../appearance';
import { TABLES } from '../registry';
import { showRestoreReport } from '../restore/report';
import { startRouter } from '../routes/router';
import { startUpdates } from '../update/sw-update';
import { App } from './App';

// Theme and text size are the only settings the first screen shows. When index.html already
// applied them from the appearance hint, the first render does not wait for IndexedDB (the
// settings arrive a moment later and apply then). Without a hint (first visit, cleared site
// data) the stored settings are looked at first, without waiting for the check of the second copy
// below, so nothing jumps; a slow or broken IndexedDB must not leave the screen blank, so that
// wait is capped and late settings still apply when they arrive.
const SETTINGS_WAIT_MS = 800;
// Records IndexedDB lost come back from the second copy (src/core/store/mirror.ts) before
// anything else reads or writes storage, so every model reads them as if nothing had happened.
// The first screen does not wait for that check: storage does (src/core/store/held.ts), so a
// screen that reads or saves early is served once the check has settled, and its notice shows
// then.
const restored = restoreOnStart().then(showRestoreReport);
holdStorageUntil(restored);
void settingsModel.load();
if (!hasAppearanceHint())
  await Promise.race([
    applyStoredAppearance(),
    new Promise((resolve) => setTimeout(resolve, SETTINGS_WAIT_MS)),
  ]);

startAppearance();
startHeldLinks(TABLES.flatMap((t: Table) => t.links ?? []));
// Export all and its Import hold every table's records as the registry declares them.
declareRecords(TABLES.flatMap((t: Table) => t.records ?? []));
startRouter();
startWakeLock();
render(<App />, document.getElementById('app')!);
// The benchmark (bench/browser.ts) reads this mark: the first frame after the home screen rendered.
requestAnimationFrame(() => performance.mark('volga:interactive'));
startUpdates();
// Each table's idle work (Volga finishes a stored import and upgrades saved games from an
// earlier version) runs once the app is idle after its first paint, its code loaded only then.
const upgradeStoredGames = async () => {
  await Promise.all(
    TABLES.map((t) =>
      t
        .idle?.()
        .then((work) => work())
        .catch((e: unknown) => console.warn(`${t.name}: the idle work failed:`, e)),
    ),
  );
  performance.mark('volga:migrated');
  // Records the second copy lacks (its first start, a copy cleared alone) are copied to it now.
  await catchUpMirror();
};
requestAnimationFrame(() =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(() => void upgradeStoredGames(), { timeout: 3000 })
    : setTimeout(() => void upgradeStoredGames(), 1000),
);
