/**
 * Every screen the app routes to: each table's (from the registry) and the app's own (Import,
 * Settings, About). Home is the one screen not listed here: it is in the shell's own script.
 */
import type { Route } from '../../core/nav';
import type { Table, TableRoute } from '../../core/table';
import { TABLES } from '../registry';

/** The app's own screens: Import takes every table's files; settings and about are the app's. */
const APP_ROUTES = [
  {
    id: 'import',
    path: 'import',
    title: 'Import a file',
    summary: 'Bring in games, a kit and settings exported from this app.',
    listed: true,
    what: 'import screen',
    screen: () => import('../import/ImportScreen').then((m) => m.ImportScreen),
  },
  {
    id: 'settings',
    path: 'settings',
    title: 'Settings',
    summary: 'Theme, text size, keep screen awake, haptics, dice animation.',
    listed: true,
    what: 'settings',
    screen: () => import('../settings/Settings').then((m) => m.Settings),
  },
  {
    id: 'about',
    path: 'about',
    title: 'About',
    summary: 'Version, storage and offline status.',
    listed: true,
    what: 'about screen',
    screen: () => import('../about/About').then((m) => m.About),
  },
] as const satisfies readonly TableRoute[];

/** Home, the one screen in the shell's own script: the top bar's title and subtitle there. */
export const HOME = { title: 'Volga Table', summary: 'Table-side assistant' } as const;

type AppRouteName = (typeof APP_ROUTES)[number]['id'];

// The app's own screens are routes too (the registry adds the tables').
declare module '../../core/nav' {
  interface RouteNames extends Record<AppRouteName, true> {}
}

/** A registered route, with the table it belongs to (undefined: the app's own). */
export interface RegisteredRoute extends TableRoute<Route> {
  readonly table: Table | undefined;
}

/** Every route but home: each table's in registry order, then the app's own. */
export const REGISTERED: readonly RegisteredRoute[] = [
  ...TABLES.flatMap((t: Table) => t.routes.map((r) => ({ ...(r as TableRoute<Route>), table: t }))),
  ...APP_ROUTES.map((r) => ({ ...r, table: undefined })),
];

/** The app's own screens home lists under "This app". */
export const APP_SCREENS: readonly Route[] = APP_ROUTES.map((r) => r.id);
