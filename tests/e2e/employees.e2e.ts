// /restaurant/employees in a real browser against what `npm start` serves
// (docs/areas/people.md#employees): an ADMIN creates, edits and deletes an employee of the selected
// restaurant; an EMPLOYEE only reads. Selectors are roles, labels and the spec's French texts.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { logIn as logInAs, useProduct } from './harness.ts';

const e2e = useProduct('employees');
let page: Page;
beforeEach(() => {
  page = e2e.page;
});
const snapshot = (step: string) => e2e.snapshot(step);

const field = (label: string) =>
  page.getByRole('dialog').getByLabel(new RegExp(`^${label}\\s*\\*?$`));

const logIn = (email: string) => logInAs(page, email);

// The staff list is a data grid (docs/how-to/lists.md).
const staff = () => page.getByRole('grid', { name: 'Employés du restaurant' });
const row = (name: string) => staff().getByRole('row').filter({ hasText: name });

describe('employees, end to end', () => {
  test('an ADMIN creates, edits and deletes an employee', async () => {
    await logIn('admin@demo.fr');
    // /employees redirects to the restaurant tab; the first restaurant is selected.
    await page.goto('/employees');
    await page.waitForURL((url) => url.pathname === '/restaurant/employees');
    await page.getByRole('heading', { name: 'Employés', level: 1 }).waitFor();
    await row('Léa Garnier').waitFor();
    await row('Nathan Roux').waitFor();
    await snapshot('list');

    // Create: the PIN is required; a PIN taken in the restaurant is refused under its field.
    await page.getByRole('button', { name: 'Nouvel employé' }).click();
    await page.getByRole('heading', { name: 'Nouvel employé' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Créer' }).click();
    await page.getByText('Le code PIN est requis').waitFor();
    await field('Prénom').fill('Ana');
    await field('Nom').fill('Vidal');
    await field('Code PIN').fill('1234');
    await page.getByRole('dialog').getByRole('button', { name: 'Créer' }).click();
    await page.getByText('Ce code PIN est déjà utilisé dans ce restaurant').waitFor();
    await snapshot('pin-taken');
    await field('Code PIN').fill('8080');
    await field('Heures hebdomadaires').fill('20');
    await page.getByRole('dialog').getByRole('button', { name: 'Créer' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await row('Ana Vidal').waitFor();
    expect(await row('Ana Vidal').textContent()).toContain('8080');
    expect(await row('Ana Vidal').textContent()).toContain('20 h / semaine');

    // Edit: an empty PIN keeps the current one.
    await page.getByRole('button', { name: 'Modifier Ana Vidal' }).click();
    await page.getByRole('heading', { name: "Modifier l'employé" }).waitFor();
    expect(await field('Code PIN').inputValue()).toBe('');
    await field('Nom').fill('Vidal-Roy');
    await page.getByRole('dialog').getByRole('combobox', { name: 'Type de contrat' }).click();
    await page.getByRole('option', { name: 'CDD' }).click();
    await snapshot('edit');
    await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await row('Ana Vidal-Roy').waitFor();
    expect(await row('Ana Vidal-Roy').textContent()).toContain('8080');
    expect(await row('Ana Vidal-Roy').textContent()).toContain('CDD · 20 h / semaine');

    // Delete, after the confirmation.
    await page.getByRole('button', { name: 'Supprimer Ana Vidal-Roy' }).click();
    await page
      .getByText(
        'Êtes-vous sûr de vouloir supprimer Ana Vidal-Roy ? Cette action est irréversible.',
      )
      .waitFor();
    await snapshot('confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await row('Ana Vidal-Roy').waitFor({ state: 'detached' });

    // A reload reads it from the server: gone for good.
    await page.reload();
    await row('Léa Garnier').waitFor();
    expect(await row('Ana Vidal').count()).toBe(0);
  });

  test("an EMPLOYEE sees 'Lecture seule' and disabled buttons", async () => {
    await logIn('employe@demo.fr');
    await page.goto('/restaurant/employees');
    await row('Léa Garnier').waitFor();
    await page.getByText('Lecture seule').waitFor();
    await snapshot('read-only');
    expect(await page.getByRole('button', { name: 'Nouvel employé' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Modifier Léa Garnier' }).isDisabled()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: 'Supprimer Léa Garnier' }).isDisabled()).toBe(
      true,
    );
  });
});
