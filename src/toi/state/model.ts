/**
 * The Tide of Iron table as a signal model over one record of core's record store: the screen's
 * settings, the log of rolls and map marks, and the entries undone. Every entry goes through the
 * engine (playEntry) and core's played record and undo log, so what is stored always replays; a
 * change shows once it is stored, a stale tab's write is refused with a notice, and a stored
 * table that does not read is kept aside before the fresh one replaces it.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import { playedRecord } from '../../core/persist/played-record';
import {
  createRecordStore,
  type RecordsEnv,
  type StoreStatus,
} from '../../core/persist/record-store';
import { err, type Result } from '../../core/result';
import {
  type Board,
  EMPTY_BOARD,
  EMPTY_RECORD,
  type LogEntry,
  type Marked,
  playEntry,
  playLog,
  readRecordFile,
  recordFileText,
  type Settings,
  type ToiPlay,
  type ToiRecord,
} from '../engine';
import { TOI_DAMAGED_KEY, TOI_KEY } from './keys';
import { storedToi } from './records';

/** The table's state and actions. */
export interface ToiModel extends StoreStatus {
  readonly record: ReadonlySignal<ToiRecord>;
  readonly settings: ReadonlySignal<Settings>;
  /** The map's marks: the log replayed. */
  readonly board: ReadonlySignal<Board>;
  /** True when the stored table was damaged and could not be used (the defaults are shown). */
  readonly damaged: ReadonlySignal<boolean>;
  setSettings(patch: Partial<Settings>): void;
  /** Logs an entry (clearing redo) and says what it did, or why the engine refuses it. */
  add(entry: LogEntry): Result<{ lines: Marked['lines'] }>;
  undo(): boolean;
  redo(): boolean;
  /** Replaces the table with the one an export file holds (the old one kept as a backup), or says what is wrong with the file. */
  importText(text: string): Result<ToiRecord>;
  fileText(): string;
  close(): void;
}

/** Returns the table's model over a record store's environment (the app's IndexedDB by default). */
export function createToiModel(env?: RecordsEnv): ToiModel {
  const store = createRecordStore(env);
  const table = store.cell<ToiRecord>({
    key: TOI_KEY,
    read: storedToi,
    fallback: () => EMPTY_RECORD,
    keepDamagedAt: TOI_DAMAGED_KEY,
  });
  const record = table.current;
  const save = (next: ToiRecord, backup = false) =>
    store.write([{ key: TOI_KEY, value: next }], { backup });
  const played = playedRecord<LogEntry, ToiRecord, ToiPlay>(
    { current: record, latest: table.latest, set: (r) => save(r) },
    {
      replay: playLog,
      apply: playEntry,
      none: err('toi.record', 'input', 'The table is not loaded yet.'),
    },
  );

  const board = computed(() => played.state.value?.board ?? EMPTY_BOARD);
  // The screen's settings are its inputs, not entries of the log: a checkbox or stepper follows
  // the tap at once while they are saved ("Saving…"), and falls back to the stored ones if the
  // write is refused. Rolls and marks show only once stored.
  const typed = signal<Settings | null>(null);
  const settings = computed(() => typed.value ?? record.value.settings);

  return {
    ...store.status,
    record,
    settings,
    board,
    damaged: table.damaged,
    setSettings(patch) {
      const r = table.latest();
      const next = { ...r.settings, ...patch };
      typed.value = next;
      void save({ ...r, settings: next }).then(() => {
        if (typed.peek() === next) typed.value = null;
      });
    },
    add(entry) {
      const r = played.add(entry);
      return r.ok ? { ok: true, value: { lines: r.value.lines } } : r;
    },
    undo: played.undo,
    redo: played.redo,
    importText(text) {
      const r = readRecordFile(text);
      if (r.ok) void save(r.value, true);
      return r;
    },
    fileText: () => recordFileText(record.value),
    close: store.close,
  };
}

let shared: ToiModel | null = null;
/** The app's one table model, over IndexedDB and the tabs' channel, created on first use. */
export function toiModel(): ToiModel {
  shared ??= createToiModel();
  return shared;
}
