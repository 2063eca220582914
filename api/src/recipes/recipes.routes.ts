// Recipes and their ingredients (docs/areas/recipes.md): the chain's preparations, each line a
// product or a sub-recipe. Rows of another chain answer 404 like unknown ids (400 under the field
// when named in a body); every write runs in one transaction, so a refusal writes nothing. Cost and
// allergens are the domain's, computed on every read from the catalogue's current costs: a price
// change shows at once.
import {
  ingredientUnitError,
  RECIPE_MESSAGES as R,
  recipeCycleMessage,
  wouldCreateCycle,
  type Unit,
} from '@bo/domain';
import {
  CreateRecipeBody,
  RECIPE_API_MESSAGES as M,
  RecipeIngredientBody,
  RecipeIngredientParams,
  RecipeIngredientResponse,
  RecipeIngredientsResponse,
  RecipeResponse,
  RecipesQuery,
  RecipesResponse,
  UpdateRecipeBody,
  UpdateRecipeIngredientBody,
} from './recipes.contract.ts';
import {
  chainProductUnit,
  deleteIngredient,
  deleteRecipe,
  findChainRecipe as findRecipe,
  findIngredient as findLine,
  ingredientDto,
  insertIngredient,
  insertRecipe,
  itemIdOf,
  listRecipes,
  lockChainRecipes,
  recipesUsing,
  saveAssociations,
  subRecipeEdges,
  toRecipe,
  updateIngredient,
  updateRecipeRow,
  type IngredientInput,
  type IngredientRow,
  type RecipeRow,
} from './recipes.queries.ts';
import { IdParam } from '../contract/common.ts';
import { recordBodyWithPhoto } from '../photos/photos.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { HttpError, invalidField, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { optionalIdList } from '../http/validate.ts';
import { storePhoto } from '../photos/upload.ts';
import { assertAssociations } from '../catalogue/checks.ts';
import { assertPhoto, recordWithPhotoAndLists } from '../catalogue/record-input.ts';

/** The chain's recipe, else 404 (another chain's id looks like no id). */
async function findChainRecipe(db: Db | Tx, user: AuthUser, id: number): Promise<RecipeRow> {
  const row = await findRecipe(db, user, id);
  if (!row) throw notFound(R.recipeNotFound);
  return row;
}

async function findIngredient(
  db: Db | Tx,
  recipeId: number,
  ingredientId: number,
): Promise<IngredientRow> {
  const row = await findLine(db, recipeId, ingredientId);
  if (!row) throw notFound(M.ingredientNotFound);
  return row;
}

/**
 * Checks a line before it is written, inside the write's transaction: the item is the chain's
 * (400 under itemId), its unit is allowed by the item's base unit (400 under itemUnit), and a
 * sub-recipe closes no cycle (409 with the domain's message). A sub-recipe line first locks the
 * chain's row, so two concurrent writes (A gets B while B gets A) check one after the other and
 * cannot close a cycle together.
 */
async function assertIngredient(
  tx: Tx,
  user: AuthUser,
  recipe: RecipeRow,
  input: IngredientInput,
): Promise<void> {
  let baseUnit: Unit;
  if (input.itemType === 'PRODUCT') {
    const unit = await chainProductUnit(tx, user, input.itemId);
    if (!unit) throw invalidField('itemId', M.productUnknown);
    baseUnit = unit;
  } else {
    await lockChainRecipes(tx, user);
    const sub = await findRecipe(tx, user, input.itemId);
    if (!sub) throw invalidField('itemId', M.recipeUnknown);
    if (input.itemId === recipe.id) throw new HttpError(409, R.recipeInItself);
    baseUnit = sub.baseUnit;
    const graph = await subRecipeEdges(tx, user);
    if (wouldCreateCycle(graph, recipe.id, input.itemId)) {
      throw new HttpError(409, recipeCycleMessage(sub.name));
    }
  }
  const unitError = ingredientUnitError(input.itemUnit, baseUnit);
  if (unitError) throw invalidField('itemUnit', unitError);
}

// ---- The multipart variant (a photo with the fields) ----------------------------------------

const NUMERIC_FIELDS = ['quantity', 'DLC', 'photoId'];
const LIST_FIELDS = ['restaurantIds', 'tagIds'];

const recipeBody = (
  req: Parameters<typeof recordWithPhotoAndLists>[0],
  res: Parameters<typeof recordWithPhotoAndLists>[1],
) => recordWithPhotoAndLists(req, res, NUMERIC_FIELDS, LIST_FIELDS);

