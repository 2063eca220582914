import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file starts its own api (PGlite clone, ~0.5 s and a few hundred MB): a few at a time.
    maxWorkers: 2,
    // Apollo, the schema, the resolvers and the api's app are imported once per worker rather
    // than once per file: each file starts and closes its own bff, api and database.
    isolate: false,
    // The seeded database each file's api clones, built once before the workers start.
    globalSetup: ['../api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
