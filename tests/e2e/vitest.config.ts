import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The end-to-end suite drives the real product (scripts/start.ts) in headless Chromium: one file
// at a time, in one fork. The web build and the demo seed are done once, in the global setup; the
// hook timeout still allows for npm start rebuilding the web app if its sources change mid-run.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    // expect.poll's own default, 1 s, is less than a page's first data takes on a loaded 2-core
    // machine (CI runs other suites beside this one): a poll ends as soon as it holds.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 300_000,
    // A flaky end-to-end test hides a real problem: no retries.
    retry: 0,
  },
});
