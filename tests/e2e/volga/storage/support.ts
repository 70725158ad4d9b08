/**
 * Opens a bare same-origin page with the storage layer loaded (no app UI), so browser tests
 * exercise the real IndexedDB, Web Locks and BroadcastChannel of Chromium.
 */
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { build } from 'vite';
import type { Harness } from './harness';

export type { Harness };

let bundle: Promise<string> | null = null;

/** Returns the harness bundled as one classic script (built once per worker, in memory). */
function harnessScript(): Promise<string> {
  bundle ??= (async () => {
    const out = await build({
      configFile: false,
      logLevel: 'silent',
      build: {
        write: false,
        minify: false,
        lib: {
          entry: fileURLToPath(new URL('./harness.ts', import.meta.url)),
          formats: ['iife'],
          name: 'storageHarnessBundle',
        },
      },
    });
    const result = Array.isArray(out) ? out[0] : out;
    const chunk = (result as { output: Array<{ type: string; code?: string }> }).output.find(
      (c) => c.type === 'chunk',
    );
    if (!chunk?.code) throw new Error('harness bundle is empty');
    return chunk.code;
  })();
  return bundle;
}

/** Serves the harness page and script on the app's origin for every page of the context. */
export async function routeHarness(context: BrowserContext): Promise<void> {
  const script = await harnessScript();
  await context.route('**/__storage-harness.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: script }),
  );
  await context.route('**/__storage-harness', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><meta charset="utf-8"><title>storage harness</title><script src="/__storage-harness.js"></script>',
    }),
  );
}

/** Opens a new page of the context on the harness and waits until the storage layer is loaded. */
export async function openHarness(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/__storage-harness');
  await page.waitForFunction(() => 'storage' in globalThis);
  return page;
}
