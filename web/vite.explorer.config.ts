import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The graph's explorer (GraphiQL from npm), a build of its own next to the web app's: it shares
// no chunk with the app, so the app's pages (the login page first) load nothing of it. Written to
// dist/explorer/, served by the bff at GET /graphql with its assets under /explorer/.
export default defineConfig({
  root: fileURLToPath(new URL('./src/explorer', import.meta.url)),
  base: '/explorer/',
  publicDir: false,
  plugins: [react()],
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL('./dist/explorer', import.meta.url)),
    emptyOutDir: true,
    // Monaco (GraphiQL's editor) is large; it is only ever loaded by this developer page.
    chunkSizeWarningLimit: 5000,
    rolldownOptions: {
      // GraphiQL's modules start with React Compiler's "use no memo", meaningless once bundled.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
