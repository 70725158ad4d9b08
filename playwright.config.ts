import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.PW_PORT ?? 4317);
// Engineers working side by side build into their own folder (PW_DIST) and port (PW_PORT).
const DIST = process.env.PW_DIST ?? 'dist';
// The Areas / Combat Phase dev harness (tests/e2e/volga/areas) is a separate test-only build.
const HARNESS_PORT = PORT + 1;
const HARNESS_DIST = process.env.PW_HARNESS_DIST ?? 'dist-harness';

/** Launch flags that work on this network-less machine with Debian's Chromium. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two cores: one browser per core.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  outputDir: process.env.PW_DIST ? `test-results/e2e-${DIST}` : 'test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // Phone first: an iPhone 12-15 sized viewport, touch input.
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: true,
    // The service worker precaches the whole app (about 1 MB) in every new context: specs about
    // offline use, updates and what the worker serves turn it on with
    // test.use({ serviceWorkers: 'allow' }); the rest test the screens without that cost.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium-phone', testIgnore: [/[\\/]areas[\\/]/, /two-tabs\.spec\.ts$/] },
    {
      name: 'harness',
      testMatch: /[\\/]areas[\\/].*\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${HARNESS_PORT}` },
    },
    {
      // Two tabs tapping within 0-50 ms of each other need the CPU to themselves: beside another
      // worker's axe checks a page timer fires 50-100 ms late and the rounds spread past 50 ms.
      // They run last, once the others are done.
      name: 'two-tabs',
      testMatch: /two-tabs\.spec\.ts$/,
      dependencies: ['chromium-phone', 'harness'],
    },
  ],
  webServer: [
    {
      // Serves the built PWA (the service worker exists only in a build): run `vite build` first.
      command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The harness build: `npx vite build --config tests/e2e/volga/areas/vite.harness.config.ts`.
      command: `npx vite preview --host 127.0.0.1 --port ${HARNESS_PORT} --strictPort --outDir ${HARNESS_DIST}`,
      url: `http://127.0.0.1:${HARNESS_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
