/**
 * Campaign links: a whole campaign (its map and its log, in the order it was recorded) carried
 * in a link's fragment, so the club gets it as a link, a message or a QR code and the app opens
 * it offline, with no server: `<app>#/firestorm/shared/<payload>`. The payload is a version
 * character, then the map text (mapText.ts), a line `log` and one short line per log entry,
 * compressed (core/files/fragment.ts). Reading it back checks the map and replays the log. Pure.
 */
import { packText, unpackText } from '../../core/files/fragment';
import { isPlainObject } from '../../core/input';
import { err, foldResults, ok, type Result } from '../../core/result';
import type { CampaignState, DieRoll, LogEntry, Marker } from './campaign';
import { applyEntry, isCity, startCampaign } from './campaign';
import { type BattleDetails, readDetails } from './details';
import {
  byLine,
  type CampaignId,
  derivedId,
  identityLine,
  identityOf,
  otherCampaign,
  readByLine,
  readIdentityLine,
} from './identity';
import { FS_RULE, type FsMap, readyMap } from './map';
import { mapToText, parseMapText, problemText } from './mapText';
import { MISSION_KINDS, type MissionKind } from './rules';

/** The fragment that opens a shared campaign, before its payload. */
export const CAMPAIGN_LINK_MARK = '#/firestorm/shared/';
/**
 * The payload's format version, its first character: 2 starts with the campaign's id and name
 * (identity.ts) and may name who made it; 1 (older links) has neither and is still read.
 */
const LINK_VERSION = '2';
const VERSIONS_READ = ['1', '2'];
/** What follows a payload when the link is signed (sign.ts): never part of the payload itself. */
export const SIGNATURE_MARK = '~';
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
    case 'aside':
      // A result's details, when it has any, follow on their own line as JSON; a result not
      // taken is written the same way under `a`.
      return `${e.kind === 'result' ? 'r' : 'a'} ${e.battle} ${e.result}${e.capture ? ` ${dieText(e.capture)}` : ''}${e.details ? `\nd ${JSON.stringify(e.details)}` : ''}`;
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
  if (k === 'r' || k === 'a') {
    const result = RESULT_WORDS.find((r) => r === b);
    const kind = k === 'r' ? 'result' : 'aside';
    return result ? { kind, battle, result, ...(roll ? { capture: roll } : {}) } : null;
  }
  return null;
}

/** The details line `d {...}` after a result: its details, or null when it is not one. */
function readDetailsLine(line: string): BattleDetails | null {
  let raw: unknown;
  try {
    raw = JSON.parse(line.slice(2));
  } catch {
    return null;
  }
  const d = isPlainObject(raw) ? readDetails(raw, 'details') : null;
  return d?.ok && d.value ? d.value : null;
}

/** Reads log lines back into entries; the first line that is not one, when there is one. */
function readLines(lines: readonly string[]): Result<LogEntry[], string> {
  const out: LogEntry[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    if (line.startsWith('d ')) {
      const details = readDetailsLine(line);
      const carries = last?.kind === 'result' || last?.kind === 'aside';
      if (!details || !carries || last.details) return { ok: false, error: line };
      out[out.length - 1] = { ...last, details };
      continue;
    }
    const e = readEntryText(line);
    if (!e) return { ok: false, error: line };
    out.push(e);
  }
  return ok(out);
}

/** A campaign as its link carries it: its map and log, and its id when it has one. */
export interface LinkedCampaign {
  readonly map: FsMap;
  readonly log: readonly LogEntry[];
  readonly id?: string;
}

/** The text's first lines: the campaign's id and name, and who made the link when named. */
const headLines = (c: CampaignId, by: string | undefined): string[] => [
  identityLine(c),
  ...(by?.trim() ? [byLine(by)] : []),
];

/**
 * Returns a link that opens the app at `appPath` (e.g. 'https://host/') with the campaign, named
 * `name` (the map's name when not given) and made by `by` when given (unsigned: sign.ts signs).
 */
export function campaignToLink(
  c: LinkedCampaign,
  appPath: string,
  name?: string,
  by?: string,
): string {
  const head = headLines(identityOf(c, name ?? c.map.name), by).join('\n');
  const text = `${head}\n${mapToText(c.map)}log\n${c.log.map(entryText).join('\n')}`;
  return `${appPath.split('#')[0]}${CAMPAIGN_LINK_MARK}${LINK_VERSION}${packText(text)}`;
}

