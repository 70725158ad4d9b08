/**
 * The settings model: one signal holds the current settings snapshot; actions replace it and
 * write it through to IndexedDB. The UI reads `settings` and calls `update`; it never touches
 * storage itself.
 */
import { type ReadonlySignal, signal } from '@preact/signals';
import type { PersistedKey, ReadResult, WriteFailure } from './key';
import { defaultSettings, type Settings, settingsKey, validateSettings } from './settings';

export type { Settings } from './settings';
export { TEXT_SIZES, THEMES } from './settings';

/** A change to settings: any subset of the player-editable fields. */
export type SettingsPatch = Partial<Omit<Settings, 'schemaVersion'>>;

/** The settings model's read-only state and its actions. */
export interface SettingsModel {
  /** The current settings (defaults until `load` finishes). */
  readonly settings: ReadonlySignal<Settings>;
  /** How the last load went: null before loading, else the persisted key's read status. */
  readonly loadStatus: ReadonlySignal<ReadResult<Settings>['status'] | null>;
  /** True when the last write was refused by storage (e.g. private browsing, disk full). */
  readonly saveFailed: ReadonlySignal<boolean>;
  /** Why the last write was refused (null when it was saved), so the screen names the cause. */
  readonly saveFailure: ReadonlySignal<WriteFailure | null>;
  /** Reads stored settings into the model; resolves once they apply (never rejects). */
  load(): Promise<void>;
  /** Applies a change now and returns a promise of whether it was saved. */
  update(patch: SettingsPatch): Promise<boolean>;
}

/** Returns a settings model over the given persisted key (IndexedDB by default). */
export function createSettingsModel(key: PersistedKey<Settings> = settingsKey()): SettingsModel {
  const settings = signal<Settings>(defaultSettings());
  const loadStatus = signal<ReadResult<Settings>['status'] | null>(null);
  const saveFailed = signal(false);
  const saveFailure = signal<WriteFailure | null>(null);
  // A change made before the stored record arrives wins over that record: the player's
  // latest tap is the truth, and it gets written as soon as loading is done.
  let changedBeforeLoad = false;
  let loading: Promise<void> | null = null;

  async function save(value: Settings): Promise<boolean> {
    const failure = await key.save(value);
    saveFailure.value = failure;
    saveFailed.value = failure !== null;
    return failure === null;
  }

  return {
    settings,
    loadStatus,
    saveFailed,
    saveFailure,
    load() {
      loading ??= key.read().then(async (result) => {
        loadStatus.value = result.status;
        if (changedBeforeLoad) await save(settings.value);
        else settings.value = result.value;
      });
      return loading;
    },
    update(patch) {
      // Re-validate so a bad patch (from a future caller) cannot put junk into the snapshot.
      const next = validateSettings({ ...settings.value, ...patch }) ?? settings.value;
      settings.value = next;
      if (loadStatus.value === null) {
        changedBeforeLoad = true;
        // Saved once loading finishes; if loading has not started, nothing is saved yet.
        return loading ? loading.then(() => !saveFailed.value) : Promise.resolve(false);
      }
      return save(next);
    },
  };
}

/** The app's settings model, persisted in IndexedDB. */
export const settingsModel: SettingsModel = createSettingsModel();
