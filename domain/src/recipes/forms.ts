/**
 * The recipe and ingredient form rules (docs/areas/recipes.md#forms), shared by the dialogs and the
 * api's contract so a value one accepts the other does too.
 */
import type { Unit } from '../catalogue-enums.ts';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.ts';
import { fitsStep } from '../catalogue/packagings.ts';
import { compatibleUnits, RECIPE_BASE_UNITS, type RecipeBaseUnit } from '../catalogue/units.ts';
import { RECIPE_MESSAGES as M } from './messages.ts';
import {
  INGREDIENT_QUANTITY_DECIMALS,
  INGREDIENT_QUANTITY_MIN,
  RECIPE_DLC_MAX,
  RECIPE_DLC_MIN,
  RECIPE_ITEM_TYPES,
  RECIPE_NAME_PRINT_MAX,
  RECIPE_QUANTITY_MAX,
  RECIPE_QUANTITY_MIN,
  RECIPE_QUANTITY_STEP,
  type RecipeItemType,
} from './constants.ts';

/** An outside photo: http or https, no blanks (the products' rule). */
// Written without a flag (http or https in any case): the api's contract publishes it as a JSON
// Schema pattern, which has none.
export const PHOTO_URL_PATTERN = /^[Hh][Tt][Tt][Pp][Ss]?:\/\/\S+$/;
export const isPhotoUrl = (value: string): boolean => PHOTO_URL_PATTERN.test(value);

export const isRecipeBaseUnit = (value: unknown): value is RecipeBaseUnit =>
  typeof value === 'string' && (RECIPE_BASE_UNITS as readonly string[]).includes(value);
export const isRecipeItemType = (value: unknown): value is RecipeItemType =>
  typeof value === 'string' && (RECIPE_ITEM_TYPES as readonly string[]).includes(value);

export type RecipeFormMode = 'create' | 'edit';

/** The print name's message (null: fine); required on create only, 25 characters at most. */
export function namePrintError(
  value: string | null | undefined,
  mode: RecipeFormMode,
): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return mode === 'create' ? M.namePrintRequired : null;
  return [...text].length > RECIPE_NAME_PRINT_MAX ? M.namePrintTooLong : null;
}

/**
 * The yield's message: at least 0.1 on create and on edit, at most RECIPE_QUANTITY_MAX, step 0.1.
 * NaN: typed, not a number.
 */
export function recipeQuantityError(value: number | null | undefined): string | null {
  if (value === null || value === undefined || Number.isNaN(value)) {
    return CATALOGUE_MESSAGES.quantityRequired;
  }
  if (!Number.isFinite(value) || value < RECIPE_QUANTITY_MIN) return M.quantityMin;
  if (value > RECIPE_QUANTITY_MAX) return M.quantityTooLarge;
  return fitsStep(value, RECIPE_QUANTITY_STEP) ? null : M.quantityStep;
}

/** The DLC's message: a whole number of days, from RECIPE_DLC_MIN to RECIPE_DLC_MAX. */
export function recipeDlcError(value: number | null | undefined): string | null {
  if (value === null || value === undefined || Number.isNaN(value)) return M.dlcRequired;
  if (!Number.isInteger(value)) return M.dlcInteger;
  if (value < RECIPE_DLC_MIN) return M.dlcMin;
  return value > RECIPE_DLC_MAX ? M.dlcTooLong : null;
}

/**
 * The units an ingredient may be measured in: those of its item's base unit's family (a product's
 * G gives G or KG, ML gives ML, CL or L; a sub-recipe's KG gives G or KG, L gives ML, CL or L;
 * PIECE gives PIECE). The first one listed is not the preset: the item's base unit is.
 */
export const ingredientUnits = (itemBaseUnit: Unit): readonly Unit[] =>
  compatibleUnits(itemBaseUnit);

export const isIngredientUnitAllowed = (unit: Unit, itemBaseUnit: Unit): boolean =>
  ingredientUnits(itemBaseUnit).includes(unit);

/**
 * The ingredient's quantity: required, above 0 (the form's min is 0, but a line of nothing is no
 * ingredient), RECIPE_QUANTITY_MAX at most, three decimals at most (docs/areas/recipes.md#forms).
 */
export function ingredientQuantityError(value: number | null | undefined): string | null {
  if (value === null || value === undefined || Number.isNaN(value)) {
    return CATALOGUE_MESSAGES.quantityRequired;
  }
  if (!Number.isFinite(value) || value <= INGREDIENT_QUANTITY_MIN) {
    return M.ingredientQuantityPositive;
  }
  if (value > RECIPE_QUANTITY_MAX) return M.quantityTooLarge;
  return fitsStep(value, 10 ** -INGREDIENT_QUANTITY_DECIMALS) ? null : M.ingredientQuantityDecimals;
}

export function ingredientUnitError(unit: Unit, itemBaseUnit: Unit): string | null {
  return isIngredientUnitAllowed(unit, itemBaseUnit) ? null : M.ingredientUnitNotAllowed;
}
