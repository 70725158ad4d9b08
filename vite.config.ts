import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Runs git in this checkout; null when git or the repository is missing (a source tarball). */
function git(args: readonly string[]): string | null {
  try {
    return execFileSync('git', args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/**
 * Which build this is, the same for every build of the same sources: the commit, plus a hash of
 * the uncommitted changes when there are any (so two different edits of one commit differ). It
 * is compiled into the app and written to version.json, so an open page can tell a screen's
 * chunk that is gone because the app changed from one that failed to arrive. A clock time in
 * the code would change every chunk's hash on every build: after `npm start` rebuilt the same
 * commit, an open page asked for chunk names that no longer existed.
 */
function buildId(): string {
  const commit = git(['rev-parse', '--short=12', 'HEAD']);
  if (commit === null) return `v${pkg.version}`;
  const changes = git(['diff', 'HEAD']);
  if (!changes) return commit;
  return `${commit}+${createHash('sha256').update(changes).digest('hex').slice(0, 8)}`;
}

export const BUILD_ID = buildId();

// About shows when the sources were committed: a date fixed by the sources, not by the clock of
// the build. SOURCE_DATE_EPOCH (reproducible builds) wins; with no git it is left unknown.
const sourceDate = process.env.SOURCE_DATE_EPOCH
  ? new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000).toISOString()
  : (git(['log', '-1', '--format=%cI']) ?? '');

/**
 * Writes version.json beside index.html: the build id the running page compares with, and the
 * clock time of this build (only here, a file with no hash in its name that nothing imports).
 * The service worker does not precache it, so a page always reads what the server now serves.
 */
function versionFile(): Plugin {
  return {
    name: 'volga-table-version',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ version: pkg.version, build: BUILD_ID, builtAt: new Date().toISOString() })}\n`,
      });
    },
  };
}

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

/** The modules of the chunk the home screen loads right after its first paint (see below). */
const AFTER_PAINT = [
  'src/volga/ui/home/HomeLive.tsx',
  'src/volga/state/startup.ts',
  'src/volga/state/home/index.ts',
  'src/volga/state/home/summaries.ts',
  'src/volga/state/home/upgrade.ts',
  'src/volga/state/game/calendar.ts',
  'src/core/input.ts',
];
// A file moved or renamed would silently fall out of the group: the build stops instead.
for (const m of AFTER_PAINT)
  if (!existsSync(new URL(m, import.meta.url))) throw new Error(`vite.config.ts: ${m} is missing`);

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_ID__: JSON.stringify(BUILD_ID),
    __SOURCE_DATE__: JSON.stringify(sourceDate),
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
          groups: [
            { name: 'index', tags: ['$initial'] },
            // What the home screen loads right after its first paint, as one chunk: Volga's
            // card (the game to continue, the kit's mark) and its idle check for an unfinished
            // import or games to upgrade, with the small modules they share with later screens.
            // Left apart, they make six chunks fetched at every start, each compressed on its own.
            { name: 'after-paint', test: (id) => AFTER_PAINT.some((m) => id.endsWith(m)) },
          ],
        },
      },
    },
  },
  plugins: [
    preact(),
    contentSecurityPolicy(),
    versionFile(),
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
        // version.json must come from the server: it says which build the server now holds.
        globIgnores: ['**/node_modules/**/*', 'version.json'],
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
