/**
 * The app's own Vite config, building only the Areas / Combat Phase dev harness
 * (src/ui/game/areas/dev/index.html) as the root page of dist-b2, so it never ships in the app:
 *   npx vite build --config tests/e2e/areas/vite.harness.config.ts
 *   PW_DIST=dist-b2 PW_PORT=4332 npx playwright test tests/e2e/areas
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import base from '../../../vite.config.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

export default mergeConfig(
  base,
  defineConfig({
    root: `${repo}src/ui/game/areas/dev`,
    publicDir: false,
    build: { outDir: `${repo}${process.env.PW_DIST ?? 'dist-b2'}`, emptyOutDir: true },
  }),
);
