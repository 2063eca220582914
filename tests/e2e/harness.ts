// Runs the product exactly as `npm start` does (scripts/start.ts), but on free ports and in a
// throw-away data directory, and drives it with Debian's Chromium through playwright-core.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { repoRoot } from '../../scripts/lib/processes.ts';
import {
  connectBrowser,
  DEMO_PASSWORD,
  launchBrowser,
  logIn as logInThroughForm,
  waitForPath,
  watchRequests,
} from '../../scripts/lib/browser.ts';
import { launchProduct, type ProductProcess } from '../../scripts/lib/product.ts';
import { copyDatabase } from './databases.ts';

export {
  CHROMIUM_PATH,
  DEMO_PASSWORD,
  labelled,
  launchBrowser,
  waitForPath,
} from '../../scripts/lib/browser.ts';

export interface Product {
  url: string;
  stop(): Promise<void>;
}

/**
 * A download's bytes, read through Playwright's stream: the browser is the run's, reached over a
 * connection (global-setup.ts), so the file it saved is on its side, without a local path.
 */
export async function downloadBody(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Starts scripts/start.ts (scripts/lib/product.ts) on a copy of the run's seeded data directory
 * (global-setup.ts), and on a copy of its seeded Postgres database when the run has one; resolves
 * once both servers answer.
 */
export async function startProduct(env: NodeJS.ProcessEnv = {}): Promise<Product> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  // A copy per file: what one file writes, no other file sees. Without the suite's global setup
  // (another config), npm start makes the directory itself, as on a first start.
  const template = inject('e2eDataTemplate');
  if (template) cpSync(template, dataDir, { recursive: true });
  const postgres = inject('e2ePostgres');
  const removeData = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  let database: Awaited<ReturnType<typeof copyDatabase>> | undefined;
  // The product's output stays out of the test report unless something goes wrong (E2E_VERBOSE
  // shows it).
  let product: ProductProcess;
  try {
    if (postgres) database = await copyDatabase(postgres.serverUrl, postgres.template);
    product = await launchProduct({
      dataDir,
      env,
      databaseUrl: database?.url,
      verbose: Boolean(process.env.E2E_VERBOSE),
    });
  } catch (error) {
    await removeData();
    throw error;
  }
  return {
    url: `http://localhost:${product.port}`,
    stop: async () => {
      await product.stop(30_000);
      await removeData();
    },
  };
}

/** The running product's address (useProduct), to ask its graph for a session. */
let productUrl: string | undefined;
let logins = 0;

/** The sessions the graph gave, per product and account: one login request per file and account. */
const sessions = new Map<string, Promise<{ token: string; user: unknown }>>();

