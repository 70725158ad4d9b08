/**
 * The persisted-keys area's entry point for screens: only the keys a screen reads or writes
 * itself (the typed key helpers and the settings record stay behind the models that use them).
 */
export { installHintDismissedKey } from './installHint';
