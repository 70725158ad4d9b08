/**
 * The persisted keys of the owner's component kit, over the shell's typed idb-keyval helper.
 * Every read goes through the kit engine's own parser (parseKit), so what comes back from
 * IndexedDB is a checked ComponentKit or is not used at all.
 */

import { idbIO, type KeyValueIO, type PersistedKey, persistedKey } from '../../../core/persist/key';
import { type ComponentKit, parseKit } from '../../engine/kit';

import { KIT_SLOT_KEY, PREVIOUS_KIT_KEY } from './keys';

export { DAMAGED_KIT_KEY, KIT_SLOT_KEY, OWNER_KIT_KEY, PREVIOUS_KIT_KEY } from './keys';

/** Which kit the app uses: the owner's transcription or the TEST FIXTURE (made-up) map. */
export const KIT_SLOTS = ['owner', 'fixture'] as const;
export type KitSlot = (typeof KIT_SLOTS)[number];

/** Returns the stored value as a kit when it parses (shape only: a half-typed kit is kept). */
export function readStoredKit(raw: unknown): ComponentKit | null {
  const r = parseKit(raw);
  return r.ok ? r.value : null;
}

/** Returns a persisted kit key that validates with parseKit and falls back to `fallback()`. */
export function kitKey(
  key: string,
  fallback: () => ComponentKit,
  io: KeyValueIO = idbIO,
): PersistedKey<ComponentKit> {
  return persistedKey(key, readStoredKit, fallback, io);
}

/** Returns the persisted previous-kit key (null when there is none or it does not parse). */
export function previousKitKey(io: KeyValueIO = idbIO): PersistedKey<ComponentKit | null> {
  return persistedKey<ComponentKit | null>(
    PREVIOUS_KIT_KEY,
    (raw) => (raw === null ? null : readStoredKit(raw)),
    () => null,
    io,
  );
}

/** Returns the persisted slot key ('owner' unless 'fixture' is stored). */
export function kitSlotKey(io: KeyValueIO = idbIO): PersistedKey<KitSlot> {
  return persistedKey<KitSlot>(
    KIT_SLOT_KEY,
    (raw) => ((KIT_SLOTS as readonly unknown[]).includes(raw) ? (raw as KitSlot) : null),
    () => 'owner',
    io,
  );
}
