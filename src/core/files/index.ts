/**
 * The files area: export files and stored game records, read and written through the engines'
 * codecs (FORMAT.md). Screens and command-line tools import from here; the codecs, schemas and
 * migrations behind it are the area's own.
 */
export { MAX_FILE_CHARS } from './format';
export { type FileError, type ImportedFile, type ReadProgress, readExportText } from './import';
export type { ImportMode } from './plan';
export type { Problem } from './problems';
