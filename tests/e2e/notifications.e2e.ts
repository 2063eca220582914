// The notifications slice end to end, on the demo data `npm start` serves: a MANAGER
// records a fridge's temperature out of its range, typed the French way ('9,5'); the chain's ADMIN,
// in his own browser, sees the bell count one more unread once he moves to another page, reads
// « Température critique : … » at the top of its list, and empties the count with « Tout marquer
// comme lu », which the server keeps. The open list has no critical or serious axe finding, takes a
// phone's whole width there, and leads to the temperature log. The author is not told of his own
// reading. The admin's email reaches a real SMTP server the test starts; switched off in /settings,
// it stops, while the bell still counts.
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { settle } from '../../scripts/lib/browser.ts';
import { labelled, logIn, useProduct, waitForPath } from './harness.ts';
import { startSmtp } from './smtp.ts';

const smtp = await startSmtp();
afterAll(() => smtp.close());
const e2e = useProduct('notifications', { env: { SMTP_URL: smtp.url } });

const ADMIN = 'admin@demo.fr';

const FRIDGE = 'Frigo de préparation';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/**
 * The top bar's bell: « Notifications », or « Notifications (N non lues) ». Found under its open
 * list too, where the modal hides the rest of the page from assistive tools (aria-hidden).
 */
const bell = (page: Page) =>
  page.getByRole('banner', { includeHidden: true }).getByRole('button', {
    name: /^Notifications( \(\d+ non lues?\))?$/,
    includeHidden: true,
  });

/** The unread count the bell says (0 when its name has none). */
async function unread(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/\((\d+) non lues?\)/.exec(name)?.[1] ?? 0);
}

/** The count once the page's requests (the bell's among them) have answered. */
async function settledUnread(page: Page): Promise<number> {
  await settle(page);
  return unread(page);
}

/** The text with no-break spaces as plain ones (French typography puts them before ':', '°C'). */
const plain = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' ');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const list = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** A move inside the app (no reload), by the left menu: the bell reads its count again. */
async function moveTo(page: Page, entry: string, path: string) {
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: entry })
    .click();
  await waitForPath(page, path);
}

/** The critical and serious axe findings inside the open list. */
async function listFindings(page: Page): Promise<string[]> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * Records a reading of the fridge (0–4 °C) as the signed-in user, confirming it out of range:
 * answers the restaurant it was recorded in.
 */
async function recordReading(manager: Page, temperature: string): Promise<string> {
  await manager.goto('/hygiene/temperature');
  await manager.getByRole('heading', { name: 'Relevés de température', level: 1 }).waitFor();
  const picker = manager.getByRole('combobox', { name: 'Restaurant' });
  await expect.poll(() => picker.inputValue()).not.toBe('');
  const restaurant = await picker.inputValue();
  await manager.getByRole('button', { name: 'Nouveau relevé' }).first().click();
  const form = manager.getByRole('dialog', { name: 'Nouveau relevé' });
  await form.getByLabel(labelled('Équipement')).click();
  await manager.getByRole('option', { name: new RegExp(`^${FRIDGE}`) }).click();
  await form.getByLabel(labelled('Température (°C)')).fill(temperature);
  await form.getByRole('button', { name: 'Créer', exact: true }).click();
  await manager
    .getByRole('dialog', { name: 'Température hors de la plage autorisée' })
    .getByRole('button', { name: 'Enregistrer quand même' })
    .click();
  await form.waitFor({ state: 'hidden' });
  await manager.getByText('Relevé enregistré').waitFor();
  return restaurant;
}

/** The alert emails the admin received for a reading of `temperature` ('9,5'). */
const adminAlerts = (temperature: string) =>
  smtp.received.filter(
    (mail) =>
      mail.to.includes(ADMIN) &&
      mail.subject === `Température critique : ${FRIDGE}` &&
      mail.text.replace(/[\u00a0\u202f]/g, ' ').includes(`${temperature} °C`),
  );

/** Sets the admin's « Notifications par email » switch in /settings, and saves. */
async function setEmailSwitch(admin: Page, on: boolean) {
  await admin.goto('/settings');
  await admin.getByRole('tab', { name: 'Notifications' }).click();
  const toggle = admin.getByRole('switch', { name: 'Notifications par email' });
  await expect.poll(() => toggle.isChecked()).toBe(!on);
  await toggle.click();
  await admin.getByRole('button', { name: 'Enregistrer' }).click();
  await admin.getByText('Préférences enregistrées').waitFor();
}

