/**
 * Navigation every table uses: the screen shown, its arguments, and the moves between screens
 * over hash URLs. Hash URLs keep every screen inside the one precached index.html, so any screen
 * reloads offline. The browser's own Back works because each in-app navigation is a history
 * entry; the on-screen Back button goes back only when that entry is ours. A route may carry
 * arguments after its name: '#/game/<id>/log' is the route 'game' with ['<id>', 'log'].
 *
 * Which routes exist is the app's registry's business (src/app/registry.ts): it adds every
 * registered route to `RouteNames`, so a link to a route nobody registered fails to compile,
 * while a table names the routes it links to without importing the app.
 */
import { type ReadonlySignal, signal } from '@preact/signals';

/**
 * Every route's name as a key. Core knows only 'home', where Back ends; the registry merges in
 * the rest (declaration merging), so `Route` is the union of every registered route.
 */
export interface RouteNames {
  readonly home: true;
}
/** A registered route's name. */
export type Route = keyof RouteNames & string;

/** Where the location points: a route and its arguments. */
export interface Location {
  readonly route: Route;
  readonly args: string[];
}

/** Returns the hash for a route and its arguments ('home' is the bare '#/'). */
export function hrefFor(route: Route, args: readonly string[] = []): string {
  if (route === 'home') return '#/';
  return `#/${[route, ...args.map(encodeURIComponent)].join('/')}`;
}

const current = signal<Route>('home');
const currentArgs = signal<readonly string[]>([]);
/** The screen being shown. */
export const route: ReadonlySignal<Route> = current;
/** The arguments of the screen being shown (e.g. the game id). */
export const routeArgs: ReadonlySignal<readonly string[]> = currentArgs;

interface EntryState {
  /** How many in-app navigations led to this history entry. */
  readonly depth: number;
}

function depth(): number {
  const s = history.state as Partial<EntryState> | null;
  return typeof s?.depth === 'number' ? s.depth : 0;
}

const sameArgs = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Shows a screen, adding a history entry so the browser's Back returns here. */
export function navigate(to: Route, args: readonly string[] = []): void {
  if (to === current.value && sameArgs(args, currentArgs.value)) return;
  history.pushState({ depth: depth() + 1 } satisfies EntryState, '', hrefFor(to, args));
  currentArgs.value = [...args];
  current.value = to;
}

/** Shows a screen in place of the current one (no new history entry), e.g. after a delete. */
export function replaceRoute(to: Route, args: readonly string[] = []): void {
  history.replaceState({ depth: depth() } satisfies EntryState, '', hrefFor(to, args));
  currentArgs.value = [...args];
  current.value = to;
}

/** Goes back one screen: through history when we came from an in-app screen, else home. */
export function goBack(): void {
  if (depth() > 0) history.back();
  else {
    history.replaceState({ depth: 0 } satisfies EntryState, '', hrefFor('home'));
    currentArgs.value = [];
    current.value = 'home';
  }
}

/**
 * Starts following the location, read by `parse` (the app's, which knows the registered
 * routes); returns a function that stops it.
 */
export function followLocation(parse: (hash: string) => Location): () => void {
  const sync = () => {
    const { route: r, args } = parse(location.hash);
    if (!sameArgs(args, currentArgs.value)) currentArgs.value = args;
    current.value = r;
  };
  sync();
  window.addEventListener('popstate', sync);
  window.addEventListener('hashchange', sync);
  return () => {
    window.removeEventListener('popstate', sync);
    window.removeEventListener('hashchange', sync);
  };
}
