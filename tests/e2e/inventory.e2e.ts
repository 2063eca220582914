// An inventory counted on a phone in a real browser against what `npm start` serves (issue 12
// item 12, docs/areas/stock.md): the ADMIN picks a restaurant, counts two products on a 390 px
// wide screen (a decimal comma typed, the plus button tapped) and marks a third counted empty,
// saves, finalizes with the confirmation, reads the saved lines, then finds the counted stock and
// its INVENTORY movement on the product's stock page, and the empty one at 0. Selectors are roles,
// labels and the spec's French texts.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { settle } from '../../scripts/lib/browser.ts';
import { labelled, logIn, useProduct } from './harness.ts';

const e2e = useProduct('inventory');
let page: Page;
beforeEach(() => {
  page = e2e.page;
});

const RESTAURANT = 'Le Comptoir Lyonnais';
// Two products the demo data keeps in that restaurant (api/src/db/seed-recipes-stock.ts).
const BASIL = 'Basilic';
const BUTTER = 'Beurre doux 82 %';
// In stock there, marked 'Compté' with nothing typed: found empty, its stock goes to 0.
const PARSLEY = 'Persil plat';

/** The restaurant picker of the top bar (an autocomplete: its input is the combobox). */
const picker = () => page.getByRole('banner').getByRole('combobox', { name: 'Restaurant' });

