/**
 * The second copy: every record IndexedDB acknowledged is also written to Cache Storage, a
 * store the browser keeps apart from IndexedDB (why this one: docs/storage.md). It is written
 * after the save has been acknowledged, in idle time, so no tap waits for it. One entry per
 * record holds its latest value only (a later write replaces it, a delete removes it), so the
 * copy never grows with play: it is as big as what is stored, gzipped. Beside the records, an
 * inventory names every record the copy holds; start-up compares it with IndexedDB (restore.ts).
 * The copy is bounded (MIRROR_MAX_BYTES): sheddable records (backups) go first, oldest first;
 * a record that still does not fit is not copied, and the inventory says so.
 * Records are grouped by area: one IndexedDB database and object store each.
 */
import { PENDING_IMPORT_KEY } from './journal-key';

/** Named byte blobs: Cache Storage in the browser, a map in unit tests. */
/** The second copy's name for idb-keyval's default database and store kept here so persist and store do not reach each other. */
export const KEYVAL_AREA = 'keyval-store/keyval';

export interface MirrorStorage {
  read(name: string): Promise<Uint8Array | undefined>;
  write(name: string, bytes: Uint8Array): Promise<void>;
  remove(name: string): Promise<void>;
}

/** One write to copy: a record's new value, or its deletion. */
export type MirrorWrite =
  | { readonly op: 'put'; readonly key: string; readonly value: unknown }
  | { readonly op: 'delete'; readonly key: string };

/** What the inventory says of one copied record. */
export interface InventoryEntry {
  /** Bytes the copy of the record takes (gzipped where the browser can). */
  readonly bytes: number;
  /** The record's own revision, when it has one (a saved game). */
  readonly rev?: number;
}

/** The inventory: what should exist, area by area, and what the bound left out. */
export interface Inventory {
  readonly inventoryVersion: 1;
  /** When the copy was last written (ISO UTC). */
  readonly savedAt: string;
  readonly areas: Readonly<Record<string, Readonly<Record<string, InventoryEntry>>>>;
  /** Records not in the copy because of the bound: area, then keys. */
  readonly left: Readonly<Record<string, readonly string[]>>;
  /** Each area's epoch: the mark of the database the copy was taken from (see EPOCH_KEY). */
  readonly epochs?: Readonly<Record<string, string>>;
}

/**
 * The key under which each IndexedDB area keeps its epoch: a random mark written once into a
 * database, and recorded in the inventory. The same mark on both sides means the database is the
 * one the copy follows, so IndexedDB wins (a record it lacks was deleted, not lost); a database
 * without it, or with another, was lost and made anew, and the copy restores it.
 */
export const EPOCH_KEY = 'mirror:epoch';

/** The copy's size, for About and the benchmark. */
export interface MirrorSize {
  readonly bytes: number;
  readonly records: number;
  /** Records the bound left out of the copy. */
  readonly left: number;
  readonly maxBytes: number;
  /** Why the last write of the copy failed, if it did. */
  readonly lastError: string | null;
}

/** The Cache Storage cache the copy lives in (never one the service worker manages). */
export const MIRROR_CACHE = 'table-mirror-v1';
/** The bound on the copy's bytes: 50 MB, far above a season of games with their backups. */
export const MIRROR_MAX_BYTES = 50 * 1024 * 1024;
const INVENTORY_NAME = 'inventory';
/** localStorage key noting that this device held records (see wasEverStored). */
const MARKER_KEY = 'table-mirror-marker';

/** Returns the blob name of one record of an area. */
const recordName = (area: string, key: string) =>
  `r/${encodeURIComponent(area)}/${encodeURIComponent(key)}`;

/** Returns Cache Storage as a MirrorStorage, or null where this browser context has none. */
export function cacheMirrorStorage(): MirrorStorage | null {
  if (typeof caches === 'undefined' || typeof location === 'undefined') return null;
  const url = (name: string) => new URL(`/__mirror__/${name}`, location.origin).href;
  const open = () => caches.open(MIRROR_CACHE);
  return {
    async read(name) {
      const r = await (await open()).match(url(name));
      return r ? new Uint8Array(await r.arrayBuffer()) : undefined;
    },
    async write(name, bytes) {
      const body = new Blob([bytes as Uint8Array<ArrayBuffer>]);
      await (await open()).put(url(name), new Response(body));
    },
    async remove(name) {
      await (await open()).delete(url(name));
    },
  };
}

const GZIP_MAGIC = [0x1f, 0x8b] as const;

