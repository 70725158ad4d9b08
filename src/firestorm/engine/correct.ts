/**
 * Corrections: a battle's recorded mission or result fixed long after, or a map fact fixed mid-
 * campaign (the campaign keeps its own copy of the map). The log is replayed with the fix in
 * place, so everything after it follows; a fix that makes a later entry illegal (an arrow from an
 * area no longer held, say) is refused with that entry's reason. What the fix moved is listed:
 * owners, City Fight stickers, battle effects, VP and the scale of victory. Pure.
 */
import { err, ok, type Result } from '../../core/result';
import { type CampaignState, type LogEntry, replay } from './campaign';
import { DETAIL_KEYS, detailTexts } from './details';
import { type FsMap, readyMap, SIDE_NAME, SIDES } from './map';
import { levelName } from './rules';
import { standing } from './standing';

/** A battle's result as corrected: the mission (when it changes too) and the result entry. */
export interface BattleFix {
  readonly mission?: Extract<LogEntry, { kind: 'mission' }>;
  readonly result: Extract<LogEntry, { kind: 'result' }>;
}

/** A correction that replays: the new log (or map) and what it moved, in words. */
export interface Corrected {
  readonly map: FsMap;
  readonly log: readonly LogEntry[];
  readonly changes: readonly string[];
}

/** Returns what differs between two replays of a campaign, one line each. */
export function changesBetween(a: CampaignState, b: CampaignState): string[] {
  const out: string[] = [];
  for (const area of b.ready.map.areas) {
    const was = a.owners[area.id];
    const now = b.owners[area.id];
    if (was && now && was !== now)
      out.push(`${area.id} ${area.name}: ${SIDE_NAME[was]} → ${SIDE_NAME[now]}.`);
  }
  for (const side of SIDES) {
    if (a.stickers[side] !== b.stickers[side]) {
      out.push(
        `${SIDE_NAME[side]} City Fight stickers: ${a.stickers[side]} → ${b.stickers[side]}.`,
      );
    }
  }
  for (const battle of b.battles) {
    const before = a.battles.find((x) => x.marker === battle.marker);
    if (before && before.effect !== battle.effect) {
      out.push(`Battle ${battle.marker}: ${before.effect || 'open'} → ${battle.effect || 'open'}`);
    }
    const was = detailTexts(before?.details);
    const now = detailTexts(battle.details);
    for (const k of DETAIL_KEYS) {
      if (before && was[k] !== now[k]) {
        out.push(`Battle ${battle.marker} ${k}: ${was[k] || 'none'} → ${now[k] || 'none'}.`);
      }
    }
  }
  const sa = standing(a);
  const sb = standing(b);
  for (const side of SIDES) {
    if (sa.vp[side] !== sb.vp[side])
      out.push(`${SIDE_NAME[side]} VP: ${sa.vp[side]} → ${sb.vp[side]}.`);
  }
  if (sa.shiftedLevel !== sb.shiftedLevel) {
    out.push(`Result: ${levelName(sa.shiftedLevel)} → ${levelName(sb.shiftedLevel)}.`);
  }
  return out;
}

function replayed(map: FsMap, log: readonly LogEntry[], why: string): Result<CampaignState> {
  const ready = readyMap(map);
  if (!ready.ok) return ready;
  const r = replay(ready.value, log);
  if (r.ok) return r;
  return err(r.error.code, r.error.rule, why ? `${why} ${r.error.message}` : r.error.message);
}

/**
 * Returns the campaign with battle `n`'s mission and result replaced, or why not: the battle has
 * no result to correct, or the replay refuses a later entry.
 */
export function correctBattle(
  map: FsMap,
  log: readonly LogEntry[],
  n: number,
  fix: BattleFix,
): Result<Corrected> {
  const before = replayed(map, log, '');
  if (!before.ok) return before;
  const at = log.findIndex((e) => e.kind === 'result' && e.battle === n);
  if (at < 0 || fix.result.battle !== n || (fix.mission && fix.mission.battle !== n)) {
    return err('fs.correct.open', 'Playing Games', `Battle ${n} has no result to correct yet.`);
  }
  const next = log.map((e, i) => {
    if (i === at) return fix.result;
    if (fix.mission && e.kind === 'mission' && e.battle === n) return fix.mission;
    return e;
  });
  const after = replayed(
    map,
    next,
    `This correction cannot be made: later entries depend on battle ${n}'s result.`,
  );
  if (!after.ok) return after;
  return ok({ map, log: next, changes: changesBetween(before.value, after.value) });
}

/**
 * Returns the campaign on a corrected map (a VP, an owner at the start, a border, the track), or
 * why not: the map has a problem, or the log no longer replays on it.
 */
export function correctMap(map: FsMap, log: readonly LogEntry[], fixed: FsMap): Result<Corrected> {
  const before = replayed(map, log, '');
  if (!before.ok) return before;
  const after = replayed(fixed, log, 'The campaign cannot move to this map:');
  if (!after.ok) return after;
  return ok({ map: fixed, log, changes: changesBetween(before.value, after.value) });
}
