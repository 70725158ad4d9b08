/**
 * The Tide of Iron table as a signal model over one persisted key (core's record store):
 * the screen's settings, the log of rolls and map marks, and the entries undone. Every change
 * goes through the engine (addEntry, undoEntry, readRecord), so what is stored always replays.
 * Other tabs are told over a BroadcastChannel when this one saved, and read the store again; a
 * store that could not be read is never written over, and a stored table that does not read is
 * kept aside before the fresh one replaces it.
 */
import { computed, type ReadonlySignal } from '@preact/signals';
import { idbIO, type KeyValueIO } from '../../core/persist/key';
import { createRecordStore, type StoredState } from '../../core/persist/record-store';
import type { Result } from '../../core/result';
import { type BroadcastChannelLike, openBroadcast } from '../../core/tabs/channel';
import {
  addEntry,
  type Board,
  boardOf,
  EMPTY_BOARD,
  EMPTY_RECORD,
  type LogEntry,
  type Marked,
  readRecord,
  readRecordFile,
  recordFileText,
  redoEntry,
  type Settings,
  type ToiRecord,
  undoEntry,
} from '../engine';

/** The IndexedDB key of the table. */
export const TOI_KEY = 'toi/table';
/** Where a stored table that could not be used is kept, untouched, before anything replaces it. */
export const TOI_DAMAGED_KEY = 'toi/table-damaged';
/** The channel tabs of the app use to say "I saved the Tide of Iron table". */
export const TOI_CHANNEL_NAME = 'volga-table-toi';

const stored = (raw: unknown): ToiRecord | null => {
  const r = readRecord(raw);
  return r.ok ? r.value : null;
};

/** The table's state and actions. */
export interface ToiModel extends StoredState {
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
  /** Replaces the table with the one an export file holds, or says what is wrong with the file. */
  importText(text: string): Result<ToiRecord>;
  fileText(): string;
  close(): void;
}

/** Returns the table's model over a key-value store (IndexedDB by default) and a tab channel. */
export function createToiModel(
  io: KeyValueIO = idbIO,
  openChannel: (name: string) => BroadcastChannelLike | null = () => null,
): ToiModel {
  const store = createRecordStore(io, {
    name: TOI_CHANNEL_NAME,
    type: 'toi-saved',
    open: openChannel,
  });
  const table = store.value<ToiRecord>({
    key: TOI_KEY,
    validate: stored,
    fallback: () => EMPTY_RECORD,
    keepDamagedAt: TOI_DAMAGED_KEY,
  });
  const record = table.current;
  const save = table.set;

  const board = computed(() => {
    const r = boardOf(record.value.log);
    return r.ok ? r.value : EMPTY_BOARD;
  });

  return {
    ...store.state,
    record,
    settings: computed(() => record.value.settings),
    board,
    damaged: table.damaged,
    setSettings(patch) {
      save({ ...record.value, settings: { ...record.value.settings, ...patch } });
    },
    add(entry) {
      const r = addEntry(record.value, entry);
      if (!r.ok) return r;
      save(r.value.record);
      return { ok: true, value: { lines: r.value.lines } };
    },
    undo: () => table.update(undoEntry),
    redo: () => table.update(redoEntry),
    importText(text) {
      const r = readRecordFile(text);
      if (r.ok) save(r.value);
      return r;
    },
    fileText: () => recordFileText(record.value),
    close: store.close,
  };
}

let shared: ToiModel | null = null;
/** The app's one table model, over IndexedDB and a BroadcastChannel, created on first use. */
export function toiModel(): ToiModel {
  shared ??= createToiModel(idbIO, openBroadcast);
  return shared;
}
