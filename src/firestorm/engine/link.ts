/**
 * Campaign links: a whole campaign (its map and its log, in the order it was recorded) carried
 * in a link's fragment, so the club gets it as a link, a message or a QR code and the app opens
 * it offline, with no server: `<app>#/firestorm/shared/<payload>`. The payload is a version
 * character, then the map text (mapText.ts), a line `log` and one short line per log entry,
 * compressed (core/files/fragment.ts). Reading it back checks the map and replays the log. Pure.
 */
import { packText, unpackText } from '../../core/files/fragment';
import { err, ok, type Result } from '../../core/result';
import type { DieRoll, LogEntry, Marker } from './campaign';
import { applyEntry, startCampaign } from './campaign';
import { type FsMap, readyMap } from './map';
import { mapToText, parseMapText, problemText } from './mapText';
import { MISSION_KINDS, type MissionKind } from './rules';

/** The fragment that opens a shared campaign, before its payload. */
const CAMPAIGN_LINK_MARK = '#/firestorm/shared/';
/** The payload's format version, its first character. */
const LINK_VERSION = '1';
/** Longest payload read, and most bytes it may inflate to. */
const MAX_PAYLOAD_CHARS = 20_000;
const MAX_TEXT_BYTES = 200_000;

const RESULT_WORDS = ['attacker', 'defender', 'draw'] as const;

/** A die as `4o` (typed by its owner) or `4a` (drawn by the app). */
const dieText = (d: DieRoll) => `${d.value}${d.source === 'app' ? 'a' : 'o'}`;
function readDie(t: string | undefined): DieRoll | null {
  const m = /^(\d)([oa])$/.exec(t ?? '');
  return m ? { value: Number(m[1]), source: m[2] === 'a' ? 'app' : 'owner' } : null;
}

function entryText(e: LogEntry): string {
  switch (e.kind) {
    case 'place':
      return `p ${dieText(e.die)} ${'city' in e.marker ? 'city' : `${e.marker.from} ${e.marker.to}`}`;
    case 'mission':
      return `m ${e.battle} ${e.mission}${e.roll ? ` ${dieText(e.roll)}` : ''}`;
    case 'result':
      return `r ${e.battle} ${e.result}${e.capture ? ` ${dieText(e.capture)}` : ''}`;
  }
}

function readEntryText(line: string): LogEntry | null {
  const [k, a, b, c, extra] = line.split(' ');
  if (extra !== undefined) return null;
  if (k === 'p') {
    const die = readDie(a);
    if (!die || !b) return null;
    const marker: Marker | null =
      b === 'city' && c === undefined ? { city: true } : c ? { from: b, to: c } : null;
    return marker ? { kind: 'place', die, marker } : null;
  }
  const battle = Number(a);
  if (!Number.isInteger(battle) || battle < 1) return null;
  const roll = c === undefined ? undefined : readDie(c);
  if (roll === null) return null;
  if (k === 'm') {
    const mission = MISSION_KINDS.find((m) => m === b) as MissionKind | undefined;
    return mission ? { kind: 'mission', battle, mission, ...(roll ? { roll } : {}) } : null;
  }
  if (k === 'r') {
    const result = RESULT_WORDS.find((r) => r === b);
    return result ? { kind: 'result', battle, result, ...(roll ? { capture: roll } : {}) } : null;
  }
  return null;
}

/** Returns a link that opens the app at `appPath` (e.g. 'https://host/') with the campaign. */
export function campaignToLink(
  c: { map: FsMap; log: readonly LogEntry[] },
  appPath: string,
): string {
  const text = `${mapToText(c.map)}log\n${c.log.map(entryText).join('\n')}`;
  return `${appPath.split('#')[0]}${CAMPAIGN_LINK_MARK}${LINK_VERSION}${packText(text)}`;
}

const damaged = (why: string) =>
  err(
    'fs.link.damaged',
    'input',
    `This campaign link is damaged or cut short (${why}). Ask for it again.`,
  );

/**
 * Returns the campaign a link carries (its map and log), or why it cannot be read: no campaign
 * in it, a newer format, a payload cut short or altered, or a log the map refuses.
 */
export function campaignFromLink(link: string): Result<{ map: FsMap; log: LogEntry[] }> {
  const s = link.trim();
  const at = s.indexOf(CAMPAIGN_LINK_MARK);
  if (at < 0) {
    return err(
      'fs.link.missing',
      'input',
      `This link carries no campaign (…${CAMPAIGN_LINK_MARK}…).`,
    );
  }
  const body = s.slice(at + CAMPAIGN_LINK_MARK.length).replace(/[\s?&/].*$/s, '');
  if (body[0] !== LINK_VERSION) {
    return err(
      'fs.link.version',
      'input',
      'This campaign link was made by a newer version of the app (or is damaged). Update the app.',
    );
  }
  if (body.length > MAX_PAYLOAD_CHARS) return damaged('too long');
  const text = unpackText(body.slice(1), MAX_TEXT_BYTES);
  if (text === null) return damaged('it does not unpack');
  const split = text.indexOf('\nlog\n');
  if (split < 0) return damaged('no log');
  const mapText = text.slice(0, split + 1);
  const logText = text.slice(split + 5);
  const map = parseMapText(mapText);
  if (!map.ok) return damaged(map.error.map(problemText).join(' '));
  const log: LogEntry[] = [];
  for (const line of logText === '' ? [] : logText.split('\n')) {
    const e = readEntryText(line);
    if (!e) return damaged(`log line "${line.slice(0, 30)}"`);
    log.push(e);
  }
  const ready = readyMap(map.value);
  if (!ready.ok) return ready;
  let state = startCampaign(ready.value);
  for (const e of log) {
    const r = applyEntry(state, e);
    if (!r.ok) return r;
    state = r.value;
  }
  return ok({ map: map.value, log });
}
