import { defineConfig } from 'vitest/config';

// Each test file gets its own database (a PGlite clone takes ~0.6 GB of memory), so files run in
// two child processes at most. The same suite runs on Postgres when DATABASE_URL is set.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
