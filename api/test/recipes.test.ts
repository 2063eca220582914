import { count, eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES as C, RECIPE_MESSAGES as R, recipeCycleMessage } from '@bo/domain';
import { demoPhoto } from '../src/db/png.ts';
import {
  articles,
  packagings,
  recipeIngredients,
  recipeRestaurants,
  recipes,
  recipeTags,
  suppliers,
  tags,
} from '../src/db/schema.ts';
import {
  ADMIN,
  EMPLOYEE,
  FORBIDDEN,
  MANAGER,
  OTHER_ADMIN,
  setupApi,
  type TestContext,
} from './setup.ts';

let t: TestContext;
let admin: string;
let other: string;
let ids: { bistrot: number; autrui: number; tag: number; otherTag: number };
beforeAll(async () => {
  t = await setupApi();
  admin = await t.token(ADMIN);
  other = await t.token(OTHER_ADMIN);
  const { bistrot, autrui } = await t.demoRestaurants();
  const tagOf = async (enseigne: string) =>
    (
      await t.db
        .select({ id: tags.id })
        .from(tags)
        .where(eq(tags.enseigneId, await t.enseigneId(enseigne)))
    )[0]!.id;
  ids = {
    bistrot,
    autrui,
    tag: await tagOf('Enseigne Démo'),
    otherTag: await tagOf('Autre Enseigne'),
  };
});
afterAll(() => t?.close());

interface Gap {
  reason: string;
  itemName: string | null;
  path: string[];
}
interface Ingredient {
  id: number;
  itemType: string;
  itemId: number;
  quantity: number;
  itemUnit: string;
  itemName: string | null;
  cost: number | null;
  share: number | null;
  missing: Gap[];
}
interface Recipe {
  id: number;
  name: string;
  namePrint: string | null;
  quantity: number;
  baseUnit: string;
  category: string;
  DLC: number;
  photoURL: string | null;
  ingredients: Ingredient[];
  productIngredientCount: number;
  recipeIngredientCount: number;
  restaurants: { restaurantId: number }[];
  recipeTags: { tagId: number }[];
  allergens: string[];
  cost: { total: number; costPerBaseUnit: number | null; complete: boolean; missing: Gap[] };
}

let n = 0;
const base = (extra: Record<string, unknown> = {}) => ({
  name: `Recette ${++n}`,
  namePrint: `Rec ${n}`,
  quantity: 1,
  baseUnit: 'KG',
  DLC: 3,
  ...extra,
});

async function create(extra: Record<string, unknown> = {}, token = admin): Promise<Recipe> {
  const res = await t.post('/api/recipes', base(extra), token);
  expect(res.status, res.text).toBe(201);
  return (res.body as { recipe: Recipe }).recipe;
}

async function product(
  baseUnit: string,
  allergens: string[] = [],
  token = admin,
): Promise<{ id: number; name: string; allergens: string[] }> {
  const res = await t.post(
    '/api/products',
    {
      name: `Produit ${++n}`,
      category: 'ITEM',
      baseUnit,
      storagePackagingQuantity: 1,
      storagePackagingUnit: baseUnit,
      allergens,
    },
    token,
  );
  expect(res.status, res.text).toBe(201);
  return (res.body as { product: { id: number; name: string; allergens: string[] } }).product;
}

/** An article selling `productId`: `price` € for `quantity` `unit`. */
async function sell(productId: number, price: number, quantity: number, unit: 'G' | 'KG' | 'L') {
  const enseigneId = await t.enseigneId('Enseigne Démo');
  const [supplier] = await t.db
    .insert(suppliers)
    .values({ enseigneId, name: `Fournisseur ${++n}` })
    .returning();
  const [article] = await t.db
    .insert(articles)
    .values({ enseigneId, name: `Article ${++n}`, price, productId, supplierId: supplier!.id })
    .returning();
  await t.db.insert(packagings).values({
    articleId: article!.id,
    type: 'SUPPLIER',
    sourceQuantity: quantity,
    sourceUnit: unit,
  });
  return article!.id;
}

const addLine = (recipeId: number, body: Record<string, unknown>, token = admin) =>
  t.post(`/api/recipes/${recipeId}/ingredients`, body, token);
