/**
 * A Mission as a file and back: the record with a kind and version, and a reader that checks
 * every field and replays the log before anything is kept, so a damaged or hand-edited file is
 * refused with the reason and never replaces the Mission in play.
 */
import { isPrngWord } from '../../core/prng';
import { err, ok, type Result, readTaggedJson } from '../../core/result';
import { type LogEntry, type MissionRecord, replay } from './mission';
import { isMissionId } from './missions';

/** The file's kind marker. */
export const MISSION_FILE_KIND = 'votg-mission';

/** Returns the file text of a Mission record. */
export function missionFileText(record: MissionRecord): string {
  return `${JSON.stringify({ kind: MISSION_FILE_KIND, version: 1, record }, null, 1)}\n`;
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const SITUATION_KEYS = new Set([
  'drm',
  'attitude',
  'elite',
  'conscript',
  'reinforcing',
  'column',
  'humanWaveLeaders',
  'nkvd',
  'conscripts',
  'fortified',
  'side',
  'coloredDrm',
]);

function readFrom(v: unknown): boolean {
  return (
    v === undefined ||
    (isObj(v) &&
      Number.isInteger(v.entry) &&
      Number.isInteger(v.slot) &&
      Object.keys(v).length === 2)
  );
}

/** Checks one log line's shape (the replay checks its rules). */
function readEntry(v: unknown): LogEntry | null {
  if (!isObj(v)) return null;
  if (v.kind === 'card')
    return (v.ac === null || Number.isInteger(v.ac)) &&
      typeof v.enemyRe === 'string' &&
      typeof v.friendlyRe === 'string'
      ? { kind: 'card', ac: v.ac as number | null, enemyRe: v.enemyRe, friendlyRe: v.friendlyRe }
      : null;
  if (v.kind === 'typed')
    return typeof v.table === 'string' && typeof v.text === 'string' && readFrom(v.from)
      ? (v as unknown as LogEntry)
      : null;
  if (v.kind !== 'roll') return null;
  const sit = v.situation;
  const okSituation =
    isObj(sit) &&
    Object.entries(sit).every(
      ([k, x]) =>
        SITUATION_KEYS.has(k) &&
        (typeof x === 'number' || typeof x === 'boolean' || typeof x === 'string'),
    );
  return typeof v.table === 'string' &&
    Array.isArray(v.dice) &&
    (v.source === 'owner' || v.source === 'app') &&
    okSituation &&
    readFrom(v.from)
    ? (v as unknown as LogEntry)
    : null;
}

/** Checks a stored or imported record and replays it; the reason when it cannot be used. */
export function readMissionRecord(raw: unknown): Result<MissionRecord> {
  const bad = (why: string) =>
    err('file.mission', 'input', `This is not a usable Mission: ${why}.`);
  if (!isObj(raw)) return bad('no record');
  if (raw.schemaVersion !== 1) return bad('unknown version');
  if (!isMissionId(raw.mission)) return bad('unknown Mission');
  if (raw.friendly !== 'german' && raw.friendly !== 'russian') return bad('no FRIENDLY side');
  if (!isPrngWord(raw.seed)) return bad('no dice seed');
  if (!Array.isArray(raw.log) || !Array.isArray(raw.redo)) return bad('no log');
  const log = raw.log.map(readEntry);
  const redo = raw.redo.map(readEntry);
  if (log.includes(null) || redo.includes(null)) return bad('a log line is damaged');
  const record: MissionRecord = {
    schemaVersion: 1,
    mission: raw.mission,
    friendly: raw.friendly,
    seed: raw.seed,
    log: log as LogEntry[],
    redo: redo as LogEntry[],
  };
  const r = replay(record);
  if (!r.ok) return bad(`its log does not replay (${r.error.message})`);
  return ok(record);
}

/** Reads a Mission file's text. */
export function readMissionFile(text: string): Result<MissionRecord> {
  const file = readTaggedJson(
    text,
    { tagKey: 'kind', tag: MISSION_FILE_KIND, versionKey: 'version', version: 1 },
    {
      notJson: err('file.mission', 'input', 'This file is not JSON, so not a Mission file.'),
      notTag: err('file.mission', 'input', 'This is not a Valor of the Guards Mission file.'),
      otherVersion: () =>
        err('file.mission', 'input', 'This Mission file is from a newer version.'),
    },
  );
  if (!file.ok) return file;
  const raw = file.value;
  return readMissionRecord(raw.record);
}
