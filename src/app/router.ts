/**
 * A small hash router. Hash URLs keep every screen inside the one precached index.html, so
 * any screen reloads offline. The browser's own Back works because each in-app navigation
 * is a history entry; the on-screen Back button goes back only when that entry is ours.
 * A route may carry arguments after its name: '#/game/<id>/log' is the route 'game' with
 * the arguments ['<id>', 'log'].
 */
import { type ReadonlySignal, signal } from '@preact/signals';

/** The game tools home lists under "At the table", in its order. */
export const PLAY_ROUTES = [
  'games',
  'new-game',
  'import',
  'combat',
  'kit',
  'rules',
  'toi',
  'firestorm',
] as const;
/** The app's own screens, home's "This app" list. */
export const APP_ROUTES = ['settings', 'about'] as const;
/** The screens listed on home, by hash path. */
export const ROUTES = ['home', ...PLAY_ROUTES, ...APP_ROUTES] as const;
/** Screens reached from other screens with arguments (a game by its id), not listed on home. */
export const INNER_ROUTES = ['game'] as const;
export type Route = (typeof ROUTES)[number] | (typeof INNER_ROUTES)[number];

const ALL: readonly string[] = [...ROUTES, ...INNER_ROUTES];

/** Returns the route and its arguments named by a location hash ('#/game/g1/log'). */
export function parseLocation(hash: string): { route: Route; args: string[] } {
  const parts = hash
    .replace(/^#\/?/, '')
    .split('?')[0]!
    .split('/')
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
  const name = parts[0] ?? '';
  if (!ALL.includes(name)) return { route: 'home', args: [] };
  const args = parts.slice(1).filter((p) => p !== '');
  // A game needs its id; without one, the list of saved games is the place to pick it.
  if (name === 'game' && args.length === 0) return { route: 'games', args: [] };
  return { route: name as Route, args };
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

/** Starts following the location; returns a function that stops it. */
export function startRouter(): () => void {
  const sync = () => {
    const { route: r, args } = parseLocation(location.hash);
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
