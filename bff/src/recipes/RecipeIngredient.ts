import { PRODUCT_NOT_FOUND } from '../catalogue/catalogue-loaders.ts';
import { RECIPE_NOT_FOUND } from './recipe-loaders.ts';
import type {
  MutationResolvers,
  RecipeCostGapReason,
  RecipeIngredientInput,
  RecipeIngredientResolvers,
  Resolvers,
} from '../generated/graphql.ts';
import type { RestRecipeIngredient } from '../rest/types.ts';
import { inputId, orNull, restId } from '../resolvers/ids.ts';
import { rethrowRecipeError } from './Recipe.ts';

// A recipe's lines in the graph: `RecipeIngredient` (its item, a product or a sub-recipe, each
// through its batched loader) and the line mutations. The api checks the unit and refuses a
// sub-recipe that would contain the recipe (CONFLICT with its French message).

const INGREDIENT_NOT_FOUND = 'Ingrédient non trouvé';

/**
 * Why a line is not costed, in the graph's words: its own gap, or, for a sub-recipe whose gaps are
 * inside it (or that cannot be costed as a whole), INCOMPLETE_SUB_RECIPE.
 */
function costGap(line: RestRecipeIngredient): RecipeCostGapReason | null {
  const [first] = line.missing;
  if (!first) return null;
  const own = line.missing.length === 1 && first.path.length === 0;
  if (own && (first.reason === 'NO_PRICE' || first.reason === 'NO_CONVERSION')) {
    return first.reason;
  }
  if (own && first.reason === 'UNKNOWN_ITEM') return 'UNKNOWN_ITEM';
  return line.itemType === 'RECIPE' ? 'INCOMPLETE_SUB_RECIPE' : 'NO_PRICE';
}

const RecipeIngredient: RecipeIngredientResolvers = {
  id: (line) => String(line.id),
  itemId: (line) => String(line.itemId),
  unit: (line) => line.itemUnit,
  costShare: (line) => line.share,
  costGap: (line) => costGap(line),
  // The api names the item when the caller's chain holds it: no name, no item (no call).
  item: (line, _args, ctx) => {
    if (line.itemName === null) return null;
    return line.itemType === 'PRODUCT'
      ? orNull(ctx.loaders.product.load(line.itemId))
      : orNull(ctx.loaders.recipe.load(line.itemId));
  },
};

function ingredientBody(input: RecipeIngredientInput) {
  return {
    itemType: input.itemType,
    itemId: inputId(
      input.itemId,
      'itemId',
      input.itemType === 'PRODUCT' ? PRODUCT_NOT_FOUND : RECIPE_NOT_FOUND,
    ),
    quantity: input.quantity,
    itemUnit: input.unit,
  };
}

const RecipeIngredientMutations: Pick<
  MutationResolvers,
  'addRecipeIngredient' | 'updateRecipeIngredient' | 'deleteRecipeIngredient'
> = {
  addRecipeIngredient: async (_parent, { recipeId, input }, ctx) => {
    const { ingredient } = await ctx.rest
      .call('post', '/api/recipes/{id}/ingredients', {
        params: { id: restId(recipeId, RECIPE_NOT_FOUND) },
        body: ingredientBody(input),
      })
      .catch(rethrowRecipeError);
    // Its cost and allergens change, and those of every recipe using it.
    return ingredient;
  },

  updateRecipeIngredient: async (_parent, { recipeId, id, input }, ctx) => {
    const { ingredient } = await ctx.rest
      .call('put', '/api/recipes/{id}/ingredients/{ingredientId}', {
        params: {
          id: restId(recipeId, RECIPE_NOT_FOUND),
          ingredientId: restId(id, INGREDIENT_NOT_FOUND),
        },
        body: ingredientBody(input),
      })
      .catch(rethrowRecipeError);
    return ingredient;
  },

  deleteRecipeIngredient: async (_parent, { recipeId, id }, ctx) => {
    const ingredientId = restId(id, INGREDIENT_NOT_FOUND);
    await ctx.rest.call('delete', '/api/recipes/{id}/ingredients/{ingredientId}', {
      params: { id: restId(recipeId, RECIPE_NOT_FOUND), ingredientId },
    });
    return String(ingredientId);
  },
};

export const resolvers: Resolvers = {
  RecipeIngredient,
  Mutation: RecipeIngredientMutations,
};
