/** Builds the bench-only pages (bench/pages/*) into dist-bench-pages; never part of the app. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../dist-bench-pages', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: { idb: `${here}idb/index.html` } },
  },
});
