/**
 * Keep-screen-awake through the Screen Wake Lock API. The browser drops the lock whenever the
 * page is hidden, so it is asked for again each time the page becomes visible while the
 * setting is on.
 */
import { effect, type ReadonlySignal, signal } from '@preact/signals';
import { settingsModel } from '../persist/settings-model';

/** Where the lock stands: unsupported, not wanted, held, wanted but not held, or refused. */
export type WakeLockStatus = 'unsupported' | 'off' | 'active' | 'waiting' | 'refused';

/** True when this browser has the Screen Wake Lock API. */
export function wakeLockSupported(): boolean {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator && !!navigator.wakeLock;
}

const status = signal<WakeLockStatus>('off');
/** The wake lock's current status, for the Settings screen. */
export const wakeLockStatus: ReadonlySignal<WakeLockStatus> = status;

let sentinel: WakeLockSentinel | null = null;
let requesting: Promise<void> | null = null;
let wanted = false;

function acquire(): Promise<void> {
  if (!wanted || sentinel || document.visibilityState !== 'visible') {
    if (wanted && !sentinel) status.value = 'waiting';
    return Promise.resolve();
  }
  requesting ??= navigator.wakeLock
    .request('screen')
    .then((lock) => {
      if (!wanted) return lock.release();
      sentinel = lock;
      status.value = 'active';
      lock.addEventListener('release', () => {
        if (sentinel !== lock) return;
        sentinel = null;
        status.value = wanted ? 'waiting' : 'off';
      });
    })
    .catch(() => {
      // Refused: battery saver, no user activation yet, or a permissions policy.
      status.value = 'refused';
    })
    .finally(() => {
      requesting = null;
    });
  return requesting;
}

function release(): void {
  const lock = sentinel;
  sentinel = null;
  status.value = 'off';
  void lock?.release().catch(() => {});
}

/** Follows the keep-awake setting and page visibility; returns a function that stops it. */
export function startWakeLock(): () => void {
  if (!wakeLockSupported()) {
    status.value = 'unsupported';
    return () => {};
  }
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void acquire();
  };
  document.addEventListener('visibilitychange', onVisibility);
  const stop = effect(() => {
    wanted = settingsModel.settings.value.keepAwake;
    if (wanted) void acquire();
    else release();
  });
  return () => {
    stop();
    document.removeEventListener('visibilitychange', onVisibility);
    wanted = false;
    release();
  };
}
