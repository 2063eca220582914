import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The end-to-end suite drives the real product (scripts/start.ts) in headless Chromium: one file
// at a time, in one fork, with timeouts sized for a first start that may build the web app.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // A flaky end-to-end test hides a real problem: no retries.
    retry: 0,
  },
});
