/**
 * The storage backend seam: a key-value store with one atomic primitive. IndexedDB
 * implements it in production (idb.ts); an in-memory map implements it for unit tests and
 * fault injection (memory.ts). Everything above it (games.ts) is backend-agnostic.
 */

/** What an atomic operation reads before it decides: values of keys, and key lists by prefix. */
export interface AtomicReads {
  readonly keys?: readonly string[];
  readonly prefixes?: readonly string[];
}

/** The snapshot an atomic decision sees, consistent with the writes it makes. */
export interface AtomicView {
  /** Returns the value stored under a key named in `reads.keys` (undefined when absent). */
  get(key: string): unknown;
  /** Returns the sorted keys under a prefix named in `reads.prefixes`. */
  keysWithPrefix(prefix: string): readonly string[];
}

/** One write of an atomic operation. */
export type KvWrite =
  | { readonly op: 'put'; readonly key: string; readonly value: unknown }
  | { readonly op: 'delete'; readonly key: string };

/** What an atomic decision returns: the writes to make (possibly none) and the caller's result. */
export interface AtomicDecision<T> {
  readonly writes: readonly KvWrite[];
  readonly result: T;
}

/** A key-value store whose `atomic` reads, decides and writes in one transaction. */
export interface KvBackend {
  /** 'indexeddb' or 'memory', for diagnostics. */
  readonly kind: string;
  /** Returns the stored value, or undefined. */
  get(key: string): Promise<unknown>;
  /** Returns every [key, value] whose key starts with the prefix, sorted by key. */
  entries(prefix: string): Promise<Array<[string, unknown]>>;
  /** Returns the keys starting with the prefix, sorted. */
  keys(prefix: string): Promise<string[]>;
  /**
   * Reads `reads`, calls `decide` synchronously with that snapshot, applies its writes, and
   * resolves with its result only after the transaction has committed. Rejects (committing
   * nothing) with the underlying error, e.g. a DOMException named QuotaExceededError.
   */
  atomic<T>(reads: AtomicReads, decide: (view: AtomicView) => AtomicDecision<T>): Promise<T>;
  /** Drops the current connection and opens a new one on next use (after the browser closed it). */
  reopen(): void;
}

/**
 * Returns the view an atomic decision reads: the values and key lists read for it. Reading a
 * key or prefix that was not declared in its reads is a bug in the caller and throws.
 */
export function declaredView(
  values: ReadonlyMap<string, unknown>,
  prefixKeys: ReadonlyMap<string, readonly string[]>,
): AtomicView {
  return {
    get: (key) => {
      if (!values.has(key)) throw new Error(`atomic: key ${key} was not declared in reads`);
      return values.get(key);
    },
    keysWithPrefix: (prefix) => {
      const ks = prefixKeys.get(prefix);
      if (!ks) throw new Error(`atomic: prefix ${prefix} was not declared in reads`);
      return ks;
    },
  };
}

/** Returns the upper bound of the key range of a prefix (keys are ASCII in practice). */
export function prefixEnd(prefix: string): string {
  return `${prefix}\uffff`;
}
