import { readFileSync } from 'node:fs';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// The build date is fixed at build time so About can show which build is installed.
const buildDate = process.env.SOURCE_DATE_EPOCH
  ? new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000).toISOString()
  : new Date().toISOString();

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_DATE__: JSON.stringify(buildDate),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  plugins: [
    preact(),
    VitePWA({
      // Updates wait for the player's tap: a reload mid-Action-Round would lose their place.
      registerType: 'prompt',
      injectRegister: false,
      // public/ (icons, favicon) is already matched by globPatterns below; listing it again here
      // or via the manifest icons would only precache the same files twice.
      includeAssets: [],
      includeManifestIcons: false,
      manifest: {
        name: 'Volga Table — Stalingrad: Advance to the Volga assistant',
        short_name: 'Volga Table',
        description:
          'Offline table-side assistant for the solitaire wargame Stalingrad: Advance to the Volga, 1942: dice, combat odds, supply, morale and the sequence of play.',
        id: './',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#24231f',
        background_color: '#1b1a17',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: 'icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The plugin adds the manifest itself; listing it here would precache it twice.
        globPatterns: ['**/*.{js,css,html,svg,png,json}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first install takes control at once so the first visit is already offline-safe.
        // Updates still wait (no skipWaiting) until the player taps "Update ready".
        clientsClaim: true,
        // No runtime caching of other origins: the app never requests them.
        runtimeCaching: [],
      },
    }),
  ],
});
