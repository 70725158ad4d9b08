/**
 * The Firestorm campaign tracker as a signal model, saved in IndexedDB through the app's typed
 * persisted keys (src/core/persist/key.ts): the organiser's map transcription, the campaign in
 * play (its map, log and undone entries), and the campaign it last replaced. Every change goes
 * through the engine (applyEntry, readCampaign), so what is stored always replays. A campaign
 * replaced by a new start or an import is kept as the previous one, and nothing is written over
 * a store that could not be read.
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
  type MapLayout,
  mapFileText,
  readCampaign,
  readMap,
  readyMap,
  replay,
  type Standing,
  standing,
} from '../engine';

/** IndexedDB keys of the tracker. */
export const FS_MAP_KEY = 'firestorm/map';
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
  readonly campaign: ReadonlySignal<CampaignRecord | null>;
  readonly previous: ReadonlySignal<CampaignRecord | null>;
  /** The campaign replayed, and its standing (null without a campaign). */
  readonly state: ReadonlySignal<CampaignState | null>;
  readonly standing: ReadonlySignal<Standing | null>;
  readonly loaded: ReadonlySignal<boolean>;
  /** True when a write was refused, or writes are held back after a failed read. */
  readonly saveFailed: ReadonlySignal<boolean>;
  load(): Promise<void>;
  /** Saves the organiser's map (any shape readMap accepts: a half-transcribed map is kept). */
  setMap(map: FsMap): void;
  /** Starts a new campaign on a map ready for play; the replaced campaign becomes previous. */
  start(map: FsMap): Result<CampaignRecord>;
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
   * Corrects battle `n`'s mission and result, or the campaign's map, replaying the log; returns
   * what moved, or the engine's reason when a later entry would become illegal (nothing changes).
   */
  correct(n: number, fix: BattleFix): Result<Corrected>;
  correctMap(map: FsMap): Result<Corrected>;
  /** Keeps where the organiser put the areas on the campaign's map picture (rules unchanged). */
  arrange(layout: MapLayout): void;
  /** Brings in what a checked import plan holds: a campaign (kept previous) or the map. */
  applyImport(plan: ImportPlan): void;
  /** Swaps the campaign and the previous one; false when there is none. */
  restorePrevious(): boolean;
  campaignText(): string;
  mapText(): string;
  /** The name of the campaign's or the map's file, from the map's name. */
  fileName(what: 'campaign' | 'map'): string;
  flushed(): Promise<void>;
}

const noCampaign = {
  ok: false,
  error: { code: 'fs.none', rule: 'input', message: 'Start a campaign first.' },
} as const;

/** Returns the tracker's model over a key-value store (IndexedDB by default). */
export function createFirestormModel(io: KeyValueIO = idbIO): FirestormModel {
  const mapKey = persistedKey(FS_MAP_KEY, storedMap, emptyMap, io);
  const campaignKey = persistedKey<CampaignRecord | null>(
    FS_CAMPAIGN_KEY,
    storedCampaign,
    () => null,
    io,
  );
  const previousKey = persistedKey<CampaignRecord | null>(
    FS_PREVIOUS_KEY,
    storedCampaign,
    () => null,
    io,
  );
  const map = signal<FsMap>(emptyMap());
  const campaign = signal<CampaignRecord | null>(null);
  const previous = signal<CampaignRecord | null>(null);
  const loaded = signal(false);
  const saveFailed = signal(false);
  let holdWrites = false;
  let chain: Promise<void> = Promise.resolve();

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
  const setCampaign = (c: CampaignRecord | null) => {
    campaign.value = c;
    save(campaignKey, c);
  };
  const setPrevious = (c: CampaignRecord | null) => {
    previous.value = c;
    save(previousKey, c);
  };

  return {
    map,
    campaign,
    previous,
    state,
    standing: standingNow,
    loaded,
    saveFailed,
    lastEntry: computed(() => campaign.value?.log.at(-1) ?? null),
    nextRedo: computed(() => campaign.value?.redo[0] ?? null),
    async load() {
      const [m, c, p] = await Promise.all([mapKey.read(), campaignKey.read(), previousKey.read()]);
      // A store that could not be read may still hold the campaign: never write over it.
      holdWrites = [m, c, p].some((r) => r.status === 'error');
      saveFailed.value = holdWrites;
      map.value = m.value;
      campaign.value = c.value;
      previous.value = p.value;
      loaded.value = true;
    },
    setMap(m) {
      map.value = m;
      save(mapKey, m);
    },
    start(m) {
      const ready = readyMap(m);
      if (!ready.ok) return ready;
      if (campaign.value) setPrevious(campaign.value);
      const c: CampaignRecord = { map: m, log: [], redo: [] };
      setCampaign(c);
      return { ok: true, value: c };
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
    arrange(layout) {
      const c = campaign.value;
      if (c) setCampaign({ ...c, map: { ...c.map, layout } });
    },
    applyImport(plan) {
      if (plan.record) {
        if (campaign.value) setPrevious(campaign.value);
        setCampaign(plan.record);
      } else {
        map.value = plan.map;
        save(mapKey, plan.map);
      }
    },
    restorePrevious() {
      const p = previous.value;
      if (!p) return false;
      setPrevious(campaign.value);
      setCampaign(p);
      return true;
    },
    campaignText: () => (campaign.value ? campaignFileText(campaign.value) : ''),
    mapText: () => mapFileText(map.value),
    fileName: (what) => {
      const name = (what === 'campaign' ? campaign.value?.map.name : map.value.name) ?? '';
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