async function streamBytes(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Returns a value as stored in the copy: JSON, gzipped where the browser can. */
export async function encodeRecord(value: unknown): Promise<Uint8Array> {
  const text = new TextEncoder().encode(JSON.stringify(value));
  if (typeof CompressionStream !== 'function') return text;
  const blob = new Blob([text as Uint8Array<ArrayBuffer>]);
  return streamBytes(blob.stream().pipeThrough(new CompressionStream('gzip')));
}

/** Returns the value a stored copy holds (gzip recognised by its magic bytes). */
export async function decodeRecord(bytes: Uint8Array): Promise<unknown> {
  let text = bytes;
  if (bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1]) {
    const blob = new Blob([bytes as Uint8Array<ArrayBuffer>]);
    text = await streamBytes(blob.stream().pipeThrough(new DecompressionStream('gzip')));
  }
  return JSON.parse(new TextDecoder().decode(text));
}

/** Returns the record's revision when it carries one (a saved game, its index entry). */
function revisionOf(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const rev = (value as { revision?: unknown }).revision;
  return typeof rev === 'number' ? rev : undefined;
}

function isInventory(raw: unknown): raw is Inventory {
  if (typeof raw !== 'object' || raw === null) return false;
  const r = raw as Partial<Inventory>;
  return (
    r.inventoryVersion === 1 &&
    typeof r.areas === 'object' &&
    r.areas !== null &&
    typeof r.left === 'object' &&
    r.left !== null
  );
}

/** Returns the number of records an inventory lists. */
export function inventoryCount(inv: Inventory): number {
  return Object.values(inv.areas).reduce((n, a) => n + Object.keys(a).length, 0);
}

/** Options of a mirror; the defaults are the app's. */
export interface MirrorOptions {
  readonly maxBytes?: number;
  /** True for records the bound may drop first (oldest key first). */
  readonly sheddable?: (area: string, key: string) => boolean;
  /** The time a flush is stamped with. */
  readonly now?: () => string;
  /** Runs a flush alone among the app's tabs and workers (Web Locks where there are any). */
  readonly exclusive?: <T>(run: () => Promise<T>) => Promise<T>;
  /** When queued writes are flushed (idle time in the app, by hand in tests). */
  readonly schedule?: (flush: () => void) => void;
  /** Notes that this device held records (localStorage in the app). */
  readonly marker?: MarkerStore;
  /** False for records never copied (a transient journal that must not come back). */
  readonly copies?: (area: string, key: string) => boolean;
}

/** Where the note "this device held records" is kept: somewhere other than the copy. */
export interface MarkerStore {
  get(): string | null;
  set(value: string): void;
  clear(): void;
}

/** The second copy's operations. */
export interface Mirror {
  /** Queues committed writes of an area for the copy (returns at once). */
  note(area: string, writes: readonly MirrorWrite[]): void;
  /** Writes what is queued; resolves once the copy and its inventory hold it. */
  flush(): Promise<void>;
  /** Returns the inventory, or null when there is no copy. */
  readInventory(): Promise<Inventory | null>;
  /** Returns the copied value of a record, or undefined when the copy has none. */
  readRecord(area: string, key: string): Promise<unknown>;
  /** Returns the copy's size. */
  size(): Promise<MirrorSize>;
  /** Records the areas' epochs in the inventory (start-up, once each database carries one). */
  setEpochs(epochs: Readonly<Record<string, string>>): Promise<void>;
  /** True when the marker says this device held records (it outlives a lost copy). */
  wasEverStored(): boolean;
  /** Forgets the marker (after the owner was told both stores are gone). */
  forgetMarker(): void;
}

const DELETE = Symbol('delete');

function idleSchedule(flush: () => void): void {
  // Idle time after the acknowledged save has painted; never later than a moment after it.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, { timeout: 300 });
  else setTimeout(flush, 30);
}

function webLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('table-mirror', run) as Promise<T>) : run();
}

function localMarker(): MarkerStore | undefined {
  try {
    if (typeof localStorage === 'undefined') return undefined;
  } catch {
    return undefined;
  }
  const safe = <T>(f: () => T, fallback: T) => {
    try {
      return f();
    } catch {
      return fallback;
    }
  };
  return {
    get: () => safe(() => localStorage.getItem(MARKER_KEY), null),
    set: (v) => safe(() => localStorage.setItem(MARKER_KEY, v), undefined),
    clear: () => safe(() => localStorage.removeItem(MARKER_KEY), undefined),
  };
}

