/// <reference types="vite-plugin-pwa/client" />
/**
 * The update flow. A new version installs in the background and waits; the player sees an
 * "Update ready" notice and the app reloads only when they tap it, after every
 * `onBeforeUpdate` callback (e.g. saving the game) has finished. Nothing reloads by itself:
 * a reload in the middle of an Action Round would lose the player's place.
 */

import { registerSW } from 'virtual:pwa-register';
import { type ReadonlySignal, signal } from '@preact/signals';

/** 'idle' nothing waiting; 'ready' a new version waits for a tap; 'applying' saving and reloading. */
export type UpdateState = 'idle' | 'ready' | 'applying';

const state = signal<UpdateState>('idle');
/** Where the update flow stands, for the notice. */
export const updateState: ReadonlySignal<UpdateState> = state;

const offline = signal(false);
/** True once the service worker has precached the app for offline use on this visit. */
export const offlineReady: ReadonlySignal<boolean> = offline;

type BeforeUpdate = () => void | Promise<void>;
const beforeUpdate = new Set<BeforeUpdate>();

/** How long one beforeUpdate callback may take before the update goes ahead anyway. */
const BEFORE_UPDATE_TIMEOUT_MS = 5000;
/** How long to wait for the new worker to take control before reloading regardless. */
const TAKEOVER_TIMEOUT_MS = 4000;

let sendSkipWaiting: (() => Promise<void>) | null = null;
let tapped = false;
// Another tab applied the update: this tab is already controlled by the new worker and
// only needs a reload, which it too takes only on the player's tap.
let controlledByNewWorker = false;

/** Registers work to finish before an update reloads the app; returns a function that removes it. */
export function onBeforeUpdate(callback: BeforeUpdate): () => void {
  beforeUpdate.add(callback);
  return () => beforeUpdate.delete(callback);
}

function withTimeout(work: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms))]);
}

/** Applies a waiting update (the player tapped the notice); resolves as the reload begins. */
export async function applyUpdate(): Promise<void> {
  if (state.value !== 'ready') return;
  state.value = 'applying';
  await Promise.allSettled(
    [...beforeUpdate].map((cb) =>
      withTimeout(Promise.resolve().then(cb), BEFORE_UPDATE_TIMEOUT_MS),
    ),
  );
  tapped = true;
  if (controlledByNewWorker || !sendSkipWaiting) {
    location.reload();
    return;
  }
  setTimeout(() => location.reload(), TAKEOVER_TIMEOUT_MS);
  await sendSkipWaiting();
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
