/**
 * The app's router: which hash names which registered screen. The moves between screens
 * (navigate, Back, links) are core's (src/core/nav), shared by every table; the list of routes
 * is the registry's.
 */
import { followLocation, type Location, type Route } from '../../core/nav';
import { neededArgs } from '../../core/table';
import { APP_SCREENS, REGISTERED, type RegisteredRoute } from './routes';

/** The screens home lists, by route: home, each table's listed screens, then the app's own. */
export const ROUTES: readonly Route[] = [
  'home',
  ...REGISTERED.filter((r) => r.listed && !APP_SCREENS.includes(r.id)).map((r) => r.id),
  ...APP_SCREENS,
];

const BY_ID: ReadonlyMap<string, RegisteredRoute> = new Map(REGISTERED.map((r) => [r.id, r]));

/** Returns the route and its arguments named by a location hash ('#/game/g1/log'). */
export function parseLocation(hash: string): Location {
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
  const found = BY_ID.get(parts[0] ?? '');
  if (!found) return { route: 'home', args: [] };
  const args = parts.slice(1).filter((p) => p !== '');
  // A screen without the arguments it needs: where its table picks them, else home.
  if (args.length < neededArgs(found.path)) return { route: found.otherwise ?? 'home', args: [] };
  return { route: found.id, args };
}

/** Starts following the location; returns a function that stops it. */
export function startRouter(): () => void {
  return followLocation(parseLocation);
}
