/**
 * Links into the app that a table takes before the router reads them: a location whose fragment
 * starts with a table's prefix (a kit link, `#kit=…`) is kept for that table's screen, and the
 * location becomes that screen's, so what the link would change is what the owner sees first.
 * A fragment never reaches a server, so this works offline from the precached app.
 */
import { type ReadonlySignal, signal } from '@preact/signals';

/** A kind of link a table takes: fragments starting with `prefix` open the screen `route`. */
export interface HeldLinkKind {
  readonly prefix: string;
  readonly route: string;
}

const held = signal<string | null>(null);
/** The link the app was opened with (its whole fragment), until its screen has shown it. */
export const heldLink: ReadonlySignal<string | null> = held;

/** Forgets the held link once its screen is done with it. */
export function clearHeldLink(): void {
  held.value = null;
}

/** Takes links of `kinds` now and whenever one is opened later; call before the router starts. */
export function startHeldLinks(kinds: readonly HeldLinkKind[]): void {
  const take = () => {
    const kind = kinds.find((k) => location.hash.startsWith(k.prefix));
    if (!kind) return;
    held.value = location.hash;
    history.replaceState(history.state, '', `#/${kind.route}`);
  };
  take();
  window.addEventListener('hashchange', take);
}
