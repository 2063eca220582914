import * as yup from 'yup';
import {
  CATALOGUE_MESSAGES as C,
  CATEGORY_PRESETS,
  DEFAULT_DLC_ENTAME_DAYS,
  DLC_ENTAME_MAX_DAYS,
  DLC_ENTAME_MIN_DAYS,
  INPUT_LIMITS,
  isPhotoUrl,
  isUnitCompatible,
  packagingQuantityError,
  packagingUnitError,
  parseFrenchInteger,
  PRODUCT_QUANTITY_MAX,
  storagePackagingUnits,
  type Allergen,
  type BaseUnit,
  type ProductCategory,
  type Unit,
} from '@bo/domain';
import type { CreateProductInput, UpdateProductInput } from '../../gql/graphql.ts';
import { typedNumber } from '../../lib/numbers.ts';
import { requiredTextField, textField } from '../../lib/texts.ts';

/** The product dialog's fields as typed: text inputs, '' when empty. */
export interface ProductFormValues {
  name: string;
  category: ProductCategory | '';
  baseUnit: BaseUnit | '';
  /** The DLC entamé option; off, the product has none. */
  dlcEnabled: boolean;
  dlcEntame: string;
  storagePackagingName: string;
  storagePackagingQuantity: string;
  storagePackagingUnit: Unit | '';
  /** A web address; or `photoId`, never both. */
  photoUrl: string;
  /** An image uploaded through POST /uploads/photos. */
  photoId: string;
  /** Edit only: the current photo is taken away. */
  photoRemoved: boolean;
  restaurantIds: string[];
  tagIds: string[];
  /** The allergens it contains (issue 12 item 4), in the regulation's order. */
  allergens: Allergen[];
}

/** What the dialog edits of an existing product. */
export interface EditedProduct {
  name: string;
  category: ProductCategory;
  baseUnit: BaseUnit;
  dlcEntame?: number | null;
  photoUrl?: string | null;
  allergens?: readonly Allergen[];
}

export function emptyProductValues(restaurantIds: string[] = []): ProductFormValues {
  return {
    name: '',
    category: '',
    baseUnit: '',
    dlcEnabled: false,
    dlcEntame: '',
    storagePackagingName: '',
    storagePackagingQuantity: '',
    storagePackagingUnit: '',
    photoUrl: '',
    photoId: '',
    photoRemoved: false,
    restaurantIds,
    tagIds: [],
    allergens: [],
  };
}

/**
 * An edit starts from the product's values; the photo fields start empty: the product's photo
 * link cannot say whether it is an uploaded image or an address, so it is only replaced or
 * removed, never sent back as it came.
 */
export function valuesOf(product: EditedProduct): ProductFormValues {
  const dlc = product.dlcEntame ?? null;
  return {
    ...emptyProductValues(),
    name: product.name,
    category: product.category,
    baseUnit: product.baseUnit,
    dlcEnabled: dlc !== null,
    dlcEntame: dlc === null ? '' : String(dlc),
    allergens: [...(product.allergens ?? [])],
  };
}

/**
 * The storage unit a base unit allows without a choice: the only one of its family (PIECE), or
 * '' when the user picks among several (G or KG, ML, CL or L).
 */
export function forcedStorageUnit(baseUnit: BaseUnit | ''): Unit | '' {
  if (!baseUnit) return '';
  const units = storagePackagingUnits(baseUnit);
  return units.length === 1 ? units[0]! : '';
}

/**
 * Choosing a category presets the form (docs/areas/catalogue.md#constants): its DLC entamé (the
 * option on with the preset's days, or off) and, on create, its base unit, whose storage unit
 * follows. DAIRY gives no unit: the user's choice is cleared, he picks one.
 */
export function withCategory(
  values: ProductFormValues,
  category: ProductCategory,
  mode: 'create' | 'edit',
): ProductFormValues {
  const preset = CATEGORY_PRESETS[category];
  const next: ProductFormValues = {
    ...values,
    category,
    dlcEnabled: preset.dlcEntame !== null,
    dlcEntame: preset.dlcEntame === null ? '' : String(preset.dlcEntame),
  };
  return mode === 'create' ? withBaseUnit(next, preset.baseUnit ?? '') : next;
}

/**
 * The DLC entamé option ticked or unticked by hand (docs/areas/catalogue.md#constants): unticked
 * clears the days; ticked with none gives the default of 3 days, so the option is never on
 * without a value to save. Days already there (a category's preset) stay.
 */
export function withDlcOption(values: ProductFormValues, on: boolean): ProductFormValues {
  return {
    ...values,
    dlcEnabled: on,
    dlcEntame: !on ? '' : values.dlcEntame.trim() || String(DEFAULT_DLC_ENTAME_DAYS),
  };
}

/** A new base unit keeps the storage unit only while it stays in the unit's family. */
export function withBaseUnit(
  values: ProductFormValues,
  baseUnit: BaseUnit | '',
): ProductFormValues {
  const kept =
    baseUnit &&
    values.storagePackagingUnit &&
    isUnitCompatible(values.storagePackagingUnit, baseUnit)
      ? values.storagePackagingUnit
      : '';
  return { ...values, baseUnit, storagePackagingUnit: forcedStorageUnit(baseUnit) || kept };
}

