/**
 * How the VotG roller's Missions are stored and read back (by its model, Export all and Import).
 * A long Mission is stored as one JSON text ({packedMission}): IndexedDB copies one text at once,
 * where copying thousands of small log objects holds the page for one long task.
 */
import { isPlainObject } from '../../core/input';
import type { RecordReader } from '../../core/table';
import { type MissionRecord, newMission, readMissionRecord } from '../engine';

/** From this many log and redo lines on, a Mission is stored as one text. */
export const PACK_AT_LINES = 1000;

/** Long Missions' texts made ahead of their write (packAhead), by record. */
const packedTexts = new WeakMap<MissionRecord, string>();

/** Returns the form a Mission is stored in: a long one as {packedMission: its JSON}, else itself. */
export function packedMission(record: MissionRecord | null): unknown {
  if (!record || record.log.length + record.redo.length < PACK_AT_LINES) return record;
  return { packedMission: packedTexts.get(record) ?? JSON.stringify(record) };
}

/**
 * Makes a long Mission's stored text ahead of its write, a few hundred lines at a time with
 * `pause()` between them, so the write (one task) only copies the text.
 */
export async function packAhead(record: MissionRecord, pause: () => Promise<void>): Promise<void> {
  const lines = [...record.log, ...record.redo];
  if (lines.length < PACK_AT_LINES) return;
  const parts: string[] = [];
  for (const [i, e] of lines.entries()) {
    parts.push(JSON.stringify(e));
    if (i % 200 === 199) await pause();
  }
  const { schemaVersion, mission, friendly, seed } = record;
  const head = JSON.stringify({ schemaVersion, mission, friendly, seed }).slice(0, -1);
  const log = parts.slice(0, record.log.length).join(',');
  const redo = parts.slice(record.log.length).join(',');
  packedTexts.set(record, `${head},"log":[${log}],"redo":[${redo}]}`);
}

/** The record inside a stored value: a packed Mission's parsed text, or the value itself. */
function unpacked(raw: unknown): unknown {
  if (!isPlainObject(raw) || !Object.hasOwn(raw, 'packedMission')) return raw;
  if (Object.keys(raw).length !== 1 || typeof raw.packedMission !== 'string') return undefined;
  try {
    return JSON.parse(raw.packedMission) as unknown;
  } catch {
    return undefined;
  }
}

/** Returns a stored Mission checked by the engine's reader, or null (a stored null: no Mission). */
export const storedMission = (raw: unknown): MissionRecord | null => {
  if (raw === null) return null;
  const r = readMissionRecord(unpacked(raw));
  return r.ok ? r.value : null;
};

/** A Mission's reader: the record's own version field is checked by readMissionRecord. */
export const missionReader: RecordReader = {
  version: 1,
  read: storedMission,
  example: () => newMission('v1', 'german', 5),
};
