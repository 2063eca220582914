// The catalogue in a real browser against what `npm start` serves (issue 11 item 10,
// docs/areas/catalogue.md): an ADMIN creates a supplier, a product with its storage packaging, an
// article whose packaging unit needs a conversion (the 'Créer la conversion' path), finds it on
// the supplier's Mercurial tab, changes its price and reads the history; a MANAGER reads the three
// lists without being able to create. Selectors are roles, labels and the spec's French texts.
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { labelled, logIn, useProduct, waitForPath } from './harness.ts';

const e2e = useProduct('catalogue');
let page: Page;
beforeEach(() => {
  page = e2e.page;
});

const suffix = Date.now().toString(36);
const SUPPLIER = `Maraîcher du Test ${suffix}`;
const PRODUCT = `Chou-fleur ${suffix}`;
const ARTICLE = `Chou-fleur pièce ${suffix}`;
/** The delay type 'C' (2 days) as the supplier form offers it. */
const DELAY_C = 'C : livré 2 jours après la commande';

/** An amount as Intl writes it: '3,20 €' (a no-break space, which \\s matches, before the sign). */
const euros = (amount: string) => new RegExp(`^${amount}\\s€$`);

const field = (scope: Page | Locator, label: string) => scope.getByLabel(labelled(label));
const dialogNamed = (name: string) => page.getByRole('dialog', { name });

/** The row of a table holding the link named `link`. */
const rowLinking = (table: string, link: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: link, exact: true }) });

