/**
 * The Firestorm campaign tracker as a signal model, saved in IndexedDB through core's record
 * store (src/core/persist/record-store.ts): the organiser's map transcription and the club's
 * campaigns (campaigns.ts: each its map, log and undone entries, name and start day), one of them
 * open. Every change goes through the engine (applyEntry, readCampaign), so what is stored always
 * replays. A new start or an import adds a campaign and replaces none; a store written by an
 * earlier version (one campaign and the one it replaced) is read into the list, a list that does
 * not read is kept aside before a fresh one is written, and nothing is written over a store that
 * could not be read.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import { fileSlug } from '../../core/files/file-name';
import { idbIO, type KeyValueIO } from '../../core/persist/key';
import { playedRecord } from '../../core/persist/played-record';
import {
  createRecordStore,
  type StoredState,
  type StoredValue,
} from '../../core/persist/record-store';
import { err, type Result } from '../../core/result';
import {
  applyEntry,
  type BattleFix,
  type CampaignRecord,
  type CampaignState,
  type Corrected,
  campaignFileText,
  correctBattle,
  correctMap,
  type FsMap,
  type ImportPlan,
  type LogEntry,
  type MapLayout,
  mapFileText,
  readCampaign,
  readMap,
  readyMap,
  replay,
  type Standing,
  standing,
} from '../engine';
import {
  addCampaign,
  type CampaignEntry,
  type CampaignList,
  emptyList,
  freeName,
  migrateList,
  readList,
} from './campaigns';

/** IndexedDB keys of the tracker. */
export const FS_MAP_KEY = 'firestorm/map';
/** The list of campaigns (campaigns.ts). */
export const FS_LIST_KEY = 'firestorm/campaigns';
/** Where a stored list that does not read is kept, untouched, before a fresh one is written. */
export const FS_LIST_DAMAGED_KEY = 'firestorm/campaigns-damaged';
/** Earlier versions' one campaign and the one it replaced: read once into the list. */
export const FS_CAMPAIGN_KEY = 'firestorm/campaign';
export const FS_PREVIOUS_KEY = 'firestorm/previous';

/** The organiser's map before anything is transcribed. */
export const emptyMap = (): FsMap => ({
  name: 'My campaign map',
  areas: [],
  borders: [],
  cityTrack: { german: { vp: [], milestones: [] }, soviet: { vp: [], milestones: [] } },
});

const storedMap = (raw: unknown): FsMap | null => {
  const r = readMap(raw);
  return r.ok ? r.value : null;
};
const storedCampaign = (raw: unknown): CampaignRecord | null => {
  if (raw === null) return null;
  const r = readCampaign(raw);
  return r.ok ? r.value.record : null;
};

