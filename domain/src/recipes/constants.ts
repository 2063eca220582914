/**
 * The recipes' closed vocabularies (docs/areas/recipes.md#allergens), stored as Postgres enums by
 * the api's schema: an ingredient's item type and the 14 allergens of EU regulation 1169/2011.
 */
import type { ProductCategory } from '../catalogue-enums.ts';

/** An ingredient is a catalogue product or another recipe (a sub-recipe). */
export const RECIPE_ITEM_TYPES = ['PRODUCT', 'RECIPE'] as const;
export type RecipeItemType = (typeof RECIPE_ITEM_TYPES)[number];

/** Annex II of regulation (EU) 1169/2011, in the annex's order. */
export const ALLERGENS = [
  'GLUTEN',
  'CRUSTACEANS',
  'EGGS',
  'FISH',
  'PEANUTS',
  'SOYBEANS',
  'MILK',
  'NUTS',
  'CELERY',
  'MUSTARD',
  'SESAME',
  'SULPHITES',
  'LUPIN',
  'MOLLUSCS',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Readonly<Record<Allergen, string>> = {
  GLUTEN: 'Gluten',
  CRUSTACEANS: 'Crustacés',
  EGGS: 'Œufs',
  FISH: 'Poissons',
  PEANUTS: 'Arachides',
  SOYBEANS: 'Soja',
  MILK: 'Lait',
  NUTS: 'Fruits à coque',
  CELERY: 'Céleri',
  MUSTARD: 'Moutarde',
  SESAME: 'Graines de sésame',
  SULPHITES: 'Anhydride sulfureux et sulfites',
  LUPIN: 'Lupin',
  MOLLUSCS: 'Mollusques',
};

export const isAllergen = (value: unknown): value is Allergen =>
  typeof value === 'string' && (ALLERGENS as readonly string[]).includes(value);

/** The recipe form's limits (docs/areas/recipes.md#forms). */
export const RECIPE_NAME_PRINT_MAX = 25;
export const RECIPE_QUANTITY_STEP = 0.1;
/**
 * The yield's minimum, on create and on edit alike. The spec's form allows 0 on edit for older
 * recipes, but none can exist (the recipes table checks a yield above 0) and a recipe yielding
 * nothing cannot be costed per base unit: the form offers what the api accepts.
 */
export const RECIPE_QUANTITY_MIN = 0.1;
/** The largest yield or ingredient quantity (a stock pot counted in grams). */
export const RECIPE_QUANTITY_MAX = 1_000_000;
export const RECIPE_DLC_MIN = 1;
/** DLC: a year at most. */
export const RECIPE_DLC_MAX = 366;
/** A new recipe's category. */
export const DEFAULT_RECIPE_CATEGORY: ProductCategory = 'ITEM';
/** The ingredient form's quantity: the spinner's step and minimum (the spec's). */
export const INGREDIENT_QUANTITY_STEP = 0.1;
export const INGREDIENT_QUANTITY_MIN = 0;
/**
 * What an ingredient's quantity may hold: a chef's 0,25 kg or 0,05 L, to the gram or millilitre
 * of a kilogram or a litre; the spinner's step of 0,1 is only where the arrows go.
 */
export const INGREDIENT_QUANTITY_DECIMALS = 3;
