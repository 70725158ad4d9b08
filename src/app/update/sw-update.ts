/// <reference types="vite-plugin-pwa/client" />
/**
 * The update flow. A new version installs in the background and waits; the player sees an
 * "Update ready" notice and the app reloads only when they tap it, after every
 * `onBeforeUpdate` callback has finished: the open game's save in flight and the kit's pending
 * writes (those modules register themselves when they load, so this start-up module imports
 * neither). When a callback says a reload now would lose something (a game save refused and
 * waiting for Retry), the notice asks the question in the page (no browser dialog, which a
 * phone shows out of place and a test cannot see) and the player can go back. Nothing reloads by itself:
 * a reload in the middle of an Action Round would lose the player's place.
 */

import { registerSW } from 'virtual:pwa-register';
import { type ReadonlySignal, signal } from '@preact/signals';
import { runBeforeUpdate, STILL_SAVING } from '../../core/update-guard';

export { STILL_SAVING };

/** 'idle' nothing waiting; 'ready' a new version waits for a tap; 'applying' saving and reloading. */
export type UpdateState = 'idle' | 'ready' | 'applying';

const state = signal<UpdateState>('idle');
/** Where the update flow stands, for the notice. */
export const updateState: ReadonlySignal<UpdateState> = state;

const offline = signal(false);
/** True once the service worker has precached the app for offline use on this visit. */
export const offlineReady: ReadonlySignal<boolean> = offline;

const held = signal<readonly string[] | null>(null);
/**
 * Why the last tap did not update (what a reload then would have lost, one sentence each), or
 * null. Cleared by the next tap, or by the player's next touch or key anywhere (they have read
 * it and are dealing with it).
 */
export const updateHeld: ReadonlySignal<readonly string[] | null> = held;

function clearHeldOnNextInput(): void {
  const clear = () => {
    held.value = null;
    document.removeEventListener('pointerdown', clear, true);
    document.removeEventListener('keydown', clear, true);
  };
  // Added after this tap's own events are over, so the tap that set it does not clear it.
  setTimeout(() => {
    document.addEventListener('pointerdown', clear, true);
    document.addEventListener('keydown', clear, true);
  }, 0);
}

/** How long to wait for the new worker to take control before reloading regardless. */
const TAKEOVER_TIMEOUT_MS = 4000;

let sendSkipWaiting: (() => Promise<void>) | null = null;
let tapped = false;
// Another tab applied the update: this tab is already controlled by the new worker and
// only needs a reload, which it too takes only on the player's tap.
let controlledByNewWorker = false;

const question = signal<readonly string[] | null>(null);
/**
 * What a reload now would lose, while the notice asks "Update anyway?" (answered by
 * `confirmUpdate` or `cancelUpdate`), or null when nothing is being asked.
 */
export const updateQuestion: ReadonlySignal<readonly string[] | null> = question;

/** Reloads into the waiting version: directly, or once the new worker has taken control. */
async function reloadIntoNewVersion(): Promise<void> {
  held.value = null;
  question.value = null;
  state.value = 'applying';
  tapped = true;
  if (controlledByNewWorker || !sendSkipWaiting) {
    location.reload();
    return;
  }
  setTimeout(() => location.reload(), TAKEOVER_TIMEOUT_MS);
  await sendSkipWaiting();
}

/**
 * Applies a waiting update (the player tapped the notice) once saves in flight have finished;
 * resolves as the reload begins, or with the notice asking "Update anyway?" when a reload now
 * would lose something.
 */
export async function applyUpdate(): Promise<void> {
  if (state.value !== 'ready' || question.value) return;
  state.value = 'applying';
  held.value = null;
  const holds = await runBeforeUpdate();
  if (holds.length > 0) {
    question.value = holds;
    state.value = 'ready';
    return;
  }
  await reloadIntoNewVersion();
}

/** The player answered "Update anyway": reload, losing what was not saved. */
export async function confirmUpdate(): Promise<void> {
  if (!question.value) return;
  await reloadIntoNewVersion();
}

/** The player chose to go back: the update keeps waiting and the note says what to do first. */
export function cancelUpdate(): void {
  if (!question.value) return;
  held.value = question.value;
  question.value = null;
  clearHeldOnNextInput();
}

/** Registers the service worker and starts watching for updates (no-op without SW support). */
export function startUpdates(): void {
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  // The first install claims the page (clientsClaim); only a later change of controller is
  // a new version taking over.
  let hadController = sw.controller !== null;
  sw.addEventListener('controllerchange', () => {
    if (!hadController) {
      hadController = true;
      return;
    }
    if (tapped) location.reload();
    else {
      controlledByNewWorker = true;
      if (state.value === 'idle') state.value = 'ready';
    }
  });
  sendSkipWaiting = registerSW({
    immediate: true,
    onNeedRefresh() {
      if (state.value === 'idle') state.value = 'ready';
    },
    onOfflineReady() {
      offline.value = true;
    },
    // Taking control is handled below instead: workbox-window reports it as an update only
    // when the page was already controlled at registration, which a first-visit page is not.
    // Passing this hook also stops the plugin from reloading by itself.
    onNeedReload() {},
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // Coming back to the app (unlocking the phone, switching back) is when a check is cheap
      // and useful; the notice then appears without interrupting anything.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible' || !navigator.onLine) return;
        registration.update().catch(() => {});
      });
    },
  });
}
