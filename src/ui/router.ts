/**
 * A small hash router. Hash URLs keep every screen inside the one precached index.html, so
 * any screen reloads offline. The browser's own Back works because each in-app navigation
 * is a history entry; the on-screen Back button goes back only when that entry is ours.
 */
import { type ReadonlySignal, signal } from '@preact/signals';

/** Every screen the shell knows, by hash path. */
export const ROUTES = [
  'home',
  'games',
  'new-game',
  'combat',
  'kit',
  'rules',
  'settings',
  'about',
] as const;
export type Route = (typeof ROUTES)[number];

/** Returns the route named by a location hash ('#/settings' -> 'settings'); unknown -> 'home'. */
export function parseHash(hash: string): Route {
  const name = hash.replace(/^#\/?/, '').split(/[/?]/)[0] ?? '';
  return (ROUTES as readonly string[]).includes(name) ? (name as Route) : 'home';
}

/** Returns the hash for a route ('home' is the bare '#/'). */
export function hrefFor(route: Route): string {
  return route === 'home' ? '#/' : `#/${route}`;
}

const current = signal<Route>('home');
/** The screen being shown. */
export const route: ReadonlySignal<Route> = current;

interface EntryState {
  /** How many in-app navigations led to this history entry. */
  readonly depth: number;
}

function depth(): number {
  const s = history.state as Partial<EntryState> | null;
  return typeof s?.depth === 'number' ? s.depth : 0;
}

/** Shows a screen, adding a history entry so the browser's Back returns here. */
export function navigate(to: Route): void {
  if (to === current.value) return;
  history.pushState({ depth: depth() + 1 } satisfies EntryState, '', hrefFor(to));
  current.value = to;
}

/** Goes back one screen: through history when we came from an in-app screen, else home. */
export function goBack(): void {
  if (depth() > 0) history.back();
  else {
    history.replaceState({ depth: 0 } satisfies EntryState, '', hrefFor('home'));
    current.value = 'home';
  }
}

/** Starts following the location; returns a function that stops it. */
export function startRouter(): () => void {
  const sync = () => {
    current.value = parseHash(location.hash);
  };
  sync();
  window.addEventListener('popstate', sync);
  window.addEventListener('hashchange', sync);
  return () => {
    window.removeEventListener('popstate', sync);
    window.removeEventListener('hashchange', sync);
  };
}
