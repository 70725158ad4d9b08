/**
 * Kit links opened in the app: a location whose fragment carries a kit (`#kit=…`) is taken here
 * before the router reads it, kept for the import screen, and the location becomes the import
 * screen's, so the plan of what the kit would change is what the owner sees first. A fragment
 * never reaches a server, so this works offline from the precached app.
 */
import { type ReadonlySignal, signal } from '@preact/signals';

const held = signal<string | null>(null);
/** The kit link the app was opened with, until the import screen has shown it. */
export const incomingKitLink: ReadonlySignal<string | null> = held;

/** Forgets the kit link once its plan was confirmed or cancelled. */
export function clearIncomingKitLink(): void {
  held.value = null;
}

function take(): void {
  if (!location.hash.startsWith('#kit=')) return;
  held.value = location.hash;
  history.replaceState(history.state, '', '#/import');
}

/** Takes a kit link now and whenever one is opened later; call before the router starts. */
export function startKitLinks(): void {
  take();
  window.addEventListener('hashchange', take);
}
