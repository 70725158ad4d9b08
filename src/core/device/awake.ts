/**
 * Keeping the screen awake while a game is open (Screen Wake Lock): on by default, a choice kept
 * on this device. The game screen holds the lock while it is shown; the browser drops it when the
 * page is hidden, so it is asked for again each time the page comes back. When the browser
 * refuses (battery saver, a permissions policy), the status says so.
 */
import { type ReadonlySignal, signal } from '@preact/signals';
import { localStore } from '../persist/local';

const KEY = 'volga-table:awake-in-game';

/** Where the game's wake lock stands: no API, not wanted, held, waiting for the page, refused. */
export type GameAwakeStatus = 'unsupported' | 'off' | 'active' | 'waiting' | 'refused';

const wanted = signal<boolean>(localStore()?.getItem(KEY) !== 'off');
const status = signal<GameAwakeStatus>('off');

/** True while games keep the screen awake (the default). */
export const awakeInGame: ReadonlySignal<boolean> = wanted;
/** The game's wake lock now. */
export const gameAwakeStatus: ReadonlySignal<GameAwakeStatus> = status;

/** True when this browser has the Screen Wake Lock API. */
export function screenWakeLockSupported(): boolean {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator && !!navigator.wakeLock;
}

let holders = 0;
let sentinel: WakeLockSentinel | null = null;
let asking = false;

async function acquire(): Promise<void> {
  if (holders === 0 || !wanted.peek() || sentinel || asking) return;
  if (document.visibilityState !== 'visible') {
    status.value = 'waiting';
    return;
  }
  asking = true;
  try {
    const lock = await navigator.wakeLock.request('screen');
    if (holders === 0 || !wanted.peek()) {
      await lock.release();
      return;
    }
    sentinel = lock;
    status.value = 'active';
    lock.addEventListener('release', () => {
      if (sentinel !== lock) return;
      sentinel = null;
      status.value = holders > 0 && wanted.peek() ? 'waiting' : 'off';
    });
  } catch {
    status.value = 'refused';
  } finally {
    asking = false;
  }
}

function release(): void {
  const lock = sentinel;
  sentinel = null;
  status.value = screenWakeLockSupported() ? 'off' : 'unsupported';
  void lock?.release().catch(() => {});
}

const onVisibility = () => {
  if (document.visibilityState === 'visible') void acquire();
};

/** Holds the screen awake while a game is shown (when wanted); returns the function that lets go. */
export function holdScreenAwake(): () => void {
  if (!screenWakeLockSupported()) {
    status.value = 'unsupported';
    return () => {};
  }
  holders++;
  if (holders === 1) document.addEventListener('visibilitychange', onVisibility);
  void acquire();
  return () => {
    holders = Math.max(0, holders - 1);
    if (holders > 0) return;
    document.removeEventListener('visibilitychange', onVisibility);
    release();
  };
}

/** Turns keeping the screen awake in games on or off, remembered on this device. */
export function setAwakeInGame(on: boolean): void {
  wanted.value = on;
  try {
    localStore()?.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Not remembered (private mode): the choice holds until the app is closed.
  }
  if (on) void acquire();
  else if (sentinel) release();
}
