/**
 * The headless campaign command (`npm run --silent firestorm -- '<json>'`): a map and the battles
 * fought so far, each complete, in the order their markers were placed; prints the standing as
 * one line of JSON. Each battle is resolved before the next is placed. Pure: scripts/firestorm.ts
 * only does the I/O.
 */
import { type CommandRun, runJsonCommand } from '../../core/cli';
import { err, ok, type Result } from '../../core/result';
import {
  applyEntry,
  type CampaignState,
  type LogEntry,
  readMarker,
  startCampaign,
} from './campaign';
import { isRecord, RULE_MISSION, RULE_PLACE, readMap, readyMap, unknownKey } from './map';
import { MISSION_KINDS, type MissionKind } from './rules';
import { standing } from './standing';

const owner = (value: unknown) => ({ value: value as number, source: 'owner' as const });
const bad = (message: string) => err('INPUT_FIELD', 'input', message);

/** Reads one battle of the input as its three log entries (place, mission, result). */
function battleEntries(raw: unknown, i: number, n: number): Result<LogEntry[]> {
  const at = `battles[${i}]`;
  if (!isRecord(raw)) return bad(`${at} must be an object.`);
  const extra = unknownKey(raw, ['placeDie', 'marker', 'mission', 'result', 'captureDie'], at);
  if (extra) return extra;
  const marker = readMarker(raw.marker, `${at}.marker`);
  if (!marker.ok) return marker;
  if (typeof raw.placeDie !== 'number') {
    return err('fs.die', RULE_PLACE, `${at}.placeDie must be a die face 1 to 6.`);
  }
  const mission = raw.mission;
  if (!isRecord(mission) || !(MISSION_KINDS as readonly unknown[]).includes(mission.kind)) {
    return bad(`${at}.mission.kind must be one of ${MISSION_KINDS.join(', ')}.`);
  }
  const extraMission = unknownKey(mission, ['kind', 'roll'], `${at}.mission`);
  if (extraMission) return extraMission;
  const kind = mission.kind as MissionKind;
  if (mission.roll !== undefined && typeof mission.roll !== 'number') {
    return err('fs.die', RULE_MISSION, `${at}.mission.roll must be a die face 1 to 6.`);
  }
  if (raw.result !== 'attacker' && raw.result !== 'defender' && raw.result !== 'draw') {
    return bad(`${at}.result must be "attacker", "defender" or "draw".`);
  }
  if (raw.captureDie !== undefined && typeof raw.captureDie !== 'number') {
    return bad(`${at}.captureDie must be a die face 1 to 6.`);
  }
  return ok([
    { kind: 'place', die: owner(raw.placeDie), marker: marker.value },
    {
      kind: 'mission',
      battle: n,
      mission: kind,
      ...(mission.roll !== undefined ? { roll: owner(mission.roll) } : {}),
    },
    {
      kind: 'result',
      battle: n,
      result: raw.result,
      ...(raw.captureDie !== undefined ? { capture: owner(raw.captureDie) } : {}),
    },
  ]);
}

/** The JSON object the command prints for this input, or the first problem with it. */
export function firestormOutput(raw: unknown): Result<Record<string, unknown>> {
  if (!isRecord(raw)) return err('INPUT_NOT_OBJECT', 'input', 'The input must be one JSON object.');
  const extra = unknownKey(raw, ['map', 'battles'], '');
  if (extra) return extra;
  const shaped = readMap(raw.map);
  if (!shaped.ok) return shaped;
  const ready = readyMap(shaped.value);
  if (!ready.ok) return ready;
  // Left out, there are no battles yet; given, it must be a list (null is not one).
  const battles = raw.battles === undefined ? [] : raw.battles;
  if (!Array.isArray(battles)) return bad('battles must be a list.');
  let s: CampaignState = startCampaign(ready.value);
  for (const [i, b] of battles.entries()) {
    const entries = battleEntries(b, i, s.battles.length + 1);
    if (!entries.ok) return entries;
    for (const e of entries.value) {
      const r = applyEntry(s, e);
      if (!r.ok) return r;
      s = r.value;
    }
  }
  const st = standing(s);
  return ok({
    markersUsed: st.markersUsed,
    over: st.over,
    next: st.next,
    owners: s.owners,
    cityStickers: s.stickers,
    vp: st.vp,
    milestones: st.milestones,
    level: st.level,
    shiftedLevel: st.shiftedLevel,
    battles: s.battles.map((b) => ({
      marker: b.marker,
      placer: b.placer,
      mission: b.mission?.name ?? '',
      effect: b.effect,
    })),
    legalArrows: st.legalArrows,
  });
}

/** What the command prints for its argument text, and its exit status (0, or 2 on bad input). */
export function runFirestormCommand(args: readonly string[]): CommandRun {
  return runJsonCommand(
    args,
    'Give the map and battles as one JSON argument: npm run --silent firestorm -- \'{"map": {...}, "battles": [...]}\'.',
    true,
    firestormOutput,
  );
}
