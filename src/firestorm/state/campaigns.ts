/**
 * The club's campaigns, listed like saved games: each with its name, the day it was started, and
 * its record (map, log, undone entries); one of them is open. Stored as an index (names, days,
 * the one open) and one key per campaign, so a tap writes only the campaign it changed. What
 * earlier versions stored still reads: the whole list in one key (version 1) becomes the index
 * and its campaigns, and the single campaign plus "previous" before that becomes a list of two
 * without losing either. Each part is checked with the engine's own reader. Pure: days and ids
 * are handed in.
 */
import { isPlainObject } from '../../core/input';
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
/** The version of the stored index (version 1 was the whole list in one key). */
export const INDEX_VERSION = 2 as const;
export const NAME_LIMIT = 60;
export const emptyList = (): CampaignList => ({
  version: LIST_VERSION,
  current: null,
  entries: [],
});

/** One campaign as the index lists it: its record is under its own key. */
export type IndexEntry = Omit<CampaignEntry, 'record'>;

/**
 * The entries and the open id of a stored list or index of `version`: each entry's id, name and
 * day, and what `more` reads from the rest of it; null when any part cannot be used.
 */
function readEntries<E extends IndexEntry>(
  raw: unknown,
  version: number,
  more: (head: IndexEntry, stored: Record<string, unknown>) => E | null,
): { readonly current: string | null; readonly entries: E[] } | null {
  if (!isPlainObject(raw) || raw.version !== version || !Array.isArray(raw.entries)) return null;
  const entries: E[] = [];
  for (const e of raw.entries) {
    if (!isPlainObject(e) || typeof e.id !== 'string' || typeof e.name !== 'string') return null;
    if (typeof e.started !== 'string') return null;
    const entry = more({ id: e.id, name: e.name, started: e.started }, e);
    if (!entry) return null;
    entries.push(entry);
  }
  return { current: typeof raw.current === 'string' ? raw.current : null, entries };
}

/** Returns the list as stored; null when any part of it cannot be used (the store is kept). */
export function readList(raw: unknown): CampaignList | null {
  const l = readEntries(raw, LIST_VERSION, (head, e): CampaignEntry | null => {
    const r = readCampaign(e.record);
    return r.ok ? { ...head, record: r.value.record } : null;
  });
  if (!l) return null;
  const current = l.entries.some((e) => e.id === l.current) ? l.current : null;
  return { version: LIST_VERSION, current, entries: l.entries };
}

/** The stored index: the campaigns oldest first, and the one open when the page was last used. */
export interface CampaignIndex {
  readonly version: typeof INDEX_VERSION;
  readonly current: string | null;
  readonly entries: readonly IndexEntry[];
}

/** The index as read, with the campaigns a version 1 list held in the same key (to be split out). */
export interface ReadIndex extends CampaignIndex {
  readonly legacy?: readonly CampaignEntry[];
}

/** Returns the index as stored, upgrading a version 1 list; null when it cannot be used. */
export function readIndex(raw: unknown): ReadIndex | null {
  if (isPlainObject(raw) && raw.version === LIST_VERSION) {
    const l = readList(raw);
    if (!l) return null;
    const entries = l.entries.map(({ record: _r, ...e }) => e);
    return { version: INDEX_VERSION, current: l.current, entries, legacy: l.entries };
  }
  const index = readEntries(raw, INDEX_VERSION, (head) => head);
  return index && { version: INDEX_VERSION, ...index };
}

/** A campaign as stored under its own key: its record, and what the last correction replaced. */
export interface StoredCampaign {
  readonly record: CampaignRecord;
  /** Set by a correction and cleared by any later change, so undo can take the correction back. */
  readonly fix?: { readonly before: CampaignRecord; readonly what: string };
}

/** Returns a stored campaign checked by the engine's reader, or null. */
export function readStoredCampaign(raw: unknown): StoredCampaign | null {
  if (!isPlainObject(raw)) return null;
  const r = readCampaign(raw.record);
  if (!r.ok) return null;
  if (raw.fix === undefined) return { record: r.value.record };
  const f = raw.fix;
  if (!isPlainObject(f) || typeof f.what !== 'string') return null;
  const before = readCampaign(f.before);
  return before.ok
    ? { record: r.value.record, fix: { before: before.value.record, what: f.what } }
    : null;
}

/** A new id, unused in the list. */
export function nextId(l: { readonly entries: readonly { readonly id: string }[] }): string {
  const used = l.entries.map((e) => Number(e.id.replace(/^c/, ''))).filter(Number.isFinite);
  return `c${Math.max(0, ...used) + 1}`;
}

/** `name` trimmed and cut to the limit; another campaign's name gets " (2)", " (3)"… */
export function freeName(
  l: { readonly entries: readonly { readonly id: string; readonly name: string }[] },
  name: string,
  except?: string,
): string {
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
