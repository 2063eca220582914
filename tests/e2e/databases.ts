// With --postgres (CI), the end-to-end suite runs the product on that Postgres server rather than
// on PGlite: a template database seeded once by the api's own first start (global-setup.ts), and
// a copy of it per file, as each file gets a copy of the PGlite data directory otherwise. What the
// product's pages do is the same on both databases (the api suite runs on both); a native server
// spares each file the WebAssembly Postgres's start and a third of the suite's processor time.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { quote, withDatabase } from '../../api/src/testing/database-names.ts';

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new empty database on the server (the template the api seeds): its URL. */
export async function createEmptyDatabase(serverUrl: string, name: string): Promise<string> {
  await onServer(serverUrl, async (client) => {
    await client.query(`drop database if exists ${quote(name)} with (force)`);
    await client.query(`create database ${quote(name)}`);
  });
  return withDatabase(serverUrl, name);
}

/**
 * A copy of `template` for one file: its URL, and how to drop it. Named as the api suite's test
 * databases are, with this process's pid, so a run killed mid-way leaves nothing the next api
 * suite on this server does not drop.
 */
export async function copyDatabase(
  serverUrl: string,
  template: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `brigade_test_${process.pid}_e2e_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (client) =>
    client.query(`create database ${quote(name)} template ${quote(template)}`),
  );
  return { url: withDatabase(serverUrl, name), drop: () => dropDatabase(serverUrl, name) };
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (client) =>
    client.query(`drop database if exists ${quote(name)} with (force)`),
  );
}