/** Reads the copy's inventory; null when there is no copy or no readable inventory. */
async function readInventoryOf(storage: MirrorStorage | null): Promise<Inventory | null> {
  if (!storage) return null;
  const bytes = await storage.read(INVENTORY_NAME);
  if (!bytes) return null;
  try {
    const raw = await decodeRecord(bytes);
    return isInventory(raw) ? raw : null;
  } catch {
    return null;
  }
}

/** One record of a batch, encoded and about to be written. */
interface Put {
  readonly area: string;
  readonly key: string;
  readonly bytes: Uint8Array;
}

/** The inventory being rewritten by one write: what it will name, what was left out, what goes. */
interface Rewrite {
  readonly areas: Record<string, Record<string, InventoryEntry>>;
  readonly left: Record<string, string[]>;
  readonly puts: Put[];
  readonly removals: string[];
}

/** Encodes a batch over a copy of the inventory: the records to write and those to remove. */
async function rewriteFor(
  inv: Inventory | null,
  batch: Map<string, Map<string, unknown>>,
): Promise<Rewrite> {
  const areas: Record<string, Record<string, InventoryEntry>> = {};
  const left: Record<string, string[]> = {};
  for (const [a, entries] of Object.entries(inv?.areas ?? {})) areas[a] = { ...entries };
  for (const [a, keys] of Object.entries(inv?.left ?? {})) left[a] = [...keys];
  const puts: Put[] = [];
  const removals: string[] = [];
  for (const [area, writes] of batch) {
    const held = areas[area] ?? {};
    areas[area] = held;
    for (const [key, value] of writes) {
      left[area] = (left[area] ?? []).filter((k) => k !== key);
      if (value === DELETE) {
        if (held[key]) removals.push(recordName(area, key));
        delete held[key];
        continue;
      }
      const bytes = await encodeRecord(value);
      const rev = revisionOf(value);
      held[key] = { bytes: bytes.length, ...(rev !== undefined ? { rev } : {}) };
      puts.push({ area, key, bytes });
    }
  }
  return { areas, left, puts, removals };
}

/**
 * The bound: sheddable records go first, oldest key first; then what still does not fit of this
 * batch is left out (an older copy of it, if any, goes too, never a stale one).
 */
function shedToFit(
  w: Rewrite,
  maxBytes: number,
  sheddable: (area: string, key: string) => boolean,
): void {
  const { areas, left, removals } = w;
  let total = 0;
  for (const entries of Object.values(areas))
    for (const e of Object.values(entries)) total += e.bytes;
  if (total <= maxBytes) return;
  const drop = (area: string, key: string) => {
    const e = areas[area]?.[key];
    if (!e) return;
    total -= e.bytes;
    delete areas[area]?.[key];
    removals.push(recordName(area, key));
    left[area] = [...(left[area] ?? []), key];
  };
  const candidates = Object.entries(areas)
    .flatMap(([area, entries]) => Object.keys(entries).map((key) => ({ area, key })))
    .filter((c) => sheddable(c.area, c.key))
    .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
  for (const c of candidates) {
    if (total <= maxBytes) break;
    drop(c.area, c.key);
  }
  for (const p of [...w.puts].reverse()) {
    if (total <= maxBytes) break;
    drop(p.area, p.key);
  }
}

/** What one write of the copy needs of the mirror's options, defaults filled in. */
interface WriteSettings {
  readonly maxBytes: number;
  readonly sheddable: (area: string, key: string) => boolean;
  readonly now: () => string;
  readonly marker: MarkerStore | undefined;
}

/** Writes a batch (and any epochs) into the copy, within its bound, and updates the marker. */
async function writeBatch(
  storage: MirrorStorage,
  settings: WriteSettings,
  batch: Map<string, Map<string, unknown>>,
  epochs?: Readonly<Record<string, string>>,
): Promise<void> {
  const inv = await readInventoryOf(storage);
  const w = await rewriteFor(inv, batch);
  shedToFit(w, settings.maxBytes, settings.sheddable);
  const { areas, left } = w;
  // Records first, then the inventory that names them, then removals: at every moment the
  // inventory names only records the copy holds.
  for (const p of w.puts) {
    if (areas[p.area]?.[p.key]) await storage.write(recordName(p.area, p.key), p.bytes);
  }
  for (const a of Object.keys(left)) if (left[a]?.length === 0) delete left[a];
  const next: Inventory = {
    inventoryVersion: 1,
    savedAt: settings.now(),
    areas,
    left,
    epochs: { ...(inv?.epochs ?? {}), ...(epochs ?? {}) },
  };
  await storage.write(INVENTORY_NAME, new TextEncoder().encode(JSON.stringify(next)));
  for (const name of w.removals) {
    const [, area, key] = name.split('/');
    if (areas[decodeURIComponent(area ?? '')]?.[decodeURIComponent(key ?? '')]) continue;
    await storage.remove(name);
  }
  const count = inventoryCount(next);
  // The marker says the copy holds records; the owner deleting everything clears it.
  if (count > 0) settings.marker?.set(JSON.stringify({ records: count, at: next.savedAt }));
  else if (batch.size > 0) settings.marker?.clear();
}

