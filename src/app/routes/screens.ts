/** Titles and one-line purposes of every screen, shared by the header and home, from the registry. */
import type { Route } from '../../core/nav';
import { HOME, REGISTERED } from './routes';

/** A screen's title and what it is for. */
export interface ScreenInfo {
  readonly title: string;
  readonly summary: string;
}

/** Every screen by route. */
export const SCREENS: Readonly<Record<Route, ScreenInfo>> = Object.fromEntries([
  ['home', HOME],
  ...REGISTERED.map((r) => [r.id, { title: r.title, summary: r.summary }]),
]) as Record<Route, ScreenInfo>;
