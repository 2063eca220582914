// Issue 21 item 22: no page has a critical or serious axe-core finding. Every route of the router
// (read from the web app's feature areas, so a new page is checked the day it exists) for an
// ADMIN, who sees every button, at a phone's size and a desktop's; then the pages a MANAGER and
// an EMPLOYEE work on every day, at both sizes too (their screens are the ADMIN's with fewer
// actions: the full table for every role, once, is in
// docs/decisions/web.md#zero-critical-and-serious-axe-findings-checked-in-ci).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { settle, sidewaysScrollers } from '../../scripts/lib/browser.ts';
import { routesOfTheRouter } from '../../scripts/lib/routes.ts';
import { logIn, useProduct } from './harness.ts';

/** In this order: a page is loaded on the desktop, then the window narrows to a phone's. */
const SIZES = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * Pages with a box that scrolls sideways on a phone by design, as a tab bar does: the page itself
 * still fits the screen.
 */
const SCROLLS_SIDEWAYS_BY_DESIGN: Record<string, string> = {
  '/planning': "the week's grid, seven days wide (PlanningPage.tsx)",
  '/badgeuse': 'the row of days above the clock table (BadgeusePage.tsx)',
};

/** A route's address with the demo chain's first ids (the enseigne, a restaurant, an order…). */
const concrete = (pattern: string) => pattern.replace(/:\w+/g, '1');

/** The pages of the other roles' days: the dashboard, the floor's logs, counting, ordering. */
const DAILY = [
  '/',
  '/planning',
  '/badgeuse',
  '/hygiene/temperature',
  '/hygiene/traceability',
  '/inventory/new',
  '/purchase-orders',
  '/settings',
];

const e2e = useProduct('accessibility');

/**
 * The critical and serious findings on the page as shown, one line each. A page caught between
 * two states (a button's colour in transition while CI loads both cores) is looked at again once
 * settled: what stays is a finding.
 */
async function findings(page: Page): Promise<string[]> {
  await settle(page);
  const first = await serious(page);
  if (first.length === 0) return first;
  await settle(page);
  return serious(page);
}

/**
 * The rules whose every check is of minor or moderate impact: they can never make a critical or
 * serious finding, so the sweep skips them (about a fifth of axe's time on a page). Read from the
 * axe the first analysis injected, so an axe release that makes one of them serious runs it again;
 * until known (the first page), or if axe's internals move, every rule runs.
 */
let neverSerious: string[] | undefined;
// A string: this compiler has no DOM types.
const NEVER_SERIOUS = `(() => {
  const audit = window.axe && window.axe._audit;
  if (!audit || !Array.isArray(audit.rules) || !audit.data || !audit.data.checks) return [];
  const impactOf = (check) => {
    const meta = audit.data.checks[typeof check === 'string' ? check : check.id];
    return meta ? meta.impact : undefined;
  };
  return audit.rules
    .filter((rule) => {
      const impacts = [...rule.any, ...rule.all, ...rule.none].map(impactOf);
      if (rule.impact) impacts.push(rule.impact);
      return impacts.length > 0 && impacts.every((impact) => impact === 'minor' || impact === 'moderate');
    })
    .map((rule) => rule.id);
})()`;

async function serious(page: Page): Promise<string[]> {
  // Only the violations are read: axe then skips detailing what passed (~15 % of its time).
  // Legacy mode runs axe in the page itself: the default opens a blank page to gather each
  // analysis's results, three times slower here, for cross-origin frames the app does not have.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (neverSerious?.length) builder.disableRules(neverSerious);
  const { violations } = await builder.analyze();
  neverSerious ??= await page.evaluate<string[]>(NEVER_SERIOUS);
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.id} (${v.nodes.length}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** How wide the page is laid out: more than the screen means scrolling sideways. */
const pageWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

/**
 * Each page of `paths`, signed in as `email`, looked at on a desktop then on a phone without
 * being loaded again (the layout follows the window, as when a tablet turns: a load per size cost
 * Chromium the bundle and the app's start twice): the findings by page, and on the phone what is
 * wider than the screen or scrolls sideways inside (issue 10 item 8; a box that does so by design
 * aside: `SCROLLS_SIDEWAYS_BY_DESIGN`).
 */
async function sweep(
  email: string,
  paths: readonly string[],
): Promise<{ found: Record<string, string[]>; wide: string[] }> {
  const found: Record<string, string[]> = {};
  const wide: string[] = [];
  const page = await e2e.newPage();
  await logIn(page, email);
  for (const path of paths) {
    await page.setViewportSize(SIZES.desktop);
    await page.goto(path);
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      const lines = await findings(page);
      if (lines.length > 0) found[`${size} ${path}`] = lines;
    }
    const width = await pageWidth(page);
    if (width > SIZES.phone.width) wide.push(`${path}: ${width}px`);
    if (path in SCROLLS_SIDEWAYS_BY_DESIGN) continue;
    for (const box of await sidewaysScrollers(page)) wide.push(`${path}: ${box}`);
  }
  return { found, wide };
}

describe('axe-core finds nothing critical or serious', () => {
  test('on every route of the router, for an ADMIN, on a phone and a desktop', async () => {
    const { publicPaths, appPaths } = await routesOfTheRouter();
    expect(appPaths.length).toBeGreaterThan(40);
    // The public pages first, signed out.
    const page = e2e.page;
    const signedOut: Record<string, string[]> = {};
    for (const path of publicPaths) {
      await page.setViewportSize(SIZES.desktop);
      await page.goto(path === '/accept-invitation' ? `${path}?token=lien-inconnu` : path);
      for (const [size, viewport] of Object.entries(SIZES)) {
        await page.setViewportSize(viewport);
        const lines = await findings(page);
        if (lines.length > 0) signedOut[`${size} ${path}`] = lines;
      }
      const width = await pageWidth(page);
      expect(width, path).toBeLessThanOrEqual(SIZES.phone.width);
    }
    expect(signedOut).toEqual({});
    const { found, wide } = await sweep('admin@demo.fr', appPaths.map(concrete));
    expect(found).toEqual({});
    expect(wide).toEqual([]);
  }, 600_000);

  test('on the pages of a MANAGER’s and an EMPLOYEE’s day, at both sizes', async () => {
    expect(await sweep('manager@demo.fr', DAILY)).toEqual({ found: {}, wide: [] });
    expect(await sweep('employe@demo.fr', DAILY)).toEqual({ found: {}, wide: [] });
  }, 300_000);
});
