/**
 * The Tide of Iron table as a signal model over one persisted key (src/core/persist/key.ts):
 * the screen's settings, the log of rolls and map marks, and the entries undone. Every change
 * goes through the engine (addEntry, undoEntry, readRecord), so what is stored always replays.
 * Other tabs are told over a BroadcastChannel when this one saved, and read the store again; a
 * store that could not be read is never written over, and a stored table that does not read is
 * kept aside before the fresh one replaces it.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import { idbIO, type KeyValueIO, persistedKey } from '../../core/persist/key';
import type { Result } from '../../core/result';
import type { BroadcastChannelLike } from '../../core/tabs/channel';
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
export interface ToiModel {
  readonly record: ReadonlySignal<ToiRecord>;
  readonly settings: ReadonlySignal<Settings>;
  /** The map's marks: the log replayed. */
  readonly board: ReadonlySignal<Board>;
  readonly loaded: ReadonlySignal<boolean>;
  /** True when a write was refused, or writes are held back after a failed read. */
  readonly saveFailed: ReadonlySignal<boolean>;
  /** True when the stored table was damaged and could not be used (the defaults are shown). */
  readonly damaged: ReadonlySignal<boolean>;
  load(): Promise<void>;
  setSettings(patch: Partial<Settings>): void;
  /** Logs an entry (clearing redo) and says what it did, or why the engine refuses it. */
  add(entry: LogEntry): Result<{ lines: Marked['lines'] }>;
  undo(): boolean;
  redo(): boolean;
  /** Replaces the table with the one an export file holds, or says what is wrong with the file. */
  importText(text: string): Result<ToiRecord>;
  fileText(): string;
  flushed(): Promise<void>;
  close(): void;
}

const openBroadcast = (name: string): BroadcastChannelLike | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);

/** Returns the table's model over a key-value store (IndexedDB by default) and a tab channel. */
export function createToiModel(
  io: KeyValueIO = idbIO,
  openChannel: (name: string) => BroadcastChannelLike | null = () => null,
): ToiModel {
  const key = persistedKey<ToiRecord>(TOI_KEY, stored, () => EMPTY_RECORD, io);
  const record = signal<ToiRecord>(EMPTY_RECORD);
  const loaded = signal(false);
  const saveFailed = signal(false);
  const damaged = signal(false);
  let holdWrites = false;
  let inFlight = 0;
  let missedOthers = false;
  let chain: Promise<void> = Promise.resolve();
  let channel: BroadcastChannelLike | null = null;

  const board = computed(() => {
    const r = boardOf(record.value.log);
    return r.ok ? r.value : EMPTY_BOARD;
  });

  function tellOthers(): void {
    try {
      channel?.postMessage({ v: 1, type: 'toi-saved' });
    } catch {
      // A closed channel (tab closing): the others read the store when they next load.
    }
  }

  // Writes run one after another so an older record never lands after a newer one.
  function save(next: ToiRecord): void {
    record.value = next;
    if (holdWrites) {
      saveFailed.value = true;
      return;
    }
    inFlight++;
    chain = chain.then(async () => {
      try {
        const done = await key.write(next);
        saveFailed.value = !done;
        if (done) tellOthers();
      } finally {
        inFlight--;
        if (inFlight === 0 && missedOthers) void takeOthers();
      }
    });
  }

  // Another tab saved: read its table, once our own writes (made on the older one) are in.
  async function takeOthers(): Promise<void> {
    if (holdWrites) return;
    if (inFlight > 0) {
      missedOthers = true;
      return;
    }
    missedOthers = false;
    const r = await key.read();
    if (inFlight > 0) {
      missedOthers = true;
      return;
    }
    if (r.status === 'ok') record.value = r.value;
  }

  return {
    record,
    settings: computed(() => record.value.settings),
    board,
    loaded,
    saveFailed,
    damaged,
    async load() {
      const r = await key.read();
      // A store that could not be read may still hold the table: never write over it.
      holdWrites = r.status === 'error';
      saveFailed.value = holdWrites;
      damaged.value = r.status === 'invalid';
      if (r.status === 'invalid') {
        // Kept aside as it was, so the first change on the fresh table loses nothing stored.
        try {
          await io.set(TOI_DAMAGED_KEY, await io.get(TOI_KEY));
        } catch {
          holdWrites = true;
          saveFailed.value = true;
        }
      }
      record.value = r.value;
      loaded.value = true;
      if (!channel) {
        try {
          channel = openChannel(TOI_CHANNEL_NAME);
        } catch {
          channel = null;
        }
        channel?.addEventListener('message', (event) => {
          const m = event.data as { v?: unknown; type?: unknown } | null;
          if (m && m.v === 1 && m.type === 'toi-saved') void takeOthers();
        });
      }
    },
    setSettings(patch) {
      save({ ...record.value, settings: { ...record.value.settings, ...patch } });
    },
    add(entry) {
      const r = addEntry(record.value, entry);
      if (!r.ok) return r;
      save(r.value.record);
      return { ok: true, value: { lines: r.value.lines } };
    },
    undo() {
      const next = undoEntry(record.value);
      if (next) save(next);
      return next !== null;
    },
    redo() {
      const next = redoEntry(record.value);
      if (next) save(next);
      return next !== null;
    },
    importText(text) {
      const r = readRecordFile(text);
      if (r.ok) save(r.value);
      return r;
    },
    fileText: () => recordFileText(record.value),
    flushed: () => chain,
    close() {
      channel?.close();
      channel = null;
    },
  };
}

let shared: ToiModel | null = null;
/** The app's one table model, over IndexedDB and a BroadcastChannel, created on first use. */
export function toiModel(): ToiModel {
  shared ??= createToiModel(idbIO, openBroadcast);
  return shared;
}
