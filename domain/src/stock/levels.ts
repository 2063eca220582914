/**
 * Stock levels as shown (docs/areas/stock.md#display-units and docs/areas/stock.md#status): the
 * quantity in a readable unit and its status.
 */
import type { BaseUnit, Unit } from '../catalogue-enums.ts';
import { quantityText, tidy } from '../catalogue/units.ts';
import { LOW_STOCK_THRESHOLD, STOCK_ALERT_THRESHOLD_DEFAULT } from './constants.ts';
import { STOCK_MESSAGES } from './messages.ts';

export interface DisplayQuantity {
  value: number;
  unit: Unit;
}

/**
 * A base-unit quantity in the unit a person reads: grams become kilograms from 1000; millilitres
 * become centilitres from 10 and litres from 1000; pieces stay pieces.
 */
export function stockDisplay(quantity: number, baseUnit: BaseUnit): DisplayQuantity {
  const size = Math.abs(quantity);
  if (baseUnit === 'G' && size >= 1000) return { value: tidy(quantity / 1000), unit: 'KG' };
  if (baseUnit === 'ML' && size >= 1000) return { value: tidy(quantity / 1000), unit: 'L' };
  if (baseUnit === 'ML' && size >= 10) return { value: tidy(quantity / 10), unit: 'CL' };
  return { value: quantity, unit: baseUnit };
}

/** '1,25 kg', '75 cL', '3 pièces'. */
export function stockText(quantity: number, baseUnit: BaseUnit): string {
  const { value, unit } = stockDisplay(quantity, baseUnit);
  return quantityText(value, unit);
}

export const STOCK_STATUSES = ['OUT_OF_STOCK', 'LOW', 'IN_STOCK'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const STOCK_STATUS_LABELS: Readonly<Record<StockStatus, string>> = {
  OUT_OF_STOCK: STOCK_MESSAGES.outOfStock,
  LOW: STOCK_MESSAGES.lowStock,
  IN_STOCK: STOCK_MESSAGES.inStock,
};

/** 0 (or less, which the database refuses) is Rupture, below 50 Stock faible, else En stock. */
export function stockStatus(currentStock: number): StockStatus {
  if (currentStock <= 0) return 'OUT_OF_STOCK';
  return currentStock < LOW_STOCK_THRESHOLD ? 'LOW' : 'IN_STOCK';
}

/** An alert is raised at or below the threshold, so a threshold of 0 still lists the ruptures. */
export const isStockAlert = (
  currentStock: number,
  threshold: number = STOCK_ALERT_THRESHOLD_DEFAULT,
): boolean => currentStock <= threshold;