/** Picks an option of an MUI select (a combobox opening a listbox). */
async function choose(scope: Page | Locator, label: string, option: string | RegExp) {
  await field(scope, label).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** A read-only or filled text input's value. */
const valueOf = (scope: Page | Locator, label: string) => field(scope, label).inputValue();

/** The path's last segment once the page has moved to `/{area}/{id}`. */
async function idFromPath(area: string): Promise<string> {
  const pattern = new RegExp(`^/${area}/(\\d+)$`);
  await page.waitForURL((url) => pattern.test(url.pathname), { timeout: 15_000 });
  return pattern.exec(new URL(page.url()).pathname)![1]!;
}

describe('the catalogue, end to end', () => {
  test('an ADMIN: supplier, product, an article through a conversion, its price history', async () => {
    await logIn(page, 'admin@demo.fr');

    // 1. A supplier: the delay type gives the days, shown read-only; a delivery day.
    await page.goto('/suppliers');
    await page.getByRole('heading', { name: 'Fournisseurs', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Nouveau fournisseur' }).click();
    await waitForPath(page, '/suppliers/new');
    await field(page, 'Nom').fill(SUPPLIER);
    await field(page, 'Email').fill(`maraicher-${suffix}@example.fr`);
    await choose(page, 'Type de délai', DELAY_C);
    expect(await valueOf(page, 'Délai de livraison (jours)')).toBe('2');
    expect(await field(page, 'Délai de livraison (jours)').getAttribute('readonly')).not.toBeNull();
    const tuesday = page
      .getByRole('group', { name: 'Jours de livraison' })
      .getByRole('button', { name: 'Mar', exact: true });
    await tuesday.click();
    expect(await tuesday.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Créer le fournisseur' }).click();
    const supplierId = await idFromPath('suppliers');
    await page.getByRole('heading', { name: SUPPLIER, level: 1 }).waitFor();
    await e2e.snapshot('supplier');
    // Its edit form reads the delay type back from the days, and the day chosen.
    await page.getByRole('button', { name: 'Modifier', exact: true }).click();
    await waitForPath(page, `/suppliers/${supplierId}/edit`);
    await expect.poll(() => valueOf(page, 'Nom')).toBe(SUPPLIER);
    expect(await field(page, 'Type de délai').textContent()).toBe(DELAY_C);
    expect(await valueOf(page, 'Délai de livraison (jours)')).toBe('2');
    expect(await tuesday.getAttribute('aria-pressed')).toBe('true');

    await page.goto('/suppliers');
    const supplierRow = rowLinking('Fournisseurs et laboratoires', SUPPLIER);
    await supplierRow.getByText('Externe', { exact: true }).waitFor();
    await supplierRow.getByText(`maraicher-${suffix}@example.fr`).waitFor();
    await supplierRow.getByText('2 jour(s)').waitFor();

    // 2. A product: VEGETABLE presets DLC 3 days and grams; a storage packaging of 2,5 kg.
    await page.goto('/products');
    await page.getByRole('button', { name: 'Nouveau produit' }).click();
    const productDialog = dialogNamed('Nouveau produit');
    await choose(productDialog, 'Catégorie', 'Légume');
    expect(await field(productDialog, 'Unité de base').textContent()).toBe('Poids (g)');
    expect(await valueOf(productDialog, 'Jours')).toBe('3');
    expect(await productDialog.getByRole('checkbox', { name: 'DLC entamé' }).isChecked()).toBe(
      true,
    );
    await field(productDialog, 'Nom').fill(PRODUCT);
    await field(productDialog, 'Nom du conditionnement').fill('Cagette');
    await field(productDialog, 'Quantité').fill('2,5');
    await choose(productDialog, 'Unité', 'kg');
    await productDialog.getByRole('button', { name: 'Créer', exact: true }).click();
    await productDialog.waitFor({ state: 'hidden' });
    await page.getByText('Produit créé').waitFor();

    await field(page, 'Rechercher un produit').fill(PRODUCT);
    await page.getByRole('link', { name: PRODUCT, exact: true }).click();
    const productId = await idFromPath('products');
    await page.getByRole('heading', { name: PRODUCT, level: 1 }).waitFor();
    await page.getByText('3 jours', { exact: true }).waitFor();
    // Its storage packaging, in kilograms and in the base unit.
    await page.getByRole('tab', { name: 'Conditionnements' }).click();
    await page.getByRole('tab', { name: 'Stockage (1)' }).click();
    const cagette = page
      .getByRole('table', { name: 'Conditionnements du produit : Stockage' })
      .getByRole('row')
      .filter({ hasText: 'Cagette' });
    await cagette.getByText('2,5 kg').waitFor();
    await cagette.getByText(/^2\s500 g$/).waitFor();
    await e2e.snapshot('product');

    // 3. An article of that product bought by the piece: a conversion is needed first.
    await page.getByRole('tab', { name: 'Articles fournisseurs' }).click();
    await page.getByRole('button', { name: 'Nouvel article' }).click();
    const articleDialog = dialogNamed('Nouvel article');
    await choose(articleDialog, 'Fournisseur', SUPPLIER);
    await field(articleDialog, 'Nom').fill(ARTICLE);
    expect(await valueOf(articleDialog, 'Produit')).toBe(PRODUCT);
    await field(articleDialog, 'Prix HT').fill('3,20');
    expect(await field(articleDialog, 'TVA').textContent()).toBe('20 %');
    await field(articleDialog, 'Quantité').fill('1');
    await choose(articleDialog, 'Unité', 'pièce');
    const createArticle = articleDialog.getByRole('button', { name: 'Créer', exact: true });
    await articleDialog
      .getByText(
        "Conversion requise: l'unité choisie (pièce) n'est pas compatible avec l'unité de base du produit (g). Une conversion doit être créée pour utiliser cet article.",
      )
      .waitFor();
    expect(await createArticle.isDisabled()).toBe(true);
    await e2e.snapshot('conversion-required');

    await articleDialog.getByRole('button', { name: 'Créer la conversion' }).click();
    const conversionDialog = dialogNamed('Nouvelle conversion');
    await conversionDialog.waitFor();
    // Preset: one piece, in the base unit's family as the target.
    expect(await valueOf(conversionDialog, 'Quantité source')).toBe('1');
    expect(await field(conversionDialog, 'Unité source').textContent()).toBe('pièce');
    expect(await field(conversionDialog, 'Unité cible').textContent()).toBe('g');
    await field(conversionDialog, 'Quantité cible').fill('400');
    await conversionDialog.getByRole('status').getByText('1 pièce = 400 g').waitFor();
    await conversionDialog.getByRole('button', { name: 'Créer', exact: true }).click();
    await conversionDialog.waitFor({ state: 'hidden' });

    await articleDialog.getByText('Conversion créée : l’article peut être enregistré.').waitFor();
    expect(await articleDialog.getByText(/^Conversion requise/).count()).toBe(0);
    expect(await createArticle.isEnabled()).toBe(true);
    await createArticle.click();
    await articleDialog.waitFor({ state: 'hidden' });
    const productArticle = rowLinking('Articles fournisseurs du produit', ARTICLE);
    await productArticle.getByText(SUPPLIER).waitFor();
    await productArticle.getByText(euros('3,20')).waitFor();

    // The rule is the product's: listed under Conditionnements › Conversions.
    await page.getByRole('tab', { name: 'Conditionnements' }).click();
    await page.getByRole('tab', { name: 'Conversions (1)' }).click();
    await page
      .getByRole('table', { name: 'Conversions du produit' })
      .getByText('1 pièce = 400 g')
      .waitFor();
    await e2e.snapshot('article-created');

    // 4. The supplier's Mercurial tab lists the article, with its product, price and VAT.
    await page.goto(`/suppliers/${supplierId}`);
    await page.getByRole('tab', { name: 'Mercuriale (1)' }).waitFor();
    const mercurialRow = rowLinking('Articles du fournisseur', ARTICLE);
    await mercurialRow.getByText(PRODUCT).waitFor();
    await mercurialRow.getByText(euros('3,20')).waitFor();
    await mercurialRow.getByText('20 %').waitFor();
    await e2e.snapshot('mercurial');

    // Its page, then its edit form: a new price.
    await mercurialRow.getByRole('link', { name: ARTICLE, exact: true }).click();
    const articleId = await idFromPath('articles');
    await page.getByRole('heading', { name: ARTICLE, level: 1 }).waitFor();
    await page.getByRole('link', { name: PRODUCT, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Modifier' }).click();
    await waitForPath(page, `/articles/${articleId}/edit`);
    const price = field(page, 'Prix HT');
    await expect.poll(() => price.inputValue()).toMatch(/^3,20?$/);
    await price.fill('3,50');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await waitForPath(page, `/articles/${articleId}`);

    // The history: the new price with its change since the first one, then the first.
    const history = page.getByRole('table', { name: 'Historique des prix de l’article' });
    const rows = history.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect.poll(() => rows.count()).toBe(2);
    await rows.nth(0).getByText(euros('3,50')).waitFor();
    await rows
      .nth(0)
      .getByText(/^\+0,30\s€ \(\+9,4 %\)$/)
      .waitFor();
    await rows.nth(0).getByText('Alice Martin').waitFor();
    await rows.nth(1).getByText(euros('3,20')).waitFor();
    await rows.nth(1).getByText('Premier prix').waitFor();
    await e2e.snapshot('price-history');

    // The Mercurial tab shows the new price and its last change.
    await page.goto(`/suppliers/${supplierId}`);
    await mercurialRow.getByText(euros('3,50')).waitFor();
    await mercurialRow.getByText(/^\+0,30\s€ \(\+9,4 %\)$/).waitFor();

    // The product's sheet lists it at its new price.
    await page.goto(`/products/${productId}`);
    await productArticle.getByText(euros('3,50')).waitFor();
  });

  test("a MANAGER reads suppliers, articles and products: 'Lecture seule', no creation", async () => {
    await logIn(page, 'manager@demo.fr');
    const lists = [
      ['/suppliers', 'Fournisseurs', 'Nouveau fournisseur', 'fournisseurs'],
      ['/articles', 'Articles', 'Nouvel article', 'articles'],
      ['/products', 'Produits', 'Nouveau produit', 'produits'],
    ] as const;
    for (const [path, title, button, what] of lists) {
      await page.goto(path);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByText('Lecture seule', { exact: true }).waitFor();
      const create = page.getByRole('button', { name: button, exact: true });
      await expect.poll(() => create.isDisabled(), { message: path }).toBe(true);
      // The disabled button takes no pointer: its wrapper carries the tooltip.
      const hint = `Vous n'avez pas les permissions pour créer des ${what}`;
      await page.getByLabel(hint, { exact: true }).hover();
      await page.getByRole('tooltip', { name: hint }).waitFor();
      await page.mouse.move(0, 0);
      await page.getByRole('tooltip').waitFor({ state: 'hidden' });
    }
  });
});
