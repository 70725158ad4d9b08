/**
 * The campaign and its map as files: a campaign file holds the map it is played on and its whole
 * log (undo history included), so another device replays exactly the same campaign; a map file
 * holds the organiser's transcription alone. Reading a file checks everything and says what it
 * would bring in (the import plan) before anything is replaced. Pure.
 */
import { type DieRoll, isPlainObject, readDie, tooLong, unknownField } from '../../core/input';
import { err, ok, parseJson, type Result } from '../../core/result';
import {
  type CampaignState,
  type LogEntry,
  openBattles,
  RESULTS,
  readMarker,
  replay,
} from './campaign';
import { readDetails } from './details';
import {
  CAMPAIGN_NAME_LIMIT,
  type CampaignId,
  carriedName,
  identityOf,
  isCampaignId,
} from './identity';
import { CAMPAIGN_LINK_MARK, campaignFromLink } from './link';
import { type FsMap, mapIssues, readMap, readyMap } from './map';
import { parseMapText, problemText } from './mapText';
import { MARKERS, MISSION_KINDS } from './rules';

export const CAMPAIGN_FORMAT = 'volga-table-firestorm-campaign';
export const MAP_FORMAT = 'volga-table-firestorm-map';
const VERSION = 1;

/** A campaign as stored and exported: its map, its log, and the entries undone (for redo). */
export interface CampaignRecord {
  /** The campaign's id (identity.ts), made when it was started; older records have none. */
  readonly id?: string;
  readonly map: FsMap;
  readonly log: readonly LogEntry[];
  readonly redo: readonly LogEntry[];
}

/** The keys each kind of log entry has (the optional ones may be left out); any other is refused. */
const ENTRY_KEYS = {
  place: ['kind', 'die', 'marker'],
  mission: ['kind', 'battle', 'mission', 'roll'],
  result: ['kind', 'battle', 'result', 'capture', 'details'],
  aside: ['kind', 'battle', 'result', 'capture', 'details'],
} as const;

/** Reads one log entry (`at` names it, 'log[3]'), or says what is wrong with it. */
function readEntry(raw: unknown, at: string): Result<LogEntry> {
  const bad = (what: string) => err('fs.file.log', 'input', `The campaign's ${at} ${what}.`);
  if (!isPlainObject(raw)) return bad('is not an entry');
  const kind = raw.kind;
  if (kind !== 'place' && kind !== 'mission' && kind !== 'result' && kind !== 'aside') {
    return bad('has no known kind (place, mission, result or aside)');
  }
  const extra = unknownField(raw, ENTRY_KEYS[kind]);
  if (extra !== undefined) {
    return bad(`has an unknown field ${extra}; a ${kind} entry has ${ENTRY_KEYS[kind].join(', ')}`);
  }
  const die = (k: 'die' | 'roll' | 'capture') => {
    const d = raw[k] === undefined && k !== 'die' ? undefined : readDie(raw[k]);
    return d === null ? bad(`has a ${k} that is not {value, source}`) : ok(d);
  };
  if (kind === 'place') {
    const d = die('die');
    if (!d.ok) return d;
    const marker = readMarker(raw.marker, `${at}.marker`);
    if (!marker.ok) return marker;
    return ok({ kind, die: d.value as DieRoll, marker: marker.value });
  }
  const n = raw.battle;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MARKERS) {
    return bad(`has a battle that is not a Battle Marker number 1 to ${MARKERS}`);
  }
  if (kind === 'mission') {
    const mission = MISSION_KINDS.find((k) => k === raw.mission);
    if (!mission) return bad(`has a mission that is not one of ${MISSION_KINDS.join(', ')}`);
    const roll = die('roll');
    if (!roll.ok) return roll;
    return ok({ kind, battle: n, mission, ...(roll.value ? { roll: roll.value } : {}) });
  }
  const result = RESULTS.find((r) => r === raw.result);
  if (!result) return bad(`has a result that is not one of ${RESULTS.join(', ')}`);
  const capture = die('capture');
  if (!capture.ok) return capture;
  if (raw.details !== undefined && !isPlainObject(raw.details))
    return bad('has details that are not an object');
  const details =
    raw.details === undefined ? ok(undefined) : readDetails(raw.details, `${at}.details`);
  if (!details.ok) return details;
  return ok({
    kind,
    battle: n,
    result,
    ...(capture.value ? { capture: capture.value } : {}),
    ...(details.value ? { details: details.value } : {}),
  });
}

