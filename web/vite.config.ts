/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The bff serves /graphql on 4000 (and web/dist in production); in development Vite serves the
// app and forwards the graph to it, so the browser only ever talks to one origin.
const BFF_URL = process.env.BFF_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/graphql': { target: BFF_URL, changeOrigin: true } },
  },
  preview: {
    proxy: { '/graphql': { target: BFF_URL, changeOrigin: true } },
  },
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
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // MUI's ripple and transitions make the first render of a big tree slow under jsdom.
    testTimeout: 15000,
  },
});
