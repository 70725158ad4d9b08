/**
 * The IndexedDB backend, over idb-keyval's createStore (one database, one object store).
 * `atomic` runs one readwrite transaction with raw requests: read, decide synchronously,
 * write, and resolve only on `complete`, so a resolved save is a committed save.
 * Kept thin on purpose: its behaviour is exercised in Playwright (tests/e2e/volga/storage).
 */
import { createStore, type UseStore } from 'idb-keyval';
import {
  type AtomicDecision,
  type AtomicReads,
  type AtomicView,
  declaredView,
  type KvBackend,
  type KvWrite,
  prefixEnd,
} from './backend';
import { OPEN_TIMEOUT_ERROR, STORAGE_MISSING_ERROR } from './errors';
import { whenStorageOpen } from './held';
import { mirrorWrites } from './mirror';
import { SLICE_MS } from './pace';

/** The database games, their index and backups live in (separate from settings' keyval-store). */
export const GAMES_DB_NAME = 'volga-table-games';
/** The one object store of that database. */
export const GAMES_STORE_NAME = 'records';

/** The second copy's name for this database's records (mirror.ts). */
export const GAMES_AREA = `${GAMES_DB_NAME}/${GAMES_STORE_NAME}`;

/** An IndexedDB backend, plus a hook that closes the connection the way a backgrounded WebKit does. */
export interface IdbBackend extends KvBackend {
  /** Closes the current connection without telling idb-keyval (the next use fails until reopen()). */
  closeConnection(): Promise<void>;
  /** How many times the connection was reopened (diagnostics and tests). */
  readonly reopens: number;
}

function abortError(): Error {
  const e = new Error('The transaction was aborted.');
  e.name = 'AbortError';
  return e;
}

/** How long opening the database may take before the caller is told storage did not answer. */
export const OPEN_TIMEOUT_MS = 10_000;

function namedError(name: string, message: string): Error {
  const e = new Error(message);
  e.name = name;
  return e;
}

/**
 * Returns a store whose uses fail instead of hanging: at once when this browser has no usable
 * IndexedDB (some private modes remove it or throw on open), and after OPEN_TIMEOUT_MS when the
 * open never completes. After a timeout the next use opens afresh, so "Try again" can succeed.
 */
function openStore(dbName: string, storeName: string): UseStore {
  let inner: UseStore | null = null;
  let opened = false;
  const missing = (e: unknown) => {
    const reason = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    return namedError(STORAGE_MISSING_ERROR, `IndexedDB cannot open: ${reason}`);
  };
  return <T>(
    mode: IDBTransactionMode,
    callback: (store: IDBObjectStore) => T | PromiseLike<T>,
  ): Promise<T> => {
    try {
      inner ??= createStore(dbName, storeName);
    } catch (e) {
      return Promise.reject(missing(e));
    }
    if (opened) return inner(mode, callback);
    const current = inner;
    let timedOut = false;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        timedOut = true;
        if (inner === current) inner = null;
        reject(namedError(OPEN_TIMEOUT_ERROR, `IndexedDB did not open in ${OPEN_TIMEOUT_MS} ms`));
      }, OPEN_TIMEOUT_MS);
      let used: Promise<T>;
      try {
        used = current(mode, (store) => {
          // An open that completes after the caller was told it failed must not write anything.
          if (timedOut) throw namedError(OPEN_TIMEOUT_ERROR, 'IndexedDB opened too late');
          opened = true;
          clearTimeout(timer);
          return callback(store);
        });
      } catch (e) {
        // indexedDB.open itself threw (no IndexedDB in this browser mode): retrying cannot help.
        clearTimeout(timer);
        inner = null;
        reject(missing(e));
        return;
      }
      used.then(resolve, (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      });
    });
  };
}

/** Entries read per request when listing a prefix. */
const ENTRIES_PAGE = 200;

/** Resolves with a request's result, or rejects with its error. */
const request = <T>(r: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? abortError());
  });

/** The key range of every key that starts with `prefix`. */
const range = (prefix: string) => IDBKeyRange.bound(prefix, prefixEnd(prefix));

/**
 * Reads every entry under `prefix` a page at a time (each page its own task, in one
 * transaction): thousands of entries copied into the page at once would hold it for a
 * noticeable moment.
 */
function readEntries(store: IDBObjectStore, prefix: string): Promise<Array<[string, unknown]>> {
  return new Promise<Array<[string, unknown]>>((resolve, reject) => {
    const out: Array<[string, unknown]> = [];
    const page = (keyRange: IDBKeyRange) => {
      const keys = store.getAllKeys(keyRange, ENTRIES_PAGE);
      const values = store.getAll(keyRange, ENTRIES_PAGE);
      keys.onerror = () => reject(keys.error ?? abortError());
      values.onerror = () => reject(values.error ?? abortError());
      // Requests complete in order: the keys are in when the values are.
      values.onsuccess = () => {
        const ks = keys.result.map(String);
        for (const [i, k] of ks.entries()) out.push([k, values.result[i]]);
        const last = ks[ks.length - 1];
        if (ks.length < ENTRIES_PAGE || last === undefined) resolve(out);
        else page(IDBKeyRange.bound(last, prefixEnd(prefix), true, false));
      };
    };
    page(range(prefix));
  });
}

