// A recipe's cost in a real browser against what `npm start` serves (issue 12 items 3 and 12,
// docs/areas/recipes.md): the ADMIN opens a dish whose sauce is a sub-recipe, notes its cost,
// lowers the price of an article of a product the sauce uses, and finds the dish's cost lower at
// once. Selectors are roles, labels and the spec's French texts.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { labelled, logIn, useProduct, waitForPath } from './harness.ts';

const e2e = useProduct('recipes');
let page: Page;
beforeEach(() => {
  page = e2e.page;
});

// The demo data (api/src/db/seed-recipes-stock.ts, seed-catalogue.ts): the dish holds 8 cL of
// 'Sauce au vin rouge', a sub-recipe made with the wine; the wine's cheaper article is the
// grocer's, and no supplier is preferred, so its price is the wine's cost.
const DISH = 'Magret de canard, sauce au vin rouge';
const SAUCE = 'Sauce au vin rouge';
const WINE = 'Côtes-du-Rhône rouge';
const WINE_ARTICLE = 'Côtes-du-Rhône rouge';

/** The recipe's total cost as the sheet shows it ('12,34 €'). */
const costCard = () => page.getByRole('region', { name: 'Coût de la recette' });

async function dishCost(): Promise<string> {
  const card = costCard();
  await card.waitFor();
  const total = card.getByText(/^\d[\d\s]*,\d{2}\s€$/).first();
  await total.waitFor();
  return (await total.textContent())!;
}

/** '7,76 €' as a number. */
const euros = (text: string): number => Number(text.replace(/[\s€]/g, '').replace(',', '.'));

/** The cost of the sauce's line among the dish's ingredients. */
async function sauceLineCost(): Promise<string> {
  const line = page
    .getByRole('table', { name: 'Ingrédients de la recette' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: SAUCE, exact: true }) });
  // An ingredient of type recipe: the sub-recipe.
  await line.getByRole('cell', { name: 'Recette', exact: true }).waitFor();
  const cost = line.getByRole('cell', { name: /^\d+,\d{2}\s€$/ });
  await cost.waitFor();
  return (await cost.textContent())!;
}

describe('a recipe cost, end to end', () => {
  test("an ADMIN: a dish with a sub-recipe costs less once an article's price drops", async () => {
    await logIn(page, 'admin@demo.fr');

    await page.goto('/recipes');
    await page.getByRole('heading', { name: 'Recettes', level: 1 }).waitFor();
    await page.getByRole('link', { name: DISH, exact: true }).click();
    await page.waitForURL((url) => /^\/recipes\/\d+$/.test(url.pathname));
    const recipePath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: DISH, level: 1 }).waitFor();
    const before = await dishCost();
    const sauceBefore = await sauceLineCost();
    await e2e.snapshot('before');

    // The wine's article, from its product's sheet.
    await page.goto('/products');
    await page.getByLabel(labelled('Rechercher un produit')).fill(WINE);
    await page.getByRole('link', { name: WINE, exact: true }).click();
    await page.waitForURL((url) => /^\/products\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: WINE, level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Articles fournisseurs' }).click();
    await page
      .getByRole('table', { name: 'Articles fournisseurs du produit' })
      .getByRole('link', { name: WINE_ARTICLE, exact: true })
      .click();
    await page.waitForURL((url) => /^\/articles\/\d+$/.test(url.pathname));
    const articlePath = new URL(page.url()).pathname;
    // Clicked again until the form opens: a click landing while the page still settles (CI's
    // loaded cores) may be lost.
    await expect
      .poll(
        async () => {
          if (new URL(page.url()).pathname === articlePath) {
            await page.getByRole('button', { name: 'Modifier', exact: true }).click();
          }
          return new URL(page.url()).pathname;
        },
        { timeout: 30_000 },
      )
      .toBe(`${articlePath}/edit`);
    await waitForPath(page, `${articlePath}/edit`);
    const price = page.getByLabel(labelled('Prix HT'));
    await expect.poll(() => price.inputValue()).toMatch(/^31,20?$/);
    await price.fill('15,60');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await waitForPath(page, articlePath);

    await page.goto(recipePath);
    await page.getByRole('heading', { name: DISH, level: 1 }).waitFor();
    await expect.poll(dishCost).not.toBe(before);
    // 6 cL of wine a dish (8 cL of a 2 L sauce holding 1,5 L), the wine's litre from 6,93 € to
    // 3,47 €: about 0,21 € less.
    const saved = euros(before) - euros(await dishCost());
    expect(saved).toBeGreaterThanOrEqual(0.2);
    expect(saved).toBeLessThanOrEqual(0.22);
    // All of it on the sauce's line: the sub-recipe is costed again for the 8 cL used.
    const sauceSaved = euros(sauceBefore) - euros(await sauceLineCost());
    expect(sauceSaved).toBeGreaterThanOrEqual(0.2);
    expect(sauceSaved).toBeLessThanOrEqual(0.22);
    await e2e.snapshot('after');
  });
});
