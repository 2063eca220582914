// The REST api: `npm start -w api`. Env: API_PORT (4001), API_HOST (127.0.0.1), DATABASE_URL
// (else PGlite in DATA_DIR), DATA_DIR (<repo>/.data), JWT_SECRET (else generated into DATA_DIR),
// TOKEN_TTL (12h), APP_URL (http://localhost:4000, for invitation links), SMTP_URL (else the
// invitation links are logged), MAIL_FROM, TRUST_PROXY (loopback: whose X-Forwarded-For names the
// client, for the per-address brute-force limits; 'false' trusts no one), S3_ENDPOINT, S3_BUCKET,
// S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (else files are kept in the database).
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { resolveJwtSecret } from './auth/tokens.ts';
import { dataPaths, listenAddress } from './config.ts';
import { openDatabase } from './db/index.ts';
import { seedIfEmpty } from './db/seed.ts';
import { consoleLogger } from './http/logger.ts';
import { createMailer } from './mail/index.ts';
import { s3ConfigFromEnv } from './files/s3.ts';

const paths = dataPaths();
const { host, port } = listenAddress();

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: paths.pglite,
});
if (await seedIfEmpty(database.db, { photosDir: paths.photos })) {
  console.log('[api] base vide : enseigne de démonstration créée (admin@demo.fr / demo1234)');
}
const app = createApp({
  db: database.db,
  jwtSecret: resolveJwtSecret(process.env.JWT_SECRET, paths.jwtSecret),
  tokenTtl: process.env.TOKEN_TTL || undefined,
  appUrl: process.env.APP_URL || undefined,
  trustProxy: process.env.TRUST_PROXY === 'false' ? false : process.env.TRUST_PROXY || undefined,
  s3: s3ConfigFromEnv(),
  mailer: createMailer({
    smtpUrl: process.env.SMTP_URL || undefined,
    from: process.env.MAIL_FROM || undefined,
    logger: consoleLogger,
  }),
});

const server = app.listen(port, host, (error?: Error) => {
  if (error) {
    console.error(`[api] cannot listen on ${host}:${port}`, error);
    void database.close().finally(() => process.exit(1));
    return;
  }
  const { port: actual } = server.address() as AddressInfo;
  const where = database.kind === 'postgres' ? 'Postgres' : `PGlite (${paths.pglite})`;
  console.log(`[api] ready on http://${host}:${actual}/api (${where})`);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[api] ${signal}: stopping`);
  server.closeIdleConnections();
  // A request still running after 5 s is cut off: the database must be closed to keep its data.
  const force = setTimeout(() => server.closeAllConnections(), 5000);
  force.unref();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
