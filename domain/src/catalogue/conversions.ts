/**
 * A product's conversion rules and what they allow (docs/areas/catalogue.md#conversions): the
 * quantity of any unit in the product's base unit (the table first, then the product's rules),
 * which packaging units need a rule, the units the conversion dialog offers, and whether a rule
 * may be deleted.
 */
import {
  compatibleUnits,
  convertUnit,
  isUnitCompatible,
  tidy,
  unitFamily,
  type UnitFamily,
} from './units.ts';
import { UNITS, type Unit } from '../catalogue-enums.ts';

/** A product has at most this many rules: one per family outside its base unit's. */
export const PRODUCT_MAX_CONVERSIONS = 2;
/** The dialog's quantities: required, at least 0.0001, step 0.0001. */
export const CONVERSION_QUANTITY_MIN = 0.0001;
export const CONVERSION_QUANTITY_STEP = 0.0001;

/** sourceQuantity sourceUnit = targetQuantity targetUnit (1 PIECE = 150 G). */
export interface ConversionRuleLike {
  id?: string | number;
  sourceQuantity: number;
  sourceUnit: Unit;
  targetQuantity: number;
  targetUnit: Unit;
  /** A rule switched off (false) converts nothing; absent means active. */
  isActive?: boolean | null;
}

export interface ProductUnits {
  baseUnit: Unit;
  conversionRules: readonly ConversionRuleLike[];
}

/** 1 sourceUnit = factor targetUnit: the `factor` recipes and inventory read. */
export const ruleFactor = (rule: ConversionRuleLike): number =>
  tidy(rule.targetQuantity / rule.sourceQuantity);

/** The ratio as shown, one decimal: '150,0'. */
export const ruleFactorText = (rule: ConversionRuleLike): string =>
  new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    ruleFactor(rule),
  );

const isActive = (rule: ConversionRuleLike): boolean => rule.isActive !== false;

/** The active rule that brings `family` to the base unit's family, if the product has one. */
export function ruleForFamily(
  product: ProductUnits,
  family: UnitFamily,
): ConversionRuleLike | undefined {
  return product.conversionRules.find(
    (rule) =>
      isActive(rule) &&
      unitFamily(rule.sourceUnit) === family &&
      isUnitCompatible(rule.targetUnit, product.baseUnit),
  );
}

/**
 * `quantity` of `unit` in the product's base unit: through the table when the unit is of the base
 * unit's family, else through the table to the rule's source unit, the rule, then the table again
 * (2 KG of a product counted in PIECE with 1 PIECE = 500 G: 2000 G, 4 PIECE). Null when no rule
 * covers the unit's family.
 */
export function toBaseQuantity(quantity: number, unit: Unit, product: ProductUnits): number | null {
  const direct = convertUnit(quantity, unit, product.baseUnit);
  if (direct !== null) return direct;
  const rule = ruleForFamily(product, unitFamily(unit));
  if (!rule) return null;
  const inSource = convertUnit(quantity, unit, rule.sourceUnit);
  if (inSource === null) return null;
  const inTarget = (inSource * rule.targetQuantity) / rule.sourceQuantity;
  return convertUnit(inTarget, rule.targetUnit, product.baseUnit);
}

/** Whether the product can count a quantity of `unit` (its family or a rule for it). */
export const isUnitCovered = (unit: Unit, product: ProductUnits): boolean =>
  isUnitCompatible(unit, product.baseUnit) ||
  ruleForFamily(product, unitFamily(unit)) !== undefined;

/** A packaging in `unit` needs a rule the product does not have yet. */
export const needsConversion = (unit: Unit, product: ProductUnits): boolean =>
  !isUnitCovered(unit, product);

/** A STORAGE packaging counts in the base unit's family only (other types take any unit). */
export const storagePackagingUnits = (baseUnit: Unit): readonly Unit[] => compatibleUnits(baseUnit);

/**
 * The conversion dialog's source units: outside the base unit's family and outside the families
 * the product's other rules already convert (`editing` is the rule being changed, whose own
 * family stays available).
 */
export function conversionSourceUnits(
  product: ProductUnits,
  editing?: ConversionRuleLike | null,
): Unit[] {
  const taken = new Set<UnitFamily>([unitFamily(product.baseUnit)]);
  for (const rule of product.conversionRules) {
    if (editing && (rule === editing || (rule.id !== undefined && rule.id === editing.id))) {
      continue;
    }
    taken.add(unitFamily(rule.sourceUnit));
  }
  return UNITS.filter((unit) => !taken.has(unitFamily(unit)));
}

/** The conversion dialog's target units: those of the base unit's family. */
export const conversionTargetUnits = (baseUnit: Unit): readonly Unit[] => compatibleUnits(baseUnit);

/**
 * A rule may be deleted while no packaging of the product (nor any supplier packaging of its
 * articles) counts in the rule's source family: those packagings would lose their conversion.
 */
export function canDeleteConversion(
  rule: ConversionRuleLike,
  packagingUnits: Iterable<Unit>,
): boolean {
  const family = unitFamily(rule.sourceUnit);
  for (const unit of packagingUnits) if (unitFamily(unit) === family) return false;
  return true;
}