describe('notifications, end to end', () => {
  test("a manager's critical reading rings the admin's bell, read with « Tout marquer comme lu »", async () => {
    const admin = e2e.page;
    await admin.setViewportSize(DESKTOP);
    await logIn(admin, ADMIN);
    // The demo's open critical readings may already have notified him: counted from what is there.
    const before = await settledUnread(admin);

    const manager = await e2e.newPage();
    await manager.setViewportSize(DESKTOP);
    await logIn(manager, 'manager@demo.fr');
    const managerBefore = await settledUnread(manager);
    const restaurant = await recordReading(manager, '9,5');

    // The admin's page was open all along: a move to another page reads the count again.
    await moveTo(admin, 'Planning', '/planning');
    await expect.poll(() => unread(admin)).toBe(before + 1);
    await e2e.snapshot('bell-counted');
    // And by email, through SMTP: the alert in French, with the way to the log.
    await expect.poll(() => adminAlerts('9,5').length, { timeout: 15_000 }).toBe(1);
    expect(adminAlerts('9,5')[0]!.text).toContain('/hygiene/temperature');

    await bell(admin).click();
    await list(admin).waitFor();
    const newest = list(admin).getByRole('link').first();
    await expect.poll(() => plain(newest)).toContain(`Température critique : ${FRIDGE}`);
    const text = await plain(newest);
    expect(text).toMatch(
      new RegExp(`9,5 °C relevés le .+ à \\d{2}:\\d{2} par .+ \\(${escaped(restaurant)}\\)\\.`),
    );
    expect(text).toContain('Non lue');
    expect(await newest.getAttribute('href')).toBe('/hygiene/temperature');
    expect(await listFindings(admin)).toEqual([]);
    await e2e.snapshot('bell-list');

    const markAll = list(admin).getByRole('button', { name: 'Tout marquer comme lu' });
    await markAll.click();
    await expect.poll(() => bell(admin).getAttribute('aria-label')).toBe('Notifications');
    await expect.poll(() => markAll.isDisabled()).toBe(true);
    expect(await list(admin).getByText('Non lue').count()).toBe(0);

    // Written on the server: a reload reads none unread either.
    await admin.keyboard.press('Escape');
    await list(admin).waitFor({ state: 'hidden' });
    await admin.reload();
    expect(await settledUnread(admin)).toBe(0);

    // On a phone the list takes the screen's whole width, and its link leads to the log.
    await admin.setViewportSize(PHONE);
    await bell(admin).click();
    await list(admin).waitFor();
    // Polled: the popover grows from the bell (a scale transition) before it stands at full width.
    await expect.poll(async () => (await list(admin).boundingBox())?.width).toBe(PHONE.width);
    expect(
      await admin.evaluate<number>('document.documentElement.scrollWidth'),
    ).toBeLessThanOrEqual(PHONE.width);
    expect(await listFindings(admin)).toEqual([]);
    await e2e.snapshot('bell-phone');
    const first = list(admin).getByRole('link').first();
    await expect.poll(() => plain(first)).toContain(`Température critique : ${FRIDGE}`);
    await first.click();
    await waitForPath(admin, '/hygiene/temperature');
    await list(admin).waitFor({ state: 'hidden' });
    await admin.getByRole('heading', { name: 'Relevés de température', level: 1 }).waitFor();

    // The author is not told of his own reading.
    await moveTo(manager, 'Planning', '/planning');
    expect(await settledUnread(manager)).toBe(managerBefore);
  }, 120_000);

  test('the email switch of /settings stops the alert by email, not in the bell', async () => {
    const admin = e2e.page;
    await admin.setViewportSize(DESKTOP);
    await logIn(admin, ADMIN);
    const manager = await e2e.newPage();
    await manager.setViewportSize(DESKTOP);
    await logIn(manager, 'manager@demo.fr');

    await setEmailSwitch(admin, false);
    const before = await settledUnread(admin);
    await recordReading(manager, '8,7');
    await moveTo(admin, 'Planning', '/planning');
    await expect.poll(() => unread(admin)).toBe(before + 1);

    // Switched on again, the next alert comes: the one before, sent first if at all, never did.
    await setEmailSwitch(admin, true);
    await recordReading(manager, '9,1');
    await expect.poll(() => adminAlerts('9,1').length, { timeout: 15_000 }).toBe(1);
    expect(adminAlerts('8,7')).toEqual([]);
  }, 120_000);
});
