// Runs the product exactly as `npm start` does (scripts/start.ts), but on free ports and in a
// throw-away data directory, and drives it with Debian's Chromium through playwright-core.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { repoRoot } from '../../scripts/lib/processes.ts';
import { launchBrowser } from '../../scripts/lib/browser.ts';
import { launchProduct, type ProductProcess } from '../../scripts/lib/product.ts';

export {
  CHROMIUM_PATH,
  DEMO_PASSWORD,
  labelled,
  launchBrowser,
  logIn,
  waitForPath,
} from '../../scripts/lib/browser.ts';

export interface Product {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts scripts/start.ts (scripts/lib/product.ts) on a copy of the run's seeded data directory
 * (global-setup.ts); resolves once both servers answer.
 */
export async function startProduct(): Promise<Product> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  // A copy per file: what one file writes, no other file sees. Without the suite's global setup
  // (another config), npm start makes the directory itself, as on a first start.
  const template = inject('e2eDataTemplate');
  if (template) cpSync(template, dataDir, { recursive: true });
  // The e2e suite runs on the embedded database it seeded itself, even when the shell points the
  // api suite at Postgres (launchProduct removes DATABASE_URL). Its output stays out of the
  // test report unless something goes wrong (E2E_VERBOSE shows it).
  let product: ProductProcess;
  try {
    product = await launchProduct({ dataDir, verbose: Boolean(process.env.E2E_VERBOSE) });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://localhost:${product.port}`,
    stop: async () => {
      await product.stop(30_000);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

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
 * One product and one browser for the file, a fresh context per test, a screenshot of the page
 * when a test fails. Call once at the top of a spec file.
 */
export function useProduct(prefix: string): E2E {
  let product: Product | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  const contexts: BrowserContext[] = [];
  const open = async () => {
    const context = await browser!.newContext({ baseURL: product!.url, locale: 'fr-FR' });
    context.setDefaultTimeout(10_000);
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchBrowser();
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
