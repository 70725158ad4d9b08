/**
 * The club's campaigns, listed like saved games: each with its name, the day it was started, and
 * its record (map, log, undone entries); one of them is open. The list as stored is checked
 * entry by entry with the engine's own reader, and the single campaign plus "previous" kept by
 * earlier versions becomes a list of two without losing either. Pure: days and ids are handed in.
 */
import {
  type CampaignRecord,
  levelName,
  MARKERS,
  readCampaign,
  readyMap,
  replay,
  SIDE_NAME,
  SIDES,
  standing,
} from '../engine';

/** One campaign of the list. `started` is YYYY-MM-DD, or '' when not known (an older store). */
export interface CampaignEntry {
  readonly id: string;
  readonly name: string;
  readonly started: string;
  readonly record: CampaignRecord;
}

/**
 * The list, oldest first, and the id of the campaign open (null: none, the start screen), as it
 * is stored (with its format's version).
 */
export interface CampaignList {
  readonly version: typeof LIST_VERSION;
  readonly current: string | null;
  readonly entries: readonly CampaignEntry[];
}

export const LIST_VERSION = 1 as const;
export const NAME_LIMIT = 60;
export const emptyList = (): CampaignList => ({
  version: LIST_VERSION,
  current: null,
  entries: [],
});

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Returns the list as stored; null when any part of it cannot be used (the store is kept). */
export function readList(raw: unknown): CampaignList | null {
  if (!isObject(raw) || raw.version !== LIST_VERSION || !Array.isArray(raw.entries)) return null;
  const entries: CampaignEntry[] = [];
  for (const e of raw.entries) {
    if (!isObject(e) || typeof e.id !== 'string' || typeof e.name !== 'string') return null;
    if (typeof e.started !== 'string') return null;
    const r = readCampaign(e.record);
    if (!r.ok) return null;
    entries.push({ id: e.id, name: e.name, started: e.started, record: r.value.record });
  }
  const current = typeof raw.current === 'string' ? raw.current : null;
  return {
    version: LIST_VERSION,
    current: entries.some((e) => e.id === current) ? current : null,
    entries,
  };
}

/** A new id, unused in the list. */
export function nextId(l: CampaignList): string {
  const used = l.entries.map((e) => Number(e.id.replace(/^c/, ''))).filter(Number.isFinite);
  return `c${Math.max(0, ...used) + 1}`;
}

/** `name` trimmed and cut to the limit; another campaign's name gets " (2)", " (3)"… */
export function freeName(l: CampaignList, name: string, except?: string): string {
  const base = name.trim().slice(0, NAME_LIMIT) || 'Campaign';
  const taken = new Set(l.entries.filter((e) => e.id !== except).map((e) => e.name));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} (${n})`)) return `${base} (${n})`;
}

/** Returns the list with a campaign added (named after its map) and open. */
export function addCampaign(
  l: CampaignList,
  record: CampaignRecord,
  started: string,
): CampaignList {
  const entry: CampaignEntry = {
    id: nextId(l),
    name: freeName(l, record.map.name),
    started,
    record,
  };
  return { ...l, current: entry.id, entries: [...l.entries, entry] };
}

/**
 * Returns the list earlier versions' store stands for: the campaign it last replaced, then the
 * campaign in play (open). Neither had a start day: it is left unknown.
 */
export function migrateList(
  campaign: CampaignRecord | null,
  previous: CampaignRecord | null,
): CampaignList {
  let l = emptyList();
  if (previous) l = addCampaign(l, previous, '');
  if (campaign) l = addCampaign(l, campaign, '');
  return { ...l, current: campaign ? l.current : null };
}

/** What the list shows of a campaign: battles recorded and where the campaign stands. */
export function summary(e: CampaignEntry): { battles: number; standing: string } {
  const ready = readyMap(e.record.map);
  const s = ready.ok ? replay(ready.value, e.record.log) : null;
  if (!s?.ok) return { battles: 0, standing: '' };
  const st = standing(s.value);
  const vp = SIDES.map((side) => `${SIDE_NAME[side]} ${st.vp[side]}`).join(', ');
  return {
    battles: s.value.battles.filter((b) => b.result).length,
    standing: `${st.markersUsed} of ${MARKERS} markers · VP ${vp} · ${levelName(st.shiftedLevel)}${st.over ? ' (over)' : ''}`,
  };
}