/** The tracker's state and actions. */
export interface FirestormModel extends StoredState {
  readonly map: ReadonlySignal<FsMap>;
  /** Every campaign, oldest first, and the one open (null: the start screen). */
  readonly campaigns: ReadonlySignal<readonly CampaignEntry[]>;
  readonly current: ReadonlySignal<CampaignEntry | null>;
  readonly campaign: ReadonlySignal<CampaignRecord | null>;
  /** The campaign replayed, and its standing (null without a campaign). */
  readonly state: ReadonlySignal<CampaignState | null>;
  readonly standing: ReadonlySignal<Standing | null>;
  /** True when the stored list did not read: it was kept aside and a fresh one started. */
  readonly listDamaged: ReadonlySignal<boolean>;
  /** Saves the organiser's map (any shape readMap accepts: a half-transcribed map is kept). */
  setMap(map: FsMap): void;
  /** Starts a new campaign on a map ready for play, added to the list and opened. */
  start(map: FsMap): Result<CampaignRecord>;
  /** Opens campaign `id`; false when there is no such campaign. */
  open(id: string): boolean;
  /** Leaves the campaign open for the start screen (to start another); nothing is lost. */
  close(): void;
  /** Renames campaign `id`; returns the name given (made unique), or why not. */
  rename(id: string, name: string): Result<string>;
  /** Takes campaign `id` off the list; it can be put back with `undoRemove` until the next removal. */
  remove(id: string): boolean;
  readonly removed: ReadonlySignal<CampaignEntry | null>;
  undoRemove(): boolean;
  /** Adds an entry to the log (clearing redo), or says why the engine refuses it. */
  add(entry: LogEntry): Result<CampaignState>;
  /** Takes back the last entry; false when the log is empty. */
  undo(): boolean;
  /** Puts back the last undone entry; false when there is none. */
  redo(): boolean;
  /** The entry undo would take back and redo would put back. */
  readonly lastEntry: ReadonlySignal<LogEntry | null>;
  readonly nextRedo: ReadonlySignal<LogEntry | null>;
  /**
   * Corrects battle `n`'s result (and its details), or the campaign's map, replaying the log;
   * returns what moved, or the engine's reason when a later entry would become illegal.
   */
  correct(n: number, fix: BattleFix): Result<Corrected>;
  correctMap(map: FsMap): Result<Corrected>;
  /** Keeps where the organiser put the areas on the campaign's map picture (rules unchanged). */
  arrange(layout: MapLayout): void;
  /** Brings in what a checked import plan holds: a campaign (added to the list, opened) or the map. */
  applyImport(plan: ImportPlan): void;
  campaignText(): string;
  mapText(): string;
  /** The name of the campaign's or the map's file, from the campaign's or the map's name. */
  fileName(what: 'campaign' | 'map'): string;
}

const noCampaign = err('fs.none', 'input', 'Start a campaign first.');