const line = (itemType: string, itemId: number, quantity: number, itemUnit: string) => ({
  itemType,
  itemId,
  quantity,
  itemUnit,
});
const sheet = async (id: number, token = admin) =>
  ((await t.get(`/api/recipes/${id}`, token)).body as { recipe: Recipe }).recipe;

/** The recipe tables: a refused request leaves them the same. */
async function tables() {
  const rows = async (table: typeof recipes | typeof recipeIngredients) =>
    JSON.stringify(await t.db.select().from(table).orderBy(table.id));
  return {
    recipes: await rows(recipes),
    lines: await rows(recipeIngredients),
    restaurants: (await t.db.select({ n: count() }).from(recipeRestaurants))[0]!.n,
    tags: (await t.db.select({ n: count() }).from(recipeTags))[0]!.n,
  };
}

describe('recipes: create, read, list, update, delete', () => {
  it('creates a recipe (category ITEM by default) with its associations; every role reads it', async () => {
    const recipe = await create({ restaurantIds: [ids.bistrot], tagIds: [ids.tag] });
    expect(recipe).toMatchObject({
      category: 'ITEM',
      baseUnit: 'KG',
      DLC: 3,
      ingredients: [],
      productIngredientCount: 0,
      recipeIngredientCount: 0,
      allergens: [],
      cost: { total: 0, costPerBaseUnit: 0, complete: true, missing: [] },
    });
    expect(recipe.restaurants.map((r) => r.restaurantId)).toEqual([ids.bistrot]);
    expect(recipe.recipeTags.map((tag) => tag.tagId)).toEqual([ids.tag]);
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get(`/api/recipes/${recipe.id}`, await t.token(email));
      expect(res.status).toBe(200);
      expect((res.body as { recipe: Recipe }).recipe.name).toBe(recipe.name);
    }
  });

  it('refuses MANAGER and EMPLOYEE every write, and the anonymous; nothing written', async () => {
    const recipe = await create();
    const before = await tables();
    for (const email of [MANAGER, EMPLOYEE]) {
      const token = await t.token(email);
      expect((await t.post('/api/recipes', base(), token)).body).toEqual(FORBIDDEN);
      expect((await t.put(`/api/recipes/${recipe.id}`, { name: 'X' }, token)).status).toBe(403);
      expect((await t.del(`/api/recipes/${recipe.id}`, token)).status).toBe(403);
      expect((await addLine(recipe.id, line('RECIPE', recipe.id, 1, 'KG'), token)).status).toBe(
        403,
      );
    }
    expect((await t.post('/api/recipes', base())).status).toBe(401);
    expect((await t.get('/api/recipes')).status).toBe(401);
    expect(await tables()).toEqual(before);
  });

  it('answers another chain’s recipe 404 everywhere, and refuses its ids in a body (400)', async () => {
    const theirs = await create({}, other);
    const mine = await create();
    const before = await tables();
    expect((await t.get(`/api/recipes/${theirs.id}`, admin)).body).toEqual({
      error: R.recipeNotFound,
    });
    expect((await t.put(`/api/recipes/${theirs.id}`, { name: 'X' }, admin)).status).toBe(404);
    expect((await t.del(`/api/recipes/${theirs.id}`, admin)).status).toBe(404);
    expect((await t.get(`/api/recipes/${theirs.id}/ingredients`, admin)).status).toBe(404);
    expect((await addLine(theirs.id, line('RECIPE', mine.id, 1, 'KG'))).status).toBe(404);
    const sub = await addLine(mine.id, line('RECIPE', theirs.id, 1, 'KG'));
    expect(sub.status).toBe(400);
    expect(sub.body).toMatchObject({ fieldErrors: { itemId: 'Recette inconnue' } });
    const theirProduct = await product('G', [], other);
    const prod = await addLine(mine.id, line('PRODUCT', theirProduct.id, 1, 'G'));
    expect(prod.body).toMatchObject({ fieldErrors: { itemId: 'Produit inconnu' } });
    const assoc = await t.put(
      `/api/recipes/${mine.id}`,
      { restaurantIds: [ids.autrui], tagIds: [ids.otherTag] },
      admin,
    );
    expect(assoc.status).toBe(400);
    expect(assoc.body).toMatchObject({ fieldErrors: { restaurantIds: 'Restaurant inconnu' } });
    const list = (await t.get(`/api/recipes?ids=${mine.id},${theirs.id}`, admin)).body as {
      recipes: Recipe[];
    };
    expect(list.recipes.map((r) => r.id)).toEqual([mine.id]);
    expect(await tables()).toEqual(before);
  });

  it('refuses bad input in French under the field (the domain’s form rules), nothing written', async () => {
    const before = await tables();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '' }, { name: C.nameRequired }],
      [{ namePrint: undefined }, { namePrint: R.namePrintRequired }],
      [{ namePrint: 'x'.repeat(26) }, { namePrint: R.namePrintTooLong }],
      [{ quantity: 0 }, { quantity: R.quantityMin }],
      [{ quantity: 1.25 }, { quantity: R.quantityStep }],
      [{ baseUnit: 'G' }, { baseUnit: R.recipeBaseUnitInvalid }],
      [{ DLC: 0 }, { DLC: R.dlcMin }],
      [{ DLC: 1.5 }, { DLC: R.dlcInteger }],
      [{ photoURL: 'pas une url' }, { photoURL: C.photoUrlInvalid }],
      [{ category: 'PLAT' }, { category: C.categoryInvalid }],
    ];
    for (const [extra, fieldErrors] of cases) {
      const res = await t.post('/api/recipes', base(extra), admin);
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body).toMatchObject({ fieldErrors });
    }
    const recipe = await create();
    const edited = await tables();
    // The edit form allows an empty print name; a yield under 0,1 as on create (the form's rule).
    for (const quantity of [0, -0.1]) {
      const res = await t.put(`/api/recipes/${recipe.id}`, { quantity }, admin);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ fieldErrors: { quantity: R.quantityMin } });
    }
    expect((await t.put(`/api/recipes/${recipe.id}`, {}, admin)).status).toBe(400);
    expect(await tables()).toEqual(edited);
    expect(before.recipes).not.toEqual(edited.recipes);
  });

  it('updates fields with PUT and PATCH alike, or only the associations', async () => {
    const recipe = await create({ tagIds: [ids.tag] });
    const put = await t.put(`/api/recipes/${recipe.id}`, { name: 'Sauce', namePrint: '' }, admin);
    expect(put.status, put.text).toBe(200);
    expect((put.body as { recipe: Recipe }).recipe).toMatchObject({
      name: 'Sauce',
      namePrint: null,
      recipeTags: [{ tagId: ids.tag }],
    });
    const patch = await t.send('patch', `/api/recipes/${recipe.id}`, {
      token: admin,
      body: { restaurantIds: [ids.bistrot] },
    });
    expect(patch.status, patch.text).toBe(200);
    expect((patch.body as { recipe: Recipe }).recipe).toMatchObject({
      name: 'Sauce',
      restaurants: [{ restaurantId: ids.bistrot }],
      recipeTags: [{ tagId: ids.tag }],
    });
  });

  it('lists with search (name or print name, accents ignored), sort, pages and the total', async () => {
    const tag = `zq${++n}`;
    const [a, b, c] = [
      await create({ name: `Éclair ${tag} B` }),
      await create({ name: `Eclair ${tag} A` }),
      await create({ name: 'Autre', namePrint: `eclair ${tag}` }),
    ];
    const res = await t.get(`/api/recipes?search=ÉCLAIR ${tag}&limit=2&offset=0`, admin);
    expect(res.status, res.text).toBe(200);
    const page = res.body as { recipes: Recipe[]; total: number; limit: number };
    expect(page.total).toBe(3);
    expect(page.recipes.map((r) => r.id)).toEqual([c.id, b.id]);
    const desc = (
      (await t.get(`/api/recipes?search=${tag}&sort=createdAt&order=desc`, admin)).body as {
        recipes: Recipe[];
      }
    ).recipes;
    expect(desc.map((r) => r.id)).toEqual([c.id, b.id, a.id]);
    expect((await t.get('/api/recipes?sort=cost', admin)).status).toBe(400);
  });
});

