/**
 * Packagings and the checks of the packaging and conversion dialogs, with their French messages
 * (docs/areas/catalogue.md#packagings, docs/areas/catalogue.md#conversions): the api runs them
 * before writing, the forms before sending.
 */
import {
  CONVERSION_QUANTITY_MIN,
  CONVERSION_QUANTITY_STEP,
  conversionSourceUnits,
  needsConversion,
  PRODUCT_MAX_CONVERSIONS,
  type ConversionRuleLike,
  type ProductUnits,
} from './conversions.ts';
import {
  CATALOGUE_MESSAGES,
  missingRuleMessage,
  storageUnitIncompatibleMessage,
} from './messages.ts';
import { isUnit, isUnitCompatible } from './units.ts';
import type { PackagingType } from '../catalogue-enums.ts';

/** A product's own packagings; SUPPLIER ones belong to its articles. */
export const PRODUCT_PACKAGING_TYPES = ['STORAGE', 'INVENTORY', 'TRANSFER', 'LOSS'] as const;
export type ProductPackagingType = (typeof PRODUCT_PACKAGING_TYPES)[number];
export const isProductPackagingType = (value: unknown): value is ProductPackagingType =>
  typeof value === 'string' && (PRODUCT_PACKAGING_TYPES as readonly string[]).includes(value);

/** The product page's packaging sub-tabs. */
export const PACKAGING_TYPE_LABELS: Readonly<Record<PackagingType, string>> = {
  SUPPLIER: 'Fournisseur',
  STORAGE: 'Stockage',
  INVENTORY: 'Inventaire',
  TRANSFER: 'Transfert',
  LOSS: 'Perte',
};

/** Packaging quantities: required, at least 0.1, step 0.1. */
export const PACKAGING_QUANTITY_MIN = 0.1;
export const PACKAGING_QUANTITY_STEP = 0.1;

/** What an article without a supplier packaging is ordered by. */
export const DEFAULT_PACKAGING = { name: 'Unité', sourceQuantity: 1 } as const;

/** Whether `value` is a whole number of `step`s (0.3 of step 0.1 is, despite the float noise). */
export function fitsStep(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

/** The message under a quantity (null: fine); NaN means typed but not a number. */
function quantityError(
  value: number | null | undefined,
  min: number,
  step: number,
  messages: { min: string; step: string },
): string | null {
  if (value === null || value === undefined || Number.isNaN(value)) {
    return CATALOGUE_MESSAGES.quantityRequired;
  }
  if (!Number.isFinite(value) || value < min) return messages.min;
  if (!fitsStep(value, step)) return messages.step;
  return null;
}

export const packagingQuantityError = (value: number | null | undefined): string | null =>
  quantityError(value, PACKAGING_QUANTITY_MIN, PACKAGING_QUANTITY_STEP, {
    min: CATALOGUE_MESSAGES.packagingQuantityMin,
    step: CATALOGUE_MESSAGES.packagingQuantityStep,
  });

export const conversionQuantityError = (value: number | null | undefined): string | null =>
  quantityError(value, CONVERSION_QUANTITY_MIN, CONVERSION_QUANTITY_STEP, {
    min: CATALOGUE_MESSAGES.conversionQuantityMin,
    step: CATALOGUE_MESSAGES.conversionQuantityStep,
  });

/**
 * The unit of a packaging of `type` for `product`, or the message refusing it: a STORAGE packaging
 * stays in the base unit's family; any other type (SUPPLIER included) may use any unit the product
 * can convert, and one whose family has no rule is refused with MISSING_RULE_MARK.
 */
export function packagingUnitError(
  type: PackagingType,
  unit: unknown,
  product: ProductUnits,
): string | null {
  if (unit === null || unit === undefined || unit === '') return CATALOGUE_MESSAGES.unitRequired;
  if (!isUnit(unit)) return CATALOGUE_MESSAGES.unitInvalid;
  if (type === 'STORAGE') {
    return isUnitCompatible(unit, product.baseUnit)
      ? null
      : storageUnitIncompatibleMessage(unit, product.baseUnit);
  }
  return needsConversion(unit, product) ? missingRuleMessage(unit, product.baseUnit) : null;
}

export interface ConversionRuleInput {
  sourceQuantity?: number | null;
  sourceUnit?: unknown;
  targetQuantity?: number | null;
  targetUnit?: unknown;
}

export type ConversionRuleErrors = Partial<
  Record<'sourceQuantity' | 'sourceUnit' | 'targetQuantity' | 'targetUnit' | 'form', string>
>;

/**
 * The conversion dialog's rules, one message per field: both quantities and both units required,
 * the source unit outside the base unit's family and outside the families already converted, the
 * target unit in the base unit's family, at most PRODUCT_MAX_CONVERSIONS rules (`form`).
 * `editing` is the rule being changed (it does not count against itself).
 */
export function conversionRuleErrors(
  input: ConversionRuleInput,
  product: ProductUnits,
  editing?: ConversionRuleLike | null,
): ConversionRuleErrors {
  const errors: ConversionRuleErrors = {};
  const sourceQuantity = conversionQuantityError(input.sourceQuantity);
  if (sourceQuantity) errors.sourceQuantity = sourceQuantity;
  const targetQuantity = conversionQuantityError(input.targetQuantity);
  if (targetQuantity) errors.targetQuantity = targetQuantity;

  const { sourceUnit, targetUnit } = input;
  if (sourceUnit === null || sourceUnit === undefined || sourceUnit === '') {
    errors.sourceUnit = CATALOGUE_MESSAGES.unitRequired;
  } else if (!isUnit(sourceUnit)) {
    errors.sourceUnit = CATALOGUE_MESSAGES.unitInvalid;
  } else if (isUnitCompatible(sourceUnit, product.baseUnit)) {
    errors.sourceUnit = CATALOGUE_MESSAGES.conversionSourceInBaseFamily;
  } else if (!conversionSourceUnits(product, editing).includes(sourceUnit)) {
    errors.sourceUnit = CATALOGUE_MESSAGES.conversionFamilyTaken;
  }

  if (targetUnit === null || targetUnit === undefined || targetUnit === '') {
    errors.targetUnit = CATALOGUE_MESSAGES.unitRequired;
  } else if (!isUnit(targetUnit)) {
    errors.targetUnit = CATALOGUE_MESSAGES.unitInvalid;
  } else if (!isUnitCompatible(targetUnit, product.baseUnit)) {
    errors.targetUnit = CATALOGUE_MESSAGES.conversionTargetIncompatible;
  }

  const others = product.conversionRules.filter(
    (rule) => !(editing && (rule === editing || (rule.id !== undefined && rule.id === editing.id))),
  );
  if (others.length >= PRODUCT_MAX_CONVERSIONS) errors.form = CATALOGUE_MESSAGES.tooManyConversions;
  return errors;
}
