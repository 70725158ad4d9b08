/**
 * The app's own Vite config, building only the Areas / Combat Phase dev harness
 * (src/volga/ui/game/areas/dev/index.html) as the root page of dist-harness, so it never ships in the
 * app. scripts/test-all.sh builds it; playwright.config.ts serves it to the 'harness' project.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import base from '../../../../vite.config.ts';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));

export default mergeConfig(
  base,
  defineConfig({
    root: `${repo}src/volga/ui/game/areas/dev`,
    publicDir: false,
    build: { outDir: `${repo}${process.env.PW_HARNESS_DIST ?? 'dist-harness'}`, emptyOutDir: true },
  }),
);
