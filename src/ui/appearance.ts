/**
 * Applies the theme and text size to the document. The same two values are mirrored into
 * localStorage so the inline script in index.html can set them before the first paint:
 * IndexedDB is asynchronous, and waiting for it would flash the wrong theme.
 */
import { effect } from '@preact/signals';
import { type Settings, settingsModel } from '../state/settings';

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

/** Keeps the document's appearance in step with the settings; returns a function that stops it. */
export function startAppearance(): () => void {
  return effect(() => {
    const { theme, textSize } = settingsModel.settings.value;
    applyAppearance({ theme, textSize });
  });
}
