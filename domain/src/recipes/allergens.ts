/**
 * The allergen roll-up (docs/areas/recipes.md#allergens): a recipe contains every allergen of its
 * products and, through its sub-recipes, of theirs. Never stored: a product's change shows on every
 * recipe at once.
 */
import { ALLERGENS, ALLERGEN_LABELS, type Allergen } from './constants.ts';
import { RECIPE_MAX_DEPTH, type RecipeBook } from './cost.ts';

type Id = string | number;

/** In the regulation's order, so badges read the same on every sheet. */
export const sortAllergens = (allergens: Iterable<Allergen>): Allergen[] => {
  const set = new Set(allergens);
  return ALLERGENS.filter((allergen) => set.has(allergen));
};

export const allergenLabels = (allergens: Iterable<Allergen>): string[] =>
  sortAllergens(allergens).map((allergen) => ALLERGEN_LABELS[allergen]);

/**
 * The allergens of the recipe `recipeId`, its sub-recipes' included. An item missing from the book
 * adds nothing (the cost reports it); a recipe already on the chain, or deeper than
 * RECIPE_MAX_DEPTH, is not walked again.
 */
export function recipeAllergens(recipeId: Id, book: RecipeBook): Allergen[] {
  const found = new Set<Allergen>();
  const walk = (id: string, stack: readonly string[]): void => {
    const recipe = book.recipes.get(id);
    if (!recipe || stack.includes(id) || stack.length > RECIPE_MAX_DEPTH) return;
    for (const ingredient of recipe.ingredients) {
      const key = String(ingredient.itemId);
      if (ingredient.itemType === 'RECIPE') walk(key, [...stack, id]);
      else for (const allergen of book.products.get(key)?.allergens ?? []) found.add(allergen);
    }
  };
  walk(String(recipeId), []);
  return sortAllergens(found);
}
