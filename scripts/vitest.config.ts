import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The scripts' own tests: the restart policy, and `npm start` run for real (one product at a time,
// in one fork: the machine's cores are the servers').
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    // A first start may build the web app and create the database.
    testTimeout: 300_000,
    retry: 0,
  },
});
