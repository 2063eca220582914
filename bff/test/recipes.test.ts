import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_MESSAGES, recipeCycleMessage } from '@bo/domain';
import {
  ADMIN,
  codeOf,
  EMPLOYEE,
  MANAGER,
  OTHER_ADMIN,
  OTHER_PASSWORD,
  startStack,
  type GraphResult,
  type Stack,
} from './helpers.ts';

// Recipes in the graph (issue 12 item 10): lines whose item is a product or a sub-recipe, cost and
// allergens answered by the api, a product's recipes, the mutations with the cycle refused as
// CONFLICT; a recipe's tree costs a number of REST calls bounded by its depth.

let stack: Stack;
let admin: string;
const PREFIX = 'Zq recette';
let n = 0;

const data = <T>(result: GraphResult<T>): T => {
  expect(result.errors).toBeUndefined();
  return result.data!;
};

async function createProduct(allergens: string[] = [], price?: number) {
  const { createProduct } = data(
    await stack.gql<{ createProduct: { id: string } }>(
      `mutation ($input: CreateProductInput!) { createProduct(input: $input) { id } }`,
      {
        input: {
          name: `${PREFIX} produit ${++n}`,
          category: 'ITEM',
          baseUnit: 'G',
          storagePackagingQuantity: 1,
          storagePackagingUnit: 'KG',
          allergens,
        },
      },
      admin,
    ),
  );
  if (price !== undefined) {
    const { laboratories } = data(
      await stack.gql<{ laboratories: { id: string }[] }>('{ laboratories { id } }', {}, admin),
    );
    data(
      await stack.gql(
        `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { id } }`,
        {
          input: {
            name: `${PREFIX} article ${++n}`,
            price,
            vat: 'VAT_5_5',
            productId: createProduct.id,
            labId: laboratories[0]!.id,
            packagings: [{ name: 'Sac', sourceQuantity: 1, sourceUnit: 'KG' }],
          },
        },
        admin,
      ),
    );
  }
  return createProduct.id;
}

async function createRecipe(extra: Record<string, unknown> = {}) {
  const { createRecipe } = data(
    await stack.gql<{ createRecipe: { id: string; name: string } }>(
      `mutation ($input: CreateRecipeInput!) { createRecipe(input: $input) { id name } }`,
      {
        input: {
          name: `${PREFIX} ${++n}`,
          namePrint: `R${n}`,
          quantity: 1,
          baseUnit: 'KG',
          dlc: 2,
          ...extra,
        },
      },
      admin,
    ),
  );
  return createRecipe;
}

const ADD = `mutation ($recipeId: ID!, $input: RecipeIngredientInput!) {
  addRecipeIngredient(recipeId: $recipeId, input: $input) { id itemType unit cost }
}`;
const add = (recipeId: string, itemType: string, itemId: string, quantity: number, unit = 'G') =>
  stack.gql<{ addRecipeIngredient: { id: string } }>(
    ADD,
    { recipeId, input: { itemType, itemId, quantity, unit } },
    admin,
  );

/** A recipe of `width` products, using a recipe of `width` products, using another: 3 levels. */
async function tree(width: number) {
  const levels = [await createRecipe(), await createRecipe(), await createRecipe()];
  for (const [i, level] of levels.entries()) {
    for (let p = 0; p < width; p++) {
      data(await add(level.id, 'PRODUCT', await createProduct(['GLUTEN'], 2), 100));
    }
    const below = levels[i + 1];
    if (below) data(await add(level.id, 'RECIPE', below.id, 500));
  }
  return levels[0]!;
}

const TREE = `query ($id: ID!) {
  recipe(id: $id) {
    name allergens cost { total complete }
    ingredients {
      quantity unit cost costShare
      item {
        __typename
        ... on Product { name allergens }
        ... on Recipe {
          name allergens
          ingredients {
            item {
              ... on Product { name }
              ... on Recipe { name ingredients { item { ... on Product { name allergens } } } }
            }
          }
        }
      }
    }
  }
}`;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login(ADMIN);
});
afterAll(() => stack?.close());

describe('a recipe three levels deep', () => {
  it('costs a number of REST calls bounded by its depth, not by its ingredients', async () => {
    const small = await tree(1);
    const large = await tree(4);
    const one = await stack.gql<{ recipe: { ingredients: unknown[] } }>(
      TREE,
      { id: small.id },
      admin,
    );
    const four = await stack.gql<{
      recipe: {
        allergens: string[];
        cost: { total: number; complete: boolean };
        ingredients: { cost: number; item: { __typename: string; name: string } }[];
      };
    }>(TREE, { id: large.id }, admin);
    const recipe = data(four).recipe;
    expect(data(one).recipe.ingredients).toHaveLength(2);
    expect(recipe.ingredients).toHaveLength(5);
    expect(recipe.ingredients.map((line) => line.item.__typename)).toEqual([
      'Product',
      'Product',
      'Product',
      'Product',
      'Recipe',
    ]);
    expect(recipe.allergens).toEqual(['GLUTEN']);
    // 100 g at 2 €/kg: 0,2 € a line; each sub-recipe's half kilo: half its cost.
    expect(recipe.ingredients[0]!.cost).toBe(0.2);
    // 0,8 + (0,8 + 0,8 / 2) / 2
    expect(recipe.cost).toEqual({ total: 1.4, complete: true });
    // The recipe, then per level its products and its sub-recipe: the same for 1 or 4 lines.
    expect(four.restCalls).toBe(one.restCalls);
    expect(four.restCalls).toBeLessThanOrEqual(1 + 2 * 3);
  });
});

