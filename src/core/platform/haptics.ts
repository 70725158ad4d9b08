/** Short vibrations for taps, honouring the haptics setting and the device's support. */
import { settingsModel } from '../persist/settings-model';

/** True when this browser can vibrate (Android browsers; not iOS Safari). */
export function hapticsSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function';
}

const PATTERNS = { tap: 10, confirm: [12, 40, 12], warn: [30, 60, 30] } as const;

/** Vibrates with a named pattern when haptics are on and supported; returns whether it did. */
export function haptic(kind: keyof typeof PATTERNS = 'tap'): boolean {
  if (!settingsModel.settings.value.haptics || !hapticsSupported()) return false;
  const pattern = PATTERNS[kind];
  return navigator.vibrate(typeof pattern === 'number' ? pattern : [...pattern]);
}
