/**
 * An in-memory Web Locks manager with the semantics the tab's hold relies on (exclusive locks,
 * ifAvailable, steal, waiting requests aborted by a signal), since Node 20 has no
 * navigator.locks. The real API is exercised in Playwright (tests/e2e/volga/storage).
 */
import type { LockManagerLike } from '../../../src/core/tabs/lock';

interface Request {
  readonly callback: (lock: unknown) => unknown;
  readonly resolve: (v: unknown) => void;
  readonly reject: (e: unknown) => void;
}

function abortError(): Error {
  const e = new Error('The lock request was aborted.');
  e.name = 'AbortError';
  return e;
}

/** Returns a fake lock manager shared by the "tabs" of one test. */
export function createFakeLocks(): LockManagerLike & { holder(name: string): boolean } {
  const holders = new Map<string, Request>();
  const queues = new Map<string, Request[]>();

  const grant = (name: string, req: Request) => {
    holders.set(name, req);
    Promise.resolve()
      .then(() => req.callback({ name, mode: 'exclusive' }))
      .then(
        (v) => finish(name, req, () => req.resolve(v)),
        (e) => finish(name, req, () => req.reject(e)),
      );
  };
  const finish = (name: string, req: Request, settle: () => void) => {
    if (holders.get(name) !== req) return; // stolen: its promise was already rejected
    holders.delete(name);
    settle();
    const next = queues.get(name)?.shift();
    if (next) grant(name, next);
  };

  return {
    holder: (name) => holders.has(name),
    request(name, options, callback) {
      return new Promise((resolve, reject) => {
        const req: Request = { callback, resolve, reject };
        const busy = holders.has(name) || (queues.get(name)?.length ?? 0) > 0;
        if (options.steal) {
          const old = holders.get(name);
          if (old) {
            holders.delete(name);
            old.reject(abortError());
          }
          grant(name, req);
        } else if (!busy) {
          grant(name, req);
        } else if (options.ifAvailable) {
          Promise.resolve()
            .then(() => callback(null))
            .then(resolve, reject);
        } else {
          const queue = queues.get(name) ?? [];
          queues.set(name, queue);
          queue.push(req);
          options.signal?.addEventListener('abort', () => {
            const i = queue.indexOf(req);
            if (i >= 0) {
              queue.splice(i, 1);
              reject(abortError());
            }
          });
        }
      });
    },
  };
}