const damaged = (why: string) =>
  err(
    'fs.link.damaged',
    'input',
    `This campaign link is damaged or cut short (${why}). Ask for it again.`,
  );

/**
 * The text a link's payload unpacks to, after `mark`, or why not: no payload with that mark, a
 * newer format, or a payload too long or altered. `what` names the link in messages.
 */
function payloadText(
  link: string,
  mark: string,
  what: { name: string; missing: string },
  limits: { chars: number; bytes: number },
): Result<{ text: string; version: string }> {
  const s = link.trim();
  const at = s.indexOf(mark);
  if (at < 0) return err('fs.link.missing', 'input', `This link carries no ${what.missing}.`);
  const body = s
    .slice(at + mark.length)
    .replace(/[\s?&/].*$/s, '')
    .split(SIGNATURE_MARK)[0] as string;
  if (body === '') {
    return err('fs.link.empty', 'input', `This ${what.name} link is empty. Ask for it again.`);
  }
  const version = body[0] as string;
  // Only a later version digit is a newer app's link; any other first character is damage.
  if (!VERSIONS_READ.includes(version)) {
    const newer = /^[0-9]$/.test(version) && version > LINK_VERSION;
    if (!newer) return damaged('it does not start with a link format');
    return err(
      'fs.link.version',
      'input',
      `This ${what.name} link was made by a newer version of the app (link format ${body[0]}; this app reads ${LINK_VERSION}). Update the app.`,
    );
  }
  if (body.length > limits.chars) return damaged('too long');
  const text = unpackText(body.slice(1), limits.bytes);
  return text === null ? damaged('it does not unpack') : ok({ text, version });
}

/**
 * The campaign and maker a version 2 text starts with, and the rest; a version 1 text has
 * neither (its campaign is null), or null when a version 2 text does not start with them.
 */
function readHead(
  lines: readonly string[],
  version: string,
): { campaign: CampaignId | null; by?: string; rest: string[] } | null {
  if (version === '1') return { campaign: null, rest: [...lines] };
  const campaign = readIdentityLine(lines[0]);
  if (!campaign) return null;
  const by = readByLine(lines[1]);
  return by === null ? { campaign, rest: lines.slice(1) } : { campaign, by, rest: lines.slice(2) };
}

/** A campaign read from its link: map, log, which campaign it is, and who made the link. */
export interface LinkedRead {
  readonly map: FsMap;
  readonly log: LogEntry[];
  readonly campaign: CampaignId;
  readonly by?: string;
}

/**
 * Returns the campaign a link carries (its map and log), or why it cannot be read: no campaign
 * in it, a newer format, a payload cut short or altered, or a log the map refuses.
 */
export function campaignFromLink(link: string): Result<LinkedRead> {
  const payload = payloadText(
    link,
    CAMPAIGN_LINK_MARK,
    { name: 'campaign', missing: `campaign (…${CAMPAIGN_LINK_MARK}…)` },
    { chars: MAX_PAYLOAD_CHARS, bytes: MAX_TEXT_BYTES },
  );
  if (!payload.ok) return payload;
  const head = readHead(payload.value.text.split('\n'), payload.value.version);
  if (!head) return damaged('no campaign named');
  const text = head.rest.join('\n');
  const split = text.indexOf('\nlog\n');
  if (split < 0) return damaged('no log');
  const mapText = text.slice(0, split + 1);
  const logText = text.slice(split + 5);
  const map = parseMapText(mapText);
  if (!map.ok) return damaged(map.error.map(problemText).join(' '));
  const log = readLines(logText === '' ? [] : logText.split('\n'));
  if (!log.ok) return damaged(`log line "${log.error.slice(0, 30)}"`);
  const ready = readyMap(map.value);
  if (!ready.ok) return ready;
  // The log must replay on its map; only the refusal is wanted here.
  const replayed = foldResults(startCampaign(ready.value), log.value, applyEntry);
  if (!replayed.ok) return replayed;
  // An old link names no campaign: the one its map stands for, under the map's name.
  const campaign = head.campaign ?? { id: derivedId(map.value), name: map.value.name };
  return ok({
    map: map.value,
    log: log.value,
    campaign,
    ...(head.by === undefined ? {} : { by: head.by }),
  });
}

/** The fragment that carries one battle's result back to the organiser, before its payload. */
export const RESULT_LINK_MARK = '#/firestorm/result/';

