import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    pool: 'threads',
    // One test thread per core: left to itself Vitest ran this suite about 30% slower here
    // (127 s against 103 s on 2 cores).
    maxWorkers: availableParallelism(),
    // Whole simulated games and the 10,000-file fuzz run take seconds on a 2-core machine; a
    // time limit is no assertion, so it only has to catch a hang.
    testTimeout: 60_000,
    reporters: ['default'],
  },
});
