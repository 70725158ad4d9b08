/**
 * Shared helpers for browser tests. The app is served from a production build (`vite build`
 * then `vite preview`), because the service worker exists only there.
 */
import {
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { ROUTES } from '../../../src/app/routes/router';
import { SCREENS } from '../../../src/app/routes/screens';
import type { Route } from '../../../src/core/nav';

// The tools listed first on home: every route but home and the app's own screens.
const TOOL_ROUTES = ROUTES.filter((r) => r !== 'home' && r !== 'settings' && r !== 'about');

/** Where screenshot tests write their PNGs (not committed). */
export const SCREENSHOT_DIR = 'test-results/screenshots';

/** Opens the app at a hash route ('' for home) and waits until the shell has rendered. */
export async function openApp(page: Page, hash = ''): Promise<void> {
  await page.goto(`/${hash ? `#/${hash}` : ''}`);
  await expect(page.locator('header.bar h1')).toBeVisible();
}

/** Waits until a service worker controls the page (the first install claims it at once). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  });
}

/** Every request the context makes (pages and service workers), recorded as it happens. */
export function recordRequests(context: BrowserContext): Request[] {
  const seen: Request[] = [];
  context.on('request', (r) => seen.push(r));
  return seen;
}

/** Reads a value stored by idb-keyval (database 'keyval-store', store 'keyval'). */
export function readIdb(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (k) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('keyval', 'readonly').objectStore('keyval').get(k);
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result);
          };
          req.onerror = () => reject(req.error);
        };
      }),
    key,
  );
}

/**
 * Returns the Firestorm campaign open as stored (its record: map, log, redo), or null: the index
 * (firestorm/campaigns) names the one open, and each campaign has its own key (firestorm/c/<id>).
 */
export async function readOpenCampaign(page: Page): Promise<{
  map: { layout?: Record<string, [number, number]> };
  log: unknown[];
  redo: unknown[];
} | null> {
  const index = (await readIdb(page, 'firestorm/campaigns')) as { current?: string | null } | null;
  if (!index?.current) return null;
  const stored = (await readIdb(page, `firestorm/c/${index.current}`)) as {
    record?: {
      map: { layout?: Record<string, [number, number]> };
      log: unknown[];
      redo: unknown[];
    };
  } | null;
  return stored?.record ?? null;
}

/** Writes a raw value where idb-keyval keeps `key`, bypassing the app's validation. */
export function writeIdb(page: Page, key: string, value: unknown): Promise<void> {
  return page.evaluate(
    ([k, v]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(v, k as string);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [key, value] as const,
  );
}

/** Returns the width and height recorded in a PNG's IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = '89504e470d0a1a0a';
  if (bytes.subarray(0, 8).toString('hex') !== signature) throw new Error('not a PNG');
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') throw new Error('PNG without IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Picks a theme on the Settings screen (navigating there first when needed). */
export async function chooseTheme(page: Page, theme: 'System' | 'Light' | 'Dark'): Promise<void> {
  if (!(await page.locator('main[data-screen="settings"]').count())) {
    await page.goto('/#/settings');
  }
  await page.getByRole('radio', { name: theme }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme.toLowerCase());
}

/** Home's game-tool entries, in order, with their titles. */
export function toolScreens(): { route: Route; title: string }[] {
  return TOOL_ROUTES.map((route) => ({ route, title: SCREENS[route].title }));
}

/**
 * Switches the theme on the page as it stands (the one attribute the stylesheet reads), so both
 * themes are checked on the same screen state without walking the screens twice.
 */
export async function setThemeNow(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
  }, theme);
  await expect(page.locator('body')).toHaveCSS(
    'background-color',
    theme === 'light' ? 'rgb(243, 238, 226)' : 'rgb(27, 26, 23)',
  );
}

/** The lines each matched element's words take on screen (the distinct tops of their boxes). */
export function textLines(items: Locator): Promise<number[]> {
  return items.evaluateAll((els) =>
    els.map((e) => {
      const r = document.createRange();
      r.selectNodeContents(e);
      return new Set([...r.getClientRects()].map((b) => Math.round(b.top))).size;
    }),
  );
}