async function sessionFor(baseURL: string, email: string, password: string) {
  const response = await fetch(new URL('/graphql', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation Login($email: String!, $password: String!) {
        login(email: $email, password: $password) { token user { id firstName lastName email role } }
      }`,
      variables: { email, password },
    }),
  });
  const body = (await response.json()) as {
    data?: { login?: { token: string; user: unknown } };
    errors?: unknown;
  };
  if (!body.data?.login) {
    throw new Error(`login of ${email} refused: ${response.status} ${JSON.stringify(body.errors)}`);
  }
  return body.data.login;
}

/**
 * Signs in as the web app's login form leaves the browser (docs/areas/platform.md#session: the
 * token and the user in localStorage), without going through the form: the graph's login, once
 * per file and account, and one load of the dashboard. The form itself is driven where it is the
 * subject: a new chain's first sign-in (product.e2e.ts, logInThroughForm), an employee's after his
 * deactivation (access.e2e.ts).
 */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!productUrl) throw new Error('logIn: no product started (useProduct)');
  const baseURL = productUrl;
  const key = `${baseURL} ${email} ${password}`;
  let session = sessions.get(key);
  if (!session) {
    session = sessionFor(baseURL, email, password);
    sessions.set(key, session);
    session.catch(() => sessions.delete(key));
  }
  const { token, user } = await session;
  // Once per tab (sessionStorage is the tab's): a later logout, reload or navigation keeps what
  // the app has done since.
  const flag = `e2e-session-${++logins}`;
  // A string: this compiler has no DOM types.
  const [f, t, u] = [flag, token, JSON.stringify(user)].map((value) => JSON.stringify(value));
  await page.addInitScript({
    content: `try {
      if (!sessionStorage.getItem(${f})) {
        sessionStorage.setItem(${f}, '1');
        localStorage.setItem('token', ${t});
        localStorage.setItem('user', ${u});
      }
    } catch {}`,
  });
  // The app checks a stored token with the graph's `me` before trusting it, and forgets it if
  // that check fails, as it does when the page is left before the answer: wait for it, and for
  // the signed-in shell.
  const checked = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/graphql' &&
      (response.request().postData() ?? '').includes('SessionMe'),
    { timeout: 15_000 },
  );
  await page.goto('/');
  await checked;
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Menu utilisateur/ })
    .waitFor({ state: 'attached', timeout: 15_000 });
  await waitForPath(page, '/');
}

export { logInThroughForm };

export const artifactsDir = join(repoRoot, 'tests/e2e/artifacts');

/** Full-page screenshot under tests/e2e/artifacts/, named after the failed test. */
export async function saveScreenshot(page: Page, testName: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const file = join(artifactsDir, `${testName.replace(/[^\w-]+/g, '_').slice(0, 120)}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export interface E2E {
  readonly product: Product;
  /** The current test's page, in a fresh context (its own storage: each test starts logged out). */
  readonly page: Page;
  /** Another browser context, as another person's or device's browser (closed after the test). */
  newPage(): Promise<Page>;
  /** E2E_SCREENSHOTS=1 keeps a picture of each step in tests/e2e/artifacts/ (to look at). */
  snapshot(name: string): Promise<void>;
}

/**
 * One product and one browser connection for the file, a fresh context per test, a screenshot of
 * the page when a test fails. Call once at the top of a spec file.
 */
/** `env`: what the product's processes get beyond the run's (a test's SMTP_URL). */
export function useProduct(prefix: string, { env }: { env?: NodeJS.ProcessEnv } = {}): E2E {
  let product: Product | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  const contexts: BrowserContext[] = [];
  // What Chromium says of the server's headers on any page ('Error with Permissions-Policy
  // header: Unrecognized feature …'): a policy the browser cannot read protects nothing.
  const headerErrors: string[] = [];
  const open = async () => {
    const context = await browser!.newContext({ baseURL: product!.url, locale: 'fr-FR' });
    context.setDefaultTimeout(10_000);
    contexts.push(context);
    const page = await context.newPage();
    watchRequests(page);
    page.on('console', (message) => {
      if (/^Error with [\w-]+ header/.test(message.text())) headerErrors.push(message.text());
    });
    return page;
  };

  beforeAll(async () => {
    // Side by side: the connection to the run's Chromium (global-setup.ts; or a Chromium of the
    // file's own without that setup) while npm start starts. afterAll closes whichever started: a
    // connection's close ends its contexts, not the run's browser.
    const endpoint = inject('e2eBrowserEndpoint');
    const [started, launched] = await Promise.allSettled([
      startProduct(env),
      endpoint ? connectBrowser(endpoint) : launchBrowser(),
    ]);
    if (started.status === 'fulfilled') product = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
    productUrl = product!.url;
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  beforeEach(async () => {
    page = await open();
  });
  afterEach(async (ctx) => {
    // Here, not in onTestFailed: vitest runs that after afterEach, once the page is closed.
    if (ctx.task.result?.state === 'fail') {
      const file = await saveScreenshot(page!, ctx.task.name).catch(() => undefined);
      if (file) console.error(`screenshot: ${file}`);
    }
    for (const context of contexts.splice(0)) await context.close();
    const errors = headerErrors.splice(0);
    if (errors.length > 0) throw new Error(`Chromium refused a header:\n${errors.join('\n')}`);
  });

  return {
    get product() {
      return product!;
    },
    get page() {
      return page!;
    },
    async newPage() {
      return open();
    },
    async snapshot(name) {
      if (process.env.E2E_SCREENSHOTS) await saveScreenshot(page!, `${prefix}-${name}`);
    },
  };
}
