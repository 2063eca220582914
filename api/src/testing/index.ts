/**
 * Test helpers shared by the api, bff and e2e suites (their contract: the functions below).
 *
 * Each caller gets its own database, seeded with the demo chain and a second chain ("Autre
 * Enseigne"), cloned from a template built once: PGlite's initdb costs ~5 s and ~1 GB, loading a
 * dumped data dir ~0.5 s; a Postgres `CREATE DATABASE ... TEMPLATE` is about as quick.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { dayOf } from '@bo/domain';
import { createApp } from '../app.ts';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../db/index.ts';
import { DEMO_CHAIN, OTHER_CHAIN, seedChain } from '../db/seed.ts';
import { silentLogger, type Logger } from '../http/logger.ts';
import { quote, withDatabase } from './database-names.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../http/rate-limit.ts';

export { DEMO_CHAIN, OTHER_CHAIN };

/**
 * The template changes whenever the migrations, the seed or the password hashing do, and every
 * day: the demo's hygiene logs are the last 30 days ending the day it is seeded.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) {
      hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
    }
  }
  hash.update(dayOf(new Date(), 'Europe/Paris'));
  for (const source of [
    '../db/seed.ts',
    '../db/seed-hygiene.ts',
    '../db/seed-catalogue.ts',
    '../db/seed-recipes-stock.ts',
    '../db/seed-purchasing.ts',
    '../db/seed-planning.ts',
    '../db/png.ts',
    // The demo's notifications are its critical readings', written by the event's own code.
    '../notifications/critical-reading.ts',
    '../auth/passwords.ts',
  ]) {
    hash.update(readFileSync(fileURLToPath(new URL(source, import.meta.url))));
  }
  return hash.digest('hex').slice(0, 16);
}

async function seedTestChains(database: Database) {
  await seedChain(database.db, DEMO_CHAIN);
  await seedChain(database.db, OTHER_CHAIN);
}

// ---- PGlite: a dumped, migrated and seeded data dir cached in the OS temp dir ----

let pgliteTemplate: Promise<Blob> | undefined;

async function buildPgliteTemplate(file: string): Promise<Blob> {
  try {
    return new Blob([await readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await seedTestChains(database);
    const dump = await database.pglite!.dumpDataDir('none');
    const bytes = new Uint8Array(await dump.arrayBuffer());
    // Written aside then renamed, so a concurrent test process never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return new Blob([bytes]);
  } finally {
    await database.close();
  }
}

function pgliteTemplateBlob(): Promise<Blob> {
  pgliteTemplate ??= buildPgliteTemplate(
    join(tmpdir(), `brigade-api-template-${templateKey()}.tar`),
  );
  return pgliteTemplate;
}

async function clonePglite(): Promise<Database> {
  return openDatabase({ loadDataDir: await pgliteTemplateBlob(), skipMigrations: true });
}

// ---- Postgres: a template database per template key, one clone per caller ----

const TEMPLATE_LOCK = `select pg_advisory_lock(hashtext('brigade-api-test-template'))`;
const TEMPLATE_UNLOCK = `select pg_advisory_unlock(hashtext('brigade-api-test-template'))`;

/**
 * Runs `work` holding a lock shared by every test process on this server: one at a time builds
 * the template or copies it, as CREATE DATABASE refuses to copy a template someone is connected to.
 */
async function withTemplateLock<T>(
  databaseUrl: string,
  work: (admin: pg.Client, template: string) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(TEMPLATE_LOCK);
    try {
      const template = `brigade_tpl_${templateKey()}`;
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount === 0) {
        // Built under another name and renamed when complete: a crash mid-way leaves no
        // half-seeded template behind under the real name.
        const building = `${template}_building`;
        await admin.query(`drop database if exists ${quote(building)} with (force)`);
        await admin.query(`create database ${quote(building)}`);
        const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, building) });
        try {
          await seedTestChains(database);
        } finally {
          await database.close();
        }
        await admin.query(`alter database ${quote(building)} rename to ${quote(template)}`);
      }
      return await work(admin, template);
    } finally {
      await admin.query(TEMPLATE_UNLOCK);
    }
  } finally {
    await admin.end();
  }
}

async function clonePostgres(databaseUrl: string): Promise<Database> {
  const name = `brigade_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withTemplateLock(databaseUrl, (admin, template) =>
    admin.query(`create database ${quote(name)} template ${quote(template)}`),
  );
  const database = await openDatabase({
    databaseUrl: withDatabase(databaseUrl, name),
    skipMigrations: true,
  });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${quote(name)} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * Builds the template now (call it from a vitest globalSetup), so parallel test processes do not
 * each pay for initdb, migrations and seed at the same moment.
 */
export async function prepareTestTemplate(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) await withTemplateLock(url, dropOrphans);
  else await pgliteTemplateBlob();
}

/** Test databases left by processes of this machine that died before close(). */
async function dropOrphans(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'brigade\\_test\\_%'`,
  );
  for (const { datname } of rows) {
    const pid = Number(/^brigade_test_(\d+)_/.exec(datname)?.[1]);
    if (pid && !isAlive(pid))
      await admin.query(`drop database if exists ${quote(datname)} with (force)`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A fresh database of its own, migrated and seeded (demo chain + "Autre Enseigne"): Postgres when
 * DATABASE_URL is set, else PGlite in memory. close() drops it.
 */
export function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  return url ? clonePostgres(url) : clonePglite();
}

export interface TestApi {
  /** e.g. http://127.0.0.1:PORT (routes under /api). */
  url: string;
  /** The api's database, to check what a request wrote. */
  database: Database;
  /** The secret the api signs its tokens with, to forge expired or foreign tokens. */
  jwtSecret: string;
  close(): Promise<void>;
}

export interface TestApiOptions {
  tokenTtl?: string;
  logger?: Logger;
  /** Default RELAXED_RATE_LIMITS; a test of the limits passes its own. */
  rateLimits?: Partial<RateLimitSettings>;
}

/**
 * Limits no suite reaches by accident (suites sign up and log in far more than a person); the
 * limits themselves are tested with small values of their own (api/test/rate-limit.test.ts).
 */
export const RELAXED_RATE_LIMITS: RateLimitSettings = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([name, value]) => [
    name,
    typeof value !== 'object'
      ? value
      : 'points' in value
        ? { points: 1_000_000, seconds: 60 }
        : { ...value, free: 1_000_000 },
  ]),
) as unknown as RateLimitSettings;

/** The real api (createApp) on a random port of 127.0.0.1 with its own database. */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const database = await createTestDatabase();
  const jwtSecret = randomBytes(32).toString('hex');
  const app = createApp({
    db: database.db,
    jwtSecret,
    tokenTtl: options.tokenTtl,
    logger: options.logger ?? silentLogger,
    rateLimits: options.rateLimits ?? RELAXED_RATE_LIMITS,
    // Uploads of a test run go to a directory of their own, never the developer's .data/photos.
    photosDir: join(tmpdir(), `brigade-photos-${randomBytes(6).toString('hex')}`),
  });
  let server: Server;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      const s = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(s)));
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    jwtSecret,
    close() {
      closing ??= (async () => {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await database.close();
      })();
      return closing;
    },
  };
}

/** Logs in through the api and returns the bearer token. */
export async function loginAs(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { token?: string; error?: string };
  if (!response.ok || !body.token) {
    throw new Error(`loginAs(${email}) failed: ${response.status} ${body.error ?? ''}`);
  }
  return body.token;
}