/** Reads a list of log entries (`name` is 'log' or 'redo'), or the first entry that is not one. */
function readLog(raw: unknown, name: string): Result<LogEntry[]> {
  if (!Array.isArray(raw))
    return err('fs.file.log', 'input', `The campaign's ${name} is not a list.`);
  if (raw.length > MAX_ENTRIES) {
    return err(
      'fs.file.size',
      'input',
      `The campaign's ${name} has ${raw.length.toLocaleString('en-US')} entries; at most ${MAX_ENTRIES}.`,
    );
  }
  const out: LogEntry[] = [];
  for (const [i, e] of raw.entries()) {
    const entry = readEntry(e, `${name}[${i}]`);
    if (!entry.ok) return entry;
    out.push(entry.value);
  }
  return ok(out);
}

/** The keys of a stored campaign, and of a campaign file around it. */
const CAMPAIGN_KEYS = ['id', 'map', 'log', 'redo'];
const FILE_KEYS = ['format', 'version', 'name', ...CAMPAIGN_KEYS];
/**
 * Most entries a log or redo list holds: a campaign places 15 markers, each with a mission and a
 * result (45 entries), and corrections add a few more; this is ample and bounds the replay.
 */
const MAX_ENTRIES = 1000;

/**
 * Checks a stored or imported campaign: the map ready for play, the log replaying without a
 * refusal, and the redo entries replaying after it. Returns the record and its replayed state.
 */
export function readCampaign(
  raw: unknown,
  keys: readonly string[] = CAMPAIGN_KEYS,
): Result<{ record: CampaignRecord; state: CampaignState }> {
  if (!isPlainObject(raw))
    return err('fs.file.shape', 'input', 'A campaign must be a JSON object.');
  const extra = unknownField(raw, keys);
  if (extra !== undefined) {
    return err(
      'fs.file.shape',
      'input',
      `A campaign has an unknown field ${extra}; it has ${keys.join(', ')}.`,
    );
  }
  const map = readMap(raw.map);
  if (!map.ok) return map;
  const ready = readyMap(map.value);
  if (!ready.ok) return ready;
  const log = readLog(raw.log, 'log');
  if (!log.ok) return log;
  const redo = readLog(raw.redo ?? [], 'redo');
  if (!redo.ok) return redo;
  if (raw.id !== undefined && !isCampaignId(raw.id)) {
    return err('fs.file.id', 'input', 'The campaign id must be 4 to 40 letters, digits, - or _.');
  }
  const state = replay(ready.value, log.value);
  if (!state.ok) return state;
  // Redo entries are kept next-to-redo first (the last undone leads), so the log followed by
  // them in that order is the campaign with every undo put back: it must still replay.
  if (!replay(ready.value, [...log.value, ...redo.value]).ok) {
    return err('fs.file.log', 'input', 'The undone entries no longer follow on from the log.');
  }
  const id = raw.id === undefined ? {} : { id: raw.id };
  return ok({
    record: { ...id, map: map.value, log: log.value, redo: redo.value },
    state: state.value,
  });
}

/**
 * Returns a campaign as file text, with its id (derived for a record made before ids) and its
 * name (`name`, else the map's), so the file names the campaign wherever it is opened.
 */