/** Returns a mirror over `storage` (none: every operation does nothing, the copy is absent). */
export function createMirror(storage: MirrorStorage | null, options: MirrorOptions = {}): Mirror {
  const maxBytes = options.maxBytes ?? MIRROR_MAX_BYTES;
  const settings: WriteSettings = {
    maxBytes,
    sheddable: options.sheddable ?? (() => false),
    now: options.now ?? (() => new Date().toISOString()),
    marker: options.marker,
  };
  const exclusive = options.exclusive ?? webLock;
  const schedule = options.schedule ?? idleSchedule;
  const marker = options.marker;
  const copies = options.copies ?? (() => true);
  const pending = new Map<string, Map<string, unknown>>();
  let scheduled = false;
  let running: Promise<void> = Promise.resolve();
  let lastError: string | null = null;

  const readInventory = () => readInventoryOf(storage);
  const write = async (
    batch: Map<string, Map<string, unknown>>,
    epochs?: Readonly<Record<string, string>>,
  ): Promise<void> => {
    if (storage) await writeBatch(storage, settings, batch, epochs);
  };

  function flush(): Promise<void> {
    scheduled = false;
    running = running.then(async () => {
      if (pending.size === 0) return;
      const batch = new Map(pending);
      pending.clear();
      try {
        await exclusive(() => write(batch));
        lastError = null;
      } catch (e) {
        // The copy is a second line: a failed write is shown in About, never in the way of play.
        lastError = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
      }
    });
    return running;
  }

  return {
    note(area, all) {
      const writes = all.filter((w) => w.key !== EPOCH_KEY && copies(area, w.key));
      if (!storage || writes.length === 0) return;
      const queued = pending.get(area) ?? new Map<string, unknown>();
      pending.set(area, queued);
      for (const w of writes) {
        // Newest wins: a key written twice before a flush is copied once, as it is now.
        queued.delete(w.key);
        queued.set(w.key, w.op === 'put' ? w.value : DELETE);
      }
      if (!scheduled) {
        scheduled = true;
        schedule(() => void flush());
      }
    },
    flush,
    readInventory,
    async setEpochs(epochs) {
      await flush();
      running = running
        .then(() => exclusive(() => write(new Map(), epochs)))
        .catch((e: unknown) => {
          lastError = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
        });
      await running;
    },
    async readRecord(area, key) {
      const bytes = await storage?.read(recordName(area, key));
      return bytes ? decodeRecord(bytes) : undefined;
    },
    async size() {
      const inv = await readInventory();
      let bytes = 0;
      for (const entries of Object.values(inv?.areas ?? {}))
        for (const e of Object.values(entries)) bytes += e.bytes;
      return {
        bytes,
        records: inv ? inventoryCount(inv) : 0,
        left: Object.values(inv?.left ?? {}).reduce((n, k) => n + k.length, 0),
        maxBytes,
        lastError,
      };
    },
    wasEverStored: () => marker?.get() != null,
    forgetMarker: () => marker?.clear(),
  };
}

let shared: Mirror | null = null;

/** Returns this page's (or worker's) mirror over Cache Storage, made on first use. */
export function appMirror(): Mirror {
  shared ??= createMirror(cacheMirrorStorage(), {
    // Backups are the records the bound drops first: each is a copy of something older.
    sheddable: (_area, key) => key.startsWith('backup:'),
    // An import's journal is taken and cleared within moments; brought back it would apply an
    // old import's kit and settings again.
    copies: (_area, key) => key !== PENDING_IMPORT_KEY,
    marker: localMarker(),
  });
  const mirror = shared;
  // A page going away writes what is still queued (a closing tab may still finish it).
  if (typeof addEventListener === 'function' && typeof document !== 'undefined')
    addEventListener('pagehide', () => void mirror.flush());
  return mirror;
}

/** Queues committed writes of an area for the second copy (the store and persist layers call it). */
export function mirrorWrites(area: string, writes: readonly MirrorWrite[]): void {
  appMirror().note(area, writes);
}
