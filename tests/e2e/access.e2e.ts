// Access can be taken away (issue 9, item 11), end to end: an ADMIN invites an employee to a
// restaurant by the managers' invitation flow, the employee creates his account in his own
// browser; the ADMIN deactivates him (his open session ends at his next request, his login is
// refused in French), then reactivates him, and he signs in again.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { labelled, logIn, saveScreenshot, useProduct, waitForPath } from './harness.ts';

const e2e = useProduct('access');
const field = (p: Page, label: string) => p.getByLabel(labelled(label));

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

describe('access can be taken away', () => {
  test('ADMIN invites an employee, deactivates him (session and login end), reactivates him', async (ctx) => {
    const admin = e2e.page;
    let current = admin;
    ctx.onTestFailed(async () => {
      const file = await saveScreenshot(current, ctx.task.name).catch(() => undefined);
      if (file) console.error(`screenshot: ${file}`);
    });
    const email = `employe-${Date.now().toString(36)}@exemple.fr`;

    await logIn(admin, 'admin@demo.fr');
    await admin.goto('/enseignes');
    await admin.getByRole('link', { name: /Gérer l'enseigne/ }).click();
    await admin.getByRole('button', { name: 'Inviter un employé' }).click();
    // Named by its title, which becomes 'Invitation créée' once sent.
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(/^Email\s*\*?$/).fill(email);
    await dialog.getByRole('combobox', { name: /^Restaurant/ }).click();
    await admin.getByRole('option', { name: 'La Table des Halles' }).click();
    const staff = dialog.getByRole('combobox', { name: /^Fiche du personnel/ });
    await expect.poll(() => staff.getAttribute('aria-disabled')).toBeNull();
    await staff.click();
    // The first staff record of the restaurant (after 'Aucune fiche').
    await admin.getByRole('option').nth(1).click();
    await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await dialog.getByText('Invitation créée').waitFor();
    const link = await dialog.getByTestId('invitation-link').inputValue();
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    const invited = admin.getByRole('row').filter({ hasText: email });
    await invited.getByText('Employé').waitFor();
    await invited.getByText('La Table des Halles').waitFor();

    // The employee, in his own browser.
    const employee = await e2e.newPage();
    current = employee;
    await employee.goto(link);
    await employee.getByRole('heading', { name: 'Créer votre compte employé' }).waitFor();
    await field(employee, 'Prénom').fill('Hugo');
    await field(employee, 'Nom').fill('Serveur');
    await field(employee, 'Mot de passe').fill('secret1');
    await field(employee, 'Confirmer le mot de passe').fill('secret1');
    await employee.getByRole('button', { name: 'Créer mon compte' }).click();
    await waitForPath(employee, '/');
    const userMenu = employee
      .getByRole('banner')
      .getByRole('button', { name: /^Menu utilisateur/ });
    expect(await userMenu.textContent()).toContain('Employé');

    // The ADMIN sees him active, then deactivates him.
    current = admin;
    await admin.reload();
    const row = admin.getByRole('row').filter({ hasText: 'Hugo Serveur' });
    await row.getByText('Actif').waitFor();
    await row.getByRole('button', { name: 'Désactiver le compte de Hugo Serveur' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Désactiver le compte' });
    await confirm.getByText(/Il sera déconnecté immédiatement/).waitFor();
    await confirm.getByRole('button', { name: 'Désactiver' }).click();
    await row.getByText('Désactivé').waitFor();

    // His open session ends at his next request; his login is refused, in French.
    current = employee;
    await employee.goto('/restaurant/employees');
    await waitForPath(employee, '/login');
    await signIn(employee, email, 'secret1');
    await employee
      .getByText('Ce compte a été désactivé. Contactez un administrateur de votre enseigne', {
        exact: false,
      })
      .waitFor();
    expect(new URL(employee.url()).pathname).toBe('/login');

    // Reactivated, he signs in again with his password.
    current = admin;
    await row.getByRole('button', { name: 'Réactiver le compte de Hugo Serveur' }).click();
    await admin
      .getByRole('dialog', { name: 'Réactiver le compte' })
      .getByRole('button', { name: 'Réactiver' })
      .click();
    await row.getByText('Actif').waitFor();
    current = employee;
    await signIn(employee, email, 'secret1');
    await waitForPath(employee, '/');
  });
});
