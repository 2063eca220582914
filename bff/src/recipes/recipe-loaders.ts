import type DataLoader from 'dataloader';
import { RECIPE_MESSAGES } from '@bo/domain';
import { byIds } from '../rest/batch.ts';
import type { RestClient } from '../rest/client.ts';
import type { Serve } from '../rest/writes.ts';
import type { RestRecipe } from '../rest/types.ts';

export const RECIPE_NOT_FOUND = RECIPE_MESSAGES.recipeNotFound;

/**
 * Per-request loaders of the recipes, merged into Loaders (rest/loaders.ts). Each recipe read
 * carries its lines, cost and allergens (the api computes them through every sub-recipe), so a
 * recipe's tree costs one call per level: the sub-recipes of a level are ONE `?ids=` call.
 */
export interface RecipeLoaders {
  /** Recipes by id: ONE `GET /api/recipes?ids=…` per tick. */
  recipe: DataLoader<number, RestRecipe>;
}

export function createRecipeLoaders(rest: RestClient, serve: Serve): RecipeLoaders {
  const recipe = byIds(
    (ids) => rest.call('get', '/api/recipes', { query: { ids } }).then((body) => body.recipes),
    RECIPE_NOT_FOUND,
  );
  // A recipe's row carries its lines, cost and allergens, computed through its sub-recipes.
  serve({
    type: 'Recipe',
    byId: recipe,
    feeds: ['Recipe.ingredients', 'Recipe.cost', 'Recipe.costPerBaseUnit', 'Recipe.allergens'],
  });
  return {
    recipe,
  };
}