export function campaignFileText(c: CampaignRecord, name?: string): string {
  const { id } = identityOf(c, '');
  const named = carriedName(name ?? '', c.map.name);
  return `${JSON.stringify({ format: CAMPAIGN_FORMAT, version: VERSION, id, name: named, map: c.map, log: c.log, redo: c.redo }, null, 1)}\n`;
}

/** Returns a map as file text (JSON). */
export function mapFileText(map: FsMap): string {
  return `${JSON.stringify({ format: MAP_FORMAT, version: VERSION, map }, null, 1)}\n`;
}

/** What an import would bring in, shown before the owner confirms it. */
export interface ImportPlan {
  readonly kind: 'campaign' | 'map';
  readonly mapName: string;
  readonly fixture: boolean;
  readonly areas: number;
  readonly borders: number;
  /** Markers placed and battles still open (a campaign file only). */
  readonly markers: number;
  readonly open: number;
  /** Errors and facts still needed on the map (a map may be imported half-transcribed). */
  readonly issues: number;
  readonly record?: CampaignRecord;
  /** The campaign's id and name (a campaign only; older files get a derived id, the map's name). */
  readonly campaign?: CampaignId;
  readonly map: FsMap;
}

/**
 * Reads a campaign file, a campaign link, a map file, or map text, and returns the plan of what
 * it brings in.
 */
export function planImport(text: string): Result<ImportPlan> {
  if (text.includes(CAMPAIGN_LINK_MARK)) {
    const c = campaignFromLink(text);
    if (!c.ok) return c;
    const { map, log, campaign } = c.value;
    return planImport(campaignFileText({ id: campaign.id, map, log, redo: [] }, campaign.name));
  }
  const read = parseJson(text, err('fs.file.format', 'input', 'not JSON'));
  // Not JSON: read below as map text.
  const json = read.ok ? read.value : undefined;
  const base = (map: FsMap) => ({
    mapName: map.name,
    fixture: map.fixture === true,
    areas: map.areas.length,
    borders: map.borders.length,
    issues: mapIssues(map).length,
    map,
  });
  if (isPlainObject(json) && json.format === CAMPAIGN_FORMAT) {
    if (json.version !== VERSION) {
      return err(
        'fs.file.version',
        'input',
        `This campaign file is version ${String(json.version)}; this app reads version ${VERSION}.`,
      );
    }
    const r = readCampaign(json, FILE_KEYS);
    if (!r.ok) return r;
    const { record, state } = r.value;
    if (json.name !== undefined && typeof json.name !== 'string') {
      return err('fs.file.name', 'input', 'The campaign file’s name must be text.');
    }
    const long =
      typeof json.name === 'string'
        ? tooLong(json.name.trim(), 'The campaign’s name', CAMPAIGN_NAME_LIMIT)
        : null;
    if (long) return err('fs.file.name', 'input', long);
    const name =
      typeof json.name === 'string' ? carriedName(json.name, record.map.name) : record.map.name;
    return ok({
      kind: 'campaign',
      ...base(record.map),
      markers: state.battles.length,
      open: openBattles(state).length,
      record,
      campaign: identityOf(record, name),
    });
  }
  if (isPlainObject(json) && json.format === MAP_FORMAT) {
    const extra = unknownField(json, ['format', 'version', 'map']);
    if (extra !== undefined) {
      return err(
        'fs.file.shape',
        'input',
        `A map file has an unknown field ${extra}; it has format, version and map.`,
      );
    }
    const m = readMap(json.map);
    if (!m.ok) return m;
    return ok({ kind: 'map', ...base(m.value), markers: 0, open: 0 });
  }
  if (json !== undefined) {
    return err('fs.file.format', 'input', 'This is not a Firestorm campaign or map file.');
  }
  const parsed = parseMapText(text);
  if (!parsed.ok) {
    return err('fs.map.text', 'input', parsed.error.map(problemText).slice(0, 5).join(' '));
  }
  return ok({ kind: 'map', ...base(parsed.value), markers: 0, open: 0 });
}
