/**
 * The persisted shape of the player's settings and its validator.
 * Validation is per field: one bad field falls back to its default while the others are kept,
 * so a partly damaged record never costs the player every choice they made.
 */
import { idbIO, type KeyValueIO, type PersistedKey, persistedKey } from './key';

/** Colour theme: follow the device, or force light or dark. */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Text size steps; each maps to a root font-size scale in the stylesheet. */
export const TEXT_SIZES = ['standard', 'large', 'largest'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

/** Current schema of the settings record; bump it when a field changes meaning. */
export const SETTINGS_SCHEMA_VERSION = 1;

/** The player's settings: plain JSON, replaced as a whole on every change. */
export interface Settings {
  readonly schemaVersion: typeof SETTINGS_SCHEMA_VERSION;
  readonly theme: Theme;
  /** Keep the screen on while the app is visible (Screen Wake Lock). */
  readonly keepAwake: boolean;
  /** Short vibrations on taps where the device supports them. */
  readonly haptics: boolean;
  readonly textSize: TextSize;
  /** Dice tumble briefly (under 600 ms) when the app rolls; never under reduced motion. */
  readonly diceAnimation: boolean;
  /**
   * How each ruling of a table's rules is read (ruling id to reading id), as the player chose
   * in Settings; absent until the player picks one, meaning every ruling as written. Only the
   * words are kept here: the table that owns the rulings judges them when it reads them.
   */
  readonly rulings?: Readonly<Record<string, string>>;
}

/** Returns the settings a first-time player starts with. */
export function defaultSettings(): Settings {
  return {
    schemaVersion: SETTINGS_SCHEMA_VERSION,
    theme: 'system',
    keepAwake: false,
    haptics: true,
    textSize: 'standard',
    diceAnimation: true,
  };
}

/** The stored rulings' words: every reading given as a string, under its ruling id. */
function rulingWords(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return out;
  for (const [id, reading] of Object.entries(value))
    if (typeof reading === 'string') out[id] = reading;
  return out;
}

function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/**
 * Returns valid settings from untrusted data: each unusable field takes its default; returns
 * null when the data is not a settings record at all (not an object, or a newer schema).
 */
export function validateSettings(raw: unknown): Settings | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  // A record written by a newer app version may mean something else by the same field names.
  if (typeof r.schemaVersion === 'number' && r.schemaVersion > SETTINGS_SCHEMA_VERSION) return null;
  const d = defaultSettings();
  return {
    schemaVersion: SETTINGS_SCHEMA_VERSION,
    theme: oneOf(THEMES, r.theme, d.theme),
    keepAwake: bool(r.keepAwake, d.keepAwake),
    haptics: bool(r.haptics, d.haptics),
    textSize: oneOf(TEXT_SIZES, r.textSize, d.textSize),
    // Added after schema 1 shipped: a record without it takes the default (the field is
    // additive, so the schema version stays; the pre-release format's prefs used this name).
    diceAnimation: bool(r.diceAnimation, d.diceAnimation),
    // Additive: a record without it reads every ruling as written, and stays as it was.
    ...(r.rulings !== undefined ? { rulings: rulingWords(r.rulings) } : {}),
  };
}

/** IndexedDB key under which the settings record is stored. */
export const SETTINGS_KEY = 'settings';

/** Returns the persisted settings key (IndexedDB unless another store is given). */
export function settingsKey(io: KeyValueIO = idbIO): PersistedKey<Settings> {
  return persistedKey(SETTINGS_KEY, validateSettings, defaultSettings, io);
}
