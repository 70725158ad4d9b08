/**
 * The Firestorm campaign tracker as a signal model, saved in IndexedDB through the app's typed
 * persisted keys (src/core/persist/key.ts): the organiser's map transcription and the club's
 * campaigns (campaigns.ts: each its map, log and undone entries, name and start day), one of them
 * open. Every change goes through the engine (applyEntry, readCampaign), so what is stored always
 * replays. A new start or an import adds a campaign and replaces none; a store written by an
 * earlier version (one campaign and the one it replaced) is read into the list, and nothing is
 * written over a store that could not be read.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import { fileSlug } from '../../core/files/file-name';
import { idbIO, type KeyValueIO, persistedKey } from '../../core/persist/key';
import type { Result } from '../../core/result';
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
export interface FirestormModel {
  readonly map: ReadonlySignal<FsMap>;
  /** Every campaign, oldest first, and the one open (null: the start screen). */
  readonly campaigns: ReadonlySignal<readonly CampaignEntry[]>;
  readonly current: ReadonlySignal<CampaignEntry | null>;
  readonly campaign: ReadonlySignal<CampaignRecord | null>;
  /** The campaign replayed, and its standing (null without a campaign). */
  readonly state: ReadonlySignal<CampaignState | null>;
  readonly standing: ReadonlySignal<Standing | null>;
  readonly loaded: ReadonlySignal<boolean>;
  /** True when a write was refused, or writes are held back after a failed read. */
  readonly saveFailed: ReadonlySignal<boolean>;
  load(): Promise<void>;
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
  /** Brings in what a checked import plan holds: a campaign (added to the list, opened) or the map. */
  applyImport(plan: ImportPlan): void;
  campaignText(): string;
  mapText(): string;
  /** The name of the campaign's or the map's file, from the campaign's or the map's name. */
  fileName(what: 'campaign' | 'map'): string;
  flushed(): Promise<void>;
}

const noCampaign = {
  ok: false,
  error: { code: 'fs.none', rule: 'input', message: 'Start a campaign first.' },
} as const;

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
  const mapKey = persistedKey(FS_MAP_KEY, storedMap, emptyMap, io);
  const listKey = persistedKey<CampaignList | null>(FS_LIST_KEY, readList, () => null, io);
  // Earlier versions' keys, read once to bring their campaigns into the list (never written).
  const campaignKey = persistedKey(FS_CAMPAIGN_KEY, storedCampaign, () => null, io);
  const previousKey = persistedKey(FS_PREVIOUS_KEY, storedCampaign, () => null, io);
  const map = signal<FsMap>(emptyMap());
  const list = signal<CampaignList>(emptyList());
  const removed = signal<CampaignEntry | null>(null);
  const loaded = signal(false);
  const saveFailed = signal(false);
  let holdWrites = false;
  let chain: Promise<void> = Promise.resolve();

  const current = computed(
    () => list.value.entries.find((e) => e.id === list.value.current) ?? null,
  );
  const campaign = computed(() => current.value?.record ?? null);
  const state = computed(() => {
    const c = campaign.value;
    if (!c) return null;
    const ready = readyMap(c.map);
    const r = ready.ok ? replay(ready.value, c.log) : null;
    return r?.ok ? r.value : null;
  });
  const standingNow = computed(() => (state.value ? standing(state.value) : null));

  // Writes run one after another so an older value never lands after a newer one.
  function save<T>(key: { write(v: T): Promise<boolean> }, value: T): void {
    if (holdWrites) {
      saveFailed.value = true;
      return;
    }
    chain = chain.then(async () => {
      saveFailed.value = !(await key.write(value));
    });
  }
  const setList = (l: CampaignList) => {
    list.value = l;
    save(listKey, l);
  };
  /** Replaces the open campaign's record. */
  const setCampaign = (r: CampaignRecord) => {
    const id = list.value.current;
    setList({
      ...list.value,
      entries: list.value.entries.map((e) => (e.id === id ? { ...e, record: r } : e)),
    });
  };
  const addRecord = (r: CampaignRecord) => setList(addCampaign(list.value, r, today()));

  return {
    current,
    map,
    campaigns: computed(() => list.value.entries),
    campaign,
    state,
    standing: standingNow,
    removed,
    saveFailed,
    loaded,
    lastEntry: computed(() => campaign.value?.log.at(-1) ?? null),
    nextRedo: computed(() => campaign.value?.redo[0] ?? null),
    async load() {
      const [m, l] = await Promise.all([mapKey.read(), listKey.read()]);
      // A store that could not be read, or a list that does not read, may still hold the
      // campaigns: never write over it.
      holdWrites = m.status === 'error' || l.status === 'error' || l.status === 'invalid';
      map.value = m.value;
      if (l.value) list.value = l.value;
      else if (l.status === 'missing') {
        const [c, p] = await Promise.all([campaignKey.read(), previousKey.read()]);
        holdWrites ||= c.status === 'error' || p.status === 'error';
        const migrated = migrateList(c.value, p.value);
        if (migrated.entries.length > 0) setList(migrated);
        else list.value = migrated;
      }
      saveFailed.value = holdWrites;
      loaded.value = true;
    },
    setMap(m) {
      map.value = m;
      save(mapKey, m);
    },
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
    add(entry) {
      const c = campaign.value;
      const s = state.value;
      if (!c || !s) return noCampaign;
      const r = applyEntry(s, entry);
      if (r.ok) setCampaign({ ...c, log: [...c.log, entry], redo: [] });
      return r;
    },
    undo() {
      const c = campaign.value;
      const last = c?.log.at(-1);
      if (!c || !last) return false;
      setCampaign({ ...c, log: c.log.slice(0, -1), redo: [last, ...c.redo] });
      return true;
    },
    redo() {
      const c = campaign.value;
      const next = c?.redo[0];
      if (!c || !next) return false;
      setCampaign({ ...c, log: [...c.log, next], redo: c.redo.slice(1) });
      return true;
    },
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
    applyImport(plan) {
      if (plan.record) addRecord(plan.record);
      else {
        map.value = plan.map;
        save(mapKey, plan.map);
      }
    },
    campaignText: () => (campaign.value ? campaignFileText(campaign.value) : ''),
    mapText: () => mapFileText(map.value),
    fileName: (what) => {
      const name = (what === 'campaign' ? current.value?.name : map.value.name) ?? '';
      return `firestorm-${what}-${fileSlug(name, 'map')}.json`;
    },
    flushed: () => chain,
  };
}

let shared: FirestormModel | null = null;
/** The app's one tracker model, over IndexedDB, created on first use. */
export function firestormModel(): FirestormModel {
  shared ??= createFirestormModel();
  return shared;
}
