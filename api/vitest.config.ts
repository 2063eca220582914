import { defineConfig } from 'vitest/config';

// Each test file gets its own database (a PGlite clone takes ~0.6 GB of memory), so files run in
// two child processes at most. The same suite runs on Postgres when DATABASE_URL is set.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // The app, its routes, drizzle and the contract's validators are imported once per worker
    // rather than once per file (~2.6 s each). Each file still builds its own app and database
    // (setupApi / startTestApi) and closes them; openapi.json does not depend on the order of
    // imports (its components are sorted by name).
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
