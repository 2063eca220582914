// Once per run, before any file: the web app npm start serves, and one data directory as the
// product's first start leaves it. Each file's product then starts on its own copy of it (see
// startProduct in harness.ts): a second start, ~10 s, instead of initdb, the migrations and the
// demo seed, ~25 s, in every file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from '../../scripts/lib/browser.ts';
import { seedDataDir } from '../../scripts/lib/product.ts';
import { ensureWebBuilt } from '../../scripts/lib/web-build.ts';
import { createEmptyDatabase, dropDatabase } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded data directory to copy; absent when this setup did not run. */
    e2eDataTemplate?: string;
    /** The run's Chromium, which each file connects to; absent when this setup did not run. */
    e2eBrowserEndpoint?: string;
    /** With E2E_DATABASE_URL: that server, and the seeded database each file copies. */
    e2ePostgres?: { serverUrl: string; template: string };
  }
}

const log = (line: string) => console.log(`[e2e] ${line}`);

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Here rather than in the first file's npm start, whose beforeAll would pay for it.
  await ensureWebBuilt(log);

  const template = mkdtempSync(join(tmpdir(), 'e2e-template-'));
  // npm test --postgres URL passes it as E2E_DATABASE_URL (databases.ts says why); not
  // DATABASE_URL, which a developer's shell may hold for the api suite.
  const serverUrl = process.env.E2E_DATABASE_URL;
  // Named as the api suite's test databases (databases.ts), so a run killed before its teardown
  // leaves nothing the next api suite on this server does not drop.
  const postgres = serverUrl
    ? { serverUrl, template: `brigade_test_${process.pid}_e2e_template` }
    : undefined;
  const dropTemplate = async () => {
    if (postgres) await dropDatabase(postgres.serverUrl, postgres.template);
  };
  const databaseUrl = postgres && (await createEmptyDatabase(serverUrl!, postgres.template));
  const started = Date.now();
  // One Chromium for the run, started while the demo data is seeded: each file connects to it
  // with contexts of its own (the same isolation as a browser per file, without a launch per file).
  const [seeded, launched] = await Promise.allSettled([
    seedDataDir(template, { verbose: Boolean(process.env.E2E_VERBOSE), databaseUrl }),
    launchBrowserServer(),
  ]);
  if (seeded.status === 'rejected' || launched.status === 'rejected') {
    if (launched.status === 'fulfilled') await launched.value.close();
    rmSync(template, { recursive: true, force: true });
    await dropTemplate();
    throw seeded.status === 'rejected' ? seeded.reason : (launched as PromiseRejectedResult).reason;
  }
  const browser = launched.value;
  log(
    `demo ${postgres ? `database ${postgres.template}` : 'data directory'} seeded in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  project.provide('e2eDataTemplate', template);
  project.provide('e2eBrowserEndpoint', browser.wsEndpoint());
  if (postgres) project.provide('e2ePostgres', postgres);
  return async () => {
    await browser.close();
    rmSync(template, { recursive: true, force: true });
    await dropTemplate();
  };
}
