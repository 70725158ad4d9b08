/**
 * A Campaign Game carried in a link's fragment, as Firestorm's campaigns are shared: the CG's
 * start and log packed by core's fragment code (never sent to a server), read back through the
 * same strict reader as a stored CG, so a link's log replays through the rules or is refused.
 */
import { packText, unpackText } from '../../../core/files/fragment';
import { isPlainObject } from '../../../core/input';
import { err, parseJson, type Result } from '../../../core/result';
import { readCgRecord } from './read';
import type { CgRecord } from './record';

/** The fragment that opens the CG screen with a shared CG, before its payload. */
export const CG_LINK_MARK = '#/votg-cg/shared/';
const LINK_VERSION = '1';
/** The longest payload read, and the most its text may inflate to. */
const MAX_PAYLOAD_CHARS = 200_000;
const MAX_TEXT_BYTES = 1_000_000;

/** Returns a link that opens the app at `appPath` with the CG's start and log (redo left out). */
export function cgToLink(record: CgRecord, appPath: string): string {
  const text = JSON.stringify({ start: record.start, log: record.log });
  return `${appPath.split('#')[0]}${CG_LINK_MARK}${LINK_VERSION}${packText(text)}`;
}

const damaged = (why: string) =>
  err(
    'votg.cg.link',
    'input',
    `This Campaign Game link is damaged or cut short (${why}). Ask for it again.`,
  );

/**
 * Returns the CG a link (or its payload after the mark) carries, or why not: a newer link
 * format, a payload cut short or altered, or a log the rules refuse (naming the rule).
 */
export function cgFromLink(link: string): Result<CgRecord> {
  const s = link.trim();
  const at = s.indexOf(CG_LINK_MARK);
  const body = (at < 0 ? s : s.slice(at + CG_LINK_MARK.length)).replace(/[\s?&/].*$/s, '');
  if (body === '') return damaged('it is empty');
  if (body[0] !== LINK_VERSION)
    return /^[0-9]$/.test(body[0]!) && body[0]! > LINK_VERSION
      ? err(
          'votg.cg.link',
          'input',
          `This link was made by a newer version of the app (link format ${body[0]}). Update the app.`,
        )
      : damaged('it does not start with a link format');
  if (body.length > MAX_PAYLOAD_CHARS) return damaged('too long');
  const text = unpackText(body.slice(1), MAX_TEXT_BYTES);
  if (text === null) return damaged('it does not unpack');
  const raw = parseJson(text, damaged('it is not JSON'));
  if (!raw.ok || !isPlainObject(raw.value) || Object.keys(raw.value).sort().join() !== 'log,start')
    return damaged('it holds no Campaign Game');
  return readCgRecord({ schemaVersion: 1, kind: 'votg-cg', ...raw.value, redo: [] });
}
