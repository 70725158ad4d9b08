/**
 * The Firestorm campaign tracker as a signal model, saved in IndexedDB through core's record
 * store (src/core/persist/record-store.ts): the organiser's map transcription, the campaign in
 * play (its map, log and undone entries), and the campaign it last replaced. Every change goes
 * through the engine (applyEntry, readCampaign), so what is stored always replays. A campaign
 * replaced by a new start or an import is kept as the previous one, and nothing is written over
 * a store that could not be read.
 */
import { computed, type ReadonlySignal } from '@preact/signals';
import { fileSlug } from '../../core/files/file-name';
import { idbIO, type KeyValueIO } from '../../core/persist/key';
import { playedRecord } from '../../core/persist/played-record';
import { createRecordStore, type StoredState } from '../../core/persist/record-store';
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
  const r = readCampaign(raw);
  return r.ok ? r.value.record : null;
};

/** The tracker's state and actions. */
export interface FirestormModel extends StoredState {
  readonly map: ReadonlySignal<FsMap>;
  readonly campaign: ReadonlySignal<CampaignRecord | null>;
  readonly previous: ReadonlySignal<CampaignRecord | null>;
  /** The campaign replayed, and its standing (null without a campaign). */
  readonly state: ReadonlySignal<CampaignState | null>;
  readonly standing: ReadonlySignal<Standing | null>;
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
  /** Brings in what a checked import plan holds: a campaign (kept previous) or the map. */
  applyImport(plan: ImportPlan): void;
  /** Swaps the campaign and the previous one; false when there is none. */
  restorePrevious(): boolean;
  campaignText(): string;
  mapText(): string;
  /** The name of the campaign's or the map's file, from the map's name. */
  fileName(what: 'campaign' | 'map'): string;
}

const noCampaign = err('fs.none', 'input', 'Start a campaign first.');

/** Returns the tracker's model over a key-value store (IndexedDB by default). */
export function createFirestormModel(io: KeyValueIO = idbIO): FirestormModel {
  const store = createRecordStore(io);
  const mapValue = store.value({ key: FS_MAP_KEY, validate: storedMap, fallback: emptyMap });
  const campaignValue = store.replacing({
    key: FS_CAMPAIGN_KEY,
    previousKey: FS_PREVIOUS_KEY,
    validate: storedCampaign,
  });
  const map = mapValue.current;
  const campaign = campaignValue.current;
  const setMap = mapValue.set;
  const setCampaign = campaignValue.set;

  const played = playedRecord(campaignValue, {
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

  return {
    ...store.state,
    map,
    campaign,
    previous: campaignValue.previous,
    state,
    standing: standingNow,
    lastEntry: computed(() => campaign.value?.log.at(-1) ?? null),
    nextRedo: computed(() => campaign.value?.redo[0] ?? null),
    setMap,
    start(m) {
      const ready = readyMap(m);
      if (!ready.ok) return ready;
      const c: CampaignRecord = { map: m, log: [], redo: [] };
      campaignValue.replace(c);
      return { ok: true, value: c };
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
    applyImport(plan) {
      if (plan.record) {
        campaignValue.replace(plan.record);
      } else {
        setMap(plan.map);
      }
    },
    restorePrevious: campaignValue.restorePrevious,
    campaignText: () => (campaign.value ? campaignFileText(campaign.value) : ''),
    mapText: () => mapFileText(map.value),
    fileName: (what) => {
      const name = (what === 'campaign' ? campaign.value?.map.name : map.value.name) ?? '';
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
