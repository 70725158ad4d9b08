/**
 * An in-memory KvBackend: the same contract as IndexedDB (values cloned on the way in and
 * out, atomic all-or-nothing writes), with fault injection so tests can make any operation
 * fail the way a browser would (QuotaExceededError, a closed connection, an abort).
 */
import {
  type AtomicDecision,
  type AtomicReads,
  type AtomicView,
  declaredView,
  type KvBackend,
} from './backend';

/** A fault to raise instead of performing an operation. */
export interface Fault {
  /** The DOMException name to raise, e.g. 'QuotaExceededError' or 'InvalidStateError'. */
  readonly name: string;
  readonly message?: string;
  /** Which operations fail: 'atomic' (writes), 'read' (get/entries/keys), or both. */
  readonly on?: 'atomic' | 'read' | 'any';
  /** How many times to fail before succeeding again (default 1; Infinity for always). */
  readonly times?: number;
  /** For 'atomic': fail after the decision ran (like a commit failure) instead of before. */
  readonly atCommit?: boolean;
}

/** An in-memory backend plus test controls. */
export interface MemoryBackend extends KvBackend {
  /** Queues a fault for the next matching operations. */
  inject(fault: Fault): void;
  /** Returns a deep copy of everything stored, for before/after comparisons. */
  snapshot(): Record<string, unknown>;
  /** How many times reopen() was called. */
  readonly reopens: number;
  /** Whether the simulated connection is closed (operations raise InvalidStateError until reopen). */
  closed: boolean;
  /**
   * Optional wait before an operation starts (a slow disk, a queued transaction). Each
   * operation still runs as one uninterrupted step once started, as IndexedDB transactions do.
   */
  latency: ((op: 'atomic' | 'read') => Promise<void>) | null;
}

/** Builds an error shaped like the DOMException a browser raises. */
export function domError(name: string, message = name): Error {
  const e = new Error(message);
  e.name = name;
  return e;
}

/** Returns an empty (or seeded) in-memory backend. */
export function createMemoryBackend(seed: Record<string, unknown> = {}): MemoryBackend {
  const data = new Map<string, unknown>(
    Object.entries(seed).map(([k, v]) => [k, structuredClone(v)] as [string, unknown]),
  );
  const faults: Array<{ fault: Fault; left: number }> = [];
  let reopens = 0;

  const takeFault = (kind: 'atomic' | 'read', atCommit: boolean): Error | null => {
    for (const f of faults) {
      const on = f.fault.on ?? 'atomic';
      if (f.left <= 0 || (on !== 'any' && on !== kind)) continue;
      if ((f.fault.atCommit ?? false) !== atCommit) continue;
      f.left -= 1;
      return domError(f.fault.name, f.fault.message);
    }
    return null;
  };
  const sortedKeys = (prefix: string) =>
    [...data.keys()]
      .filter((k) => k.startsWith(prefix))
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const guard = (kind: 'atomic' | 'read') => {
    if (backend.closed) throw domError('InvalidStateError', 'The database connection is closing.');
    const fault = takeFault(kind, false);
    if (fault) throw fault;
  };

  const backend: MemoryBackend = {
    kind: 'memory',
    closed: false,
    latency: null,
    get reopens() {
      return reopens;
    },
    async get(key) {
      await backend.latency?.('read');
      guard('read');
      const v = data.get(key);
      return v === undefined ? undefined : structuredClone(v);
    },
    async entries(prefix) {
      await backend.latency?.('read');
      guard('read');
      return sortedKeys(prefix).map((k) => [k, structuredClone(data.get(k))] as [string, unknown]);
    },
    async keys(prefix) {
      await backend.latency?.('read');
      guard('read');
      return sortedKeys(prefix);
    },
    async atomic<T>(reads: AtomicReads, decide: (view: AtomicView) => AtomicDecision<T>) {
      await backend.latency?.('atomic');
      guard('atomic');
      const values = new Map<string, unknown>();
      for (const k of reads.keys ?? []) {
        const v = data.get(k);
        values.set(k, v === undefined ? undefined : structuredClone(v));
      }
      const prefixKeys = new Map<string, string[]>();
      for (const p of reads.prefixes ?? []) prefixKeys.set(p, sortedKeys(p));
      const decision = decide(declaredView(values, prefixKeys));
      // Clone every value first: a value that cannot be cloned fails the whole write, as in IDB.
      const staged = decision.writes.map((w) =>
        w.op === 'put' ? { ...w, value: structuredClone(w.value) } : w,
      );
      const commitFault = takeFault('atomic', true);
      if (commitFault) throw commitFault;
      for (const w of staged) {
        if (w.op === 'put') data.set(w.key, w.value);
        else data.delete(w.key);
      }
      return decision.result;
    },
    reopen() {
      reopens += 1;
      backend.closed = false;
    },
    inject(fault) {
      faults.push({ fault, left: fault.times ?? 1 });
    },
    snapshot() {
      return structuredClone(Object.fromEntries(data));
    },
  };
  return backend;
}
