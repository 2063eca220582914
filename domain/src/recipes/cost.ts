/**
 * A recipe's cost (docs/areas/recipes.md#cost): each product line's quantity brought to the
 * product's base unit through the catalogue's conversions, times the product's cost per base unit;
 * each sub-recipe line the sub-recipe's own cost × the quantity used / its yield. What is missing
 * (a price, a conversion, an item) is reported per line so the sheet can say 'coût incomplet' and
 * name the ingredients; the total then adds what is known. Pure: the caller hands over the book of
 * the recipes and products involved.
 */
import type { Unit } from '../catalogue-enums.ts';
import { toBaseQuantity, type ProductUnits } from '../catalogue/conversions.ts';
import { convertUnit, tidy, type RecipeBaseUnit } from '../catalogue/units.ts';
import type { Allergen, RecipeItemType } from './constants.ts';

type Id = string | number;

/** Deeper than any kitchen nests preparations: past it the chain is treated as a cycle. */
export const RECIPE_MAX_DEPTH = 16;

export interface BookProduct extends ProductUnits {
  id: Id;
  name: string;
  /** Euros before VAT per base unit (the catalogue's cost); null when it has none. */
  costPerBaseUnit: number | null;
  allergens?: readonly Allergen[];
}

export interface BookIngredient {
  id?: Id;
  itemType: RecipeItemType;
  itemId: Id;
  quantity: number;
  itemUnit: Unit;
}

export interface BookRecipe {
  id: Id;
  name: string;
  /** The yield, in baseUnit. */
  quantity: number;
  baseUnit: RecipeBaseUnit;
  ingredients: readonly BookIngredient[];
}

/** What is known of the recipes and products a costing may reach, keyed by String(id). */
export interface RecipeBook {
  products: ReadonlyMap<string, BookProduct>;
  recipes: ReadonlyMap<string, BookRecipe>;
}

/** Builds a book from lists (ids keyed as strings). */
export function recipeBook(
  products: Iterable<BookProduct>,
  recipes: Iterable<BookRecipe>,
): RecipeBook {
  return {
    products: new Map([...products].map((product) => [String(product.id), product])),
    recipes: new Map([...recipes].map((recipe) => [String(recipe.id), recipe])),
  };
}

export type CostGapReason =
  /** The product or the sub-recipe is not in the book (deleted, or another chain's). */
  | 'UNKNOWN_ITEM'
  /** The product has no cost per base unit. */
  | 'NO_PRICE'
  /** The line's unit cannot be brought to the item's base unit. */
  | 'NO_CONVERSION'
  /** The sub-recipe yields nothing (quantity 0), so a share of it has no cost. */
  | 'NO_YIELD'
  /** The sub-recipe contains the recipe being costed, or the chain is deeper than RECIPE_MAX_DEPTH. */
  | 'CYCLE';

/** One ingredient whose cost is unknown, with the chain of recipes leading to it. */
export interface MissingCost {
  reason: CostGapReason;
  itemType: RecipeItemType;
  itemId: Id;
  /** The product's or recipe's name; null when unknown ('Produit #id' / 'Recette #id'). */
  itemName: string | null;
  unit: Unit;
  /** The names of the sub-recipes between the costed recipe and this line, outermost first. */
  path: readonly string[];
}

export interface LineCost {
  ingredientId: Id | null;
  itemType: RecipeItemType;
  itemId: Id;
  quantity: number;
  unit: Unit;
  /** Euros; for an incomplete sub-recipe what is known of it; null when nothing is. */
  cost: number | null;
  /** cost / recipe total, between 0 and 1; null without a cost or a total. */
  share: number | null;
  /** What keeps this line's cost from being exact (its own gap, or those inside its sub-recipe). */
  missing: readonly MissingCost[];
}

export interface RecipeCost {
  recipeId: Id;
  /** The sum of the known line costs (exact when `complete`). */
  total: number;
  /** Euros per yield base unit (per KG, L or PIECE); null when the yield is 0. */
  costPerBaseUnit: number | null;
  complete: boolean;
  lines: readonly LineCost[];
  /** Every gap, sub-recipes' included. */
  missing: readonly MissingCost[];
}

