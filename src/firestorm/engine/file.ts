/**
 * The campaign and its map as files: a campaign file holds the map it is played on and its whole
 * log (undo history included), so another device replays exactly the same campaign; a map file
 * holds the organiser's transcription alone. Reading a file checks everything and says what it
 * would bring in (the import plan) before anything is replaced. Pure.
 */
import { err, ok, type Result } from '../../core/result';
import {
  type CampaignState,
  type DieRoll,
  type LogEntry,
  openBattles,
  RESULTS,
  readMarker,
  replay,
} from './campaign';
import { readDetails } from './details';
import { CAMPAIGN_LINK_MARK, campaignFromLink } from './link';
import { type FsMap, isRecord, mapIssues, readMap, readyMap } from './map';
import { parseMapText, problemText } from './mapText';
import { MISSION_KINDS } from './rules';

export const CAMPAIGN_FORMAT = 'volga-table-firestorm-campaign';
export const MAP_FORMAT = 'volga-table-firestorm-map';
const VERSION = 1;

/** A campaign as stored and exported: its map, its log, and the entries undone (for redo). */
export interface CampaignRecord {
  readonly map: FsMap;
  readonly log: readonly LogEntry[];
  readonly redo: readonly LogEntry[];
}

function readDie(raw: unknown): DieRoll | null {
  if (!isRecord(raw) || typeof raw.value !== 'number') return null;
  if (raw.source !== 'owner' && raw.source !== 'app') return null;
  return { value: raw.value, source: raw.source };
}

function readEntry(raw: unknown): LogEntry | null {
  if (!isRecord(raw)) return null;
  const n = raw.battle;
  const battle = typeof n === 'number' && Number.isInteger(n) ? n : null;
  if (raw.kind === 'place') {
    const die = readDie(raw.die);
    const marker = readMarker(raw.marker, 'marker');
    if (!die || !marker.ok) return null;
    return { kind: 'place', die, marker: marker.value };
  }
  if (raw.kind === 'mission' && battle !== null) {
    const kind = MISSION_KINDS.find((k) => k === raw.mission);
    const roll = raw.roll === undefined ? undefined : readDie(raw.roll);
    if (!kind || roll === null) return null;
    return { kind: 'mission', battle, mission: kind, ...(roll ? { roll } : {}) };
  }
  if (raw.kind === 'result' && battle !== null) {
    const result = RESULTS.find((r) => r === raw.result);
    const capture = raw.capture === undefined ? undefined : readDie(raw.capture);
    const details =
      raw.details === undefined
        ? ok(undefined)
        : isRecord(raw.details)
          ? readDetails(raw.details, 'details')
          : null;
    if (!result || capture === null || !details?.ok) return null;
    return {
      kind: 'result',
      battle,
      result,
      ...(capture ? { capture } : {}),
      ...(details.value ? { details: details.value } : {}),
    };
  }
  return null;
}

/** Reads a list of log entries; null when any entry is not one. */
function readLog(raw: unknown): LogEntry[] | null {
  if (!Array.isArray(raw)) return null;
  const out: LogEntry[] = [];
  for (const e of raw) {
    const entry = readEntry(e);
    if (!entry) return null;
    out.push(entry);
  }
  return out;
}

/**
 * Checks a stored or imported campaign: the map ready for play, the log replaying without a
 * refusal, and the redo entries replaying after it. Returns the record and its replayed state.
 */
export function readCampaign(
  raw: unknown,
): Result<{ record: CampaignRecord; state: CampaignState }> {
  if (!isRecord(raw)) return err('fs.file.shape', 'input', 'A campaign must be a JSON object.');
  const map = readMap(raw.map);
  if (!map.ok) return map;
  const ready = readyMap(map.value);
  if (!ready.ok) return ready;
  const log = readLog(raw.log);
  const redo = readLog(raw.redo ?? []);
  if (!log || !redo) return err('fs.file.log', 'input', 'The campaign log is damaged.');
  const state = replay(ready.value, log);
  if (!state.ok) return state;
  // Redo entries are kept next-to-redo first (the last undone leads), so the log followed by
  // them in that order is the campaign with every undo put back: it must still replay.
  if (!replay(ready.value, [...log, ...redo]).ok) {
    return err('fs.file.log', 'input', 'The undone entries no longer follow on from the log.');
  }
  return ok({ record: { map: map.value, log, redo }, state: state.value });
}

/** Returns a campaign as file text. */
export function campaignFileText(c: CampaignRecord): string {
  return `${JSON.stringify({ format: CAMPAIGN_FORMAT, version: VERSION, map: c.map, log: c.log, redo: c.redo }, null, 1)}\n`;
}

/** Returns a map as file text (JSON). */
export function mapFileText(map: FsMap): string {
  return `${JSON.stringify({ format: MAP_FORMAT, version: VERSION, map }, null, 1)}\n`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
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
    return planImport(campaignFileText({ map: c.value.map, log: c.value.log, redo: [] }));
  }
  const json = parseJson(text);
  const base = (map: FsMap) => ({
    mapName: map.name,
    fixture: map.fixture === true,
    areas: map.areas.length,
    borders: map.borders.length,
    issues: mapIssues(map).length,
    map,
  });
  if (isRecord(json) && json.format === CAMPAIGN_FORMAT) {
    if (json.version !== VERSION) {
      return err(
        'fs.file.version',
        'input',
        `This campaign file is version ${String(json.version)}; this app reads version ${VERSION}.`,
      );
    }
    const r = readCampaign(json);
    if (!r.ok) return r;
    const { record, state } = r.value;
    return ok({
      kind: 'campaign',
      ...base(record.map),
      markers: state.battles.length,
      open: openBattles(state).length,
      record,
    });
  }
  if (isRecord(json) && json.format === MAP_FORMAT) {
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
