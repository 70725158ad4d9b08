/**
 * The files area: export files and stored game records, read and written through the engines'
 * codecs (FORMAT.md). Screens and command-line tools import from here; the codecs, schemas and
 * migrations behind it are the area's own.
 */
export {
  defaultCodecs,
  type FileCodecs,
  type GamePayload,
  type GameRecordCodec,
  type SectionCodec,
} from './codecs';
export { buildExportFile, exportFileName, serializeExportFile } from './export';
export { type ExportFile, FORMAT_TAG, FORMAT_VERSION, MAX_FILE_CHARS } from './format';
export type { GameEntry } from './game-entry';
export { type FileError, type ImportedFile, readExportText, readExportValue } from './import';
export { type ImportMode, type ImportPlan, planImport } from './plan';
export { MAX_PROBLEMS, type Problem } from './problems';
