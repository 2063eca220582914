// The recipes' demo rows: a recipe with a line of the catalogue's product, and a sub-recipe.
import { sql } from 'drizzle-orm';
import { fuzzArea } from './core.ts';

interface RecipesFixtures {
  /** A recipe (in KG) with a line of the product, and a second recipe it may take as a sub-recipe. */
  recipe: number;
  recipeIngredient: number;
  subRecipe: number;
}
declare module './core.ts' {
  interface AreaFixtures {
    recipes: RecipesFixtures;
  }
}

export default fuzzArea({
  name: 'recipes',
  after: ['chain', 'catalogue'],
  async load({ firstId }, { enseigne, product }) {
    const recipe = await firstId(sql`
      insert into recipes (enseigne_id, name, name_print, quantity, base_unit, dlc)
      values (${enseigne}, 'Recette du fuzz', 'Fuzz', 1, 'KG', 2) returning id`);
    const subRecipe = await firstId(sql`
      insert into recipes (enseigne_id, name, name_print, quantity, base_unit, dlc)
      values (${enseigne}, 'Sous-recette du fuzz', 'Sous fuzz', 1, 'KG', 2) returning id`);
    const recipeIngredient = await firstId(sql`
      insert into recipe_ingredients (recipe_id, item_type, product_id, quantity, item_unit)
      values (${recipe}, 'PRODUCT', ${product}, 100, 'G') returning id`);
    return { recipe, recipeIngredient, subRecipe };
  },
  ids: {
    recipe: (_, fx) => fx.recipe,
    ingredient: (_, fx) => fx.recipeIngredient,
    // A line's item: the product (itemType's first value is PRODUCT, its unit G fits).
    item: (_, fx) => fx.product,
  },
  pathIds: {
    recipes: (_, fx) => fx.recipe,
  },
});