/** Whether the DLC option may be switched on for this category (not for ITEM). */
export const dlcAllowed = (category: ProductCategory | ''): boolean =>
  category === '' || !CATEGORY_PRESETS[category].dlcDisabled;

const atMostProductQuantity = (value: number | null): string | null =>
  value !== null && value > PRODUCT_QUANTITY_MAX ? C.quantityTooLarge : null;

const domainRule =
  (error: (value: number | null) => string | null) =>
  (value: string | undefined, ctx: yup.TestContext) => {
    const message = error(typedNumber(value));
    return message ? ctx.createError({ message }) : true;
  };

/**
 * The product form's rules (docs/areas/catalogue.md#screens): category, name and base unit required; the DLC entamé,
 * when on, a whole number of days, at least 1; on create the storage packaging's quantity (at
 * least 0,1, by 0,1) and a unit of the base unit's family; a photo address that is one.
 */
export function productSchema(mode: 'create' | 'edit'): yup.ObjectSchema<ProductFormValues> {
  const creating = mode === 'create';
  return yup.object({
    name: requiredTextField(C.nameRequired),
    category: yup.mixed<ProductCategory | ''>().test('category', C.categoryRequired, Boolean),
    baseUnit: yup.mixed<BaseUnit | ''>().test('baseUnit', C.baseUnitRequired, Boolean),
    dlcEnabled: yup.boolean().defined(),
    dlcEntame: yup
      .string()
      .ensure()
      .when('dlcEnabled', {
        is: true,
        then: (s) =>
          s
            .test(
              'dlc',
              C.dlcEntameInteger,
              (v) => v.trim() === '' || parseFrenchInteger(v) !== null,
            )
            .test('dlcMin', C.dlcEntameMin, (v) => {
              const days = parseFrenchInteger(v);
              return days !== null && days >= DLC_ENTAME_MIN_DAYS;
            })
            .test('dlcMax', C.dlcEntameTooLong, (v) => {
              const days = parseFrenchInteger(v);
              return days === null || days <= DLC_ENTAME_MAX_DAYS;
            }),
      }),
    storagePackagingName: textField(),
    // The api's bound first, as its contract checks it before the packaging rule.
    storagePackagingQuantity: creating
      ? yup
          .string()
          .ensure()
          .test('quantityMax', '', domainRule(atMostProductQuantity))
          .test('quantity', '', domainRule(packagingQuantityError))
      : yup.string().ensure(),
    storagePackagingUnit: creating
      ? yup.mixed<Unit | ''>().test('unit', '', function (unit) {
          const { baseUnit } = this.parent as ProductFormValues;
          // Without a base unit the unit waits: the base unit's own message says why.
          const message = baseUnit
            ? packagingUnitError('STORAGE', unit, { baseUnit, conversionRules: [] })
            : unit
              ? null
              : C.unitRequired;
          return message ? this.createError({ message }) : true;
        })
      : yup.mixed<Unit | ''>(),
    photoUrl: textField(INPUT_LIMITS.longText).test(
      'url',
      C.photoUrlInvalid,
      (v) => v === '' || isPhotoUrl(v),
    ),
    photoId: yup.string().ensure(),
    photoRemoved: yup.boolean().defined(),
    restaurantIds: yup.array(yup.string().defined()).defined(),
    tagIds: yup.array(yup.string().defined()).defined(),
    allergens: yup.array(yup.mixed<Allergen>().defined()).defined(),
  }) as yup.ObjectSchema<ProductFormValues>;
}

const dlcOf = (values: ProductFormValues): number | null =>
  values.dlcEnabled ? parseFrenchInteger(values.dlcEntame) : null;

/** The photo as sent: an uploaded image's id, or an address; nothing when neither was given. */
function photoOf(values: ProductFormValues): { photoId: string } | { photoUrl: string } | null {
  if (values.photoId) return { photoId: values.photoId };
  const url = values.photoUrl.trim();
  return url ? { photoUrl: url } : null;
}

/** createProduct's input: an empty name of the packaging is left out, the numbers read as typed. */
export function toCreateInput(values: ProductFormValues): CreateProductInput {
  const name = values.storagePackagingName.trim();
  return {
    name: values.name.trim(),
    category: values.category as ProductCategory,
    baseUnit: values.baseUnit as BaseUnit,
    dlcEntame: dlcOf(values),
    storagePackagingQuantity: typedNumber(values.storagePackagingQuantity) ?? 0,
    storagePackagingUnit: values.storagePackagingUnit as Unit,
    ...(name && { storagePackagingName: name }),
    ...photoOf(values),
    restaurantIds: values.restaurantIds,
    tagIds: values.tagIds,
    allergens: values.allergens,
  };
}

/**
 * updateProduct's input: the fields of the dialog (the base unit stays: it is locked), a DLC
 * switched off sent as null, the allergens as checked (the list replaces the saved one); the photo only when it changes (a new image, an address, or removed).
 */
export function toUpdateInput(values: ProductFormValues): UpdateProductInput {
  const photo = photoOf(values);
  return {
    name: values.name.trim(),
    category: values.category as ProductCategory,
    dlcEntame: dlcOf(values),
    allergens: values.allergens,
    ...(photo ?? (values.photoRemoved ? { photoUrl: null } : {})),
  };
}