describe('the multipart create and update, with a photo', () => {
  const multipart = (method: 'post' | 'put' | 'patch', url: string) =>
    request(t.app)[method](url).set('Authorization', `Bearer ${admin}`);

  it('updates with a photo (the fields French numbers), which replaces the URL; an image and a URL together are refused', async () => {
    const recipe = await create({ photoURL: 'https://exemple.fr/sauce.jpg' });
    const res = await multipart('put', `/api/recipes/${recipe.id}`)
      .field('name', 'Sauce photo')
      .field('quantity', '2,5')
      .field('DLC', '4')
      .field('tagIds', JSON.stringify([ids.tag]))
      .attach('photo', demoPhoto(64), { filename: 's.png', contentType: 'image/png' });
    expect(res.status, res.text).toBe(200);
    const updated = (res.body as { recipe: Recipe }).recipe;
    expect(updated).toMatchObject({ name: 'Sauce photo', quantity: 2.5, DLC: 4 });
    expect(updated.photoURL).toMatch(/\/api\/photos\//);
    const [row] = await t.db.select().from(recipes).where(eq(recipes.id, recipe.id));
    expect(row).toMatchObject({ photoUrl: null });
    expect(row!.photoId).not.toBeNull();
    const before = await tables();
    const both = await multipart('patch', `/api/recipes/${recipe.id}`)
      .field('photoURL', 'https://exemple.fr/x.jpg')
      .attach('photo', demoPhoto(64), { filename: 's.png', contentType: 'image/png' });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ fieldErrors: { photo: C.photoFileOrUrl } });
    expect(await tables()).toEqual(before);
  });
});

