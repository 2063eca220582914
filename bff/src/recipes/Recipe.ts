import { GraphQLError } from 'graphql';
import type {
  CreateRecipeInput,
  IngredientItemResolvers,
  MutationResolvers,
  ProductRecipeUseResolvers,
  QueryResolvers,
  RecipeResolvers,
  RecipeSortField,
  Resolvers,
  UpdateRecipeInput,
} from '../generated/graphql.ts';
import { renameFieldErrors } from '../rest/errors.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import { TAG_NOT_FOUND } from '../restaurants/job-loaders.ts';
import { RECIPE_NOT_FOUND } from './recipe-loaders.ts';
import type { RequestBody, RestRecipe } from '../rest/types.ts';
import { changedId, defined, inputIds, tagsOf, visible } from '../catalogue/catalogue.ts';
import { restId } from '../resolvers/ids.ts';
import { restPage, restSort } from '../resolvers/paging.ts';

// Recipes in the graph: `Recipe` (its lines, restaurants, tags, allergens and cost, all answered
// by the api with the recipe), the `IngredientItem` union, `ProductRecipeUse` (a product's
// recipes), `Query.recipes`/`recipe` and the recipe mutations. The lines' own fields and
// mutations are in RecipeIngredient.ts.

/** The graph's page size when none is asked (schema.graphql: 25 by default). */
const DEFAULT_PAGE_SIZE = 25;
const PHOTO_NOT_FOUND = 'Photo introuvable';

/**
 * The cost as the graph shows it: the api's total, or null when lines exist and none is costed;
 * the lines that are not, to name them ('coût incomplet').
 */
function costOf(recipe: RestRecipe) {
  const costed = recipe.ingredients.some((line) => line.cost !== null);
  const known = recipe.ingredients.length === 0 || costed;
  return {
    total: known ? recipe.cost.total : null,
    perBaseUnit: known ? recipe.cost.costPerBaseUnit : null,
    complete: recipe.cost.complete,
    missing: recipe.ingredients.filter((line) => line.missing.length > 0),
  };
}

const Recipe: RecipeResolvers = {
  id: (recipe) => String(recipe.id),
  dlc: (recipe) => recipe.DLC,
  photoUrl: (recipe) => recipe.photoURL,
  restaurants: (recipe, _args, ctx) =>
    visible(
      ctx.loaders.restaurant,
      recipe.restaurants.map((r) => r.restaurantId),
    ),
  tags: (recipe, _args, ctx) => tagsOf(ctx, recipe.recipeTags),
  cost: (recipe) => costOf(recipe),
  costPerBaseUnit: (recipe) => costOf(recipe).perBaseUnit,
  // The recipes using it: one batched read for every recipe of the operation.
  usedIn: (recipe, _args, ctx) => visible(ctx.loaders.recipe, recipe.usedInRecipeIds),
};

/** A product or a recipe: only a recipe has a DLC in days (a product its DLC entamé). */
const IngredientItem: IngredientItemResolvers = {
  __resolveType: (item) => ('DLC' in item ? 'Recipe' : 'Product'),
};

const ProductRecipeUse: ProductRecipeUseResolvers = {
  recipeId: (use) => String(use.id),
  photoUrl: (use) => use.photoURL,
  quantity: (use) => use.ingredientQuantity,
  unit: (use) => use.ingredientUnit,
  recipe: (use, _args, ctx) => ctx.loaders.recipe.load(use.id),
};

const SORT_FIELDS: Record<RecipeSortField, 'name' | 'createdAt'> = {
  NAME: 'name',
  CREATED_AT: 'createdAt',
};

const RecipeQueries: Pick<QueryResolvers, 'recipes' | 'recipe'> = {
  recipes: async (_parent, { filter, sort, limit, offset }, ctx) => {
    const body = await ctx.rest.call('get', '/api/recipes', {
      query: {
        ...(filter?.search && { search: filter.search }),
        ...restSort(sort, SORT_FIELDS),
        ...restPage({ limit: limit ?? DEFAULT_PAGE_SIZE, offset }),
      },
    });
    for (const recipe of body.recipes) ctx.loaders.recipe.prime(recipe.id, recipe);
    return {
      data: body.recipes,
      total: body.total,
      limit: body.limit ?? body.recipes.length,
      offset: body.offset,
    };
  },
  recipe: (_parent, { id }, ctx) => ctx.loaders.recipe.load(restId(id, RECIPE_NOT_FOUND)),
};

/** The graph's input names that are not the REST body's (a recipe's, an ingredient's). */
const GRAPH_NAMES: Record<string, string> = { DLC: 'dlc', photoURL: 'photoUrl', itemUnit: 'unit' };

function recipeBody(input: CreateRecipeInput | UpdateRecipeInput) {
  const { dlc, photoUrl, photoId, restaurantIds, tagIds, ...fields } = input;
  return defined({
    ...fields,
    DLC: dlc ?? undefined,
    photoURL: photoUrl,
    photoId: changedId(photoId, 'photoId', PHOTO_NOT_FOUND),
    restaurantIds: restaurantIds
      ? inputIds(restaurantIds, 'restaurantIds', RESTAURANT_NOT_FOUND)
      : undefined,
    tagIds: tagIds ? inputIds(tagIds, 'tagIds', TAG_NOT_FOUND) : undefined,
  });
}

/** The api's field errors under the graph's input names (DLC → dlc, itemUnit → unit, …). */
export const rethrowRecipeError = (error: unknown): never => {
  throw error instanceof GraphQLError
    ? renameFieldErrors(error, (path) => GRAPH_NAMES[path] ?? path)
    : error;
};

const RecipeMutations: Pick<MutationResolvers, 'createRecipe' | 'updateRecipe' | 'deleteRecipe'> = {
  createRecipe: async (_parent, { input }, ctx) => {
    const { recipe } = await ctx.rest
      .call('post', '/api/recipes', {
        body: recipeBody(input) as RequestBody<'/api/recipes', 'post'>,
      })
      .catch(rethrowRecipeError);
    return recipe;
  },

  updateRecipe: async (_parent, { id, input }, ctx) => {
    const { recipe } = await ctx.rest
      .call('put', '/api/recipes/{id}', {
        params: { id: restId(id, RECIPE_NOT_FOUND) },
        body: recipeBody(input) as RequestBody<'/api/recipes/{id}', 'put'>,
      })
      .catch(rethrowRecipeError);
    // Its yield changes the cost of the recipes using it.
    return recipe;
  },

  deleteRecipe: async (_parent, { id }, ctx) => {
    const recipeId = restId(id, RECIPE_NOT_FOUND);
    await ctx.rest.call('delete', '/api/recipes/{id}', { params: { id: recipeId } });
    return String(recipeId);
  },
};

export const resolvers: Resolvers = {
  Recipe,
  IngredientItem,
  ProductRecipeUse,
  Query: RecipeQueries,
  Mutation: RecipeMutations,
};
