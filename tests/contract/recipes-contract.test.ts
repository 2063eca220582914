// The recipes' routes (recipes, their ingredients, products' allergens and recipes), as the bff
// meets them, match api/openapi.json.
import { describe, expect, it } from 'vitest';
import { contractRun, expectContract } from './contract-run.ts';

const LINE = `id itemType itemId quantity unit cost costShare costGap
  item { __typename ... on Product { id name allergens } ... on Recipe { id name } }`;
const RECIPE = `id name namePrint quantity baseUnit category dlc photoUrl createdAt updatedAt
  ingredients { ${LINE} } productIngredientCount recipeIngredientCount restaurants { id }
  tags { id } allergens costPerBaseUnit cost { total perBaseUnit complete missing { id } }
  usedIn { id }`;

const CREATE = `mutation ($input: CreateRecipeInput!) { createRecipe(input: $input) { ${RECIPE} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateRecipeInput!) { updateRecipe(id: $id, input: $input) { ${RECIPE} } }`;
const DELETE = 'mutation ($id: ID!) { deleteRecipe(id: $id) }';
const ADD = `mutation ($id: ID!, $input: RecipeIngredientInput!) { addRecipeIngredient(recipeId: $id, input: $input) { ${LINE} } }`;
const CHANGE = `mutation ($id: ID!, $line: ID!, $input: RecipeIngredientInput!) { updateRecipeIngredient(recipeId: $id, id: $line, input: $input) { ${LINE} } }`;
const REMOVE =
  'mutation ($id: ID!, $line: ID!) { deleteRecipeIngredient(recipeId: $id, id: $line) }';

const run = contractRun();

describe('the recipes: REST responses received by the bff match api/openapi.json', () => {
  it('for every route and its refusals', async () => {
    const { stack, gql, admin, manager, employee, other } = await run.start();
    const ok = <T>(result: { data?: T | null; errors?: unknown }): T => {
      expect(result.errors).toBeUndefined();
      return result.data!;
    };
    const input = { name: 'Contrat sauce', namePrint: 'Sauce', quantity: 1, baseUnit: 'L', dlc: 3 };

    const product = ok(
      await gql<{ createProduct: { id: string } }>(
        `mutation ($input: CreateProductInput!) { createProduct(input: $input) { id allergens } }`,
        {
          input: {
            name: 'Contrat lait',
            category: 'DAIRY',
            baseUnit: 'ML',
            storagePackagingQuantity: 1,
            storagePackagingUnit: 'L',
            allergens: ['MILK'],
          },
        },
        admin,
      ),
    ).createProduct.id;
    const sauce = ok(await gql<{ createRecipe: { id: string } }>(CREATE, { input }, admin))
      .createRecipe.id;
    const dish = ok(
      await gql<{ createRecipe: { id: string } }>(
        CREATE,
        { input: { ...input, name: 'Contrat plat', baseUnit: 'PIECE' } },
        admin,
      ),
    ).createRecipe.id;
    await gql(CREATE, { input: { ...input, namePrint: 'x'.repeat(30) } }, admin);
    await gql(CREATE, { input }, manager);
    await gql(UPDATE, { id: sauce, input: { dlc: 4 } }, admin);
    await gql(UPDATE, { id: sauce, input: { dlc: 0 } }, admin);
    await gql(UPDATE, { id: sauce, input: { dlc: 4 } }, employee);
    await gql(UPDATE, { id: sauce, input: { dlc: 4 } }, other);

    const line = ok(
      await gql<{ addRecipeIngredient: { id: string } }>(
        ADD,
        { id: sauce, input: { itemType: 'PRODUCT', itemId: product, quantity: 50, unit: 'CL' } },
        admin,
      ),
    ).addRecipeIngredient.id;
    ok(
      await gql(
        ADD,
        { id: dish, input: { itemType: 'RECIPE', itemId: sauce, quantity: 20, unit: 'CL' } },
        admin,
      ),
    );
    // A cycle (409), a unit of another family (400), a role (403), another chain (404).
    await gql(
      ADD,
      { id: sauce, input: { itemType: 'RECIPE', itemId: dish, quantity: 1, unit: 'PIECE' } },
      admin,
    );
    await gql(
      ADD,
      { id: sauce, input: { itemType: 'PRODUCT', itemId: product, quantity: 1, unit: 'G' } },
      admin,
    );
    await gql(
      ADD,
      { id: sauce, input: { itemType: 'PRODUCT', itemId: product, quantity: 1, unit: 'L' } },
      manager,
    );
    await gql(
      ADD,
      { id: sauce, input: { itemType: 'PRODUCT', itemId: product, quantity: 1, unit: 'L' } },
      other,
    );
    await gql(
      CHANGE,
      {
        id: sauce,
        line,
        input: { itemType: 'PRODUCT', itemId: product, quantity: 0.4, unit: 'L' },
      },
      admin,
    );
    await gql(
      CHANGE,
      { id: sauce, line, input: { itemType: 'PRODUCT', itemId: product, quantity: 0, unit: 'L' } },
      admin,
    );
    await gql(`{ recipes { total data { ${RECIPE} } } }`, {}, employee);
    await gql(
      `query ($id: ID!) { product(id: $id) { allergens usedInRecipes { recipeId recipe { id name } } } }`,
      { id: product },
      manager,
    );
    await gql(DELETE, { id: sauce }, admin);
    await gql(DELETE, { id: sauce }, manager);
    await gql(REMOVE, { id: sauce, line }, employee);
    await gql(REMOVE, { id: sauce, line }, admin);
    await gql(REMOVE, { id: sauce, line }, admin);
    await gql(DELETE, { id: dish }, admin);

    expectContract(stack, [
      'GET /api/recipes 200',
      'POST /api/recipes 201',
      'POST /api/recipes 400',
      'POST /api/recipes 403',
      'PUT /api/recipes/{id} 200',
      'PUT /api/recipes/{id} 400',
      'PUT /api/recipes/{id} 403',
      'PUT /api/recipes/{id} 404',
      'DELETE /api/recipes/{id} 204',
      'DELETE /api/recipes/{id} 403',
      'DELETE /api/recipes/{id} 409',
      'POST /api/recipes/{id}/ingredients 201',
      'POST /api/recipes/{id}/ingredients 400',
      'POST /api/recipes/{id}/ingredients 403',
      'POST /api/recipes/{id}/ingredients 404',
      'POST /api/recipes/{id}/ingredients 409',
      'PUT /api/recipes/{id}/ingredients/{ingredientId} 200',
      'PUT /api/recipes/{id}/ingredients/{ingredientId} 400',
      'DELETE /api/recipes/{id}/ingredients/{ingredientId} 204',
      'DELETE /api/recipes/{id}/ingredients/{ingredientId} 403',
      'DELETE /api/recipes/{id}/ingredients/{ingredientId} 404',
      'GET /api/products 200',
      'POST /api/products 201',
    ]);
    // The lines' sub-recipes: one batched read.
    expect(stack.calls.some((c) => /^\/api\/recipes\?ids=\d+(,\d+)*$/.test(c.path))).toBe(true);
  });
});