export const recipesRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/recipes',
    tags: ['recipes'],
    summary:
      "Les recettes de l'enseigne avec leurs ingrédients, restaurants, tags, allergènes et coût, par nom sauf autre tri ; filtrées et par pages avec `limit` (docs/how-to/lists.md)",
    access: 'authenticated',
    query: RecipesQuery,
    response: { status: 200, description: 'Recettes', schema: RecipesResponse },
    errors: [400],
    handler: async ({ db, user, photos, query }) => {
      const ids = optionalIdList(query.ids, 'ids');
      const page = await listRecipes(db, photos, user, { ...query, ids });
      return { ...page, limit: query.limit ?? null, offset: query.offset ?? 0 };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/recipes/{id}',
    tags: ['recipes'],
    summary:
      'Une recette avec ses ingrédients (nom de l’élément, coût et part), restaurants, tags, allergènes (sous-recettes comprises) et coût',
    access: 'authenticated',
    params: IdParam,
    notFound: R.recipeNotFound,
    response: { status: 200, description: 'Recette', schema: RecipeResponse },
    errors: [404],
    handler: async ({ db, user, photos, params }) => ({
      recipe: await toRecipe(db, photos, user, await findChainRecipe(db, user, params.id)),
    }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/recipes',
    tags: ['recipes'],
    summary:
      'Crée une recette (ADMIN) : nom, nom d’impression (25 caractères au plus), quantité, unité de base, catégorie (ITEM par défaut), DLC, photo (URL, photoId ou fichier en multipart) et associations',
    access: { area: 'RECIPES', action: 'create' },
    load: ({ req, res }) => recipeBody(req, res),
    body: CreateRecipeBody,
    bodyOf: (sent) => sent.body,
    requestBody: recordBodyWithPhoto(CreateRecipeBody),
    response: { status: 201, description: 'Recette créée', schema: RecipeResponse },
    errors: [400],
    handler: async ({ db, user, photos, photoStore, loaded: sent, body }) => {
      await assertAssociations(db, user, body);
      await assertPhoto(db, user, body);
      const row = await db.transaction(async (tx) => {
        const photoId = sent.photo
          ? await storePhoto(tx, photoStore, user, sent.photo)
          : (body.photoId ?? null);
        const recipe = await insertRecipe(tx, user, {
          name: body.name,
          namePrint: body.namePrint,
          quantity: body.quantity,
          baseUnit: body.baseUnit,
          category: body.category ?? 'ITEM',
          dlc: body.DLC,
          photoId,
          photoUrl: photoId === null ? body.photoURL : null,
        });
        await saveAssociations(tx, recipe.id, body);
        return recipe;
      });
      return { recipe: await toRecipe(db, photos, user, row) };
    },
  }),

  // The spec does not say PUT or PATCH: both, one handler.
  ...(['put', 'patch'] as const).map((method) =>
    defineRoute({
      method,
      path: '/api/recipes/{id}',
      tags: ['recipes'],
      summary:
        'Modifie une recette (ADMIN) : ses champs (multipart avec une photo), ou ses associations ({restaurantIds}, {tagIds} remplacent les précédentes). PUT et PATCH sont la même route',
      access: { area: 'RECIPES', action: 'edit' },
      params: IdParam,
      notFound: R.recipeNotFound,
      load: async ({ db, user, params, req, res }) => ({
        recipe: await findChainRecipe(db, user, params.id),
        sent: await recipeBody(req, res),
      }),
      body: UpdateRecipeBody,
      bodyOf: ({ sent }) => sent.body,
      requestBody: recordBodyWithPhoto(UpdateRecipeBody),
      response: { status: 200, description: 'Recette modifiée', schema: RecipeResponse },
      errors: [400, 404],
      handler: async ({ db, user, photos, photoStore, loaded: { recipe, sent }, body }) => {
        if (Object.keys(body).length === 0 && !sent.photo) {
          throw new HttpError(400, M.nothingToChange);
        }
        await assertAssociations(db, user, body);
        await assertPhoto(db, user, body);
        const changes = {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.namePrint !== undefined && { namePrint: body.namePrint }),
          ...(body.quantity !== undefined && { quantity: body.quantity }),
          ...(body.baseUnit !== undefined && { baseUnit: body.baseUnit }),
          ...(body.category !== undefined && { category: body.category }),
          ...(body.DLC !== undefined && { dlc: body.DLC }),
          // A URL replaces an uploaded photo (one clears the other).
          ...(body.photoURL !== undefined && { photoUrl: body.photoURL, photoId: null }),
          ...(body.photoId !== undefined && { photoId: body.photoId, photoUrl: null }),
        };
        const row = await db.transaction(async (tx) => {
          const photo = sent.photo && {
            photoId: await storePhoto(tx, photoStore, user, sent.photo),
            photoUrl: null,
          };
          const updated = await updateRecipeRow(tx, recipe.id, { ...changes, ...photo });
          await saveAssociations(tx, recipe.id, body);
          return updated;
        });
        return { recipe: await toRecipe(db, photos, user, row) };
      },
    }),
  ),

  defineRoute({
    method: 'delete',
    path: '/api/recipes/{id}',
    tags: ['recipes'],
    summary:
      'Supprime une recette (ADMIN) avec ses ingrédients et associations ; 409 tant qu’une autre recette l’utilise',
    access: { area: 'RECIPES', action: 'delete' },
    params: IdParam,
    notFound: R.recipeNotFound,
    response: { status: 204, description: 'Supprimée' },
    errors: [404, 409],
    handler: async ({ db, user, params }) => {
      await db.transaction(async (tx) => {
        const recipe = await findChainRecipe(tx, user, params.id);
        const users = await recipesUsing(tx, recipe.id);
        if (users.length > 0) throw new HttpError(409, M.recipeInUse(users));
        await deleteRecipe(tx, recipe.id);
      });
    },
  }),

  // ---- Ingredients ----

  defineRoute({
    method: 'get',
    path: '/api/recipes/{id}/ingredients',
    tags: ['recipes'],
    summary: "Les ingrédients d'une recette avec le nom de l'élément, leur coût et leur part",
    access: 'authenticated',
    params: IdParam,
    notFound: R.recipeNotFound,
    response: { status: 200, description: 'Ingrédients', schema: RecipeIngredientsResponse },
    errors: [404],
    handler: async ({ db, user, photos, params }) => {
      const recipe = await findChainRecipe(db, user, params.id);
      return { ingredients: (await toRecipe(db, photos, user, recipe)).ingredients };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/recipes/{id}/ingredients',
    tags: ['recipes'],
    summary:
      "Ajoute un ingrédient (ADMIN) : un produit ou une sous-recette de l'enseigne, dans une unité permise par son unité de base ; 409 si la sous-recette contient déjà la recette (à tout niveau)",
    access: { area: 'RECIPES', action: 'edit' },
    params: IdParam,
    notFound: R.recipeNotFound,
    load: ({ db, user, params }) => findChainRecipe(db, user, params.id),
    body: RecipeIngredientBody,
    response: { status: 201, description: 'Ingrédient ajouté', schema: RecipeIngredientResponse },
    errors: [400, 404, 409],
    handler: async ({ db, user, photos, loaded: recipe, body }) => {
      const id = await db.transaction(async (tx) => {
        await assertIngredient(tx, user, recipe, body);
        return insertIngredient(tx, recipe.id, body);
      });
      return { ingredient: await ingredientDto(db, photos, user, recipe, id) };
    },
  }),

  defineRoute({
    method: 'put',
    path: '/api/recipes/{id}/ingredients/{ingredientId}',
    tags: ['recipes'],
    summary:
      'Modifie un ingrédient (ADMIN) aux mêmes règles qu’à son ajout ; les champs absents sont inchangés',
    access: { area: 'RECIPES', action: 'edit' },
    params: RecipeIngredientParams,
    notFound: M.ingredientNotFound,
    load: async ({ db, user, params }) => {
      const recipe = await findChainRecipe(db, user, params.id);
      return { recipe, line: await findIngredient(db, recipe.id, params.ingredientId) };
    },
    body: UpdateRecipeIngredientBody,
    response: { status: 200, description: 'Ingrédient modifié', schema: RecipeIngredientResponse },
    errors: [400, 404, 409],
    handler: async ({ db, user, photos, loaded: { recipe, line }, body }) => {
      const changed: IngredientInput = {
        itemType: body.itemType ?? line.itemType,
        itemId: body.itemId ?? itemIdOf(line),
        quantity: body.quantity ?? line.quantity,
        itemUnit: body.itemUnit ?? line.itemUnit,
      };
      await db.transaction(async (tx) => {
        await assertIngredient(tx, user, recipe, changed);
        await updateIngredient(tx, recipe.id, line.id, changed);
      });
      return { ingredient: await ingredientDto(db, photos, user, recipe, line.id) };
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/recipes/{id}/ingredients/{ingredientId}',
    tags: ['recipes'],
    summary: "Retire un ingrédient d'une recette (ADMIN)",
    access: { area: 'RECIPES', action: 'edit' },
    params: RecipeIngredientParams,
    notFound: M.ingredientNotFound,
    response: { status: 204, description: 'Retiré' },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const recipe = await findChainRecipe(db, user, params.id);
      const line = await findIngredient(db, recipe.id, params.ingredientId);
      await db.transaction((tx) => deleteIngredient(tx, recipe.id, line.id));
    },
  }),
];
