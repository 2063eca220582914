import * as yup from 'yup';
import {
  CATALOGUE_MESSAGES as C,
  DEFAULT_RECIPE_CATEGORY,
  INPUT_LIMITS,
  NUMBER_MESSAGES,
  frenchNumberText,
  RECIPE_MESSAGES as M,
  ingredientQuantityError,
  ingredientUnitError,
  isPhotoUrl,
  namePrintError,
  recipeDlcError,
  recipeQuantityError,
  type ProductCategory,
  type RecipeBaseUnit,
  type RecipeFormMode,
  type RecipeItemType,
  type Unit,
} from '@bo/domain';
import type {
  CreateRecipeInput,
  RecipeIngredientInput,
  UpdateRecipeInput,
} from '../../gql/graphql.ts';
import { typedNumber } from '../../lib/numbers.ts';
import { requiredTextField, textField } from '../../lib/texts.ts';

/** The recipe dialog's fields as typed: text inputs, '' when empty. */
export interface RecipeFormValues {
  name: string;
  namePrint: string;
  quantity: string;
  baseUnit: RecipeBaseUnit | '';
  category: ProductCategory;
  dlc: string;
  /** A web address; or `photoId` (edit only), never both. */
  photoUrl: string;
  /** An image uploaded through POST /uploads/photos. */
  photoId: string;
  /** Edit only: the current photo is taken away. */
  photoRemoved: boolean;
}

/** What the dialog edits of an existing recipe. */
export interface EditedRecipe {
  name: string;
  namePrint?: string | null;
  quantity: number;
  baseUnit: RecipeBaseUnit;
  category: ProductCategory;
  dlc: number;
  photoUrl?: string | null;
}

export const emptyRecipeValues = (): RecipeFormValues => ({
  name: '',
  namePrint: '',
  quantity: '',
  baseUnit: '',
  category: DEFAULT_RECIPE_CATEGORY,
  dlc: '',
  photoUrl: '',
  photoId: '',
  photoRemoved: false,
});

/**
 * An edit starts from the recipe's values; the photo fields start empty: its photo link cannot say
 * whether it is an uploaded image or an address, so it is only replaced or removed.
 */
export const recipeValuesOf = (recipe: EditedRecipe): RecipeFormValues => ({
  ...emptyRecipeValues(),
  name: recipe.name,
  namePrint: recipe.namePrint ?? '',
  quantity: frenchNumberText(recipe.quantity),
  baseUnit: recipe.baseUnit,
  category: recipe.category,
  dlc: String(recipe.dlc),
});

/** A yup test from a domain rule on a typed number (null: empty, NaN: not a number). */
const numberRule =
  (error: (value: number | null) => string | null, notANumber: string) =>
  (value: string | undefined, ctx: yup.TestContext) => {
    const typed = typedNumber(value);
    const message = typed !== null && Number.isNaN(typed) ? notANumber : error(typed);
    return message ? ctx.createError({ message }) : true;
  };

/** The recipe form's rules (docs/areas/recipes.md#forms), each one the domain's (domain/src/recipes/forms.ts). */
export function recipeSchema(mode: RecipeFormMode): yup.ObjectSchema<RecipeFormValues> {
  return yup.object({
    name: requiredTextField(C.nameRequired),
    namePrint: yup
      .string()
      .ensure()
      .test('namePrint', '', (value, ctx) => {
        const message = namePrintError(value, mode);
        return message ? ctx.createError({ message }) : true;
      }),
    quantity: yup
      .string()
      .ensure()
      .test('quantity', '', numberRule(recipeQuantityError, NUMBER_MESSAGES.invalid)),
    baseUnit: yup.mixed<RecipeBaseUnit | ''>().test('baseUnit', C.baseUnitRequired, Boolean),
    category: yup.mixed<ProductCategory>().test('category', C.categoryRequired, Boolean),
    dlc: yup.string().ensure().test('dlc', '', numberRule(recipeDlcError, NUMBER_MESSAGES.integer)),
    photoUrl: textField(INPUT_LIMITS.longText).test(
      'url',
      C.photoUrlInvalid,
      (v) => v === '' || isPhotoUrl(v),
    ),
    photoId: yup.string().ensure(),
    photoRemoved: yup.boolean().defined(),
  }) as yup.ObjectSchema<RecipeFormValues>;
}

