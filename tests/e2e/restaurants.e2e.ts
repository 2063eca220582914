// /restaurant/restaurants and /labs in a real browser against what `npm start` serves
// (docs/areas/restaurants.md, docs/areas/platform.md#permissions): an ADMIN renames the selected
// restaurant, sees the toast and the new name in the picker without a reload; an EMPLOYEE reads the
// page 'Lecture seule'; a laboratory card opens its page. Selectors are roles, labels and the
// spec's French texts.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { logIn as logInAs, useProduct } from './harness.ts';

const e2e = useProduct('restaurants');
let page: Page;
beforeEach(() => {
  page = e2e.page;
});
const snapshot = (step: string) => e2e.snapshot(step);

const logIn = (email: string) => logInAs(page, email);

const picker = () => page.getByRole('banner').getByRole('combobox', { name: 'Restaurant' });
const pickerValue = () => picker().inputValue();
const nameField = () =>
  page.getByRole('region', { name: 'Informations' }).getByLabel(/^Nom\s*\*?$/);

describe('restaurants, end to end', () => {
  test('the restaurant page edit shows the toast and the picker updates', async () => {
    await logIn('admin@demo.fr');
    await page.goto('/restaurants');
    await page.waitForURL((url) => url.pathname === '/restaurant/restaurants');
    // The first restaurant of the picker is selected: La Table des Halles.
    await expect.poll(pickerValue).toBe('La Table des Halles');
    await expect.poll(() => nameField().inputValue()).toBe('La Table des Halles');
    await snapshot('page');

    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await nameField().fill('La Table des Halles Gourmandes');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Restaurant mis à jour avec succès !').waitFor();
    await snapshot('toast');
    await expect.poll(pickerValue).toBe('La Table des Halles Gourmandes');
    expect(navigations).toEqual([]);
    // The toast goes away by itself (3 seconds).
    await page.getByText('Restaurant mis à jour avec succès !').waitFor({
      state: 'hidden',
      timeout: 6_000,
    });
    await picker().click();
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /La Table des Halles Gourmandes/ })
      .waitFor();
  });

  test("an EMPLOYEE sees 'Lecture seule' on the restaurant page", async () => {
    await logIn('employe@demo.fr');
    await page.goto('/restaurant/restaurants');
    await page.getByText('Lecture seule').waitFor();
    await expect.poll(() => nameField().isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Enregistrer' }).count()).toBe(0);
    await snapshot('employee');
  });

  test('a laboratory card selects it and opens the restaurant page', async () => {
    await logIn('admin@demo.fr');
    await page.goto('/labs');
    const card = page.getByRole('button', {
      name: 'Sélectionner Laboratoire Central et ouvrir sa page',
    });
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain('Min: 150€');
    expect(await card.textContent()).toContain('Délai: 2 jour(s)');
    await snapshot('labs');
    await card.click();
    await page.waitForURL((url) => url.pathname === '/restaurant/restaurants');
    await expect.poll(pickerValue).toBe('Laboratoire Central');
    await page.getByLabel('Minimum de commande (€)').waitFor();
    await snapshot('lab-page');
  });
});
