/**
 * A browser with a real profile on disk, launched and ended by the test itself: to close the
 * app and come back to the same storage, to change that storage while the app is closed, and
 * to kill the whole browser process tree as a crash does.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../../playwright.config';

/** The cache and inventory entry of the second copy (src/core/store/mirror.ts). */
const MIRROR_CACHE = 'table-mirror-v1';
/** The app's two IndexedDB databases. */
export const APP_DATABASES = ['volga-table-games', 'keyval-store'] as const;

/** A profile directory and how to open it. */
export class Profile {
  readonly dir = mkdtempSync(join(tmpdir(), 'volga-profile-'));
  constructor(readonly baseURL: string) {}

  /**
   * Launches Chromium on this profile at phone size (its own process tree) and returns it with
   * the tab it opened with: the app is loaded in that tab, as an owner's browser does, rather
   * than in a second one (each new tab starts a renderer of its own, a few hundred ms on two
   * cores).
   */
  async launch(
    options: { serviceWorkers?: 'allow' | 'block' } = {},
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await chromium.launchPersistentContext(this.dir, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      baseURL: this.baseURL,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      reducedMotion: 'reduce',
      serviceWorkers: options.serviceWorkers ?? 'block',
    });
    const page = context.pages()[0] ?? (await context.newPage());
    return { context, page };
  }

  /**
   * With the app closed: opens a page of the origin that does not run the app and deletes every
   * IndexedDB database it has (and, with `copy`, the second copy too); returns the names deleted.
   */
  async deleteDatabases(options: { copy?: boolean } = {}): Promise<string[]> {
    const { context, page } = await this.launch();
    try {
      return await deleteDatabasesIn(page, options.copy ?? false);
    } finally {
      await context.close();
    }
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * Opens, in `page`, a page of the origin that does not run the app and deletes every IndexedDB
 * database the origin has (and, with `copy`, the second copy too); returns the names deleted.
 */
async function deleteDatabasesIn(page: Page, copy: boolean): Promise<string[]> {
  await page.goto('/manifest.webmanifest');
  return await page.evaluate(
    async ({ copy, cache }) => {
      const names = (await indexedDB.databases()).map((d) => d.name ?? '');
      for (const name of names)
        await new Promise<void>((resolve, reject) => {
          const r = indexedDB.deleteDatabase(name);
          r.onsuccess = () => resolve();
          r.onerror = () => reject(r.error);
          r.onblocked = () => reject(new Error(`deleting ${name} was blocked`));
        });
      if (copy) await caches.delete(cache);
      return names.sort();
    },
    { copy, cache: MIRROR_CACHE },
  );
}

/** Returns the second copy's inventory entry of a record (undefined when it names none). */
export function copiedRecord(
  page: Page,
  area: string,
  key: string,
): Promise<{ bytes: number; rev?: number } | undefined> {
  return page.evaluate(
    async ({ cache, area, key }) => {
      const r = await (await caches.open(cache)).match('/__mirror__/inventory');
      if (!r) return undefined;
      const inv = (await r.json()) as {
        areas: Record<string, Record<string, { bytes: number; rev?: number }>>;
      };
      return inv.areas[area]?.[key];
    },
    { cache: MIRROR_CACHE, area, key },
  );
}

/** Returns the value the second copy holds for a record (undefined when it holds none). */
export function copiedValue(page: Page, area: string, key: string): Promise<unknown> {
  return page.evaluate(
    async ({ cache, name }) => {
      const r = await (await caches.open(cache)).match(`/__mirror__/${name}`);
      if (!r) return undefined;
      const bytes = new Uint8Array(await r.arrayBuffer());
      const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
      const body = gzipped
        ? new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))
        : new Blob([bytes]).stream();
      return JSON.parse(await new Response(body).text());
    },
    { cache: MIRROR_CACHE, name: `r/${encodeURIComponent(area)}/${encodeURIComponent(key)}` },
  );
}

/** Returns the process ids whose command line names `dir` as their profile. */
function browserPids(dir: string): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmd.includes(`--user-data-dir=${dir}`)) out.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}

/** Returns the process group of a process (field 5 of /proc/<pid>/stat). */
function groupOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

/** Returns the process groups of the browser running on `profile`, found ahead of a timed kill. */
export function browserGroups(profile: Profile): number[] {
  const groups = new Set<number>();
  for (const pid of browserPids(profile.dir)) {
    try {
      groups.add(groupOf(pid));
    } catch {
      // Gone meanwhile.
    }
  }
  return [...groups];
}

/**
 * Kills the process groups `groups` of the browser on `profile` at once with SIGKILL (found
 * beforehand, so the kill lands the moment it is asked for), then any process still running on
 * the profile, and waits until none of it is left.
 */
export async function killGroups(profile: Profile, groups: readonly number[]): Promise<void> {
  const kill = (g: number) => {
    try {
      process.kill(-g, 'SIGKILL');
    } catch {
      // That group is gone already.
    }
  };
  for (const g of groups) kill(g);
  // A process started since the groups were found, in a group of its own.
  for (const g of browserGroups(profile)) kill(g);
  for (let i = 0; i < 100 && browserPids(profile.dir).length > 0; i++)
    await new Promise((r) => setTimeout(r, 50));
  if (browserPids(profile.dir).length > 0) throw new Error('the browser outlived SIGKILL');
}

/**
 * Kills the whole process tree of the browser running on `profile` at once, as a crash or the
 * system ending the app does (SIGKILL to its process group: the storage process goes with the
 * rest, nothing is told or flushed), and waits until none of it is left.
 */
export async function killBrowser(profile: Profile): Promise<void> {
  const groups = browserGroups(profile);
  if (groups.length === 0) throw new Error('no browser is running on that profile');
  await killGroups(profile, groups);
}

/**
 * Launches the browser again on `profile` and opens the app's home, as an owner does after the
 * browser died. With `wipe`, every IndexedDB database of the origin is deleted first, before the
 * app runs, as the browser's own storage failure does (from a page that does not run the app,
 * as `Profile.deleteDatabases` does, in this launch rather than one of its own). The restore
 * notice is waited for when start-up's check says one is coming (restoreOutcome). Returns the
 * new context and page, and the notice when it showed (still open).
 */
export async function reopenApp(
  profile: Profile,
  wipe: boolean,
): Promise<{ context: BrowserContext; page: Page; notice: Locator | null }> {
  const { context, page } = await profile.launch();
  if (wipe) await deleteDatabasesIn(page, false);
  await page.goto('/');
  await expect(page.locator('header.bar h1')).toBeVisible();
  const notice = page.getByTestId('restore-notice');
  const outcome = await restoreOutcome(page);
  if (outcome !== 'restored' && outcome !== 'both-gone') return { context, page, notice: null };
  await expect(notice).toBeVisible({ timeout: 10_000 });
  return { context, page, notice };
}

/**
 * Returns what start-up's check of the second copy found ('none', 'whole', 'restored',
 * 'both-gone' or 'failed'), once it is over: the app marks it (src/app/restore/report.ts), so a
 * test knows at once whether the restore notice is coming.
 */
export async function restoreOutcome(page: Page): Promise<string> {
  const mark = await page.waitForFunction(
    () => {
      const m = performance.getEntriesByName('volga:restore-checked')[0] as
        | PerformanceMark
        | undefined;
      return m ? String(m.detail) : null;
    },
    undefined,
    { timeout: 15_000 },
  );
  return (await mark.jsonValue()) as string;
}
