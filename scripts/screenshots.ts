// Every page of the web app at 390 × 844 (a phone) and 1440 × 900 (a desktop), to look at:
// starts the product as the end-to-end tests do (scripts/lib/product.ts: `npm start` on the
// embedded database, the demo chain seeded, free ports, a throw-away data directory), signs in
// with the demo logins in Debian's Chromium, and shoots each route of the router, the dialogs its
// buttons open, the menu drawer and the restaurant picker.
//
//   node --import tsx scripts/screenshots.ts <output directory> [regexp of the shots to take]
//
// It also prints the phone pages wider than the screen (document scrollWidth > 390): they scroll
// sideways, which a phone user should never have to do.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, logIn, settle, sidewaysScrollers } from './lib/browser.ts';
import { routesOfTheRouter } from './lib/routes.ts';
import { launchProduct } from './lib/product.ts';

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
type ViewportName = keyof typeof VIEWPORTS;

/** Buttons that open a create dialog (or a create page: then the page is shot on its own). */
const CREATE_BUTTON = /^(Nouveau|Nouvelle|Nouvel|Ajouter|Créer|Inviter)\b/;
/** A row's first edit and delete buttons: their dialogs. */
const ROW_BUTTONS = [/^Modifier\b/, /^Supprimer\b/, /^Corriger\b/, /^Désactiver\b/];

interface Ids {
  restaurant: string;
  enseigne: string;
}

const [outArg, filterArg] = process.argv.slice(2);
if (!outArg) {
  console.error('usage: node --import tsx scripts/screenshots.ts <output directory> [regexp]');
  process.exit(2);
}
const outDir = resolve(outArg);
const only = filterArg ? new RegExp(filterArg) : null;
const overflowing: string[] = [];
const failures: string[] = [];
let shots = 0;

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** A route pattern with real ids of the demo chain (placeholder screens take any id). */
function concrete(pattern: string, ids: Ids): string {
  if (pattern.startsWith('/restaurant/restaurants/')) return pattern.replace(':id', ids.restaurant);
  if (pattern.startsWith('/enseignes/')) return pattern.replace(':id', ids.enseigne);
  if (pattern === '/accept-invitation') return `${pattern}?token=lien-de-demonstration`;
  return pattern.replace(/:\w+/g, '1');
}

async function shoot(page: Page, viewport: ViewportName, name: string, fullPage = true) {
  const file = `${viewport}-${name}`;
  if (only && !only.test(file)) return;
  await settle(page);
  await page.screenshot({ path: join(outDir, `${file}.png`), fullPage });
  shots++;
  if (viewport === 'phone') {
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    if (width > VIEWPORTS.phone.width) overflowing.push(`${file}: ${width}px`);
    const inner = await sidewaysScrollers(page);
    if (inner.length) overflowing.push(`${file}: scrolls sideways inside ${inner.join(', ')}`);
  }
}

async function fetchIds(page: Page): Promise<Ids> {
  const { data } = await page.evaluate<{
    data: { me: { enseigne: { id: string } }; restaurants: Array<{ id: string }> };
  }>(`fetch('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: 'Bearer ' + localStorage.getItem('token'),
    },
    body: JSON.stringify({ query: '{ me { enseigne { id } } restaurants { id } }' }),
  }).then((response) => response.json())`);
  return { restaurant: data.restaurants[0]!.id, enseigne: data.me.enseigne.id };
}

/** Opens the dialog `button` opens, shoots it, closes it. A button leading to a page: skipped. */
async function shootDialog(
  page: Page,
  viewport: ViewportName,
  name: string,
  button: Locator,
): Promise<void> {
  const label = (await button.getAttribute('aria-label')) ?? (await button.innerText());
  const file = `${name}--${slug(label)}`;
  if (only && !only.test(`${viewport}-${file}`)) return;
  const before = page.url();
  await button.click();
  const dialog = page.getByRole('dialog').last();
  const opened = await dialog
    .waitFor({ state: 'visible', timeout: 4_000 })
    .then(() => true)
    .catch(() => false);
  if (!opened) {
    if (page.url() !== before) {
      await page.goBack();
      await settle(page);
    }
    return;
  }
  await shoot(page, viewport, file, false);
  await page.keyboard.press('Escape');
  const closed = await dialog
    .waitFor({ state: 'hidden', timeout: 2_000 })
    .then(() => true)
    .catch(() => false);
  if (!closed) {
    // A dialog that ignores Escape while busy: its own button.
    await dialog
      .getByRole('button', { name: /^(Annuler|Fermer)$/ })
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await dialog.waitFor({ state: 'hidden', timeout: 4_000 }).catch(() => undefined);
  }
}

