/**
 * A Campaign Game as a file and back, in the house's one envelope (kind, version, record), as a
 * Mission is: the text's size is checked before it is parsed, and the record inside goes through
 * the same strict reader as a stored CG, so a file whose log the rules refuse never replaces the
 * CG in play.
 */
import { unknownField } from '../../../core/input';
import { err, ok, type Result, readTaggedJson } from '../../../core/result';
import { readCgRecord } from './read';
import type { CgRecord } from './record';

/** The file's kind marker (the record's own kind too). */
export const CG_FILE_KIND = 'votg-cg';
/** The ending the CG screen's Export writes and the Import screen tells the file by. */
export const CG_FILE_ENDING = '.votg-cg.json';
/**
 * The longest CG file read, checked before parsing: 5,000 lines (the record's cap) of about 120
 * characters each, with room for the file's indentation.
 */
export const MAX_CG_FILE_CHARS = 1_000_000;

/** Returns the file text of a CG record (its redo lines too: the file is the whole record). */
export function cgFileText(record: CgRecord): string {
  return `${JSON.stringify({ kind: CG_FILE_KIND, version: 1, record }, null, 1)}\n`;
}

/** The file name Export gives a CG: its number and the CG Day it stands at. */
export function cgFileName(record: CgRecord, day: number): string {
  return `votg-cg-${record.start.cg}-day-${day}${CG_FILE_ENDING}`;
}

const refused = (message: string) => err('votg.cg.file', 'input', message);

/**
 * Reads a CG file's text: its size, kind, version and fields, then the record replayed through
 * the rules; why not, naming the limit or the rule, when it cannot be used.
 */
export function readCgFile(text: string): Result<CgRecord> {
  if (text.length > MAX_CG_FILE_CHARS)
    return refused(
      `This file has ${text.length} characters; a Campaign Game file holds at most ${MAX_CG_FILE_CHARS}.`,
    );
  const file = readTaggedJson(
    text,
    { tagKey: 'kind', tag: CG_FILE_KIND, versionKey: 'version', version: 1 },
    {
      notJson: refused('This file is not JSON, so not a Campaign Game file.'),
      notTag: refused('This is not a Valor of the Guards Campaign Game file.'),
      otherVersion: () =>
        refused('This Campaign Game file is from a newer version of the app. Update the app.'),
    },
  );
  if (!file.ok) return file;
  const extra = unknownField(file.value, ['kind', 'version', 'record']);
  if (extra !== undefined)
    return refused(`This Campaign Game file has an unknown field "${extra}".`);
  const record = readCgRecord(file.value.record);
  if (record.ok) return ok(record.value);
  // The rule that refuses the log stays the refusal's rule.
  const { code, rule, message } = record.error;
  return err(code, rule, `This Campaign Game file cannot be used: ${message}`);
}
