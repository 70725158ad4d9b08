/**
 * Applies the theme and text size to the document. The same two values are mirrored into
 * localStorage so the inline script in index.html can set them before the first paint:
 * IndexedDB is asynchronous, and waiting for it would flash the wrong theme.
 */
import { effect } from '@preact/signals';
import { peekIO } from '../core/persist/key';
import { settingsKey } from '../core/persist/settings';
import { type Settings, settingsModel } from '../core/persist/settings-model';

/** localStorage key of the appearance hint read by index.html's inline script. */
export const APPEARANCE_HINT_KEY = 'volga-table:appearance';

/** Header colour, used for the browser's address bar / status bar (meta theme-color). */
const BAR_COLOUR = '#24231f';

/** Sets data-theme and data-text on <html> and stores the hint for the next start. */
export function applyAppearance(s: Pick<Settings, 'theme' | 'textSize'>): void {
  const root = document.documentElement;
  root.dataset.theme = s.theme;
  root.dataset.text = s.textSize;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', BAR_COLOUR);
  try {
    localStorage.setItem(
      APPEARANCE_HINT_KEY,
      JSON.stringify({ theme: s.theme, textSize: s.textSize }),
    );
  } catch {
    // Storage may be blocked; the hint only saves a flash, so carry on without it.
  }
}

/** True when index.html's inline script found a usable hint and applied it before the first paint. */
export function hasAppearanceHint(): boolean {
  const root = document.documentElement;
  return root.dataset.theme !== undefined && root.dataset.text !== undefined;
}

/** Keeps the document's appearance in step with the settings; returns a function that stops it. */
export function startAppearance(): () => void {
  // While the stored settings are still on their way, the hint index.html applied is better
  // than the defaults: keep it until they arrive or the player changes something.
  const waitForStored = hasAppearanceHint();
  const initial = settingsModel.settings.peek();
  return effect(() => {
    const s = settingsModel.settings.value;
    if (waitForStored && settingsModel.loadStatus.value === null && s === initial) return;
    applyAppearance({ theme: s.theme, textSize: s.textSize });
  });
}

/**
 * Applies the stored theme and text size when index.html found no hint (a first visit, a hint
 * cleared alone), read at once rather than through the settings model, which waits for start-up's
 * check of the second copy. Resolves true when stored settings were found and applied. A hint and
 * a database both lost leave the defaults, until the check brings the settings back.
 */
export async function applyStoredAppearance(): Promise<boolean> {
  const stored = await settingsKey(peekIO).read();
  if (stored.status !== 'ok') return false;
  applyAppearance(stored.value);
  return true;
}
