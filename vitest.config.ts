import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    pool: 'threads',
    // Whole simulated games and the 10,000-file fuzz run take seconds on a 2-core machine; a
    // time limit is no assertion, so it only has to catch a hang.
    testTimeout: 60_000,
    reporters: ['default'],
  },
});
