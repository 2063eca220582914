import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export { schema };

/** The drizzle database the routes use, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** 'postgres' when DATABASE_URL was given, else the embedded PGlite. */
  kind: 'postgres' | 'pglite';
  /** The embedded client (PGlite mode), e.g. to dump a test template. */
  pglite?: PGlite;
  /** Flushes and closes: PGlite must be closed for its data dir to stay consistent. */
  close(): Promise<void>;
}

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenDatabaseOptions {
  /** postgres://... : use that server. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory (`memory://` for none); default `<repo root>/.data/pglite`. */
  dataDir?: string | undefined;
  /** A dumped PGlite data dir (tarball) to start from, instead of `dataDir` (tests). */
  loadDataDir?: Blob | undefined;
  /** Skip the migrator (a clone of an already migrated template). */
  skipMigrations?: boolean;
}

/** Opens the database and brings its schema up to date with api/drizzle/. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a Postgres restart, a dropped test database) must not
    // crash the process: pg emits it on the pool, and the next query opens a new connection.
    pool.on('error', (error) => {
      console.error('[db] idle connection lost:', error.message);
    });
    const db = drizzlePg({ client: pool, schema });
    try {
      if (!options.skipMigrations) await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  let dataDir: string | undefined;
  if (!options.loadDataDir) {
    dataDir = options.dataDir ?? `${DEFAULT_DATA_DIR}/pglite`;
    if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  try {
    if (!options.skipMigrations) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
