/**
 * The command's JSON form of a campaign, `{map, battles}`, and the campaign log it stands for.
 * Battles are listed in the order their markers were placed (the first is Battle Marker 1). A
 * battle without `result` is still open (without `mission`, its mission is not chosen yet). A
 * battle's mission and result are recorded before the next marker is placed, unless `after` says
 * how many markers had been placed when they were: several battles may be open at once, and
 * results recorded in the same gap between two placements are taken in marker order. Every key,
 * at every level, is checked: an unknown one is refused. Pure.
 */
import { isPlainObject, shown } from '../../core/input';
import { err, foldResults, ok, type Result } from '../../core/result';
import {
  applyEntry,
  type CampaignState,
  type LogEntry,
  type Marker,
  readMarker,
  replay,
  startCampaign,
} from './campaign';
import { type BattleDetails, DETAIL_KEYS, readDetails } from './details';
import { FS_RULE, type FsMap, type ReadyMap, readMap, readyMap, unknownKey } from './map';
import { MISSION_KINDS, type MissionKind } from './rules';

/**
 * One battle of the JSON form, as the command reads and `open` prints it. Its optional details
 * (players, date, score, notes: details.ts) come with its result.
 */
export interface FormBattle extends BattleDetails {
  readonly placeDie: number;
  readonly marker: Marker;
  readonly mission?: { readonly kind: MissionKind; readonly roll?: number };
  readonly result?: 'attacker' | 'defender' | 'draw';
  readonly captureDie?: number;
  /** Markers placed when the mission and result were recorded; left out, this battle's own. */
  readonly after?: number;
}

/** A campaign in the JSON form. */
export interface CampaignForm {
  readonly map: FsMap;
  readonly battles: readonly FormBattle[];
}

const BATTLE_KEYS = [
  'placeDie',
  'marker',
  'mission',
  'result',
  'captureDie',
  'after',
  ...DETAIL_KEYS,
] as const;
const owner = (value: number) => ({ value, source: 'owner' as const });
const bad = (message: string) => err('fs.input.value', 'input', message);
/** A die's face: the form takes real dice (1-6); the rules then say what each face does. */
const isFace = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 6;

/** Reads one battle of the form (Battle Marker `n`, of `count` placed in all). */
function readBattle(raw: unknown, i: number, count: number): Result<FormBattle> {
  const at = `battles[${i}]`;
  const n = i + 1;
  if (!isPlainObject(raw)) return bad(`${at} must be an object.`);
  const extra = unknownKey(raw, BATTLE_KEYS, at);
  if (extra) return extra;
  const marker = readMarker(raw.marker, `${at}.marker`);
  if (!marker.ok) return marker;
  if (!isFace(raw.placeDie)) {
    return err(
      'fs.die.face',
      FS_RULE.place,
      `${at}.placeDie must be a die face 1 to 6; got ${shown(raw.placeDie)}.`,
    );
  }
  const m = raw.mission;
  let mission: FormBattle['mission'];
  if (m !== undefined) {
    if (!isPlainObject(m) || !(MISSION_KINDS as readonly unknown[]).includes(m.kind)) {
      return bad(`${at}.mission.kind must be one of ${MISSION_KINDS.join(', ')}.`);
    }
    const extraMission = unknownKey(m, ['kind', 'roll'], `${at}.mission`);
    if (extraMission) return extraMission;
    if (m.roll !== undefined && !isFace(m.roll)) {
      return err(
        'fs.die.face',
        FS_RULE.mission,
        `${at}.mission.roll must be a die face 1 to 6; got ${shown(m.roll)}.`,
      );
    }
    mission = { kind: m.kind as MissionKind, ...(m.roll === undefined ? {} : { roll: m.roll }) };
  }
  const result = raw.result;
  if (result !== undefined && result !== 'attacker' && result !== 'defender' && result !== 'draw') {
    return bad(`${at}.result must be "attacker", "defender" or "draw".`);
  }
  if (result !== undefined && !mission) {
    return err('fs.result.mission', FS_RULE.games, `${at}: a result needs the mission first.`);
  }
  if (raw.captureDie !== undefined && !isFace(raw.captureDie)) {
    return err(
      'fs.die.face',
      FS_RULE.country,
      `${at}.captureDie must be a die face 1 to 6; got ${shown(raw.captureDie)}.`,
    );
  }

  if (raw.captureDie !== undefined && result === undefined) {
    return bad(`${at}.captureDie comes with a result.`);
  }
  const after = raw.after;
  if (after !== undefined) {
    if (result === undefined) return bad(`${at}.after comes with a result.`);
    if (typeof after !== 'number' || !Number.isInteger(after) || after < n || after > count) {
      return bad(`${at}.after must be a marker count from ${n} to ${count}.`);
    }
  }
  const given = Object.fromEntries(DETAIL_KEYS.filter((k) => k in raw).map((k) => [k, raw[k]]));
  const details = readDetails(given, at);
  if (!details.ok) return details;
  if (details.value && result === undefined) {
    const first = Object.keys(given)[0] as string;
    return bad(`${at}.${first} comes with a result (details are recorded with it).`);
  }
  return ok({
    placeDie: raw.placeDie,
    marker: marker.value,
    ...(mission ? { mission } : {}),
    ...(result === undefined ? {} : { result }),
    ...(raw.captureDie === undefined ? {} : { captureDie: raw.captureDie }),
    ...(after === undefined || after === n ? {} : { after }),
    ...details.value,
  });
}

