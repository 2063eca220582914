/**
 * Units of the catalogue (docs/areas/catalogue.md#units): the six units, their three families, the
 * fixed conversion table and the conversion of a quantity within one family. A product's own
 * rules, which cross families, are in conversions.ts.
 */
import { BASE_UNITS, UNITS, type BaseUnit, type Unit } from '../catalogue-enums.ts';

export const isUnit = (value: unknown): value is Unit =>
  typeof value === 'string' && (UNITS as readonly string[]).includes(value);

export const UNIT_FAMILIES = ['WEIGHT', 'VOLUME', 'PIECE'] as const;
export type UnitFamily = (typeof UNIT_FAMILIES)[number];

/** Each family's units, smallest first (the order the pick lists show). */
export const FAMILY_UNITS: Readonly<Record<UnitFamily, readonly Unit[]>> = {
  WEIGHT: ['G', 'KG'],
  VOLUME: ['ML', 'CL', 'L'],
  PIECE: ['PIECE'],
};

export function unitFamily(unit: Unit): UnitFamily {
  for (const family of UNIT_FAMILIES) if (FAMILY_UNITS[family].includes(unit)) return family;
  // Unreachable while FAMILY_UNITS covers UNITS (a test checks it); a guard for the type only.
  throw new Error(`unité sans famille: ${unit}`);
}

export const sameFamily = (a: Unit, b: Unit): boolean => unitFamily(a) === unitFamily(b);

/** A product stored without a base unit counts in pieces. */
export const DEFAULT_PRODUCT_BASE_UNIT: BaseUnit = 'PIECE';
export const isBaseUnit = (value: unknown): value is BaseUnit =>
  typeof value === 'string' && (BASE_UNITS as readonly string[]).includes(value);
/** The base unit of a product as stored, absent meaning PIECE. */
export const productBaseUnit = (value: BaseUnit | null | undefined): BaseUnit =>
  value ?? DEFAULT_PRODUCT_BASE_UNIT;

export const RECIPE_BASE_UNITS = ['KG', 'L', 'PIECE'] as const;
export type RecipeBaseUnit = (typeof RECIPE_BASE_UNITS)[number];

/** The units the full-page article form offers (CL is left out there, not in the dialog). */
export const ARTICLE_FORM_UNITS: readonly Unit[] = ['KG', 'G', 'L', 'ML', 'PIECE'];

/** How a unit is written (its name in a list, and after a quantity: '2 kg', '50 cL', '1 pièce'). */
export const UNIT_DISPLAY: Readonly<Record<Unit, string>> = {
  KG: 'kg',
  G: 'g',
  L: 'L',
  ML: 'mL',
  CL: 'cL',
  PIECE: 'pièce',
};

/** How the product sheet names a base unit. */
export const BASE_UNIT_LABELS: Readonly<Record<BaseUnit, string>> = {
  G: 'Poids',
  ML: 'Volume',
  PIECE: 'à la pièce',
};

export interface UnitConversion {
  from: Unit;
  to: Unit;
  /** 1 `from` = factor `to`. */
  factor: number;
}

/** The fixed table: every pair of units of one family is here, in one direction. */
export const UNIT_CONVERSION_TABLE: readonly UnitConversion[] = [
  { from: 'KG', to: 'G', factor: 1000 },
  { from: 'L', to: 'ML', factor: 1000 },
  { from: 'L', to: 'CL', factor: 100 },
  { from: 'CL', to: 'ML', factor: 10 },
];

/**
 * Rounds away the binary noise of a product or a quotient (1.1 × 1000 = 1100.0000000000002)
 * without touching a real value: twelve significant digits are far beyond any weighing.
 */
export const tidy = (value: number): number => Number.parseFloat(value.toPrecision(12));

/** 1 `from` = unitFactor(from, to) `to`, or null across families. */
export function unitFactor(from: Unit, to: Unit): number | null {
  if (from === to) return 1;
  for (const row of UNIT_CONVERSION_TABLE) {
    if (row.from === from && row.to === to) return row.factor;
    if (row.from === to && row.to === from) return 1 / row.factor;
  }
  return null;
}

/** `quantity` of `from` in `to` through the table; null when the units are of two families. */
export function convertUnit(quantity: number, from: Unit, to: Unit): number | null {
  const factor = unitFactor(from, to);
  return factor === null ? null : tidy(quantity * factor);
}

/** The units a quantity of a product in `baseUnit` may be expressed in without any rule. */
export const compatibleUnits = (baseUnit: Unit): readonly Unit[] =>
  FAMILY_UNITS[unitFamily(baseUnit)];

export const isUnitCompatible = (unit: Unit, baseUnit: Unit): boolean => sameFamily(unit, baseUnit);

/**
 * A quantity's digits: French, to four decimals (a tenth of a gram in kilograms), the one
 * precision every screen shows a quantity with, so a stock's header and its movements agree.
 */
const quantityDigits = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 4 });

/**
 * A quantity with its unit as written ('kg', 'pièce'): '2,2575 kg', '1,5 pièce', '6 pièces'.
 * 'pièce' is a word and takes the French plural from 2 on; symbols never change.
 */
export function quantityWithSymbol(quantity: number, symbol: string): string {
  const word = symbol === UNIT_DISPLAY.PIECE && Math.abs(quantity) >= 2 ? `${symbol}s` : symbol;
  return `${quantityDigits.format(quantity)} ${word}`;
}

/** '1,5 kg', '1 pièce', '6 pièces'. */
export function quantityText(quantity: number, unit: Unit): string {
  return quantityWithSymbol(quantity, UNIT_DISPLAY[unit]);
}
