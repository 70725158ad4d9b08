/**
 * The key of the import journal's record (journal.ts) in the games' object store, outside the
 * game:, meta: and backup: ranges. A module of its own so that the code that only names the key
 * (the second copy, which never copies the record, in the shell's first script; Volga's idle
 * check for an unfinished import) does not load the journal with it.
 */
export const PENDING_IMPORT_KEY = 'import:pending';