/** The fields both inputs share, the numbers read as typed. */
function common(values: RecipeFormValues) {
  return {
    name: values.name.trim(),
    quantity: typedNumber(values.quantity) ?? 0,
    baseUnit: values.baseUnit as RecipeBaseUnit,
    category: values.category,
    dlc: typedNumber(values.dlc) ?? 0,
  };
}

/** createRecipe's input: an empty photo address is left out (docs/areas/recipes.md#forms). */
export function toCreateRecipeInput(values: RecipeFormValues): CreateRecipeInput {
  const url = values.photoUrl.trim();
  return { ...common(values), namePrint: values.namePrint.trim(), ...(url && { photoUrl: url }) };
}

/**
 * updateRecipe's input: an emptied print name is cleared (null: it is optional on edit); the photo
 * only when it changes (a new image, an address, or removed), an empty address never sent.
 */
export function toUpdateRecipeInput(values: RecipeFormValues): UpdateRecipeInput {
  const url = values.photoUrl.trim();
  const photo = values.photoId
    ? { photoId: values.photoId }
    : url
      ? { photoUrl: url }
      : values.photoRemoved
        ? { photoUrl: null }
        : {};
  return { ...common(values), namePrint: values.namePrint.trim() || null, ...photo };
}

/** An ingredient's item as the dialog knows it: which units it may be measured in. */
export interface IngredientItemOption {
  id: string;
  name: string;
  photoUrl?: string | null;
  baseUnit: Unit;
}

/** The ingredient dialog's fields. */
export interface IngredientFormValues {
  itemType: RecipeItemType | '';
  item: IngredientItemOption | null;
  quantity: string;
  unit: Unit | '';
}

/**
 * A new type clears the item and the unit (docs/areas/recipes.md#forms): a product's unit means nothing for a
 * recipe.
 */
export const withItemType = (
  values: IngredientFormValues,
  itemType: RecipeItemType,
): IngredientFormValues => ({ ...values, itemType, item: null, unit: '' });

/** Picking an item presets the unit to its base unit (docs/areas/recipes.md#forms); none clears it. */
export const withItem = (
  values: IngredientFormValues,
  item: IngredientItemOption | null,
): IngredientFormValues => ({ ...values, item, unit: item?.baseUnit ?? '' });

/** The ingredient form's rules (docs/areas/recipes.md#forms, domain/src/recipes/forms.ts). */
export const ingredientSchema: yup.ObjectSchema<IngredientFormValues> = yup.object({
  itemType: yup.mixed<RecipeItemType | ''>().test('itemType', M.itemTypeRequired, Boolean),
  item: yup
    .mixed<IngredientItemOption>()
    .nullable()
    .defined()
    .test('item', M.itemRequired, (v) => v !== null),
  quantity: yup
    .string()
    .ensure()
    .test('quantity', '', numberRule(ingredientQuantityError, NUMBER_MESSAGES.invalid)),
  unit: yup.mixed<Unit | ''>().test('unit', '', function (unit) {
    const { item } = this.parent as IngredientFormValues;
    // Without an item the unit waits: the item's own message says why.
    if (!item) return true;
    const message = unit ? ingredientUnitError(unit, item.baseUnit) : C.unitRequired;
    return message ? this.createError({ message }) : true;
  }),
}) as yup.ObjectSchema<IngredientFormValues>;

export const toIngredientInput = (values: IngredientFormValues): RecipeIngredientInput => ({
  itemType: values.itemType as RecipeItemType,
  itemId: values.item?.id ?? '',
  quantity: typedNumber(values.quantity) ?? 0,
  unit: values.unit as Unit,
});
