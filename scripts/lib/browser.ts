// Debian's Chromium through playwright-core, signed in the way a user does: shared by the
// end-to-end tests (tests/e2e/harness.ts) and the screenshot script (scripts/screenshots.ts).
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
  });
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

/** Waits until the page's data has arrived: no request in flight, no skeleton, no spinner. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  // The scripts' compiler has no DOM types: what runs in the page is written as a string.
  await page
    .waitForFunction(
      `!document.querySelector('.MuiSkeleton-root, [role="progressbar"], [aria-busy="true"]')`,
      undefined,
      { timeout: 8_000 },
    )
    .catch(() => undefined);
  // Transitions (dialogs, drawers, tabs' indicator) end within MUI's 225 ms.
  await page.waitForTimeout(400);
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
