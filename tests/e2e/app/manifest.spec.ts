import { expect, test } from '@playwright/test';
import { openApp, pngSize } from '../support/app';

// The service worker is part of what this file checks (offline use, updates, what it serves).
test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

test('the manifest is linked, complete, and its icons are PNGs of the declared sizes', async ({
  page,
  request,
}) => {
  await openApp(page);
  // Exactly one link (vite-plugin-pwa adds it to index.html at build time).
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifestUrl = new URL(href!, page.url());
  const res = await request.get(manifestUrl.href);
  expect(res.ok()).toBe(true);
  const m = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] };

  expect(m).toMatchObject({ display: 'standalone', short_name: 'Volga Table' });
  for (const field of [
    'name',
    'description',
    'start_url',
    'scope',
    'theme_color',
    'background_color',
  ]) {
    expect(typeof m[field], field).toBe('string');
  }
  expect(new URL(String(m.start_url), manifestUrl).origin).toBe(manifestUrl.origin);

  const declared = m.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
  expect(declared).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of m.icons) {
    const iconRes = await request.get(new URL(icon.src, manifestUrl).href);
    expect(iconRes.ok(), icon.src).toBe(true);
    expect(iconRes.headers()['content-type']).toContain('image/png');
    const [w, h] = icon.sizes.split('x').map(Number);
    expect(pngSize(await iconRes.body()), icon.src).toEqual({ width: w, height: h });
  }

  const touch = await request.get(
    new URL((await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!, page.url())
      .href,
  );
  expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });
  const favicon = await request.get(
    new URL(
      (await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href'))!,
      page.url(),
    ).href,
  );
  expect(await favicon.text()).toContain('<svg');
});

test('Chromium finds no installability errors', async ({ page, context }) => {
  await openApp(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito, which Chromium reports as a reason in itself;
  // every other reason (manifest, icons, service worker, start_url) must be absent.
  const errors = installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
  expect(errors).toEqual([]);
  const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/manifest\.webmanifest$/);
});
