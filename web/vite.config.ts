/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { gqlDocuments } from './gql-documents-plugin.ts';

// The bff serves /graphql on 4000 (and web/dist in production); in development Vite serves the
// app and forwards the graph to it, so the browser only ever talks to one origin.
const BFF_URL = process.env.BFF_URL ?? 'http://127.0.0.1:4000';
// Besides the graph, the bff's plain routes: photo uploads and files, the inspection report, the
// stored files (an order's PDF).
const BFF_PROXY = Object.fromEntries(
  ['/graphql', '/uploads', '/exports', '/api/photos', '/api/files'].map((path) => [
    path,
    { target: BFF_URL, changeOrigin: true },
  ]),
);

export default defineConfig({
  plugins: [react(), gqlDocuments()],
  server: { port: 5173, proxy: BFF_PROXY },
  // The explorer (src/explorer, built by vite.explorer.config.ts and served by the bff) imports
  // Monaco's workers with `?worker`, which the dev server's dependency scan cannot resolve: scan
  // the app's entry only.
  optimizeDeps: { entries: ['index.html'] },
  preview: { proxy: BFF_PROXY },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Each area is its own chunk through the router's React.lazy imports; naming the chunk after
    // its feature folder makes the build report (and `npm run bench`) readable.
    // The entry chunk is the floor every page pays (React, Apollo Client, MUI core, the router,
    // ~165 kB gzip); `npm run bench` reports what the login page really loads.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => {
          const area = chunk.facadeModuleId?.match(/\/src\/features\/([^/]+)\//)?.[1];
          if (area) return `assets/area-${area}-[hash].js`;
          if (chunk.facadeModuleId?.includes('/src/app/shell/')) return 'assets/shell-[hash].js';
          return 'assets/[name]-[hash].js';
        },
      },
    },
  },
  test: {
    // happy-dom renders the suite's MUI trees in about three quarters of jsdom's time (461 against
    // 617 CPU-s for the 614 tests); a file that reads computed colours says `@vitest-environment
    // jsdom` at its top.
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // The first render of a big MUI tree is slow in a test DOM, the more on two loaded cores: a
    // test is given a minute; one that waits in vain fails sooner, on its own query's timeout
    // (src/test/setup.ts).
    testTimeout: 60_000,
    // The files share one worker's modules and document, as the api's and the bff's suites do: each
    // file otherwise imports React, MUI and the app again in a new document, a fifth of the suite's
    // CPU. What a test leaves behind is undone after each one (src/test/setup.ts); a file that needs
    // its own copy of a module passes it as a prop or a provider rather than `vi.mock`.
    isolate: false,
  },
});
