/**
 * One writer per game across tabs, with the Web Locks API: a tab holds the lock named after
 * the game while it may write it. Another tab finds it taken (ifAvailable) and shows the game
 * read-only, may wait for it, or may steal it ("take over"); the tab it was stolen from learns
 * at once through its lock ending as 'stolen'.
 */

/** The part of navigator.locks used here (a fake implements it in unit tests). */
export interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable?: boolean; steal?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => unknown,
  ): Promise<unknown>;
}

/** Returns the lock name of a game. */
export function gameLockName(gameId: string): string {
  return `volga-table:game:${gameId}`;
}

/** A lock this tab holds. */
export interface HeldLock {
  readonly name: string;
  /** Resolves when the lock ends: 'released' by this tab, or 'stolen' by another. */
  readonly ended: Promise<'released' | 'stolen'>;
  /** Gives the lock up (idempotent). */
  release(): void;
}

/** How to ask: only if free now, by taking it from its holder, or by waiting until it is free. */
export type LockMode = 'ifAvailable' | 'steal' | 'wait';

/**
 * Returns the held lock, or null when `ifAvailable` found it taken or a `wait` was aborted
 * through `signal`.
 */
export function acquireLock(
  locks: LockManagerLike,
  name: string,
  mode: LockMode,
  signal?: AbortSignal,
): Promise<HeldLock | null> {
  return new Promise((resolve) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let end: (how: 'released' | 'stolen') => void = () => undefined;
    const ended = new Promise<'released' | 'stolen'>((r) => {
      end = r;
    });
    let granted = false;
    const options =
      mode === 'steal'
        ? { steal: true }
        : mode === 'ifAvailable'
          ? { ifAvailable: true }
          : signal
            ? { signal }
            : {};
    locks
      .request(name, options, (lock) => {
        if (lock === null) {
          resolve(null);
          return undefined;
        }
        granted = true;
        resolve({ name, ended, release });
        return held;
      })
      .then(
        () => end('released'),
        (e: unknown) => {
          if (!granted) {
            resolve(null); // a wait aborted before it was granted
            return;
          }
          end((e as { name?: string } | null)?.name === 'AbortError' ? 'stolen' : 'released');
        },
      );
  });
}

/** Returns the browser's lock manager, or null where the Web Locks API is missing. */
export function browserLocks(): LockManagerLike | null {
  const nav = typeof navigator !== 'undefined' ? navigator : undefined;
  return (nav as { locks?: LockManagerLike } | undefined)?.locks ?? null;
}
