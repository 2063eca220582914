// Recipes and allergens (issue 12; docs/areas/recipes.md). Recipes belong to a chain like
// products. What a deletion does (docs/areas/recipes.md#deletions):
// - a recipe takes its ingredient lines, restaurants and tags with it; a product or a recipe used
//   as an ingredient is kept (RESTRICT: the routes answer 409 naming the recipes);
// - a product's allergens go with it, and a restaurant's recipe associations with the restaurant.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ALLERGENS, RECIPE_BASE_UNITS, RECIPE_ITEM_TYPES } from '@bo/domain';
import { productCategoryEnum, products, unitEnum } from '../catalogue/tables.ts';
import { enseignes } from '../chain/tables.ts';
import { createdAt, quantity, updatedAt } from '../db/columns.ts';
import { photos } from '../photos/tables.ts';
import { restaurants, tags } from '../restaurants/tables.ts';

export const recipeBaseUnitEnum = pgEnum('recipe_base_unit', RECIPE_BASE_UNITS);
export const recipeItemTypeEnum = pgEnum('recipe_item_type', RECIPE_ITEM_TYPES);
export const allergenEnum = pgEnum('allergen', ALLERGENS);

/** A preparation that yields `quantity` of its base unit (KG, L or PIECE). */
export const recipes = pgTable(
  'recipes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The label printer's name, 25 characters at most; required on create only (older rows). */
    namePrint: text('name_print'),
    quantity: quantity('quantity').notNull(),
    baseUnit: recipeBaseUnitEnum('base_unit').notNull(),
    category: productCategoryEnum('category').notNull().default('ITEM'),
    /** Days the preparation keeps. */
    dlc: integer('dlc').notNull(),
    /** An uploaded image or an outside URL, never both (as products). */
    photoId: integer('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    photoUrl: text('photo_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recipes_enseigne_name_idx').on(t.enseigneId, t.name),
    index('recipes_photo_id_idx').on(t.photoId),
    check('recipes_name_print_length', sql`char_length(${t.namePrint}) <= 25`),
    check('recipes_quantity_positive', sql`${t.quantity} > 0`),
    check('recipes_dlc_positive', sql`${t.dlc} >= 1`),
    check('recipes_one_photo', sql`${t.photoId} is null or ${t.photoUrl} is null`),
  ],
);

/** One line of a recipe: `quantity` `itemUnit` of a product or of a sub-recipe (exactly one). */
export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    itemType: recipeItemTypeEnum('item_type').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    subRecipeId: integer('sub_recipe_id').references((): AnyPgColumn => recipes.id, {
      onDelete: 'restrict',
    }),
    quantity: quantity('quantity').notNull(),
    itemUnit: unitEnum('item_unit').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recipe_ingredients_recipe_id_idx').on(t.recipeId),
    // "Used in recipes" of a product, and the cycle check's walk up from a sub-recipe.
    index('recipe_ingredients_product_id_idx').on(t.productId),
    index('recipe_ingredients_sub_recipe_id_idx').on(t.subRecipeId),
    check(
      'recipe_ingredients_one_item',
      sql`(${t.itemType} = 'PRODUCT' and ${t.productId} is not null and ${t.subRecipeId} is null) or (${t.itemType} = 'RECIPE' and ${t.subRecipeId} is not null and ${t.productId} is null)`,
    ),
    check('recipe_ingredients_not_itself', sql`${t.subRecipeId} is distinct from ${t.recipeId}`),
    check('recipe_ingredients_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const recipeRestaurants = pgTable(
  'recipe_restaurants',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.restaurantId] }),
    index('recipe_restaurants_restaurant_id_idx').on(t.restaurantId),
  ],
);

export const recipeTags = pgTable(
  'recipe_tags',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.tagId] }),
    index('recipe_tags_tag_id_idx').on(t.tagId),
  ],
);

/** The allergens a product contains; a recipe's are rolled up from its products (never stored). */
export const productAllergens = pgTable(
  'product_allergens',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    allergen: allergenEnum('allergen').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.allergen] })],
);

export type RecipeRow = typeof recipes.$inferSelect;
export type RecipeIngredientRow = typeof recipeIngredients.$inferSelect;
