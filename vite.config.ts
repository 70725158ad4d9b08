import { readFileSync } from 'node:fs';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// The build date is fixed at build time so About can show which build is installed.
const buildDate = process.env.SOURCE_DATE_EPOCH
  ? new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000).toISOString()
  : new Date().toISOString();

/**
 * The Content-Security-Policy of the built pages: everything from the app's own origin only.
 * Styles also allow 'unsafe-inline' because Preact sets style attributes (chart bars, widths);
 * no inline script exists (the theme hint is public/theme.js). Images also allow blob: URLs,
 * which only the app's own scripts can make: the Firestorm poster draws its map picture (an SVG
 * blob) onto a canvas that way. Added at build time only, since the dev server injects inline
 * scripts of its own.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/** Headers `npm start` (vite preview) sends: no MIME sniffing, no referrer, never framed. */
export const PREVIEW_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  // frame-ancestors works only as a header, not in the meta tag.
  'Content-Security-Policy': "frame-ancestors 'none'",
};

function contentSecurityPolicy(): Plugin {
  return {
    name: 'volga-table-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_DATE__: JSON.stringify(buildDate),
  },
  preview: { headers: PREVIEW_HEADERS },
  build: {
    target: 'es2022',
    sourcemap: false,
    // With the shell in one chunk, index.html names no modulepreload for the polyfill to serve.
    // A lazy screen's own imports are not preloaded beside it: their names would sit in the
    // shell's first script (one more with every shared chunk), while the service worker serves
    // them from its cache a moment later anyway. Their stylesheets are still loaded with them.
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    rolldownOptions: {
      output: {
        // Everything the first screen loads statically goes in one chunk: left to itself the
        // bundler splits each module a lazy screen shares with it into its own tiny chunk, and
        // the shell then fetches some twenty of them, each compressed on its own.
        codeSplitting: {
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  plugins: [
    preact(),
    contentSecurityPolicy(),
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