/**
 * Issues `count` requests in slices: each put copies its value on this thread, and thousands of
 * games (an import) would otherwise hold the page for seconds. The next slice is issued from the
 * success of the slice's last request, which keeps the one transaction open; a throw while
 * issuing a later slice goes to `fail`.
 */
function inSlices(
  count: number,
  issue: (i: number) => IDBRequest,
  fail: (e: unknown) => void,
  from = 0,
): void {
  const started = performance.now();
  for (let i = from; i < count; i++) {
    const r = issue(i);
    if (i + 1 < count && performance.now() - started > SLICE_MS) {
      r.addEventListener('success', () => {
        try {
          inSlices(count, issue, fail, i + 1);
        } catch (e) {
          fail(e);
        }
      });
      return;
    }
  }
}

/**
 * Reads the declared keys and prefixes, lets `decide` choose the writes from what it read, and
 * writes them, all in `store`'s one transaction; resolves once it commits (and hands the writes
 * to the second copy of `area`), rejects when it aborts.
 */
function runAtomic<T>(
  store: IDBObjectStore,
  area: string,
  reads: AtomicReads,
  decide: (view: AtomicView) => AtomicDecision<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const tx = store.transaction;
    const values = new Map<string, unknown>();
    const prefixKeys = new Map<string, string[]>();
    let failure: unknown = null;
    let decided = false;
    let result: T;
    let committed: readonly KvWrite[] = [];
    tx.oncomplete = () => {
      if (!decided) {
        reject(failure ?? abortError());
        return;
      }
      // Committed and about to be acknowledged: the second copy takes it in idle time.
      mirrorWrites(area, committed);
      resolve(result);
    };
    tx.onabort = () => reject(failure ?? tx.error ?? abortError());

    const keys = reads.keys ?? [];
    const prefixes = reads.prefixes ?? [];
    let pending = keys.length + prefixes.length;
    const fail = (e: unknown) => {
      decided = false;
      failure = e;
      try {
        tx.abort();
      } catch {
        // Already finished: onabort/oncomplete reports it.
      }
    };
    const run = () => {
      try {
        const decision = decide(declaredView(values, prefixKeys));
        result = decision.result;
        decided = true;
        const writes = decision.writes;
        committed = writes;
        inSlices(
          writes.length,
          (i) => {
            const w = writes[i] as KvWrite;
            return w.op === 'put' ? store.put(w.value, w.key) : store.delete(w.key);
          },
          fail,
        );
      } catch (e) {
        fail(e);
      }
    };
    const step = () => {
      pending -= 1;
      if (pending === 0) run();
    };
    inSlices(
      keys.length + prefixes.length,
      (i) => {
        if (i < keys.length) {
          const key = keys[i] as string;
          const r = store.get(key);
          r.onsuccess = () => {
            values.set(key, r.result);
            step();
          };
          return r;
        }
        const prefix = prefixes[i - keys.length] as string;
        const r = store.getAllKeys(range(prefix));
        r.onsuccess = () => {
          prefixKeys.set(prefix, r.result.map(String));
          step();
        };
        return r;
      },
      fail,
    );
    if (pending === 0) run();
  });
}

/** How a backend meets the page's storage gate (held.ts). */
export interface IdbBackendOptions {
  /**
   * True only for start-up's check of the second copy, which the gate waits for: its uses go
   * ahead at once. Every other backend's uses wait until that check has settled.
   */
  readonly forRestore?: boolean;
}

/** Returns a KvBackend over IndexedDB database `dbName`, object store `storeName`. */
export function createIdbBackend(
  dbName = GAMES_DB_NAME,
  storeName = GAMES_STORE_NAME,
  options: IdbBackendOptions = {},
): IdbBackend {
  const area = `${dbName}/${storeName}`;
  let useStore: UseStore = openStore(dbName, storeName);
  let reopens = 0;
  // The store is looked up when the gate opens: a reopen() meanwhile is honoured.
  const use: UseStore = options.forRestore
    ? (mode, callback) => useStore(mode, callback)
    : (mode, callback) => whenStorageOpen(() => useStore(mode, callback));

  return {
    kind: 'indexeddb',
    get reopens() {
      return reopens;
    },
    get(key) {
      return use('readonly', (store) => request(store.get(key)));
    },
    keys(prefix) {
      return use('readonly', (store) =>
        request(store.getAllKeys(range(prefix))).then((ks) => ks.map(String)),
      );
    },
    entries(prefix) {
      return use('readonly', (store) => readEntries(store, prefix));
    },
    atomic<T>(reads: AtomicReads, decide: (view: AtomicView) => AtomicDecision<T>): Promise<T> {
      return use('readwrite', (store) => runAtomic(store, area, reads, decide));
    },
    reopen() {
      reopens += 1;
      const old = useStore;
      useStore = openStore(dbName, storeName);
      // Close the old connection if it still works, so it never blocks a future upgrade.
      old('readonly', (store) => store.transaction.db.close()).catch(() => undefined);
    },
    closeConnection() {
      return use('readonly', (store) => {
        store.transaction.db.close();
      });
    },
  };
}
