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
import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import { fileSlug } from '../../core/files/file-name';
import { type PlayedValue, playedRecord } from '../../core/persist/played-record';
import {
  type Change,
  createRecordStore,
  type RecordsEnv,
  type StoreStatus,
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
  inheritedLayout,
  type LogEntry,
  type MapLayout,
  mapFileText,
  readyMap,
  replay,
  type Standing,
  samePicture,
  standing,
} from '../engine';
import {
  type CampaignEntry,
  type CampaignIndex,
  freeName,
  INDEX_VERSION,
  type IndexEntry,
  migrateList,
  nextId,
  type ReadIndex,
  readIndex,
  readStoredCampaign,
  type StoredCampaign,
} from './campaigns';
import {
  FS_CAMPAIGN_KEY,
  FS_CAMPAIGN_PREFIX,
  FS_LIST_DAMAGED_KEY,
  FS_LIST_KEY,
  FS_MAP_KEY,
  FS_PREVIOUS_KEY,
} from './keys';
import { storedMap, storedOldCampaign } from './records';
import { newCampaignId } from './signing';

/** The organiser's map before anything is transcribed. */
export const emptyMap = (): FsMap => ({
  name: 'My campaign map',
  areas: [],
  borders: [],
  cityTrack: { german: { vp: [], milestones: [] }, soviet: { vp: [], milestones: [] } },
});

const emptyIndex = (): CampaignIndex => ({ version: INDEX_VERSION, current: null, entries: [] });

