// Manager invitations end to end (docs/areas/people.md#invitations): an ADMIN invites a manager to
// two restaurants, the link is opened in a fresh browser context, the manager creates his account,
// lands on / signed in, and the picker offers him those two restaurants only.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { labelled, saveScreenshot, useProduct, waitForPath } from './harness.ts';

const e2e = useProduct('invitations');
// A context of its own: separate local storage, as another person's browser would be.
const newPage = () => e2e.newPage();
const field = (p: Page, label: string) => p.getByLabel(labelled(label));

describe('manager invitations', () => {
  test('ADMIN invites a manager to two restaurants; the manager sees only those two', async (ctx) => {
    const admin = await newPage();
    let current = admin;
    ctx.onTestFailed(async () => {
      const file = await saveScreenshot(current, ctx.task.name).catch(() => undefined);
      if (file) console.error(`screenshot: ${file}`);
    });
    const email = `manager-${Date.now().toString(36)}@exemple.fr`;

    await admin.goto('/login');
    await field(admin, 'Email').fill('admin@demo.fr');
    await field(admin, 'Mot de passe').fill('demo1234');
    await admin.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await waitForPath(admin, '/');

    // Mon Enseigne → Gérer l'enseigne → Inviter un manager.
    await admin
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Mon Enseigne' })
      .click();
    await waitForPath(admin, '/enseignes');
    await admin.getByRole('link', { name: /Gérer l'enseigne/ }).click();
    await admin.getByRole('button', { name: 'Inviter un manager' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(/^Email\s*\*?$/).fill(email);
    await dialog.getByRole('checkbox', { name: 'Le Comptoir Lyonnais' }).check();
    await dialog.getByRole('checkbox', { name: 'Laboratoire Central' }).check();
    await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await dialog.getByText('Invitation créée').waitFor();
    const link = await dialog.getByTestId('invitation-link').inputValue();
    expect(link).toMatch(/\/accept-invitation\?token=[\w-]+$/);
    await dialog.getByRole('button', { name: 'Fermer' }).click();

    // The chain page lists it as pending, with its two restaurants.
    const row = admin.getByRole('row').filter({ hasText: email });
    await row.getByText('En attente').waitFor();
    await row.getByText('Le Comptoir Lyonnais').waitFor();
    await row.getByText('Laboratoire Central').waitFor();

    // The link, in another browser: APP_URL is the served app, whatever its port.
    const manager = await newPage();
    current = manager;
    expect(new URL(link).origin).toBe(new URL(e2e.product.url).origin);
    await manager.goto(link);
    await manager.getByRole('heading', { name: 'Créer votre compte manager' }).waitFor();
    expect(await field(manager, 'Email').inputValue()).toBe(email);
    await field(manager, 'Prénom').fill('Léa');
    await field(manager, 'Nom').fill('Invitée');
    await field(manager, 'Mot de passe').fill('secret');
    await field(manager, 'Confirmer le mot de passe').fill('secret');
    await manager.getByRole('button', { name: 'Créer mon compte' }).click();
    await manager.getByText('Votre compte est créé').waitFor();
    // Signed in, then on / after 2 seconds.
    await waitForPath(manager, '/');
    const userMenu = manager.getByRole('banner').getByRole('button', { name: /^Menu utilisateur/ });
    await userMenu.waitFor();
    expect(await userMenu.getAttribute('aria-label')).toBe('Menu utilisateur : Léa Invitée');
    expect(await userMenu.textContent()).toContain('Manager');

    // The picker: exactly the two restaurants of his invitation.
    await manager.getByRole('banner').getByRole('combobox', { name: 'Restaurant' }).click();
    const options = manager.getByRole('option');
    await options.first().waitFor();
    // An option reads its name then its address (a laboratory also says so): in picker order.
    const texts = await options.allTextContents();
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('Le Comptoir Lyonnais');
    expect(texts[1]).toContain('Laboratoire Central');
    // No chain management for a manager.
    expect(await manager.getByRole('link', { name: 'Mon Enseigne' }).count()).toBe(0);

    // The link served once: opened again, it is refused.
    const again = await newPage();
    current = again;
    await again.goto(link);
    await again.getByRole('heading', { name: 'Invitation invalide' }).waitFor();
    await again.getByText('Cette invitation a déjà été utilisée').waitFor();

    // And the ADMIN's list now says Acceptée, without a delete button.
    current = admin;
    await admin.reload();
    const accepted = admin.getByRole('row').filter({ hasText: email });
    await accepted.getByText('Acceptée').waitFor();
    expect(await accepted.getByRole('button', { name: /Supprimer/ }).count()).toBe(0);
  });
});