/** The log entries of a battle's mission and result (Battle Marker `n`). */
function decided(b: FormBattle, n: number): LogEntry[] {
  const out: LogEntry[] = [];
  if (b.mission) {
    const { kind, roll } = b.mission;
    out.push({
      kind: 'mission',
      battle: n,
      mission: kind,
      ...(roll === undefined ? {} : { roll: owner(roll) }),
    });
  }
  if (b.result) {
    const { players, date, score, notes } = b;
    const details: BattleDetails = {
      ...(players ? { players } : {}),
      ...(date ? { date } : {}),
      ...(score ? { score } : {}),
      ...(notes ? { notes } : {}),
    };
    out.push({
      kind: 'result',
      battle: n,
      result: b.result,
      ...(b.captureDie === undefined ? {} : { capture: owner(b.captureDie) }),
      ...(Object.keys(details).length > 0 ? { details } : {}),
    });
  }
  return out;
}

/** Returns the campaign log the form's battles stand for, in the order it was recorded. */
export function formLog(battles: readonly FormBattle[]): LogEntry[] {
  const log: LogEntry[] = [];
  battles.forEach((b, i) => {
    log.push({ kind: 'place', die: owner(b.placeDie), marker: b.marker });
    // An open battle's mission is recorded as it is chosen, right after its placement.
    if (!b.result) log.push(...decided(b, i + 1));
    battles.forEach((d, j) => {
      if (d.result && j <= i && (d.after ?? j + 1) === i + 1) log.push(...decided(d, j + 1));
    });
  });
  return log;
}

/** Reads the form's battles (untrusted JSON): a list, each battle's keys checked. */
export function readBattles(raw: unknown): Result<FormBattle[]> {
  // Left out, there are no battles yet; given, it must be a list (null is not one).
  const list = raw === undefined ? [] : raw;
  if (!Array.isArray(list)) return bad('battles must be a list.');
  const out: FormBattle[] = [];
  for (const [i, b] of list.entries()) {
    const r = readBattle(b, i, list.length);
    if (!r.ok) return r;
    out.push(r.value);
  }
  return ok(out);
}

/** Reads the whole form: the map ready for play, the battles, and the state they replay to. */
export function readForm(
  raw: unknown,
): Result<{ form: CampaignForm; ready: ReadyMap; log: LogEntry[]; state: CampaignState }> {
  if (!isPlainObject(raw))
    return err('fs.input.object', 'input', 'The input must be one JSON object.');
  const extra = unknownKey(raw, ['map', 'battles'], '');
  if (extra) return extra;
  const map = readMap(raw.map);
  if (!map.ok) return map;
  const ready = readyMap(map.value);
  if (!ready.ok) return ready;
  const battles = readBattles(raw.battles);
  if (!battles.ok) return battles;
  const log = formLog(battles.value);
  // Entry by entry, so a refusal reads as the engine words it ("Battle 3: ...").
  const state = foldResults(startCampaign(ready.value), log, applyEntry);
  if (!state.ok) return state;
  return ok({
    form: { map: map.value, battles: battles.value },
    ready: ready.value,
    log,
    state: state.value,
  });
}

/** Markers placed before each log entry, by entry index. */
function placedBefore(log: readonly LogEntry[]): number[] {
  let placed = 0;
  return log.map((e) => {
    if (e.kind === 'place') placed += 1;
    return placed;
  });
}

const sameState = (a: CampaignState, b: CampaignState): boolean =>
  JSON.stringify([a.owners, a.stickers, a.battles.map((x) => [x.result, x.effect])]) ===
  JSON.stringify([b.owners, b.stickers, b.battles.map((x) => [x.result, x.effect])]);

/**
 * Returns a campaign's log in the JSON form. Refused only when results recorded between the same
 * two placements, in an order other than their markers', changed what the campaign adds up to:
 * the form cannot say that order (the campaign file and link keep it).
 */
export function logForm(ready: ReadyMap, log: readonly LogEntry[]): Result<CampaignForm> {
  const state = replay(ready, log);
  if (!state.ok) return state;
  const placed = placedBefore(log);
  const battles: FormBattle[] = state.value.battles.map((b) => {
    const at = log.findIndex((e) => e.kind === 'result' && e.battle === b.marker);
    const after = at >= 0 ? (placed[at] ?? b.marker) : b.marker;
    return {
      placeDie: b.placeDie.value,
      marker: b.target,
      ...(b.mission
        ? {
            mission: {
              kind: b.mission.kind,
              ...(b.mission.roll ? { roll: b.mission.roll.value } : {}),
            },
          }
        : {}),
      ...(b.result ? { result: b.result } : {}),
      ...(b.capture ? { captureDie: b.capture.value } : {}),
      ...(after === b.marker ? {} : { after }),
      ...b.details,
    };
  });
  const again = replay(ready, formLog(battles));
  if (!again.ok || !sameState(again.value, state.value)) {
    return err(
      'fs.form.order',
      FS_RULE.games,
      'Results recorded between the same two placements out of marker order changed the campaign: the JSON form cannot show that order (the campaign file keeps it).',
    );
  }
  return ok({ map: ready.map, battles });
}