/**
 * A battle's result as a player sends it: which campaign and battle (the map's name, the
 * marker's number, its placement roll and where it went, so a link for another campaign is
 * caught) and the entries to record: the mission when it was not chosen yet, and the result.
 */
export interface SentResult {
  /** The campaign it is for (older links name only the map) and who sent it, when named. */
  readonly campaign?: CampaignId;
  readonly by?: string;
  readonly mapName: string;
  readonly place: Extract<LogEntry, { kind: 'place' }>;
  readonly battle: number;
  readonly entries: readonly LogEntry[];
}

/** Returns a link that opens the organiser's app at `appPath` with the result to review. */
export function resultToLink(r: SentResult, appPath: string): string {
  const head = r.campaign ? headLines(r.campaign, r.by) : [];
  const text = [
    ...head,
    `map ${JSON.stringify(r.mapName)}`,
    `b ${r.battle}`,
    entryText(r.place),
    ...r.entries.map(entryText),
  ].join('\n');
  // Without a campaign it is the older form (version 1), which names only the map.
  const version = r.campaign ? LINK_VERSION : '1';
  return `${appPath.split('#')[0]}${RESULT_LINK_MARK}${version}${packText(text)}`;
}

/** Returns the result a result link carries, or why it cannot be read. */
export function resultFromLink(link: string): Result<SentResult> {
  const payload = payloadText(
    link,
    RESULT_LINK_MARK,
    { name: 'result', missing: 'battle result' },
    { chars: 2000, bytes: 4000 },
  );
  if (!payload.ok) return payload;
  const head = readHead(payload.value.text.split('\n'), payload.value.version);
  if (!head) return damaged('no campaign named');
  const [mapLine, battleLine, ...rest] = head.rest;
  let mapName: unknown;
  try {
    mapName = JSON.parse(mapLine?.slice(4) ?? '');
  } catch {
    mapName = null;
  }
  const battle = Number(battleLine?.slice(2));
  const read = readLines(rest);
  const [place, ...entries] = read.ok ? read.value : [];
  if (
    typeof mapName !== 'string' ||
    !mapLine?.startsWith('map ') ||
    !battleLine?.startsWith('b ') ||
    !Number.isInteger(battle) ||
    place?.kind !== 'place' ||
    entries.length === 0 ||
    entries.some((e) => e.kind === 'place' || e.kind === 'aside' || e.battle !== battle)
  ) {
    return damaged('not a battle result');
  }
  return ok({
    ...(head.campaign ? { campaign: head.campaign } : {}),
    ...(head.by === undefined ? {} : { by: head.by }),
    mapName,
    battle,
    place,
    entries,
  });
}

const sameMarker = (a: Marker, b: Marker): boolean =>
  isCity(a) ? isCity(b) : !isCity(b) && a.from === b.from && a.to === b.to;

/**
 * Returns the log entries a sent result adds to this campaign (`open`: the campaign's id and
 * name), or why it cannot: another campaign (both named) or battle, a battle already decided, a
 * mission that differs from the one recorded, or the engine's refusal of the entries themselves.
 */
export function sentEntries(
  s: CampaignState,
  r: SentResult,
  open?: CampaignId,
): Result<LogEntry[]> {
  const other = r.campaign && open ? otherCampaign(r.campaign, open) : null;
  if (other) return err('fs.result.campaign', FS_RULE.games, other);
  const b = s.battles.find((x) => x.marker === r.battle);
  const same =
    b !== undefined &&
    s.ready.map.name === r.mapName &&
    b.placeDie.value === r.place.die.value &&
    sameMarker(b.target, r.place.marker);
  if (!b || !same) {
    return err(
      'fs.result.other',
      FS_RULE.games,
      `This result is for battle ${r.battle} of another campaign ("${r.campaign?.name ?? r.mapName}"), not this one.`,
    );
  }
  if (b.result) {
    return err('fs.result.twice', FS_RULE.games, `Battle ${r.battle} has its result already.`);
  }
  const out: LogEntry[] = [];
  for (const e of r.entries) {
    if (e.kind === 'mission' && b.mission) {
      if (b.mission.kind !== e.mission || b.mission.roll?.value !== e.roll?.value) {
        return err(
          'fs.result.mission',
          FS_RULE.games,
          `Battle ${r.battle}'s mission was recorded as ${b.mission.name}; the result sent was played as another.`,
        );
      }
      continue;
    }
    out.push(e);
  }
  const applied = foldResults(s, out, applyEntry);
  if (!applied.ok) return applied;
  return ok(out);
}
