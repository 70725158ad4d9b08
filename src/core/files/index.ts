/**
 * The game-log files: export files and stored game records of the game-log store
 * (core/store), read and written through the engines' codecs (FORMAT.md). Screens and
 * command-line tools import from here; the codecs, schemas and migrations behind it are the
 * area's own. Today only Volga's games are written in this format; fragment.ts (text packed
 * into a link) and file-name.ts (a file's name from a title) serve every table. It stays in
 * core with the store it reads and writes (core/store/index.ts says why).
 */
export { MAX_FILE_CHARS } from './format';
export { type FileError, type ImportedFile, type ReadProgress, readExportText } from './import';
export type { ImportMode } from './plan';
export type { Problem } from './problems';
