import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Run from the repository root: npx vitest run --config tests/contract/vitest.config.ts
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/contract/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
