// The product's main path in a real browser against what `npm start` serves
// (docs/areas/platform.md#shell-and-routes): sign up a chain, log in to the shell, pick a
// restaurant and keep it across a reload, meet a role guard, log out. Selectors are roles, labels
// and the spec's French texts, not CSS.
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { labelled, logIn, logInThroughForm, useProduct, waitForPath } from './harness.ts';

const e2e = useProduct('product');
let page: Page;
beforeEach(() => {
  page = e2e.page;
});

const pathOf = (p: Page) => new URL(p.url()).pathname;
const field = (p: Page, label: string) => p.getByLabel(labelled(label));

/** The restaurant picker of the top bar (an autocomplete: its input is the combobox). */
const picker = (p: Page): Locator =>
  p.getByRole('banner').getByRole('combobox', { name: 'Restaurant' });

async function pickerValue(p: Page): Promise<string> {
  // An Autocomplete's input holds the value; a Select's button shows it as text.
  return picker(p).evaluate((element) =>
    'value' in element ? String(element.value) : (element.textContent ?? ''),
  );
}

const userMenuButton = (p: Page): Locator =>
  p.getByRole('banner').getByRole('button', { name: /^Menu utilisateur/ });

describe('Brigade, end to end', () => {
  test('sign up a new chain, then log in to the shell', async () => {
    const suffix = Date.now().toString(36);
    const email = `e2e-${suffix}@exemple.fr`;
    const password = 'motdepasse-e2e';
    const enseigneName = `Les Bistrots du Test ${suffix}`;

    await page.goto('/signup');
    await field(page, "Nom de l'enseigne").fill(enseigneName);
    await field(page, 'Prénom').fill('Camille');
    await field(page, 'Nom').fill('Testeur');
    await field(page, 'Email').fill(email);
    await field(page, 'Mot de passe').fill(password);
    await field(page, 'Confirmer le mot de passe').fill(password);
    await page.getByRole('button', { name: 'Créer mon enseigne' }).click();

    // Step 2: the success screen, with a button to the login page.
    await page.getByText('Votre enseigne est créée').waitFor();
    await page.getByRole('button', { name: 'Aller à la connexion' }).click();
    await waitForPath(page, '/login');

    // The login form, the way a new user signs in.
    await logInThroughForm(page, email, password);
    // The shell: the left menu, and the top bar with the user (and role) and the picker.
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Tableau de bord' }).waitFor();
    await menu.getByRole('link', { name: 'Mon Enseigne' }).waitFor();
    const user = userMenuButton(page);
    await user.waitFor();
    expect(await user.getAttribute('aria-label')).toBe('Menu utilisateur : Camille Testeur');
    expect(await user.textContent()).toContain('Administrateur');
    // A brand-new chain has no restaurant yet: the picker has nothing to offer.
    expect(await pickerValue(page)).toBe('');
    await picker(page).click();
    await page.getByText('Aucune option disponible').waitFor();
  });

  test('pick a restaurant; a reload keeps it', async () => {
    await logIn(page, 'admin@demo.fr', 'demo1234');
    // Nothing stored yet: the first restaurant of the list is chosen
    // (docs/areas/platform.md#selected-restaurant), and the list is alphabetical, laboratories
    // last.
    await expect.poll(() => pickerValue(page)).toBe('La Table des Halles');

    // 'La Table des Halles' is also the default, so first move away from it: each reload must
    // then show the stored choice, not the default.
    for (const name of ['Le Comptoir Lyonnais', 'La Table des Halles']) {
      await picker(page).click();
      await page.getByRole('option', { name }).click();
      await expect.poll(() => pickerValue(page)).toBe(name);

      await page.reload();
      await userMenuButton(page).waitFor();
      await expect.poll(() => pickerValue(page), { timeout: 15_000 }).toBe(name);
    }
  });

  test("an EMPLOYEE on an ADMIN-only route sees 'Accès non autorisé'", async () => {
    await logIn(page, 'employe@demo.fr', 'demo1234');
    await page.goto('/enseignes');
    await page.getByRole('heading', { name: 'Accès non autorisé' }).waitFor();
    await page
      .getByText("Vous n'avez pas les permissions nécessaires pour accéder à cette page.")
      .waitFor();
    expect(pathOf(page)).toBe('/enseignes');
    // The menu does not offer the chain entry to an employee either.
    expect(await page.getByRole('link', { name: 'Mon Enseigne' }).count()).toBe(0);
  });

  test("'Se déconnecter' returns to /login and forgets the session", async () => {
    await logIn(page, 'manager@demo.fr', 'demo1234');
    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await waitForPath(page, '/login');

    // The session is gone: a protected route sends back to the login page.
    await page.goto('/');
    await waitForPath(page, '/login');
    await field(page, 'Email').waitFor();
  });
});