describe('ingredients', () => {
  it('adds, reads, changes and removes lines; the unit must suit the item’s base unit', async () => {
    const recipe = await create();
    const farine = await product('G', ['GLUTEN']);
    const lait = await product('ML', ['MILK']);
    const added = await addLine(recipe.id, line('PRODUCT', farine.id, 500, 'G'));
    expect(added.status, added.text).toBe(201);
    const ingredient = (added.body as { ingredient: Ingredient }).ingredient;
    expect(ingredient).toMatchObject({
      itemType: 'PRODUCT',
      itemId: farine.id,
      itemName: farine.name,
    });
    const before = await tables();
    const wrong = await addLine(recipe.id, line('PRODUCT', lait.id, 1, 'KG'));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ fieldErrors: { itemUnit: R.ingredientUnitNotAllowed } });
    for (const [body, fieldErrors] of [
      [line('PRODUCT', lait.id, 0, 'L'), { quantity: R.ingredientQuantityPositive }],
      [line('PRODUCT', lait.id, 0.0005, 'L'), { quantity: R.ingredientQuantityDecimals }],
      [line('PLAT', lait.id, 1, 'L'), { itemType: R.itemTypeInvalid }],
      [{ itemType: 'PRODUCT', quantity: 1, itemUnit: 'L' }, { itemId: R.itemRequired }],
      [line('PRODUCT', lait.id, 1, 'TASSE'), { itemUnit: C.unitInvalid }],
    ] as const) {
      const res = await addLine(recipe.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ fieldErrors });
    }
    expect(await tables()).toEqual(before);
    expect((await addLine(recipe.id, line('PRODUCT', lait.id, 0.5, 'L'))).status).toBe(201);
    const list = await t.get(`/api/recipes/${recipe.id}/ingredients`, await t.token(EMPLOYEE));
    expect((list.body as { ingredients: Ingredient[] }).ingredients.map((i) => i.itemId)).toEqual([
      farine.id,
      lait.id,
    ]);
    const changed = await t.put(
      `/api/recipes/${recipe.id}/ingredients/${ingredient.id}`,
      { quantity: 0.3, itemUnit: 'KG' },
      admin,
    );
    expect(changed.status, changed.text).toBe(200);
    expect((changed.body as { ingredient: Ingredient }).ingredient).toMatchObject({
      quantity: 0.3,
      itemUnit: 'KG',
    });
    const read = await sheet(recipe.id);
    expect(read).toMatchObject({ productIngredientCount: 2, allergens: ['GLUTEN', 'MILK'] });
    expect(
      (await t.del(`/api/recipes/${recipe.id}/ingredients/${ingredient.id}`, admin)).status,
    ).toBe(204);
    expect((await sheet(recipe.id)).allergens).toEqual(['MILK']);
    // An ingredient of another recipe is not this one's.
    const otherRecipe = await create();
    expect(
      (await t.del(`/api/recipes/${otherRecipe.id}/ingredients/${read.ingredients[1]!.id}`, admin))
        .status,
    ).toBe(404);
  });

  it("takes a chef's quantities: 0,25 kg, 0,05 L, any quantity above 0 to three decimals", async () => {
    const recipe = await create();
    const beurre = await product('G');
    const creme = await product('ML');
    const added = await addLine(recipe.id, line('PRODUCT', beurre.id, 0.25, 'KG'));
    expect(added.status, added.text).toBe(201);
    expect((await addLine(recipe.id, line('PRODUCT', creme.id, 0.05, 'L'))).status).toBe(201);
    const id = (added.body as { ingredient: Ingredient }).ingredient.id;
    const changed = await t.put(
      `/api/recipes/${recipe.id}/ingredients/${id}`,
      { quantity: 0.125 },
      admin,
    );
    expect(changed.status, changed.text).toBe(200);
    const before = await tables();
    const tooFine = await t.put(
      `/api/recipes/${recipe.id}/ingredients/${id}`,
      { quantity: 0.1255 },
      admin,
    );
    expect(tooFine.status).toBe(400);
    expect(tooFine.body).toMatchObject({ fieldErrors: { quantity: R.ingredientQuantityDecimals } });
    expect(await tables()).toEqual(before);
    expect((await sheet(recipe.id)).ingredients.map((i) => [i.quantity, i.itemUnit])).toEqual([
      [0.125, 'KG'],
      [0.05, 'L'],
    ]);
  });

  it('refuses a recipe in itself, directly and through three levels (409, the domain’s message), nothing written', async () => {
    const [a, b, c] = [await create(), await create(), await create()];
    const self = await addLine(a.id, line('RECIPE', a.id, 1, 'KG'));
    expect(self.status).toBe(409);
    expect(self.body).toEqual({ error: R.recipeInItself });
    expect((await addLine(a.id, line('RECIPE', b.id, 100, 'G'))).status).toBe(201);
    expect((await addLine(b.id, line('RECIPE', c.id, 100, 'G'))).status).toBe(201);
    const before = await tables();
    const direct = await addLine(b.id, line('RECIPE', a.id, 1, 'KG'));
    expect(direct.status).toBe(409);
    expect(direct.body).toEqual({ error: recipeCycleMessage(a.name) });
    const deep = await addLine(c.id, line('RECIPE', a.id, 1, 'KG'));
    expect(deep.status).toBe(409);
    expect(deep.body).toEqual({ error: recipeCycleMessage(a.name) });
    // Changing a product line into the cycle is refused the same way.
    const farine = await product('G');
    const own = (
      (await addLine(c.id, line('PRODUCT', farine.id, 10, 'G'))).body as { ingredient: Ingredient }
    ).ingredient;
    const afterProduct = await tables();
    const changed = await t.put(
      `/api/recipes/${c.id}/ingredients/${own.id}`,
      line('RECIPE', a.id, 1, 'KG'),
      admin,
    );
    expect(changed.status).toBe(409);
    expect(await tables()).toEqual(afterProduct);
    expect(before.lines).not.toEqual(afterProduct.lines);
  });

  it('two concurrent additions cannot close a cycle together', async () => {
    const [a, b] = [await create(), await create()];
    const [one, two] = await Promise.all([
      addLine(a.id, line('RECIPE', b.id, 1, 'KG')),
      addLine(b.id, line('RECIPE', a.id, 1, 'KG')),
    ]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
  });

  it('refuses deleting a recipe another one uses (409 naming it), a product a recipe uses too', async () => {
    const [dish, sauce] = [await create({ name: `Plat ${++n}` }), await create()];
    const farine = await product('G');
    await addLine(dish.id, line('RECIPE', sauce.id, 100, 'G'));
    await addLine(sauce.id, line('PRODUCT', farine.id, 100, 'G'));
    const before = await tables();
    const res = await t.del(`/api/recipes/${sauce.id}`, admin);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: `Impossible de supprimer cette recette car elle est un ingrédient de : ${dish.name}.`,
    });
    expect((await t.del(`/api/products/${farine.id}`, admin)).status).toBe(409);
    expect(await tables()).toEqual(before);
    const withUses = await t.get(`/api/products/${farine.id}?withRecipes=true`, admin);
    expect(
      (withUses.body as { product: { usedInRecipes: unknown[] } }).product.usedInRecipes,
    ).toEqual([
      expect.objectContaining({
        id: sauce.id,
        name: sauce.name,
        ingredientQuantity: 100,
        ingredientUnit: 'G',
      }),
    ]);
    expect((await t.del(`/api/recipes/${dish.id}`, admin)).status).toBe(204);
    expect((await t.del(`/api/recipes/${sauce.id}`, admin)).status).toBe(204);
    expect(
      await t.db
        .select()
        .from(recipeIngredients)
        .where(inArray(recipeIngredients.recipeId, [dish.id, sauce.id])),
    ).toEqual([]);
  });
});

