// Issue 10 item 8 in a real browser at a phone's size (390 × 844): no page is wider than the
// screen (every route: accessibility.e2e.ts), the menu is a drawer over the page, lists are cards
// and dialogs take the whole screen.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { settle, sidewaysScrollers } from '../../scripts/lib/browser.ts';
import { logIn, useProduct, waitForPath } from './harness.ts';

const PHONE = { width: 390, height: 844 };

const e2e = useProduct('phone-layout');
let page: Page;
beforeEach(async () => {
  page = e2e.page;
  await page.setViewportSize(PHONE);
});

/** How wide the page is laid out: more than the screen means scrolling sideways. */
const pageWidth = () => page.evaluate<number>('document.documentElement.scrollWidth');

/**
 * Pages of one supplier, article or product, reached as a user does: by its link in a list (the
 * names are the demo catalogue's, api/src/db/seed-catalogue.ts; its ids are not stated anywhere).
 */
const LINKED_PAGES = [
  { list: '/suppliers', link: 'Primeurs du Marché' },
  { list: '/articles?search=Carotte des sables', link: 'Carotte des sables' },
  { list: '/products?search=Carotte', link: 'Carotte' },
];

describe('on a phone, end to end', () => {
  // Every route of the router is measured so by the accessibility sweep (accessibility.e2e.ts),
  // with the demo's first ids; these pages are reached as a user reaches them, by a list's link.
  test('a page opened from a list is no wider than the screen and does not scroll sideways', async () => {
    await logIn(page, 'admin@demo.fr');
    const wide: string[] = [];
    const measure = async (path: string) => {
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settle(page);
      const width = await pageWidth();
      if (width > PHONE.width) wide.push(`${path}: ${width}px`);
      // Nor a table scrolling sideways in its box, which hides as much.
      for (const box of await sidewaysScrollers(page)) wide.push(`${path}: ${box}`);
    };
    for (const { list, link } of LINKED_PAGES) {
      await page.goto(list);
      await page.getByRole('main').getByRole('link', { name: link, exact: true }).first().click();
      await page.waitForURL((url) => url.pathname !== new URL(list, url).pathname);
      await page.getByRole('heading', { name: link, level: 1 }).waitFor();
      await measure(new URL(page.url()).pathname);
    }
    expect(wide).toEqual([]);
  }, 240_000);

  test('the menu is a drawer over the page, closed by following a link', async () => {
    await logIn(page, 'employe@demo.fr');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await menu.waitFor();
    // Over the page: the page keeps the whole width under it.
    const main = await page.locator('main').boundingBox();
    expect(main?.x).toBe(0);
    expect(main?.width).toBe(PHONE.width);
    await menu.getByRole('link', { name: 'Hygiène' }).click();
    await waitForPath(page, '/hygiene/temperature');
    await menu.waitFor({ state: 'hidden' });
  });

  test('a list is a column of cards and a dialog takes the whole screen', async () => {
    await logIn(page, 'manager@demo.fr');
    await page.goto('/restaurant/zones');
    const cards = page.getByRole('listitem').filter({ hasText: 'Cuisine' });
    await cards.first().waitFor();
    expect(await page.locator('table').count()).toBe(0);
    await cards
      .first()
      .getByRole('button', { name: /^Modifier / })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await settle(page);
    const box = await page.locator('.MuiDialog-paper').boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    await e2e.snapshot('zone-dialog');
  });
});