describe('recipes in the graph', () => {
  it('lists, reads (every role), updates and deletes recipes; CONFLICT while used', async () => {
    const sauce = await createRecipe({ category: 'DAIRY' });
    const dish = await createRecipe();
    data(await add(dish.id, 'RECIPE', sauce.id, 200));
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const token = email === ADMIN ? admin : await stack.login(email);
      const result = await stack.gql<{
        recipes: { total: number; data: { name: string; recipeIngredientCount: number }[] };
      }>(
        `query ($search: String) { recipes(filter: { search: $search }, sort: { field: NAME, direction: ASC }) {
          total data { name recipeIngredientCount } } }`,
        { search: dish.name },
        token,
      );
      expect(data(result).recipes.data).toEqual([{ name: dish.name, recipeIngredientCount: 1 }]);
    }
    const read = await stack.gql<{
      recipe: { category: string; dlc: number; usedIn: { id: string }[] };
    }>(
      `query ($id: ID!) { recipe(id: $id) { category dlc usedIn { id } } }`,
      { id: sauce.id },
      admin,
    );
    expect(data(read).recipe).toEqual({ category: 'DAIRY', dlc: 2, usedIn: [{ id: dish.id }] });
    const updated = await stack.gql<{ updateRecipe: { name: string; dlc: number } }>(
      `mutation ($id: ID!) { updateRecipe(id: $id, input: { name: "${PREFIX} sauce", dlc: 4 }) { name dlc } }`,
      { id: sauce.id },
      admin,
    );
    expect(data(updated).updateRecipe).toEqual({ name: `${PREFIX} sauce`, dlc: 4 });
    const DELETE = `mutation ($id: ID!) { deleteRecipe(id: $id) }`;
    const refused = await stack.gql(DELETE, { id: sauce.id }, admin);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(data(await stack.gql(DELETE, { id: dish.id }, admin))).toEqual({
      deleteRecipe: dish.id,
    });
    const manager = await stack.login(MANAGER);
    expect(codeOf(await stack.gql(DELETE, { id: sauce.id }, manager))).toBe('FORBIDDEN');
    const missing = await stack.gql(`{ recipe(id: "abc") { id } }`, {}, admin);
    expect(codeOf(missing)).toBe('NOT_FOUND');
    expect(missing.errors?.[0]?.message).toBe(RECIPE_MESSAGES.recipeNotFound);
  });

  it('refuses a sub-recipe that would contain the recipe (CONFLICT, the domain’s message) and a bad unit under `unit`', async () => {
    const [a, b, c] = [await createRecipe(), await createRecipe(), await createRecipe()];
    data(await add(a.id, 'RECIPE', b.id, 100));
    data(await add(b.id, 'RECIPE', c.id, 100));
    const cycle = await add(c.id, 'RECIPE', a.id, 100);
    expect(codeOf(cycle)).toBe('CONFLICT');
    expect(cycle.errors?.[0]?.message).toBe(recipeCycleMessage(a.name));
    const self = await add(a.id, 'RECIPE', a.id, 100);
    expect(self.errors?.[0]?.message).toBe(RECIPE_MESSAGES.recipeInItself);
    const unit = await add(a.id, 'PRODUCT', await createProduct(), 1, 'L');
    expect(codeOf(unit)).toBe('BAD_USER_INPUT');
    expect(unit.errors?.[0]?.extensions?.fieldErrors).toEqual({
      unit: RECIPE_MESSAGES.ingredientUnitNotAllowed,
    });
  });

  it('changes and removes a line; a product answers its allergens and its recipes', async () => {
    const recipe = await createRecipe();
    const product = await createProduct(['MILK', 'EGGS']);
    const line = data(await add(recipe.id, 'PRODUCT', product, 100)).addRecipeIngredient;
    const changed = await stack.gql<{ updateRecipeIngredient: { quantity: number; unit: string } }>(
      `mutation ($recipeId: ID!, $id: ID!, $input: RecipeIngredientInput!) {
        updateRecipeIngredient(recipeId: $recipeId, id: $id, input: $input) { quantity unit } }`,
      {
        recipeId: recipe.id,
        id: line.id,
        input: { itemType: 'PRODUCT', itemId: product, quantity: 0.2, unit: 'KG' },
      },
      admin,
    );
    expect(data(changed).updateRecipeIngredient).toEqual({ quantity: 0.2, unit: 'KG' });
    const read = await stack.gql<{
      product: {
        allergens: string[];
        usedInRecipes: { recipeId: string; quantity: number; recipe: { name: string } }[];
      };
    }>(
      `query ($id: ID!) { product(id: $id) { allergens usedInRecipes { recipeId quantity recipe { name } } } }`,
      { id: product },
      admin,
    );
    expect(data(read).product).toEqual({
      allergens: ['EGGS', 'MILK'],
      usedInRecipes: [{ recipeId: recipe.id, quantity: 0.2, recipe: { name: recipe.name } }],
    });
    const removed = await stack.gql(
      `mutation ($recipeId: ID!, $id: ID!) { deleteRecipeIngredient(recipeId: $recipeId, id: $id) }`,
      { recipeId: recipe.id, id: line.id },
      admin,
    );
    expect(data(removed)).toEqual({ deleteRecipeIngredient: line.id });
    const cost = await stack.gql<{ recipe: { cost: { total: number; complete: boolean } } }>(
      `query ($id: ID!) { recipe(id: $id) { cost { total complete } } }`,
      { id: recipe.id },
      admin,
    );
    expect(data(cost).recipe.cost).toEqual({ total: 0, complete: true });
  });

  it('shows another chain’s recipe as not found', async () => {
    const mine = await createRecipe();
    const other = await stack.login(OTHER_ADMIN, OTHER_PASSWORD);
    const result = await stack.gql(
      `query ($id: ID!) { recipe(id: $id) { id } }`,
      { id: mine.id },
      other,
    );
    expect(codeOf(result)).toBe('NOT_FOUND');
  });
});