describe('cost and allergens', () => {
  it('costs a recipe through its sub-recipes, rolls allergens up, and follows a price change at once', async () => {
    const farine = await product('G', ['GLUTEN']);
    const beurre = await product('G', ['MILK']);
    const sel = await product('G');
    const farineArticle = await sell(farine.id, 2, 1, 'KG'); // 0,002 €/g
    await sell(beurre.id, 8, 1, 'KG'); // 0,008 €/g
    const pate = await create({ name: `Pâte ${++n}` });
    await addLine(pate.id, line('PRODUCT', farine.id, 500, 'G')); // 1 €
    expect((await addLine(pate.id, line('PRODUCT', beurre.id, 250, 'G'))).status).toBe(201); // 2 €
    const quiche = await create({ quantity: 2, baseUnit: 'PIECE' });
    await addLine(quiche.id, line('RECIPE', pate.id, 500, 'G')); // 1,5 €
    const plateau = await create({ baseUnit: 'PIECE' });
    await addLine(plateau.id, line('RECIPE', quiche.id, 2, 'PIECE')); // 1,5 €
    const top = await sheet(plateau.id);
    expect(top.cost).toEqual({ total: 1.5, costPerBaseUnit: 1.5, complete: true, missing: [] });
    expect(top.allergens).toEqual(['GLUTEN', 'MILK']);
    expect(top).toMatchObject({ recipeIngredientCount: 1, productIngredientCount: 0 });
    expect(top.ingredients[0]).toMatchObject({ itemName: quiche.name, cost: 1.5, share: 1 });
    const update = await t.put(`/api/articles/${farineArticle}`, { price: 4 }, admin);
    expect(update.status, update.text).toBe(200);
    expect((await sheet(plateau.id)).cost.total).toBe(2);
    // A product without a price: the known total, 'coût incomplet' with the chain to it.
    await addLine(pate.id, line('PRODUCT', sel.id, 10, 'G'));
    const incomplete = await sheet(plateau.id);
    expect(incomplete.cost).toMatchObject({ total: 2, complete: false });
    expect(incomplete.cost.missing).toEqual([
      expect.objectContaining({
        reason: 'NO_PRICE',
        itemName: sel.name,
        path: [quiche.name, pate.name],
      }),
    ]);
    // The allergens follow a product's change at once too.
    const changed = await t.put(`/api/products/${sel.id}`, { allergens: ['MUSTARD'] }, admin);
    expect(changed.status, changed.text).toBe(200);
    expect((await sheet(plateau.id)).allergens).toEqual(['GLUTEN', 'MILK', 'MUSTARD']);
  });

  it('products take, answer and refuse allergens', async () => {
    const made = await product('G', ['MILK', 'GLUTEN', 'MILK']);
    expect(made.allergens).toEqual(['GLUTEN', 'MILK']);
    const res = await t.put(`/api/products/${made.id}`, { allergens: ['POISON'] }, admin);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      fieldErrors: { 'allergens.0': expect.stringContaining('Allergènes invalides') },
    });
    const list = await t.get(`/api/products?ids=${made.id}`, await t.token(EMPLOYEE));
    expect((list.body as { products: { allergens: string[] }[] }).products[0]!.allergens).toEqual([
      'GLUTEN',
      'MILK',
    ]);
  });
});
