/** The keys the Firestorm tracker keeps on the device: constants only, so its registry entry stays light. */

/** The organiser's map transcription. */
export const FS_MAP_KEY = 'firestorm/map';
/** The index of campaigns: names, start days, the one open (version 1 held every campaign too). */
export const FS_LIST_KEY = 'firestorm/campaigns';
/** Where a stored index that does not read is kept, untouched, before a fresh one is written. */
export const FS_LIST_DAMAGED_KEY = 'firestorm/campaigns-damaged';
/** The prefix of each campaign's own key: firestorm/c/<id>. */
export const FS_CAMPAIGN_PREFIX = 'firestorm/c/';
/** Earlier versions' one campaign and the one it replaced: read once into the list. */
export const FS_CAMPAIGN_KEY = 'firestorm/campaign';
export const FS_PREVIOUS_KEY = 'firestorm/previous';
/** This phone's signing key pair and the organisers' keys it pinned (signing.ts). */
export const FS_KEYS_KEY = 'firestorm/keys';
