/** Whether the player dismissed the iOS Add to Home Screen hint. */
import { idbIO, type KeyValueIO, type PersistedKey, persistedKey } from './key';

/** Returns the persisted 'hint dismissed' flag (false unless a boolean true is stored). */
export function installHintDismissedKey(io: KeyValueIO = idbIO): PersistedKey<boolean> {
  return persistedKey(
    'install-hint-dismissed',
    (raw) => (typeof raw === 'boolean' ? raw : null),
    () => false,
    io,
  );
}
