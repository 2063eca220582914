import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Run from the repository root: npx vitest run --config tests/contract/vitest.config.ts
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/contract/**/*.test.ts'],
    // Apollo, the schema, the resolvers and the api's app are imported once per worker rather
    // than once per file; each file still starts and closes its own bff, api and database.
    isolate: false,
    globalSetup: ['tests/contract/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
