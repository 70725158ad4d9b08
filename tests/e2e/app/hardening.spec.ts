/**
 * Wording and hygiene at a phone's size: a screen whose code vanished after an update offers
 * the reload to the new version; storage that this browser mode refuses, or that never opens,
 * says so instead of "Try again" or an endless "Reading saved games…"; the built page carries a
 * same-origin Content-Security-Policy that nothing in normal use violates; the preview server
 * (`npm start`) sends the protective headers.
 */
import { expect, type Page, test } from '@playwright/test';
import { startGame, useFixtureKit } from '../volga/game/helpers';

// The service worker is part of what this file checks (offline use, updates, what it serves).
test.use({ serviceWorkers: 'allow' });

test.use({ viewport: { width: 390, height: 844 } });

/** Records every CSP violation and CSP console error the page reports, from its first script on. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(`console: ${m.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (v: string) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  return seen;
}

const loaded = (page: Page) => expect(page.getByText('Loading…')).toHaveCount(0);

test('the page allows only its own origin and nothing in Home, a game, Quick combat or Tide of Iron violates it', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await page.goto('/');
  await expect(page.locator('header.bar h1')).toBeVisible();
  const csp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(csp).not.toMatch(/https?:|\*/);
  await useFixtureKit(page);
  await startGame(page, { name: 'CSP' });
  await page.goto('/#/games');
  await expect(page.getByText('CSP', { exact: true }).first()).toBeVisible();
  await page.goto('/#/combat');
  await loaded(page);
  await page.goto('/#/toi');
  await loaded(page);
  await page.goto('/');
  await expect(page.locator('header.bar h1')).toBeVisible();
  expect(violations).toEqual([]);
});

test('the preview server sends nosniff, no-referrer and frame protection', async ({ request }) => {
  for (const path of ['/', '/theme.js']) {
    const res = await request.get(path);
    expect(res.ok()).toBe(true);
    const h = res.headers();
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['content-security-policy']).toBe("frame-ancestors 'none'");
  }
});

test.describe('without the service worker', () => {
  // The service worker would answer from its precache; these tests control the network.
  test.use({ serviceWorkers: 'block' });

  test('the theme hint, now a file, still sets theme and text size before the app runs', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('header.bar h1')).toBeVisible();
    // The stored settings arrive after start-up's check of the second copy and write their own
    // hint then; wait for that, or it can overwrite the hint set below before the reload.
    await page.waitForFunction(() => localStorage.getItem('volga-table:appearance') !== null);
    await page.evaluate(() =>
      localStorage.setItem('volga-table:appearance', '{"theme":"dark","textSize":"large"}'),
    );
    // With the app's own code held back, only public/theme.js can set the attributes.
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-text', 'large');
    await page.unroute(/\/assets\/index-[^/]+\.js$/);
  });

  test('a screen whose code is gone after an update offers the reload to the new version', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('header.bar h1')).toBeVisible();
    // The old build's chunk no longer exists on the server, which now holds another build.
    await page.route(/\/assets\/SavedGames-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await page.route(/\/version\.json$/, (route) =>
      route.fulfill({ contentType: 'application/json', body: '{"build":"a-newer-build"}' }),
    );
    await page.goto('/#/games');
    await expect(page.getByText('The app was updated, so this copy cannot load')).toBeVisible();
    await expect(page.getByText(/Check the connection/)).toHaveCount(0);
    await page.unroute(/\/assets\/SavedGames-[^/]+\.js$/);
    await page.unroute(/\/version\.json$/);
    await page.getByRole('button', { name: 'Reload to the new version' }).click();
    await expect(page.getByRole('button', { name: 'Reload to the new version' })).toHaveCount(0);
    await expect(page.getByText(/No saved games yet|Reading saved games/)).toBeVisible();
  });

  test('a screen that fails twice with the same build served says so, not "updated", and retries', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('header.bar h1')).toBeVisible();
    // The server still holds this very build (the real version.json answers): the chunk fetch
    // itself failed, twice.
    let fetches = 0;
    await page.route(/\/assets\/SavedGames-[^/]+\.js$/, (route) => {
      fetches += 1;
      return route.fulfill({ status: 503, body: 'Busy' });
    });
    await page.goto('/#/games');
    await expect(page.getByText(/could not load\. Try again; if it keeps failing/)).toBeVisible();
    await expect(page.getByText('The app was updated')).toHaveCount(0);
    expect(fetches).toBe(2);
    await page.unroute(/\/assets\/SavedGames-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/No saved games yet|Reading saved games/)).toBeVisible();
  });

  test('a screen whose code fails once with nothing updated opens on the second try', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('header.bar h1')).toBeVisible();
    // One fetch of the chunk fails (a reload on a loaded phone), the next is served as usual.
    let failed = 0;
    await page.route(/\/assets\/SavedGames-[^/]+\.js$/, (route) => {
      if (failed > 0) return route.fallback();
      failed += 1;
      return route.abort('failed');
    });
    await page.goto('/#/games');
    await expect(page.getByText(/No saved games yet|Reading saved games/)).toBeVisible();
    expect(failed).toBe(1);
    await expect(page.getByText('The app was updated')).toHaveCount(0);
    await page.unroute(/\/assets\/SavedGames-[^/]+\.js$/);
  });

  test('offline, a missing screen still says to check the connection', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.locator('header.bar h1')).toBeVisible();
    await page.route(/\/assets\/SavedGames-[^/]+\.js$/, (route) =>
      route.abort('internetdisconnected'),
    );
    await context.setOffline(true);
    await page.evaluate(() => {
      location.hash = '#/games';
    });
    await expect(page.getByText(/could not load\. Check the connection/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await context.setOffline(false);
  });

  test('storage refused by this browser mode says so and what to do, not "Try again"', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException(
          'The user denied permission to access the database.',
          'SecurityError',
        );
      };
    });
    await page.goto('/#/games');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Storage is unavailable in this browser mode');
    await expect(alert).toContainText('Open the app in a normal browser window');
    await expect(alert).not.toContainText('Try again');
    await expect(alert.getByRole('button')).toHaveCount(0);
  });

  test('storage missing altogether says the same', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
    });
    await page.goto('/#/games');
    await expect(page.getByRole('alert')).toContainText(
      'Storage is unavailable in this browser mode',
    );
  });

  test('an open that never completes times out with a message instead of reading forever', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const open = IDBFactory.prototype.open;
      IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
        // The games database never answers; the settings store opens normally.
        if (name === 'volga-table-games') return {} as IDBOpenDBRequest;
        return open.call(this, name, version);
      };
    });
    await page.goto('/#/games');
    await expect(page.getByText('Reading saved games…')).toBeVisible();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Storage did not answer within 10 seconds', {
      timeout: 20_000,
    });
    await expect(page.getByText('Reading saved games…')).toHaveCount(0);
    // Try again opens afresh (and, with the database still silent, says so again).
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toContainText('Storage did not answer within 10 seconds', {
      timeout: 20_000,
    });
  });
});