interface Subtotal {
  total: number;
  missing: readonly MissingCost[];
}

function gap(
  reason: CostGapReason,
  ingredient: BookIngredient,
  itemName: string | null,
): MissingCost {
  return {
    reason,
    itemType: ingredient.itemType,
    itemId: ingredient.itemId,
    itemName,
    unit: ingredient.itemUnit,
    path: [],
  };
}

/** One line: its cost (null when nothing is known) and its gaps. */
function lineCost(
  ingredient: BookIngredient,
  book: RecipeBook,
  stack: readonly string[],
  memo: Map<string, Subtotal>,
): { cost: number | null; missing: readonly MissingCost[] } {
  if (ingredient.itemType === 'PRODUCT') {
    const product = book.products.get(String(ingredient.itemId));
    if (!product) return { cost: null, missing: [gap('UNKNOWN_ITEM', ingredient, null)] };
    if (product.costPerBaseUnit === null) {
      return { cost: null, missing: [gap('NO_PRICE', ingredient, product.name)] };
    }
    const base = toBaseQuantity(ingredient.quantity, ingredient.itemUnit, product);
    if (base === null) {
      return { cost: null, missing: [gap('NO_CONVERSION', ingredient, product.name)] };
    }
    return { cost: tidy(base * product.costPerBaseUnit), missing: [] };
  }
  const key = String(ingredient.itemId);
  const sub = book.recipes.get(key);
  if (!sub) return { cost: null, missing: [gap('UNKNOWN_ITEM', ingredient, null)] };
  if (stack.includes(key) || stack.length >= RECIPE_MAX_DEPTH) {
    return { cost: null, missing: [gap('CYCLE', ingredient, sub.name)] };
  }
  const used = convertUnit(ingredient.quantity, ingredient.itemUnit, sub.baseUnit);
  if (used === null) {
    return { cost: null, missing: [gap('NO_CONVERSION', ingredient, sub.name)] };
  }
  if (!(sub.quantity > 0)) return { cost: null, missing: [gap('NO_YIELD', ingredient, sub.name)] };
  const subtotal = memo.get(key) ?? costOf(sub, book, [...stack, key], memo);
  return {
    cost: tidy((subtotal.total * used) / sub.quantity),
    missing: subtotal.missing.map((m) => ({ ...m, path: [sub.name, ...m.path] })),
  };
}

function costOf(
  recipe: BookRecipe,
  book: RecipeBook,
  stack: readonly string[],
  memo: Map<string, Subtotal>,
): Subtotal & { lines: LineCost[] } {
  const lines: LineCost[] = [];
  for (const ingredient of recipe.ingredients) {
    const { cost, missing } = lineCost(ingredient, book, stack, memo);
    lines.push({
      ingredientId: ingredient.id ?? null,
      itemType: ingredient.itemType,
      itemId: ingredient.itemId,
      quantity: ingredient.quantity,
      unit: ingredient.itemUnit,
      cost,
      share: null,
      missing,
    });
  }
  const total = tidy(lines.reduce((sum, line) => sum + (line.cost ?? 0), 0));
  for (const line of lines) {
    line.share = line.cost !== null && total > 0 ? tidy(line.cost / total) : null;
  }
  const result = { total, missing: lines.flatMap((line) => line.missing), lines };
  // A gap that depends on the chain walked (CYCLE) must not be reused from another chain.
  if (!result.missing.some((m) => m.reason === 'CYCLE')) memo.set(String(recipe.id), result);
  return result;
}

/**
 * The cost of the recipe `recipeId` in `book`, or null when the book does not hold it. A sub-recipe
 * the chain already passes through (a cycle in bad data) or deeper than RECIPE_MAX_DEPTH is a gap,
 * never a loop.
 */
export function recipeCost(recipeId: Id, book: RecipeBook): RecipeCost | null {
  const recipe = book.recipes.get(String(recipeId));
  if (!recipe) return null;
  const { total, missing, lines } = costOf(recipe, book, [String(recipe.id)], new Map());
  return {
    recipeId: recipe.id,
    total,
    costPerBaseUnit: recipe.quantity > 0 ? tidy(total / recipe.quantity) : null,
    complete: missing.length === 0,
    lines,
    missing,
  };
}
