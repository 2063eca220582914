import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` writes a new migration into drizzle/ after a schema change. The
// same SQL runs on PGlite and on Postgres (src/db/index.ts applies it at start-up).
export default defineConfig({
  dialect: 'postgresql',
  // The barrel of every area's tables.ts: drizzle-kit sees exactly the tables the api queries.
  schema: './src/db/schema.ts',
  out: './drizzle',
});
