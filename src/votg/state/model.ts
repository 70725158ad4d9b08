/**
 * The Mission in play as a signal model, saved in IndexedDB through core's record store:
 * the record (card, seed, log, redo) and the Mission it last replaced. Every change goes through
 * the engine (applyEntry, readMissionRecord) and core's played record, so what is stored always
 * replays; a change shows once it is stored, and a tab whose Mission is older than the stored one
 * is refused, shown the stored one and told so, so neither tab writes over what the other added.
 */
import type { ReadonlySignal } from '@preact/signals';
import {
  createRecordStore,
  type RecordsEnv,
  type StoreStatus,
} from '../../core/persist/record-store';
import { nextD6s } from '../../core/prng';
import { err, ok, type Result } from '../../core/result';
import {
  applyEntry,
  type BoobyTrap,
  generatedDice,
  MAX_TURN,
  type MissionId,
  type MissionRecord,
  type MissionState,
  missionFileText,
  newMission,
  nextPhase,
  nextPlayerTurn,
  readMissionFile,
  replay,
  type Side,
  type Situation,
} from '../engine';
import { VOTG_MISSION_KEY, VOTG_PREVIOUS_KEY } from './keys';
import { playedCell } from './played';
import { packAhead, packedMission, storedMission } from './records';

/** Where a follow-up roll came from. */
export interface FromSlot {
  readonly entry: number;
  readonly slot: number;
}

/** The roller's state and actions. */
export interface VotgModel extends StoreStatus {
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
  /** Sets aside a follow-up the player will not roll (it closes as a roll would close it). */
  dismiss(from: FromSlot): Result<MissionState>;
  /** Records what the owner read off a garbled table. */
  typed(table: string, text: string, from?: FromSlot): Result<MissionState>;
  /** Records what the Mission card says: AC#, RE numbers, and the ENEMY SAN and Booby Trap level. */
  setCard(
    ac: number | null,
    enemyRe: string,
    friendlyRe: string,
    kept?: { readonly san: number | null; readonly boobyTrap: BoobyTrap | null },
  ): Result<MissionState>;
  /**
   * Records an S? Activation Check: with the owner's die, or (dice null) one drawn from the
   * Mission's dice stream; `drm` names the Mission's AC drm that apply, `other` adds the player's.
   */
  check(
    dice: readonly number[] | null,
    drm: readonly string[],
    other: number,
  ): Result<MissionState>;
  /**
   * Records a Turn-5 Advance dr against the circled number the owner read off the Turn Record
   * Chart: with the owner's die, or (dice null) one drawn from the Mission's dice stream.
   */
  advanceRoll(dice: readonly number[] | null, circled: number): Result<MissionState>;
  /** Moves the turn track one phase on, or to the next Player Turn's RPh. */
  advance(by: 'phase' | 'playerTurn'): Result<MissionState>;
  undo(): boolean;
  redo(): boolean;
  readonly canUndo: ReadonlySignal<boolean>;
  readonly canRedo: ReadonlySignal<boolean>;
  /** The Mission as a file, and its name. */
  fileText(): string;
  fileName(): string;
  /** Brings in a Mission file (the current one becomes previous), or says why not. */
  importText(text: string): Result<MissionRecord>;
  /**
   * Brings in a Mission the engine's file reader returned (readMissionFileInSlices on the Import
   * screen), without reading it again; the current one becomes previous. A long one's stored
   * text is made first, with `pause()` between slices.
   */
  importRead(record: MissionRecord, pause?: () => Promise<void>): Promise<Result<MissionRecord>>;
}

const randomSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0]!;

/** Returns the roller's model over a record store's environment (the app's IndexedDB by default). */
export function createVotgModel(env?: RecordsEnv, seed: () => number = randomSeed): VotgModel {
  const store = createRecordStore(env);
  const spec = { read: storedMission, fallback: () => null, stored: packedMission };
  const mission = store.cell<MissionRecord | null>({ key: VOTG_MISSION_KEY, ...spec });
  const previous = store.cell<MissionRecord | null>({ key: VOTG_PREVIOUS_KEY, ...spec });
  const record = mission.current;
  /** Puts `next` in play; the Mission it replaces becomes the previous one, in the same write. */
  const replace = (next: MissionRecord) => {
    const old = mission.latest();
    void store.write(
      [
        { key: VOTG_MISSION_KEY, value: next },
        ...(old ? [{ key: VOTG_PREVIOUS_KEY, value: old }] : []),
      ],
      { backup: true },
    );
  };
  const none = err('mission.none', 'input', 'Start a Mission first.');
  const { state, latest, add, undo, redo, canUndo, canRedo } = playedCell(store, mission, {
    replay,
    apply: applyEntry,
    none,
  });
  const withFrom = (from?: FromSlot) => (from ? { from } : {});

  return {
    ...store.status,
    record,
    previous: previous.current,
    state,
    canUndo,
    canRedo,
    start(id, friendly) {
      replace(newMission(id, friendly, seed()));
    },
    rollOwner: (table, dice, situation, from) =>
      add({ kind: 'roll', table, dice, source: 'owner', situation, ...withFrom(from) }),
    rollApp(table, situation, from) {
      // The dice stream goes on from the latest record: a roll still being saved drew before this one.
      const s = latest();
      if (!s) return none;
      const dice = generatedDice(s, table);
      return add({ kind: 'roll', table, dice, source: 'app', situation, ...withFrom(from) });
    },
    dismiss: (from) => add({ kind: 'dismiss', from }),
    typed: (table, text, from) => add({ kind: 'typed', table, text, ...withFrom(from) }),
    setCard: (ac, enemyRe, friendlyRe, kept) =>
      add({ kind: 'card', ac, enemyRe, friendlyRe, ...kept }),
    check(dice, drm, other) {
      const s = latest();
      if (!s) return none;
      const source = dice ? 'owner' : 'app';
      return add({ kind: 'ac', dice: dice ?? nextD6s(s.prng, 1)[0], source, drm, other });
    },
    advanceRoll(dice, circled) {
      const s = latest();
      if (!s) return none;
      const source = dice ? 'owner' : 'app';
      return add({ kind: 'advance', dice: dice ?? nextD6s(s.prng, 1)[0], source, circled });
    },
    advance(by) {
      const s = latest();
      if (!s) return none;
      const m = s.record.mission;
      const to = by === 'phase' ? nextPhase(m, s.at) : nextPlayerTurn(m, s.at);
      if (!to)
        return err('mission.phase', 'input', `The track counts ${MAX_TURN} Game Turns at most.`);
      return add({ kind: 'phase', ...to });
    },
    undo,
    redo,
    fileText: () => (record.value ? missionFileText(record.value) : ''),
    fileName: () => `votg-mission-${record.value?.mission ?? 'none'}.votg.json`,
    importText(text) {
      const r = readMissionFile(text);
      if (!r.ok) return r;
      replace(r.value);
      return r;
    },
    async importRead(checked, pause = async () => undefined) {
      await packAhead(checked, pause);
      replace(checked);
      return ok(checked);
    },
  };
}

let shared: VotgModel | null = null;
/** The app's one roller model, over IndexedDB, created on first use. */
export function votgModel(): VotgModel {
  shared ??= createVotgModel();
  return shared;
}
