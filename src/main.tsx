import './ui/base.css';
import { render } from 'preact';
import { settingsModel } from './state/settings';
import { startUpdates } from './sw/update';
import { App } from './ui/App';
import { startAppearance } from './ui/appearance';
import { startWakeLock } from './ui/platform/wakeLock';
import { startRouter } from './ui/router';

// Settings are read before the first render so text size and theme never jump after it.
// A slow or broken IndexedDB must not leave the screen blank, so the wait is capped; late
// settings still apply when they arrive.
const SETTINGS_WAIT_MS = 800;
await Promise.race([
  settingsModel.load(),
  new Promise((resolve) => setTimeout(resolve, SETTINGS_WAIT_MS)),
]);

startAppearance();
startRouter();
startWakeLock();
render(<App />, document.getElementById('app')!);
// The benchmark (bench/browser.ts) reads this mark: the first frame after the home screen rendered.
requestAnimationFrame(() => performance.mark('volga:interactive'));
startUpdates();
