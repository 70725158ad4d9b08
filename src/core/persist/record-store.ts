/**
 * A table's saved state as a few persisted keys behind signals: what every small table (one
 * record, or a record and the one it replaced) needs from storage, in one place.
 * - A change shows at once and is written after the writes before it, so an older value never
 *   lands after a newer one.
 * - A store that could not be read may still hold the table: nothing is written over it until
 *   the page is loaded again (the write is refused and `saveFailed` says so).
 * - A stored value that does not read can be kept aside, untouched, before a fresh one replaces it.
 * - Given a channel, a saved write is announced to the other tabs, and their saves are read back
 *   once this tab's own writes (made on the older value) are in, so two tabs show one table.
 */
import { type ReadonlySignal, signal } from '@preact/signals';
import type { BroadcastChannelLike } from '../tabs/channel';
import { idbIO, type KeyValueIO, persistedKey, type Validate } from './key';

/** The tab channel of a store: its name, the message type it posts, and how to open it. */
export interface RecordChannel {
  readonly name: string;
  readonly type: string;
  readonly open: (name: string) => BroadcastChannelLike | null;
}

/** One persisted key of a store. */
export interface StoredValue<T> {
  /** The value shown: the stored one once loaded, else the fallback. */
  readonly current: ReadonlySignal<T>;
  /** True when the last load found stored data that did not read (the fallback is shown). */
  readonly damaged: ReadonlySignal<boolean>;
  /** Shows `next` at once and saves it (refused, with `saveFailed`, while writes are held). */
  set(next: T): void;
  /** Sets what `change` makes of the current value; false, and nothing set, when it gives null. */
  update(change: (value: T) => T | null): boolean;
}

/** What a stored value is read with, and where a damaged one is kept aside (if anywhere). */
export interface StoredValueSpec<T> {
  readonly key: string;
  readonly validate: Validate<T>;
  readonly fallback: () => T;
  readonly keepDamagedAt?: string;
}

/** A record and the one it last replaced, kept so that a new start or an import loses nothing. */
export interface ReplacingValue<R> extends StoredValue<R | null> {
  readonly previous: ReadonlySignal<R | null>;
  /** Sets `next`; the record it replaces (if any) becomes the previous one. */
  replace(next: R): void;
  /** Swaps the record and the previous one; false when there is none. */
  restorePrevious(): boolean;
}

/** The two keys of a replacing record, and what each is read with (a stored null: no record). */
export interface ReplacingSpec<R> {
  readonly key: string;
  readonly previousKey: string;
  readonly validate: Validate<R>;
}

/** What a table's model shows of its storage, and how it is loaded and awaited. */
export interface StoredState {
  readonly loaded: ReadonlySignal<boolean>;
  /** True when a write was refused, or writes are held back after a failed read. */
  readonly saveFailed: ReadonlySignal<boolean>;
  /** Reads every key (never rejects), then listens to the other tabs. */
  load(): Promise<void>;
  /** Resolves when every write asked for so far is done. */
  flushed(): Promise<void>;
}

/** The keys of one table, saved and loaded together. */
export interface RecordStore extends StoredState {
  /** Adds a key to the store (before `load`). */
  value<T>(spec: StoredValueSpec<T>): StoredValue<T>;
  /** Adds a record and the one it last replaced, under two keys (before `load`). */
  replacing<R>(spec: ReplacingSpec<R>): ReplacingValue<R>;
  /** The store's state alone, for a model to pass on as its own. */
  readonly state: StoredState;
  /** Stops listening to the other tabs. */
  close(): void;
}

interface Slot {
  readonly read: () => Promise<void>;
  readonly take: () => Promise<void>;
}

/** Returns a store over a key-value store (IndexedDB by default), told of other tabs if given a channel. */
export function createRecordStore(
  io: KeyValueIO = idbIO,
  channelSpec: RecordChannel | null = null,
): RecordStore {
  const slots: Slot[] = [];
  const loaded = signal(false);
  const saveFailed = signal(false);
  let holdWrites = false;
  let inFlight = 0;
  let missedOthers = false;
  let chain: Promise<void> = Promise.resolve();
  let channel: BroadcastChannelLike | null = null;

  function hold(): void {
    holdWrites = true;
    saveFailed.value = true;
  }

  function tellOthers(): void {
    try {
      channel?.postMessage({ v: 1, type: channelSpec?.type });
    } catch {
      // A closed channel (tab closing): the others read the store when they next load.
    }
  }

  // Another tab saved: read its values, once our own writes (made on the older ones) are in.
  async function takeOthers(): Promise<void> {
    if (holdWrites) return;
    if (inFlight > 0) {
      missedOthers = true;
      return;
    }
    missedOthers = false;
    await Promise.all(slots.map((s) => s.take()));
  }

  function value<T>(spec: StoredValueSpec<T>): StoredValue<T> {
    const key = persistedKey(spec.key, spec.validate, spec.fallback, io);
    const current = signal<T>(spec.fallback());
    const damaged = signal(false);
    slots.push({
      async read() {
        const r = await key.read();
        // A store that could not be read may still hold the table: never write over it.
        if (r.status === 'error') hold();
        damaged.value = r.status === 'invalid';
        if (r.status === 'invalid' && spec.keepDamagedAt) {
          // Kept aside as it was, so the first change on the fresh value loses nothing stored.
          try {
            await io.set(spec.keepDamagedAt, await io.get(spec.key));
          } catch {
            hold();
          }
        }
        current.value = r.value;
      },
      async take() {
        const r = await key.read();
        // Our own writes started meanwhile: read again once they are in.
        if (inFlight > 0) missedOthers = true;
        else if (r.status === 'ok' || r.status === 'missing') current.value = r.value;
      },
    });
    const stored: StoredValue<T> = {
      current,
      damaged,
      update(change) {
        const next = change(current.value);
        if (next !== null) stored.set(next);
        return next !== null;
      },
      set(next) {
        current.value = next;
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
      },
    };
    return stored;
  }

  function replacing<R>(spec: ReplacingSpec<R>): ReplacingValue<R> {
    // A stored null is "no record": it is not handed to the validator.
    const validate = (raw: unknown): R | null => (raw === null ? null : spec.validate(raw));
    const read = { validate, fallback: () => null };
    const now = value<R | null>({ key: spec.key, ...read });
    const before = value<R | null>({ key: spec.previousKey, ...read });
    return {
      ...now,
      previous: before.current,
      replace(next) {
        if (now.current.value !== null) before.set(now.current.value);
        now.set(next);
      },
      restorePrevious() {
        const p = before.current.value;
        if (p === null) return false;
        before.set(now.current.value);
        now.set(p);
        return true;
      },
    };
  }

  const state: StoredState = {
    loaded,
    saveFailed,
    async load() {
      holdWrites = false;
      saveFailed.value = false;
      await Promise.all(slots.map((s) => s.read()));
      loaded.value = true;
      if (channel || !channelSpec) return;
      try {
        channel = channelSpec.open(channelSpec.name);
      } catch {
        channel = null;
      }
      channel?.addEventListener('message', (event) => {
        const m = event.data as { type?: unknown } | null;
        if (m && m.type === channelSpec.type) void takeOthers();
      });
    },
    flushed: () => chain,
  };
  return {
    ...state,
    state,
    value,
    replacing,
    close() {
      channel?.close();
      channel = null;
    },
  };
}