async function visibleEnabled(locator: Locator): Promise<Locator[]> {
  const found: Locator[] = [];
  for (const candidate of await locator.all()) {
    if ((await candidate.isVisible()) && (await candidate.isEnabled())) found.push(candidate);
  }
  return found;
}

/** The page, then each dialog its create buttons and its first row's buttons open. */
async function shootPage(page: Page, viewport: ViewportName, url: string, name: string) {
  try {
    await page.goto(url);
    await shoot(page, viewport, name);
    const main = page.locator('main');
    const creators = await visibleEnabled(main.getByRole('button', { name: CREATE_BUTTON }));
    for (const button of creators) await shootDialog(page, viewport, name, button);
    for (const pattern of ROW_BUTTONS) {
      const [first] = await visibleEnabled(main.getByRole('button', { name: pattern }));
      if (first) await shootDialog(page, viewport, name, first);
    }
  } catch (error) {
    failures.push(`${viewport}-${name}: ${error instanceof Error ? error.message : error}`);
  }
}

async function shootViewport(
  browser: Browser,
  baseURL: string,
  viewport: ViewportName,
  { publicPaths, appPaths }: { publicPaths: string[]; appPaths: string[] },
) {
  const phone = viewport === 'phone';
  const context = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: VIEWPORTS[viewport],
    isMobile: phone,
    hasTouch: phone,
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();

  for (const pattern of publicPaths) {
    await shootPage(
      page,
      viewport,
      concrete(pattern, { restaurant: '', enseigne: '' }),
      slug(pattern),
    );
  }
  // The login form after a refused attempt (its messages must fit too).
  await page.goto('/login');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await shoot(page, viewport, 'login-errors');

  await logIn(page, 'admin@demo.fr');
  const ids = await fetchIds(page);
  for (const pattern of appPaths) {
    const url = concrete(pattern, ids);
    await shootPage(page, viewport, url, slug(pattern) || 'dashboard');
  }

  // The shell's own pop-ups: the picker's list, the user menu, the drawer.
  await page.goto('/restaurant/zones');
  await settle(page);
  await page.getByRole('combobox', { name: 'Restaurant' }).click();
  await shoot(page, viewport, 'shell--restaurant-picker', false);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Menu utilisateur/ }).click();
  await shoot(page, viewport, 'shell--user-menu', false);
  await page.keyboard.press('Escape');
  const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await shoot(page, viewport, 'shell--menu-drawer', false);
    await page.keyboard.press('Escape');
  }

  // An employee records the hygiene logs.
  await page.evaluate('localStorage.clear()');
  await logIn(page, 'employe@demo.fr');
  await shootPage(page, viewport, '/', 'employee-dashboard');
  await shootPage(page, viewport, '/hygiene/temperature', 'employee-hygiene-temperature');
  await shootPage(page, viewport, '/hygiene/cleaning', 'employee-hygiene-cleaning');

  await context.close();
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'screenshots-data-'));
  const product = await launchProduct({ dataDir, verbose: Boolean(process.env.VERBOSE) });
  let browser: Browser | undefined;
  try {
    const routes = await routesOfTheRouter();
    browser = await launchBrowser();
    const baseURL = `http://localhost:${product.port}`;
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      await shootViewport(browser, baseURL, viewport, routes);
    }
  } finally {
    await browser?.close();
    await product.stop(30_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const report = [
    `${shots} screenshots in ${outDir}`,
    overflowing.length
      ? `Wider than the phone (${VIEWPORTS.phone.width}px):\n  ${overflowing.join('\n  ')}`
      : `No phone page is wider than ${VIEWPORTS.phone.width}px.`,
    ...(failures.length ? [`Not shot:\n  ${failures.join('\n  ')}`] : []),
  ].join('\n');
  writeFileSync(join(outDir, 'report.txt'), `${report}\n`);
  console.log(report);
}

await main();
