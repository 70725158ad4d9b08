/** The keys the Tide of Iron table keeps on the device: constants only, so its registry entry stays light. */

/** The table: settings, log and the entries undone. */
export const TOI_KEY = 'toi/table';
/** Where a stored table that could not be used is kept, untouched, before anything replaces it. */
export const TOI_DAMAGED_KEY = 'toi/table-damaged';