/** The tracker's state and actions. */
export interface FirestormModel extends StoreStatus {
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
  /** What undo takes back when it is a correction ("the correction of battle 2"), else null. */
  readonly lastFix: ReadonlySignal<string | null>;
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
 * A new campaign on map `m`, with its own id and the places the map's areas were last arranged
 * in (inheritedLayout: they belong to the map, so a second campaign is not laid out afresh).
 */
function newRecord(
  m: FsMap,
  list: CampaignIndex,
  records: ReadonlyMap<string, StoredCampaign>,
): CampaignRecord {
  const maps = list.entries.flatMap((e) => records.get(e.id)?.record.map ?? []);
  const layout = inheritedLayout(m, maps);
  return { id: newCampaignId(), map: layout ? { ...m, layout } : m, log: [], redo: [] };
}

/**
 * Campaign `c` with its areas at `layout`, and the write that gives the kit's map the same places
 * when the kit holds that map (samePicture), so the next campaign started from the kit has them.
 */
function arranged(c: CampaignRecord, layout: MapLayout, kit: FsMap): [StoredCampaign, Change[]] {
  const record = { ...c, map: { ...c.map, layout } };
  return [
    { record },
    samePicture(kit, c.map) ? [{ key: FS_MAP_KEY, value: { ...kit, layout } }] : [],
  ];
}

/**
 * The tracker's keys in one record store (the organiser's map, the list, one key per campaign,
 * and the keys earlier versions wrote, read only to bring their campaigns into the list), with
 * the changes that write the list and a campaign.
 */
function trackerRecords(env?: RecordsEnv) {
  const store = createRecordStore(env);
  const mapCell = store.cell({ key: FS_MAP_KEY, read: storedMap, fallback: emptyMap });
  const indexCell = store.cell<ReadIndex | null>({
    key: FS_LIST_KEY,
    read: readIndex,
    fallback: () => null,
    keepDamagedAt: FS_LIST_DAMAGED_KEY,
  });
  const stored = store.family<StoredCampaign>(FS_CAMPAIGN_PREFIX, readStoredCampaign);
  // Earlier versions' keys, read to bring their campaigns into the list (never written).
  const older = (key: string) =>
    store.cell<CampaignRecord | null>({ key, read: storedOldCampaign, fallback: () => null });
  const oldCampaign = older(FS_CAMPAIGN_KEY);
  const oldPrevious = older(FS_PREVIOUS_KEY);
  const latestIndex = (): CampaignIndex => indexCell.latest() ?? emptyIndex();
  const campaignChange = (id: string, c: StoredCampaign | undefined): Change => ({
    key: stored.keyOf(id),
    value: c,
  });
  const indexChange = (i: CampaignIndex): Change => ({ key: FS_LIST_KEY, value: i });
  return {
    store,
    mapCell,
    indexCell,
    stored,
    oldCampaign,
    oldPrevious,
    latestIndex,
    campaignChange,
    indexChange,
  };
}

type TrackerRecords = ReturnType<typeof trackerRecords>;

/** Splits what an earlier version stored into the index and one key per campaign. */
async function upgrade(tracker: TrackerRecords): Promise<void> {
  const { store, indexCell, oldCampaign, oldPrevious, campaignChange, indexChange } = tracker;
  const i = indexCell.current.value;
  if (i?.legacy) {
    const { legacy, ...index } = i;
    // The version 1 list is kept as it was (backup) until the split is stored.
    await store.write(
      [...legacy.map((e) => campaignChange(e.id, { record: e.record })), indexChange(index)],
      { backup: true },
    );
    return;
  }
  if (i !== null || indexCell.damaged.value) return;
  const migrated = migrateList(oldCampaign.current.value, oldPrevious.current.value);
  if (migrated.entries.length === 0) return;
  await store.write([
    ...migrated.entries.map((e) => campaignChange(e.id, { record: e.record })),
    indexChange({
      version: INDEX_VERSION,
      current: migrated.current,
      entries: migrated.entries.map(({ record: _r, ...e }) => e),
    }),
  ]);
}

/**
 * The list's actions: starting, importing, opening, closing, renaming and removing a campaign
 * (and putting the last removed one back). `openId` is the campaign this tab has open.
 */
function listActions(
  tracker: TrackerRecords,
  openId: Signal<string | null>,
  entries: ReadonlySignal<readonly CampaignEntry[]>,
  today: () => string,
): Pick<
  FirestormModel,
  'removed' | 'start' | 'open' | 'close' | 'rename' | 'remove' | 'undoRemove' | 'applyImport'
> {
  const { store, stored, latestIndex, campaignChange, indexChange } = tracker;
  const removed = signal<CampaignEntry | null>(null);
  /** Adds campaigns to the index (under free names) with their records, in one write; the last opens. */
  const addRecords = (records: readonly CampaignRecord[], started: string, options = {}) => {
    let i: CampaignIndex = latestIndex();
    const taken = { entries: [...i.entries, ...stored.ids().map((id) => ({ id, name: '' }))] };
    const changes: Change[] = [];
    let id = '';
    for (const record of records) {
      id = nextId(taken);
      const entry: IndexEntry = { id, name: freeName(i, record.map.name), started };
      taken.entries.push({ id, name: entry.name });
      i = { ...i, current: id, entries: [...i.entries, entry] };
      changes.push(campaignChange(id, { record }));
    }
    // Opened at once, so the next change goes to it; it shows once stored, and a refused write
    // opens again what was open.
    const was = openId.value;
    openId.value = id;
    void store.write([...changes, indexChange(i)], options).then((done) => {
      if (!done && openId.value === id) openId.value = was;
    });
  };
  const writeIndex = (change: (i: CampaignIndex) => CampaignIndex) =>
    store.write([indexChange(change(latestIndex()))]);

  return {
    removed,
    start(m) {
      const ready = readyMap(m);
      if (!ready.ok) return ready;
      // Its own id, carried in every link and file, so results cannot land in another campaign.
      const c = newRecord(m, latestIndex(), stored.latest());
      addRecords([c], today());
      return { ok: true, value: c };
    },
    open(id) {
      if (!entries.value.some((e) => e.id === id)) return false;
      openId.value = id;
      void writeIndex((i) => ({ ...i, current: id }));
      return true;
    },
    close() {
      openId.value = null;
      void writeIndex((i) => ({ ...i, current: null }));
    },
    rename(id, name) {
      const i = latestIndex();
      if (!i.entries.some((e) => e.id === id)) return noCampaign;
      if (name.trim() === '') {
        return {
          ok: false,
          error: { code: 'fs.name.empty', rule: 'input', message: 'Give the campaign a name.' },
        };
      }
      const given = freeName(i, name, id);
      void writeIndex((x) => ({
        ...x,
        entries: x.entries.map((e) => (e.id === id ? { ...e, name: given } : e)),
      }));
      return { ok: true, value: given };
    },
    remove(id) {
      const gone = entries.value.find((e) => e.id === id);
      if (!gone) return false;
      removed.value = gone;
      if (openId.value === id) openId.value = null;
      const i = latestIndex();
      // The campaign's record is kept as its backup until "Undo" writes it back.
      void store.write(
        [
          indexChange({
            ...i,
            current: i.current === id ? null : i.current,
            entries: i.entries.filter((e) => e.id !== id),
          }),
          campaignChange(id, undefined),
        ],
        { backup: true },
      );
      return true;
    },
    undoRemove() {
      const back = removed.value;
      if (!back) return false;
      removed.value = null;
      const i = latestIndex();
      // Back where it was in the list order (ids grow with age), under a name still free.
      const { record, ...entry } = { ...back, name: freeName(i, back.name) };
      const list = [...i.entries, entry];
      list.sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
      void store.write([indexChange({ ...i, entries: list }), campaignChange(back.id, { record })]);
      return true;
    },
    applyImport(plan) {
      if (plan.record) addRecords([plan.record], today());
      else void store.write([{ key: FS_MAP_KEY, value: plan.map }], { backup: true });
    },
  };
}

/**
 * The open campaign's actions: its log replayed, entries added, undone and redone, a battle or
 * the map corrected (undo takes a correction back first), its areas arranged.
 */
function campaignActions(
  tracker: TrackerRecords,
  openId: ReadonlySignal<string | null>,
  campaign: ReadonlySignal<CampaignRecord | null>,
): Pick<FirestormModel, 'state' | 'add' | 'undo' | 'redo' | 'correct' | 'correctMap' | 'arrange'> {
  const { store, stored, mapCell, campaignChange } = tracker;
  /** Writes the open campaign's record (a change after a correction clears what it replaced). */
  const writeOpen = (c: StoredCampaign, also: Change[] = []): Promise<boolean> => {
    const id = openId.value;
    return id === null ? Promise.resolve(false) : store.write([campaignChange(id, c), ...also]);
  };
  const latestOpen = () =>
    openId.value === null ? null : (stored.latest().get(openId.value) ?? null);
  // The open campaign as one stored record, for core's log replay, add, undo and redo.
  const open: PlayedValue<CampaignRecord> = {
    current: campaign,
    latest: () => latestOpen()?.record ?? null,
    set: (record) => writeOpen({ record }),
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

  return {
    state: played.state,
    add: played.add,
    undo() {
      const s = latestOpen();
      // Right after a correction, undo takes the correction back, not the entry it corrected.
      if (s?.fix) {
        void writeOpen({ record: s.fix.before });
        return true;
      }
      return played.undo();
    },
    redo: played.redo,
    correct(n, fix) {
      const c = latestOpen()?.record;
      if (!c) return noCampaign;
      const r = correctBattle(c.map, c.log, n, fix);
      // Undone entries were made on the old log: they no longer follow on from the corrected one.
      if (r.ok) {
        const what = `the correction of battle ${n}`;
        void writeOpen({
          record: { ...c, log: r.value.log, redo: [] },
          fix: { before: c, what },
        });
      }
      return r;
    },
    correctMap(m) {
      const c = latestOpen()?.record;
      if (!c) return noCampaign;
      const r = correctMap(c.map, c.log, m);
      if (r.ok) {
        const record = { ...c, map: r.value.map, redo: [] };
        void writeOpen({ record, fix: { before: c, what: 'the map correction' } });
      }
      return r;
    },
    arrange(layout) {
      const c = latestOpen()?.record;
      if (c) void writeOpen(...arranged(c, layout, mapCell.latest()));
    },
  };
}

/**
 * Returns the tracker's model over a record store's environment (the app's IndexedDB by
 * default); `today` gives the day a campaign is started on.
 */
export function createFirestormModel(
  env?: RecordsEnv,
  today: () => string = localDay,
): FirestormModel {
  const tracker = trackerRecords(env);
  const { store, mapCell, indexCell, stored } = tracker;
  const map = mapCell.current;
  const index = computed(() => indexCell.current.value ?? emptyIndex());
  // The campaign this tab has open: this tab's choice, kept in the index for the next visit.
  const openId = signal<string | null>(null);

  const entries = computed(() =>
    index.value.entries.flatMap((e) => {
      const c = stored.current.value.get(e.id);
      return c ? [{ ...e, record: c.record }] : [];
    }),
  );
  const current = computed(() => entries.value.find((e) => e.id === openId.value) ?? null);
  const campaign = computed(() => current.value?.record ?? null);
  const storedOpen = computed(() =>
    openId.value === null ? null : (stored.current.value.get(openId.value) ?? null),
  );
  const list = listActions(tracker, openId, entries, today);
  const played = campaignActions(tracker, openId, campaign);
  const state = played.state;
  const standingNow = computed(() => (state.value ? standing(state.value) : null));

  return {
    current,
    map,
    campaigns: entries,
    campaign,
    state,
    standing: standingNow,
    removed: list.removed,
    listDamaged: indexCell.damaged,
    ...store.status,
    lastEntry: computed(() => campaign.value?.log.at(-1) ?? null),
    lastFix: computed(() => storedOpen.value?.fix?.what ?? null),
    nextRedo: computed(() => campaign.value?.redo[0] ?? null),
    async load() {
      await store.load();
      await upgrade(tracker);
      openId.value = index.value.current;
    },
    setMap: (m) => void store.write([{ key: FS_MAP_KEY, value: m }]),
    start: list.start,
    open: list.open,
    close: list.close,
    rename: list.rename,
    remove: list.remove,
    undoRemove: list.undoRemove,
    add: played.add,
    undo: played.undo,
    redo: played.redo,
    correct: played.correct,
    correctMap: played.correctMap,
    arrange: played.arrange,
    applyImport: list.applyImport,
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