describe('an inventory, end to end on a phone', () => {
  test('count two products, save, finalize; the stock follows with an INVENTORY movement', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'admin@demo.fr');
    await picker().click();
    await page.getByRole('option', { name: RESTAURANT }).click();
    await expect.poll(() => picker().inputValue()).toBe(RESTAURANT);

    await page.goto('/inventory');
    await page.getByRole('heading', { name: 'Inventaires', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Nouvel inventaire' }).click();
    await page.waitForURL((url) => url.pathname === '/inventory/new');
    await page.getByRole('heading', { name: 'Nouvel inventaire', level: 1 }).waitFor();

    // The counting employee, named (not signed in): on a phone, under the folded line.
    await page.getByRole('button', { name: 'Compté par : Non spécifié' }).click();
    await page.getByLabel(labelled('Employé qui compte')).click();
    const employees = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => employees.count()).toBeGreaterThan(1);
    const employee = (await employees.nth(1).textContent())!;
    await employees.nth(1).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });

    // Basilic by its 100 g tray, typed with a decimal comma: 2,5 trays are 250 g.
    const basil = page.getByRole('article', { name: BASIL, exact: true });
    await basil.getByLabel('Quantité : Barquette 100 g').fill('2,5');
    await basil.getByText(/^Total global : 250\sg$/).waitFor();
    // Typing a quantity counts the product.
    expect(
      await basil.getByRole('switch', { name: `${BASIL} compté`, exact: true }).isChecked(),
    ).toBe(true);
    // Butter by its 250 g block, the plus button tapped twice: 500 g.
    const butter = page.getByRole('article', { name: BUTTER, exact: true });
    const plus = butter.getByRole('button', { name: 'Ajouter 1 : Plaquette 250 g' });
    await plus.scrollIntoViewIfNeeded();
    await plus.click();
    await expect.poll(() => butter.getByLabel('Quantité : Plaquette 250 g').inputValue()).toBe('1');
    await plus.click();
    await expect.poll(() => butter.getByLabel('Quantité : Plaquette 250 g').inputValue()).toBe('2');
    await butter.getByText(/^Total global : 500\sg$/).waitFor();
    expect(
      await butter.getByRole('switch', { name: `${BUTTER} compté`, exact: true }).isChecked(),
    ).toBe(true);
    const parsley = page.getByRole('article', { name: PARSLEY, exact: true });
    const parsleyCounted = parsley.getByRole('switch', { name: `${PARSLEY} compté`, exact: true });
    await parsleyCounted.scrollIntoViewIfNeeded();
    await parsleyCounted.click();
    expect(await parsleyCounted.isChecked()).toBe(true);
    await e2e.snapshot('counted');

    // Saved: the draft gets its address.
    await page.getByRole('button', { name: 'Sauvegarder les quantités' }).click();
    await page.waitForURL((url) => /^\/inventory\/\d+$/.test(url.pathname), { timeout: 15_000 });
    const inventoryId = /^\/inventory\/(\d+)$/.exec(new URL(page.url()).pathname)![1]!;
    await page.getByRole('heading', { name: `Inventaire #${inventoryId}`, level: 1 }).waitFor();
    await page.getByRole('button', { name: `Compté par : ${employee}` }).waitFor();
    // The counts read back from the saved lines.
    await expect
      .poll(() =>
        page
          .getByRole('article', { name: BASIL, exact: true })
          .getByLabel('Quantité : Barquette 100 g')
          .inputValue(),
      )
      .toBe('2,5');

    // Finalized after the confirmation: on a phone, from the bar's menu.
    await page.getByRole('button', { name: "Autres actions de l'inventaire" }).click();
    await page.getByRole('menuitem', { name: "Finaliser l'inventaire" }).click();
    const confirm = page.getByRole('dialog', { name: "Finaliser l'inventaire" });
    await confirm
      .getByText(
        'Êtes-vous sûr de vouloir finaliser cet inventaire ? Cette action est irréversible.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Confirmer' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText('Inventaire finalisé', { exact: true }).first().waitFor();
    await page.getByText('Cet inventaire a été finalisé et ne peut plus être modifié.').waitFor();
    await page.getByRole('heading', { name: "Lignes d'inventaire sauvegardées" }).waitFor();
    // On a phone the table is a list of cards, one a line.
    const saved = page.getByRole('list', { name: "Lignes d'inventaire sauvegardées" });
    const savedLine = (product: string) =>
      saved.getByRole('listitem').filter({ has: page.getByText(product, { exact: true }) });
    await savedLine(BASIL)
      .getByText(/^250\sg$/)
      .waitFor();
    await savedLine(BASIL).getByText('2,5', { exact: true }).waitFor();
    await savedLine(BUTTER)
      .getByText(/^500\sg$/)
      .waitFor();
    await savedLine(BUTTER).getByText('2', { exact: true }).waitFor();
    await savedLine(PARSLEY).getByText('0', { exact: true }).first().waitFor();
    // Nothing left to count or save: the screen is read-only.
    expect(await page.getByRole('button', { name: 'Sauvegarder les quantités' }).count()).toBe(0);
    await e2e.snapshot('finalized');

    // The stock of the basil: the counted quantity, and the movement that set it.
    await page.goto('/stocks');
    await settle(page);
    // The list keeps its rows while the filtered ones load: a click on the basil's card before
    // they arrive may land on a card that is then replaced, and go nowhere.
    const filtered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/graphql' &&
        (response.request().postData() ?? '').includes(`"search":"${BASIL}"`),
    );
    await page.getByLabel(labelled('Rechercher un produit')).fill(BASIL);
    await filtered;
    await settle(page);
    await page.getByRole('link', { name: `Détails du stock de ${BASIL}` }).click();
    await page.waitForURL((url) => /^\/stocks\/product\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: BASIL, level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('main').innerText()).toMatch(/Stock actuel\n250\sg\n/);
    // Its latest movement: an adjustment whose reason names the inventory, ending at 250 g.
    const movements = page.getByRole('list', { name: 'Mouvements du produit' });
    const latest = movements.getByRole('listitem').first();
    await latest.getByRole('link', { name: `Inventaire #${inventoryId}`, exact: true }).waitFor();
    const card = await latest.innerText();
    expect(card).toMatch(/^Type : Ajustement$/m);
    expect(card).toMatch(/^Après : 250\sg$/m);
    await e2e.snapshot('stock');

    // The parsley, counted empty: out of stock now.
    await page.goto('/stocks');
    await page.getByLabel(labelled('Rechercher un produit')).fill(PARSLEY);
    await page.getByRole('link', { name: `Détails du stock de ${PARSLEY}` }).click();
    await page.getByRole('heading', { name: PARSLEY, level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('main').innerText()).toMatch(/Stock actuel\n0\s\S+\n/);
  });
});
