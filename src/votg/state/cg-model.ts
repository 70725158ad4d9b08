/**
 * The Campaign Game in play as a signal model, saved through core's record store under its own
 * key: every entry goes through the engine (applyCgEntry) and core's played record, so what is
 * stored always replays; a change shows once stored; a stale tab is refused and shown the
 * stored CG. A new start replaces the CG with the old one kept as the store's backup.
 */
import { computed, type ReadonlySignal } from '@preact/signals';
import {
  createRecordStore,
  type RecordsEnv,
  type StoreStatus,
} from '../../core/persist/record-store';
import { err, ok, type Result } from '../../core/result';
import { cgFileName, cgFileText, readCgFile } from '../engine/cg/file';
import {
  applyCgEntry,
  type CgEntry,
  type CgRecord,
  type CgStart,
  type CgState,
  type CgStep,
  newCgRecord,
  nextCgStep,
  replayCg,
} from '../engine/cg/record';
import { storedCg } from './cg-records';
import { VOTG_CG_KEY } from './keys';
import { playedCell } from './played';

/** The Campaign Game's state and actions. */
export interface CgModel extends StoreStatus {
  readonly record: ReadonlySignal<CgRecord | null>;
  /** The CG replayed (null without one). */
  readonly state: ReadonlySignal<CgState | null>;
  /** What the CG asks for next, with its table's inputs (null without a CG). */
  readonly next: ReadonlySignal<CgStep | null>;
  /** Starts a CG (the one it replaces is kept as the backup), or says which value is wrong. */
  start(start: CgStart): Result<CgRecord>;
  /** Puts a CG read from a link in play (the one it replaces is kept as the backup). */
  open(record: CgRecord): void;
  /** The CG in play as a file's text, and the name Export gives it ('' and null without one). */
  fileText(): string;
  fileName(): string | null;
  /** Reads a CG file and puts it in play (the one it replaces kept as the backup), or says why not. */
  importText(text: string): Result<CgRecord>;
  /** Puts a CG the Import screen already read in play. */
  importRead(record: CgRecord): Result<CgRecord>;
  /** Logs a step's dice or answer, or says which rule refuses it: nothing changes then. */
  add(entry: CgEntry): Result<CgState>;
  undo(): boolean;
  redo(): boolean;
  readonly canUndo: ReadonlySignal<boolean>;
  readonly canRedo: ReadonlySignal<boolean>;
}

/** Returns the CG model over a record store's environment (the app's IndexedDB by default). */
export function createCgModel(env?: RecordsEnv): CgModel {
  const store = createRecordStore(env);
  const cell = store.cell<CgRecord | null>({
    key: VOTG_CG_KEY,
    read: storedCg,
    fallback: () => null,
  });
  const record = cell.current;
  const played = playedCell(store, cell, {
    replay: replayCg,
    apply: applyCgEntry,
    none: err('votg.cg.none', '20.4', 'Start a Campaign Game first.'),
  });
  /** Puts a CG in play, keeping the one it replaces as the store's backup. */
  const replace = (r: CgRecord) => {
    void store.write([{ key: VOTG_CG_KEY, value: r }], { backup: true });
  };
  return {
    ...store.status,
    record,
    state: played.state,
    next: computed(() => (played.state.value ? nextCgStep(played.state.value) : null)),
    canUndo: played.canUndo,
    canRedo: played.canRedo,
    start(start) {
      const r = newCgRecord(start);
      if (r.ok) replace(r.value);
      return r;
    },
    open: replace,
    fileText: () => (record.value ? cgFileText(record.value) : ''),
    fileName() {
      const r = record.value;
      const s = played.state.value;
      return r && s ? cgFileName(r, s.current?.day ?? s.days.length) : null;
    },
    importText(text) {
      const r = readCgFile(text);
      if (r.ok) replace(r.value);
      return r;
    },
    importRead(r) {
      replace(r);
      return ok(r);
    },
    add: played.add,
    undo: played.undo,
    redo: played.redo,
  };
}

let shared: CgModel | null = null;
/** The app's one CG model. */
export function cgModel(): CgModel {
  shared ??= createCgModel();
  return shared;
}