/** Today on this device, YYYY-MM-DD. */
export function localDay(d = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/**
 * Returns the tracker's model over a key-value store (IndexedDB by default); `today` gives the
 * day a campaign is started on.
 */
export function createFirestormModel(
  io: KeyValueIO = idbIO,
  today: () => string = localDay,
): FirestormModel {
  const store = createRecordStore(io);
  const mapValue = store.value({ key: FS_MAP_KEY, validate: storedMap, fallback: emptyMap });
  const listValue = store.value<CampaignList | null>({
    key: FS_LIST_KEY,
    validate: readList,
    fallback: () => null,
    keepDamagedAt: FS_LIST_DAMAGED_KEY,
  });
  // Earlier versions' keys, read to bring their campaigns into the list (never written).
  const older = (key: string) =>
    store.value<CampaignRecord | null>({ key, validate: storedCampaign, fallback: () => null });
  const oldCampaign = older(FS_CAMPAIGN_KEY);
  const oldPrevious = older(FS_PREVIOUS_KEY);
  const map = mapValue.current;
  const list = computed(() => listValue.current.value ?? emptyList());
  const setList = (l: CampaignList) => listValue.set(l);
  const removed = signal<CampaignEntry | null>(null);

  const current = computed(
    () => list.value.entries.find((e) => e.id === list.value.current) ?? null,
  );
  const campaign = computed(() => current.value?.record ?? null);
  /** Replaces the open campaign's record. */
  const setCampaign = (r: CampaignRecord) => {
    const id = list.value.current;
    setList({
      ...list.value,
      entries: list.value.entries.map((e) => (e.id === id ? { ...e, record: r } : e)),
    });
  };
  // The open campaign as one stored record, for core's log replay, add, undo and redo.
  const open: StoredValue<CampaignRecord | null> = {
    current: campaign,
    damaged: listValue.damaged,
    set: (r) => r && setCampaign(r),
    update(change) {
      const next = change(campaign.value);
      if (next !== null) setCampaign(next);
      return next !== null;
    },
  };
  const played = playedRecord(open, {
    replay: (c: CampaignRecord) => {
      const ready = readyMap(c.map);
      const r = ready.ok ? replay(ready.value, c.log) : null;
      return r?.ok ? r.value : null;
    },
    apply: applyEntry,
    none: noCampaign,
  });
  const state = played.state;
  const standingNow = computed(() => (state.value ? standing(state.value) : null));
  const addRecord = (r: CampaignRecord) => setList(addCampaign(list.value, r, today()));

  return {
    current,
    map,
    campaigns: computed(() => list.value.entries),
    campaign,
    state,
    standing: standingNow,
    removed,
    listDamaged: listValue.damaged,
    ...store.state,
    lastEntry: computed(() => campaign.value?.log.at(-1) ?? null),
    nextRedo: computed(() => campaign.value?.redo[0] ?? null),
    async load() {
      await store.load();
      // No list stored yet: an earlier version's campaign and "previous" become the list.
      if (listValue.current.value !== null || listValue.damaged.value) return;
      const migrated = migrateList(oldCampaign.current.value, oldPrevious.current.value);
      if (migrated.entries.length > 0) setList(migrated);
    },
    setMap: mapValue.set,
    start(m) {
      const ready = readyMap(m);
      if (!ready.ok) return ready;
      const c: CampaignRecord = { map: m, log: [], redo: [] };
      addRecord(c);
      return { ok: true, value: c };
    },
    open(id) {
      if (!list.value.entries.some((e) => e.id === id)) return false;
      setList({ ...list.value, current: id });
      return true;
    },
    close() {
      setList({ ...list.value, current: null });
    },
    rename(id, name) {
      if (!list.value.entries.some((e) => e.id === id)) return noCampaign;
      if (name.trim() === '') {
        return {
          ok: false,
          error: { code: 'fs.name.empty', rule: 'input', message: 'Give the campaign a name.' },
        };
      }
      const given = freeName(list.value, name, id);
      setList({
        ...list.value,
        entries: list.value.entries.map((e) => (e.id === id ? { ...e, name: given } : e)),
      });
      return { ok: true, value: given };
    },
    remove(id) {
      const gone = list.value.entries.find((e) => e.id === id);
      if (!gone) return false;
      removed.value = gone;
      setList({
        ...list.value,
        current: list.value.current === id ? null : list.value.current,
        entries: list.value.entries.filter((e) => e.id !== id),
      });
      return true;
    },
    undoRemove() {
      const back = removed.value;
      if (!back) return false;
      removed.value = null;
      // Back where it was in the list order (ids grow with age), under a name still free.
      const entries = [...list.value.entries, { ...back, name: freeName(list.value, back.name) }];
      entries.sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
      setList({ ...list.value, entries });
      return true;
    },
    add: played.add,
    undo: played.undo,
    redo: played.redo,
    correct(n, fix) {
      const c = campaign.value;
      if (!c) return noCampaign;
      const r = correctBattle(c.map, c.log, n, fix);
      // Undone entries were made on the old log: they no longer follow on from the corrected one.
      if (r.ok) setCampaign({ map: c.map, log: r.value.log, redo: [] });
      return r;
    },
    correctMap(m) {
      const c = campaign.value;
      if (!c) return noCampaign;
      const r = correctMap(c.map, c.log, m);
      if (r.ok) setCampaign({ map: r.value.map, log: c.log, redo: [] });
      return r;
    },
    arrange(layout) {
      const c = campaign.value;
      if (c) setCampaign({ ...c, map: { ...c.map, layout } });
    },
    applyImport(plan) {
      if (plan.record) addRecord(plan.record);
      else mapValue.set(plan.map);
    },
    campaignText: () => (campaign.value ? campaignFileText(campaign.value) : ''),
    mapText: () => mapFileText(map.value),
    fileName: (what) => {
      const name = (what === 'campaign' ? current.value?.name : map.value.name) ?? '';
      return `firestorm-${what}-${fileSlug(name, 'map')}.json`;
    },
  };
}

let shared: FirestormModel | null = null;
/** The app's one tracker model, over IndexedDB, created on first use. */
export function firestormModel(): FirestormModel {
  shared ??= createFirestormModel();
  return shared;
}
