/** The keys the owner's component kit is kept under: constants only, so the registry entry stays light. */

/** IndexedDB key of the owner's transcription. */
export const OWNER_KIT_KEY = 'kit/owner';
/** IndexedDB key of the owner's kit as it was before the last import, reset or fact answer batch. */
export const PREVIOUS_KIT_KEY = 'kit/owner-previous';
/** IndexedDB key where a stored kit that no longer parses is kept, untouched, for the owner. */
export const DAMAGED_KIT_KEY = 'kit/owner-damaged';
/** IndexedDB key of which kit is in use: the owner's or the made-up test fixture. */
export const KIT_SLOT_KEY = 'kit/slot';
/** IndexedDB key of the kit's summary that Home shows without loading the kit. */
export const KIT_SUMMARY_KEY = 'kit/summary';
