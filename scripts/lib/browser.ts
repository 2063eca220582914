// Debian's Chromium through playwright-core, signed in the way a user does: shared by the
// end-to-end tests (tests/e2e/harness.ts) and the screenshot script (scripts/screenshots.ts).
import { chromium, type Browser, type BrowserServer, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH_OPTIONS);
}

/**
 * The same Chromium as a server that several processes or test files connect to
 * (`connectBrowser`), each with its own contexts: started once rather than once per file.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH_OPTIONS);
}

/** A connection to a `launchBrowserServer`; closing it closes its contexts, not the browser. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

/** The field of that label exactly (MUI appends ' *' to required ones), so 'Nom' ≠ 'Nom de…'. */
export const labelled = (label: string): RegExp =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** The demo chain's password (README, « Comptes de démonstration »). */
export const DEMO_PASSWORD = 'demo1234';

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
}

/** Signs in through the login page and waits for the dashboard. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(labelled('Email')).fill(email);
  await page.getByLabel(labelled('Mot de passe')).fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await waitForPath(page, '/');
}

const inFlight = new WeakMap<Page, { count: number; idle: Set<() => void> }>();

/**
 * Counts the page's requests in flight, for settle(): call it on a new page, before it loads
 * anything. Without it, settle() falls back on Playwright's 'networkidle' (half a second without
 * a request, each time).
 */
export function watchRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const state = { count: 0, idle: new Set<() => void>() };
  inFlight.set(page, state);
  const done = () => {
    state.count = Math.max(0, state.count - 1);
    if (state.count === 0) for (const resolve of state.idle) resolve();
  };
  page.on('request', () => state.count++);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Resolves once no request of the page is in flight (or after timeoutMs, whatever the network). */
async function requestsDone(page: Page, timeoutMs: number): Promise<void> {
  const state = inFlight.get(page);
  if (!state) {
    await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
    return;
  }
  if (state.count === 0) return;
  await new Promise<void>((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      state.idle.delete(finish);
      resolve();
    };
    const timer = setTimeout(finish, timeoutMs);
    state.idle.add(finish);
  });
}

/**
 * Waits until the page's data has arrived and it has stopped moving: no request in flight, no
 * skeleton, no spinner, no transition running (dialogs, drawers, tabs' indicator). Conditions
 * only, no fixed pause: a page that is ready costs a few frames.
 */
export async function settle(page: Page): Promise<void> {
  // The data a page shows may ask for more (a list, then its rows' details): until both hold at
  // once, a few rounds at most.
  for (let round = 0; round < 5; round++) {
    await requestsDone(page, 15_000);
    // The scripts' compiler has no DOM types: what runs in the page is written as a string.
    await page
      .waitForFunction(
        `!document.querySelector('.MuiSkeleton-root, [role="progressbar"], [aria-busy="true"]')`,
        undefined,
        { timeout: 8_000 },
      )
      .catch(() => undefined);
    if ((inFlight.get(page)?.count ?? 0) === 0) break;
  }
  // Two frames, so that a transition React has just asked for has started; then until none runs
  // (an endless animation, a spinner's, is not waited for).
  await page
    .waitForFunction(
      `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() =>
        resolve(document.getAnimations().every((a) => a.playState !== 'running'
          || a.effect?.getTiming().iterations === Infinity)))))`,
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * The boxes that scroll sideways inside the page (a table in its container, say): a phone user
 * would have to swipe them to see it all. A tab bar's row of tabs scrolls by design.
 */
export function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`[...document.querySelectorAll('*')]
    .filter((el) => el.scrollWidth > el.clientWidth + 1
      && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX)
      && !el.closest('.MuiTabs-root'))
    .map((el) => el.className.toString().split(' ')[0] + ' ' + el.scrollWidth + '/' + el.clientWidth)`);
}
