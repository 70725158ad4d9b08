/**
 * The Mission in play as a signal model, saved in IndexedDB through core's typed persisted keys:
 * the record (card, seed, log, redo) and the Mission it last replaced. Every change goes through
 * the engine (applyEntry, readMissionRecord), so what is stored always replays. Another tab's
 * save is announced over a BroadcastChannel and read back here, so two tabs show one Mission and
 * neither writes over what the other added.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import { idbIO, type KeyValueIO, persistedKey } from '../../core/persist/key';
import type { Result } from '../../core/result';
import {
  applyEntry,
  generatedDice,
  type LogEntry,
  type MissionId,
  type MissionRecord,
  type MissionState,
  missionFileText,
  newMission,
  readMissionFile,
  readMissionRecord,
  replay,
  type Side,
  type Situation,
} from '../engine';

/** IndexedDB keys of the roller. */
export const VOTG_MISSION_KEY = 'votg/mission';
export const VOTG_PREVIOUS_KEY = 'votg/previous';
const CHANNEL = 'votg-mission';

const stored = (raw: unknown): MissionRecord | null => {
  if (raw === null) return null;
  const r = readMissionRecord(raw);
  return r.ok ? r.value : null;
};

/** Where a follow-up roll came from. */
export interface FromSlot {
  readonly entry: number;
  readonly slot: number;
}

/** The roller's state and actions. */
export interface VotgModel {
  readonly record: ReadonlySignal<MissionRecord | null>;
  readonly previous: ReadonlySignal<MissionRecord | null>;
  /** The Mission replayed (null without one). */
  readonly state: ReadonlySignal<MissionState | null>;
  readonly loaded: ReadonlySignal<boolean>;
  /** True when a write was refused, or writes are held back after a failed read. */
  readonly saveFailed: ReadonlySignal<boolean>;
  load(): Promise<void>;
  /** Starts a Mission; the one it replaces is kept as the previous one. */
  start(mission: MissionId, friendly: Side): void;
  /** Records a roll with the owner's dice. */
  rollOwner(
    table: string,
    dice: readonly number[],
    situation: Situation,
    from?: FromSlot,
  ): Result<MissionState>;
  /** Records a roll with dice drawn from the Mission's own dice stream. */
  rollApp(table: string, situation: Situation, from?: FromSlot): Result<MissionState>;
  /** Records what the owner read off a garbled table. */
  typed(table: string, text: string, from?: FromSlot): Result<MissionState>;
  /** Records what the Mission card says: AC# and RE numbers. */
  setCard(ac: number | null, enemyRe: string, friendlyRe: string): Result<MissionState>;
  undo(): boolean;
  redo(): boolean;
  readonly canUndo: ReadonlySignal<boolean>;
  readonly canRedo: ReadonlySignal<boolean>;
  /** The Mission as a file, and its name. */
  fileText(): string;
  fileName(): string;
  /** Brings in a Mission file (the current one becomes previous), or says why not. */
  importText(text: string): Result<MissionRecord>;
  flushed(): Promise<void>;
}

const randomSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0]!;

/** Returns the roller's model over a key-value store (IndexedDB by default). */
export function createVotgModel(
  io: KeyValueIO = idbIO,
  seed: () => number = randomSeed,
  channelName: string | null = CHANNEL,
): VotgModel {
  const missionKey = persistedKey<MissionRecord | null>(VOTG_MISSION_KEY, stored, () => null, io);
  const previousKey = persistedKey<MissionRecord | null>(VOTG_PREVIOUS_KEY, stored, () => null, io);
  const record = signal<MissionRecord | null>(null);
  const previous = signal<MissionRecord | null>(null);
  const loaded = signal(false);
  const saveFailed = signal(false);
  let holdWrites = false;
  let chain: Promise<void> = Promise.resolve();
  const channel =
    channelName && typeof BroadcastChannel !== 'undefined'
      ? new BroadcastChannel(channelName)
      : null;

  const state = computed(() => {
    const r = record.value;
    if (!r) return null;
    const s = replay(r);
    return s.ok ? s.value : null;
  });

  // Writes run one after another so an older value never lands after a newer one.
  function save(key: typeof missionKey, value: MissionRecord | null): void {
    if (holdWrites) {
      saveFailed.value = true;
      return;
    }
    chain = chain.then(async () => {
      const ok = await key.write(value);
      saveFailed.value = !ok;
      if (ok) channel?.postMessage({ type: 'saved' });
    });
  }
  const setRecord = (r: MissionRecord | null) => {
    record.value = r;
    save(missionKey, r);
  };
  const setPrevious = (r: MissionRecord | null) => {
    previous.value = r;
    save(previousKey, r);
  };

  async function readAll(): Promise<void> {
    const [m, p] = await Promise.all([missionKey.read(), previousKey.read()]);
    // A store that could not be read may still hold the Mission: never write over it.
    holdWrites = [m, p].some((r) => r.status === 'error');
    saveFailed.value = holdWrites;
    record.value = m.value;
    previous.value = p.value;
  }
  channel?.addEventListener('message', () => {
    chain = chain.then(readAll);
  });

  const none: Result<never> = {
    ok: false,
    error: { code: 'mission.none', rule: 'input', message: 'Start a Mission first.' },
  };
  function add(e: LogEntry): Result<MissionState> {
    const r0 = record.value;
    const s = state.value;
    if (!r0 || !s) return none;
    const r = applyEntry(s, e);
    if (r.ok) setRecord({ ...r0, log: [...r0.log, e], redo: [] });
    return r;
  }
  const withFrom = (from?: FromSlot) => (from ? { from } : {});

  return {
    record,
    previous,
    state,
    loaded,
    saveFailed,
    canUndo: computed(() => (record.value?.log.length ?? 0) > 0),
    canRedo: computed(() => (record.value?.redo.length ?? 0) > 0),
    async load() {
      await readAll();
      loaded.value = true;
    },
    start(mission, friendly) {
      if (record.value) setPrevious(record.value);
      setRecord(newMission(mission, friendly, seed()));
    },
    rollOwner: (table, dice, situation, from) =>
      add({ kind: 'roll', table, dice, source: 'owner', situation, ...withFrom(from) }),
    rollApp(table, situation, from) {
      const s = state.value;
      if (!s) return none;
      const dice = generatedDice(s, table);
      return add({ kind: 'roll', table, dice, source: 'app', situation, ...withFrom(from) });
    },
    typed: (table, text, from) => add({ kind: 'typed', table, text, ...withFrom(from) }),
    setCard: (ac, enemyRe, friendlyRe) => add({ kind: 'card', ac, enemyRe, friendlyRe }),
    undo() {
      const r = record.value;
      const last = r?.log.at(-1);
      if (!r || !last) return false;
      setRecord({ ...r, log: r.log.slice(0, -1), redo: [last, ...r.redo] });
      return true;
    },
    redo() {
      const r = record.value;
      const next = r?.redo[0];
      if (!r || !next) return false;
      setRecord({ ...r, log: [...r.log, next], redo: r.redo.slice(1) });
      return true;
    },
    fileText: () => (record.value ? missionFileText(record.value) : ''),
    fileName: () => `votg-mission-${record.value?.mission ?? 'none'}.votg.json`,
    importText(text) {
      const r = readMissionFile(text);
      if (!r.ok) return r;
      if (record.value) setPrevious(record.value);
      setRecord(r.value);
      return r;
    },
    flushed: () => chain,
  };
}

let shared: VotgModel | null = null;
/** The app's one roller model, over IndexedDB, created on first use. */
export function votgModel(): VotgModel {
  shared ??= createVotgModel();
  return shared;
}
