/**
 * The Mission in play as a signal model, saved in IndexedDB through core's record store:
 * the record (card, seed, log, redo) and the Mission it last replaced. Every change goes through
 * the engine (applyEntry, readMissionRecord), so what is stored always replays. Another tab's
 * save is announced over a BroadcastChannel and read back here, so two tabs show one Mission and
 * neither writes over what the other added.
 */
import { computed, type ReadonlySignal } from '@preact/signals';
import { idbIO, type KeyValueIO } from '../../core/persist/key';
import { playedRecord } from '../../core/persist/played-record';
import { createRecordStore, type StoredState } from '../../core/persist/record-store';
import { err, type Result } from '../../core/result';
import { openBroadcast } from '../../core/tabs/channel';
import {
  applyEntry,
  generatedDice,
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
  const r = readMissionRecord(raw);
  return r.ok ? r.value : null;
};

/** Where a follow-up roll came from. */
export interface FromSlot {
  readonly entry: number;
  readonly slot: number;
}

/** The roller's state and actions. */
export interface VotgModel extends StoredState {
  readonly record: ReadonlySignal<MissionRecord | null>;
  readonly previous: ReadonlySignal<MissionRecord | null>;
  /** The Mission replayed (null without one). */
  readonly state: ReadonlySignal<MissionState | null>;
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
}

const randomSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0]!;

/** Returns the roller's model over a key-value store (IndexedDB by default). */
export function createVotgModel(
  io: KeyValueIO = idbIO,
  seed: () => number = randomSeed,
  channelName: string | null = CHANNEL,
): VotgModel {
  const store = createRecordStore(
    io,
    channelName ? { name: channelName, type: 'saved', open: openBroadcast } : null,
  );
  const mission = store.replacing({
    key: VOTG_MISSION_KEY,
    previousKey: VOTG_PREVIOUS_KEY,
    validate: stored,
  });
  const record = mission.current;
  const none = err('mission.none', 'input', 'Start a Mission first.');
  const { state, add, undo, redo } = playedRecord(mission, {
    replay: (r: MissionRecord) => {
      const s = replay(r);
      return s.ok ? s.value : null;
    },
    apply: applyEntry,
    none,
  });
  const withFrom = (from?: FromSlot) => (from ? { from } : {});

  return {
    ...store.state,
    record,
    previous: mission.previous,
    state,
    canUndo: computed(() => (record.value?.log.length ?? 0) > 0),
    canRedo: computed(() => (record.value?.redo.length ?? 0) > 0),
    start(id, friendly) {
      mission.replace(newMission(id, friendly, seed()));
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
    undo,
    redo,
    fileText: () => (record.value ? missionFileText(record.value) : ''),
    fileName: () => `votg-mission-${record.value?.mission ?? 'none'}.votg.json`,
    importText(text) {
      const r = readMissionFile(text);
      if (!r.ok) return r;
      mission.replace(r.value);
      return r;
    },
  };
}

let shared: VotgModel | null = null;
/** The app's one roller model, over IndexedDB, created on first use. */
export function votgModel(): VotgModel {
  shared ??= createVotgModel();
  return shared;
}
