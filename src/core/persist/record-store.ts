/**
 * The one record store of the small tables (every table but Volga's game log, which has its own
 * game-log store in core/store): a table's saved state as a few keys, each written with the
 * revision it was based on.
 * - A write is a compare-and-set in one transaction (the KvBackend's `atomic`): the stored
 *   revision of every key it touches must still be the one this tab read, or nothing is written.
 *   The revision lives beside the value (`rev:<key>`), so a value stored by an earlier version
 *   (which has none) reads as revision 0 and loads as it was.
 * - A change is shown only once it committed and its second copy was written (at once, not in
 *   idle time): until then `saving` is true, and what the screen shows is the stored value.
 * - A refused write (another tab moved on) reads the stored state again and says so in `notice`;
 *   a failed write (storage full) shows nothing as done and says so in `failure`.
 * - A replacing write (a new start, an import) keeps the value it replaces under `backup:<key>`.
 * - Other tabs are told over a BroadcastChannel which keys changed, and read them again.
 */
import { batch, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import type { AtomicView, KvBackend, KvWrite } from '../store/backend';
import { createIdbBackend } from '../store/idb';
import { appMirror, KEYVAL_AREA, type Mirror } from '../store/mirror';
import { type BroadcastChannelLike, openBroadcast } from '../tabs/channel';
import { type Validate, writeFailureOf } from './key';

/** Returns the key a record's revision is kept under. */
export const revKey = (key: string): string => `rev:${key}`;
/** Returns the key a record's value before its last replacing write is kept under. */
export const backupKey = (key: string): string => `backup:${key}`;
/** The channel tabs use to say which records they wrote. */
export const RECORDS_CHANNEL = 'volga-table-records';
/** What a tab says when its write was refused because another tab had moved on. */
export const STALE_NOTICE = 'Another tab changed this; showing its latest.';

/** Where a record store keeps its keys, and who it tells. */
export interface RecordsEnv {
  readonly backend: KvBackend;
  /** The second copy's name for the backend's database (mirror.ts). */
  readonly area: string;
  /** The second copy, written before a write is acknowledged (null: none, in some tests). */
  readonly mirror: Mirror | null;
  readonly openChannel: (name: string) => BroadcastChannelLike | null;
}

let appEnv: RecordsEnv | null = null;
/** Returns the app's environment: idb-keyval's database, the app's second copy, a real channel. */
export function appRecordsEnv(): RecordsEnv {
  appEnv ??= {
    backend: createIdbBackend('keyval-store', 'keyval'),
    area: KEYVAL_AREA,
    mirror: appMirror(),
    openChannel: openBroadcast,
  };
  return appEnv;
}

/** One key of a store, as a model reads it. */
export interface RecordCell<T> {
  readonly key: string;
  /** The stored value (the fallback when there is none or it did not read). */
  readonly current: ReadonlySignal<T>;
  /** True when the stored value did not read (it was kept aside if the spec says where). */
  readonly damaged: ReadonlySignal<boolean>;
  /** The value once every write asked for so far is in: what the next change builds on. */
  latest(): T;
}

/** How a key is read: its validator (which also upgrades older shapes) and its fallback. */
export interface CellSpec<T> {
  readonly key: string;
  readonly read: Validate<T>;
  readonly fallback: () => T;
  /** Where a stored value that does not read is copied, untouched, before anything replaces it. */
  readonly keepDamagedAt?: string;
  /**
   * The form a value is written in, which `read` takes back (the value itself when absent): a
   * long record as one text, which IndexedDB copies far faster than thousands of small objects.
   */
  readonly stored?: (value: T) => unknown;
}

/** Keys under one prefix, one item each (a club's campaigns), as a model reads them. */
export interface RecordFamily<T> {
  readonly prefix: string;
  /** Every item that reads, by id (the key after the prefix). */
  readonly current: ReadonlySignal<ReadonlyMap<string, T>>;
  /** The items once every write asked for so far is in. */
  latest(): ReadonlyMap<string, T>;
  /** Every id stored under the prefix, read or not (a new id must avoid them all). */
  ids(): readonly string[];
  keyOf(id: string): string;
}

/** One change of a write: a key's new value, or undefined to delete it. */
export interface Change {
  readonly key: string;
  readonly value: unknown;
}

/** How a write is made. */
export interface WriteOptions {
  /** Keep each key's stored value under backup:<key> first (a new start, an import). */
  readonly backup?: boolean;
}

/** What a model shows of its storage. */
export interface StoreStatus {
  readonly loaded: ReadonlySignal<boolean>;
  /** True from a change asked for until it committed (or was refused). */
  readonly saving: ReadonlySignal<boolean>;
  /** Set when this tab's write was refused because another tab had moved on. */
  readonly notice: ReadonlySignal<string | null>;
  /** Why the last write was not stored (storage full, unreadable store), or null. */
  readonly failure: ReadonlySignal<string | null>;
  /** Reads every key (never rejects), then listens to the other tabs. */
  load(): Promise<void>;
  /** Resolves when every write asked for so far is committed or refused. */
  flushed(): Promise<void>;
  dismissNotice(): void;
}

/** The keys of one table, read and written together. */
export interface RecordStore extends StoreStatus {
  /** Adds a key (before `load`). */
  cell<T>(spec: CellSpec<T>): RecordCell<T>;
  /** Adds every key under a prefix (before `load`). */
  family<T>(prefix: string, read: Validate<T>): RecordFamily<T>;
  /**
   * Writes the changes in one compare-and-set; the latest values change at once (what the next
   * change builds on), the current ones once it committed. Resolves true when it did.
   */
  write(changes: readonly Change[], options?: WriteOptions): Promise<boolean>;
  /** The store's status alone, for a model to pass on as its own. */
  readonly status: StoreStatus;
  /** Stops listening to the other tabs. */
  close(): void;
}

interface Slot {
  /** Takes a key's stored value into the slot's signals (`own`: this tab's write, already checked). */
  take(key: string, raw: unknown, own: boolean): void;
  /** The keys the slot reads now (a family's depend on what is stored). */
  keys(): Promise<readonly string[]>;
  owns(key: string): boolean;
  /** Sets what a write will make of a key, before it commits. */
  plan(key: string, value: unknown): void;
  /** Forgets planned values: back to what is stored. */
  unplan(): void;
  /** The form a key's value is written in. */
  stored(key: string, value: unknown): unknown;
}

const isRev = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** Why nothing is written while the stored records could not be read. */
const UNREAD =
  "This device's storage could not be read, so nothing is written over it: load the page again.";

/** What a storage error means for the owner. */
function failureText(e: unknown): string {
  const why = writeFailureOf(e);
  if (why === 'quota') {
    return "This device's storage is full: the last change was not saved. Export to keep your record, or free some space.";
  }
  if (why === 'unavailable') return 'This browser gives the app no storage here: nothing is saved.';
  return 'The last change could not be saved on this device; it is not shown as done.';
}

/** What a write was planned on: the tab's generation and the revision of each key it writes. */
interface Plan {
  readonly gen: number;
  readonly base: ReadonlyMap<string, number>;
}

/**
 * The revisions one tab knows: each key's as last read or written, and the one it will have once
 * the tab's queued writes are in. A write is checked against the revision its values were planned
 * on, never one read in after it was asked for (that read's value is not in what the write holds).
 */
function revisionBook() {
  const known = new Map<string, number>();
  const planned = new Map<string, number>();
  return {
    known,
    /** The revisions `keys` are based on now; the tab's next write to them builds on each plus one. */
    plan(keys: readonly string[]): ReadonlyMap<string, number> {
      const base = new Map<string, number>();
      for (const k of keys) {
        const rev = planned.get(k) ?? known.get(k) ?? 0;
        base.set(k, rev);
        planned.set(k, rev + 1);
      }
      return base;
    },
    /** Drops the planned revisions: the queue is empty, or a write of it was refused. */
    forget: () => planned.clear(),
  };
}

/** The revisions one tab knows and plans on (revisionBook). */
type RevisionBook = ReturnType<typeof revisionBook>;

/** Returns the keys another tab's message says it wrote (none for this tab's or another kind). */
function othersKeys(data: unknown, tabId: string): string[] {
  const m = data as { type?: unknown; tabId?: unknown; keys?: unknown } | null;
  if (m?.type !== 'records' || m.tabId === tabId || !Array.isArray(m.keys)) return [];
  return m.keys.filter((k): k is string => typeof k === 'string');
}

/** Returns how a cell's slot gives the form its values are written in. */
const storedBy =
  <T>(spec: CellSpec<T>) =>
  (_key: string, value: unknown): unknown =>
    spec.stored ? spec.stored(value as T) : value;

/** Returns the form a change's value is written in (by the slot that owns its key, if any). */
const storedForm = (slot: Slot | undefined, c: Change): unknown =>
  slot ? slot.stored(c.key, c.value) : c.value;

/** Returns the slot a key belongs to, if any. */
const slotOf = (slots: readonly Slot[], key: string): Slot | undefined =>
  slots.find((s) => s.owns(key));

/**
 * Returns a cell's slot and the cell a model reads; a value that does not read on the first read
 * is queued on `pendingKeep` to be copied aside (spec.keepDamagedAt) once the read is done.
 */
function cellSlot<T>(
  spec: CellSpec<T>,
  pendingKeep: Array<[string, unknown]>,
): { slot: Slot; cell: RecordCell<T> } {
  const current = signal<T>(spec.fallback());
  const damaged = signal(false);
  let planned: { value: T } | null = null;
  let firstRead = true;
  const slot: Slot = {
    take(_key, raw, own) {
      const value = raw === undefined ? null : own ? (raw as T) : spec.read(raw);
      damaged.value = raw !== undefined && value === null;
      current.value = value ?? spec.fallback();
      if (firstRead && damaged.value && spec.keepDamagedAt)
        pendingKeep.push([spec.keepDamagedAt, raw]);
      firstRead = false;
    },
    keys: async () => [spec.key],
    owns: (key) => key === spec.key,
    plan(_key, value) {
      planned = { value: value as T };
    },
    unplan() {
      planned = null;
    },
    stored: storedBy(spec),
  };
  return {
    slot,
    cell: {
      key: spec.key,
      current,
      damaged,
      latest: () => (planned ? planned.value : current.value),
    },
  };
}

/** Returns a family's slot (its keys listed from `backend` under `prefix`) and the family a model reads. */
function familySlot<T>(
  prefix: string,
  read: Validate<T>,
  backend: KvBackend,
): { slot: Slot; family: RecordFamily<T> } {
  const current = signal<ReadonlyMap<string, T>>(new Map());
  const stored = new Set<string>();
  let planned: Map<string, T> | null = null;
  const idOf = (key: string) => key.slice(prefix.length);
  const slot: Slot = {
    take(key, raw, own) {
      const next = new Map(current.value);
      const value = raw === undefined ? null : own ? (raw as T) : read(raw);
      if (raw === undefined) stored.delete(idOf(key));
      else stored.add(idOf(key));
      if (value === null) next.delete(idOf(key));
      else next.set(idOf(key), value);
      current.value = next;
    },
    keys: async () => {
      const now = await backend.keys(prefix);
      // Keys read before and gone now are read too, so a deleted item leaves the map.
      return [...new Set([...now, ...[...stored].map((id) => prefix + id)])];
    },
    owns: (key) => key.startsWith(prefix),
    plan(key, value) {
      planned ??= new Map(current.value);
      if (value === undefined) planned.delete(idOf(key));
      else planned.set(idOf(key), value as T);
    },
    unplan() {
      planned = null;
    },
    stored: (_key, value) => value,
  };
  return {
    slot,
    family: {
      prefix,
      current,
      latest: () => planned ?? current.value,
      ids: () => [...new Set([...stored, ...(planned?.keys() ?? [])])],
      keyOf: (id) => prefix + id,
    },
  };
}

/** What the parts of one tab's store share: where it keeps its keys, their slots, their revisions. */
interface StoreParts {
  readonly env: RecordsEnv;
  readonly slots: readonly Slot[];
  readonly revs: RevisionBook;
}

/** Reads `keys` and their revisions in one transaction and hands them to their slots. */
async function readKeys(parts: StoreParts, keys: readonly string[]): Promise<void> {
  const { env, slots, revs } = parts;
  const all = keys.flatMap((k) => [k, revKey(k)]);
  const view = await env.backend.atomic({ keys: all }, (v) => ({
    writes: [],
    result: keys.map((k) => [k, v.get(k), v.get(revKey(k))] as const),
  }));
  batch(() => {
    for (const [k, raw, rev] of view) {
      const r = isRev(rev) ? rev : 0;
      revs.known.set(k, r);
      slotOf(slots, k)?.take(k, raw, false);
    }
  });
}

/** Reads every key of every slot (a family's as stored now). */
async function readAll(parts: StoreParts): Promise<void> {
  const keys = (await Promise.all(parts.slots.map((s) => s.keys()))).flat();
  await readKeys(parts, keys);
}

/**
 * The writes that store `changes` when the stored revision of every key (in `view`) is still the
 * one the write was planned on (`base`), each key's value before it kept under backup:<key> first
 * when `options.backup` asks; null when another tab has moved on (nothing is written).
 */
function checkedWrites(
  view: AtomicView,
  changes: readonly Change[],
  options: WriteOptions,
  base: ReadonlyMap<string, number>,
  slots: readonly Slot[],
): KvWrite[] | null {
  for (const c of changes) {
    const stored = view.get(revKey(c.key));
    if ((isRev(stored) ? stored : 0) !== (base.get(c.key) ?? 0)) return null;
  }
  return changes.flatMap((c): KvWrite[] => {
    const rev = (base.get(c.key) ?? 0) + 1;
    const before = options.backup ? view.get(c.key) : undefined;
    return [
      ...(before !== undefined
        ? [{ op: 'put' as const, key: backupKey(c.key), value: before }]
        : []),
      c.value === undefined
        ? { op: 'delete' as const, key: c.key }
        : { op: 'put' as const, key: c.key, value: storedForm(slotOf(slots, c.key), c) },
      { op: 'put' as const, key: revKey(c.key), value: rev },
    ];
  });
}

/**
 * The tab's side of the channel: its id, telling the other tabs which keys it wrote, and hearing
 * which keys they wrote (opened once, on the first load).
 */
function tabChannel(env: RecordsEnv) {
  const tabId = Math.random().toString(36).slice(2);
  let channel: BroadcastChannelLike | null = null;
  return {
    /** Tells the other tabs this tab wrote `keys`. */
    post(keys: readonly string[]): void {
      try {
        channel?.postMessage({ v: 1, type: 'records', tabId, keys });
      } catch {
        // A closing tab: the others read the store when they next load.
      }
    },
    /** Opens the channel unless it is open, and hands `hear` the keys each other tab wrote. */
    listen(hear: (keys: string[]) => void): void {
      if (channel) return;
      try {
        channel = env.openChannel(RECORDS_CHANNEL);
      } catch {
        channel = null;
      }
      channel?.addEventListener('message', (event) => {
        hear(othersKeys(event.data, tabId));
      });
    },
    close(): void {
      channel?.close();
      channel = null;
    },
  };
}

/** What the write queue shows and asks of the rest of the store. */
interface QueueParts extends StoreParts {
  readonly saving: Signal<boolean>;
  readonly notice: Signal<string | null>;
  readonly failure: Signal<string | null>;
  /** True while the stored records could not be read: nothing is written. */
  readonly held: () => boolean;
  /** Tells the other tabs which keys this tab wrote. */
  readonly post: (keys: readonly string[]) => void;
}

/**
 * The tab's writes, one after another, each a compare-and-set against the revisions it was
 * planned on; a refused one drops every write planned after it and reads the store again.
 * Other tabs' keys heard while writes are queued are read once the queue is empty.
 */
function writeQueue(parts: QueueParts) {
  const { env, slots, revs, saving, notice, failure } = parts;
  let queued = 0;
  let generation = 0;
  let missed: Set<string> | null = null;
  let chain: Promise<unknown> = Promise.resolve();

  async function takeOthers(keys: readonly string[]): Promise<void> {
    if (queued > 0) {
      missed ??= new Set();
      for (const k of keys) missed.add(k);
      return;
    }
    try {
      await readAll(parts);
    } catch {
      // The store did not answer: this tab's next write still checks the revision.
    }
  }

  function refuse(text: string | null, why: 'stale' | 'failed'): void {
    generation++;
    revs.forget();
    for (const s of slots) s.unplan();
    if (why === 'stale') notice.value = text;
    else failure.value = text;
  }

  async function commit(changes: readonly Change[], options: WriteOptions, plan: Plan) {
    const { gen, base } = plan;
    // A write planned on values another write of this tab was refused over: dropped unshown.
    if (gen !== generation) return false;
    const keys = changes.map((c) => c.key);
    const reads = keys.flatMap((k) => (options.backup ? [k, revKey(k)] : [revKey(k)]));
    let writes: KvWrite[] = [];
    try {
      const ok = await env.backend.atomic({ keys: reads }, (view) => {
        const checked = checkedWrites(view, changes, options, base, slots);
        if (checked === null) return { writes: [], result: false };
        writes = checked;
        return { writes, result: true };
      });
      if (!ok) {
        refuse(STALE_NOTICE, 'stale');
        await readAll(parts).catch(() => undefined);
        return false;
      }
    } catch (e) {
      refuse(failureText(e), 'failed');
      env.backend.reopen();
      return false;
    }
    // The second copy now, not in idle time: acknowledged means it survives losing IndexedDB.
    env.mirror?.note(env.area, writes);
    await env.mirror?.flush();
    batch(() => {
      for (const c of changes) {
        revs.known.set(c.key, (base.get(c.key) ?? 0) + 1);
        slotOf(slots, c.key)?.take(c.key, c.value, true);
      }
      failure.value = null;
    });
    parts.post(keys);
    return true;
  }

  function write(changes: readonly Change[], options: WriteOptions = {}): Promise<boolean> {
    if (parts.held()) {
      failure.value = UNREAD;
      return Promise.resolve(false);
    }
    const plan: Plan = { gen: generation, base: revs.plan(changes.map((c) => c.key)) };
    for (const c of changes) slotOf(slots, c.key)?.plan(c.key, c.value);
    queued++;
    saving.value = true;
    const done = chain.then(() => commit(changes, options, plan));
    chain = done.finally(() => {
      queued--;
      if (queued > 0) return;
      // Every planned value is stored (or was refused): the latest values are the current ones.
      for (const s of slots) s.unplan();
      revs.forget();
      saving.value = false;
      const keys = missed;
      missed = null;
      if (keys) void takeOthers([...keys]);
    });
    return done;
  }

  return { write, takeOthers, flushed: () => chain.then(() => undefined) };
}

/** Returns a store over `env` (the app's IndexedDB, second copy and channel by default). */
export function createRecordStore(env: RecordsEnv = appRecordsEnv()): RecordStore {
  const slots: Slot[] = [];
  const revs = revisionBook();
  const loaded = signal(false);
  const saving = signal(false);
  const notice = signal<string | null>(null);
  const failure = signal<string | null>(null);
  const tabs = tabChannel(env);
  let held = false;
  // Damaged values found on the first read, copied aside once the read is done.
  const pendingKeep: Array<[string, unknown]> = [];
  const parts: StoreParts = { env, slots, revs };
  const queue = writeQueue({
    ...parts,
    saving,
    notice,
    failure,
    held: () => held,
    post: tabs.post,
  });

  function cell<T>(spec: CellSpec<T>): RecordCell<T> {
    const made = cellSlot(spec, pendingKeep);
    slots.push(made.slot);
    return made.cell;
  }

  function family<T>(prefix: string, read: Validate<T>): RecordFamily<T> {
    const made = familySlot(prefix, read, env.backend);
    slots.push(made.slot);
    return made.family;
  }

  const status: StoreStatus = {
    loaded,
    saving,
    notice,
    failure,
    async load() {
      held = false;
      failure.value = null;
      try {
        await readAll(parts);
        const keep = pendingKeep.splice(0);
        if (keep.length > 0) {
          await env.backend.atomic({}, () => ({
            writes: keep.map(([key, value]) => ({ op: 'put' as const, key, value })),
            result: undefined,
          }));
        }
      } catch {
        // A store that could not be read may still hold the table: never write over it.
        held = true;
        failure.value = UNREAD;
      }
      loaded.value = true;
      tabs.listen((keys) => {
        const mine = keys.filter((k) => !!slotOf(slots, k));
        if (mine.length > 0) void queue.takeOthers(mine);
      });
    },
    flushed: queue.flushed,
    dismissNotice() {
      notice.value = null;
    },
  };
  return {
    ...status,
    status,
    cell,
    family,
    write: queue.write,
    close: tabs.close,
  };
}
