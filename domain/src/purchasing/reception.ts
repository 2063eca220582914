/**
 * What the laboratory expedites and what the restaurant receives (docs/areas/purchasing.md#expedition,
 * docs/areas/purchasing.md#reception): the quantities asked, and the delivery temperature a health
 * inspector expects of fresh and frozen goods.
 */
import { fitsStep } from '../catalogue/packagings.ts';
import { tidy } from '../catalogue/units.ts';
import type { TemperatureCategory } from '../catalogue-enums.ts';
import { ORDER_QUANTITY_STEP } from './constants.ts';
import { PURCHASING_MESSAGES } from './messages.ts';

/** Above these (°C) a delivery is out of bounds: fresh goods above 4 °C, frozen above −18 °C. */
export const RECEPTION_TEMPERATURE_MAX: Readonly<Record<'FRESH' | 'FROZEN', number>> = {
  FRESH: 4,
  FROZEN: -18,
};

/** Fresh and frozen lines get their temperature taken at delivery; dry goods do not. */
export const isTemperatureControlled = (
  category: TemperatureCategory,
): category is 'FRESH' | 'FROZEN' => category !== 'DRY';

/** Whether a delivery temperature is out of bounds (exactly at the limit is fine). */
export function temperatureAlert(
  category: TemperatureCategory,
  deliveryTempC: number | null | undefined,
): boolean {
  if (!isTemperatureControlled(category)) return false;
  if (deliveryTempC === null || deliveryTempC === undefined) return false;
  return deliveryTempC > RECEPTION_TEMPERATURE_MAX[category];
}

/** The message under a quantity of packagings (expedited or received; 0 allowed), or null. */
export function orderQuantityError(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return PURCHASING_MESSAGES.quantityRequired;
  }
  if (value < 0) return PURCHASING_MESSAGES.quantityNegative;
  if (!fitsStep(value, ORDER_QUANTITY_STEP)) return PURCHASING_MESSAGES.quantityStep;
  return null;
}

const blank = (text: string | null | undefined): boolean => !text || text.trim() === '';

export interface ReceivedLine {
  temperatureCategory: TemperatureCategory;
  /** Packagings received in this delivery. */
  quantityReceived: number;
  deliveryTempC?: number | null | undefined;
  note?: string | null | undefined;
}

export type ReceivedLineErrors = Partial<
  Record<'quantityReceived' | 'deliveryTempC' | 'note', string>
>;

/**
 * A received line's errors by field (empty: fine). A fresh or frozen line that arrived (quantity
 * above 0) needs its temperature; one out of bounds needs a note saying what was done.
 */
export function receivedLineErrors(line: ReceivedLine): ReceivedLineErrors {
  const errors: ReceivedLineErrors = {};
  const quantity = orderQuantityError(line.quantityReceived);
  if (quantity) errors.quantityReceived = quantity;
  const arrived = !quantity && line.quantityReceived > 0;
  const controlled = isTemperatureControlled(line.temperatureCategory);
  if (controlled && arrived && (line.deliveryTempC === null || line.deliveryTempC === undefined)) {
    errors.deliveryTempC = PURCHASING_MESSAGES.temperatureRequired;
  }
  if (temperatureAlert(line.temperatureCategory, line.deliveryTempC) && blank(line.note)) {
    errors.note = PURCHASING_MESSAGES.temperatureAlertNoteRequired;
  }
  return errors;
}

/**
 * Why a reception as a whole is refused, or null: it names lines of the order, each once, and
 * something arrived (a delivery of nothing is not a reception).
 */
export function receptionRefusal(
  orderLineIds: readonly number[],
  lines: readonly { lineId: number; quantityReceived: number }[],
): string | null {
  if (lines.length === 0) return PURCHASING_MESSAGES.noLineToReceive;
  const coverage = lineCoverageRefusal(orderLineIds, lines);
  if (coverage) return coverage;
  if (!lines.some((line) => line.quantityReceived > 0)) return PURCHASING_MESSAGES.nothingReceived;
  return null;
}

/** Packagings received in the product's base unit; null when the line has no conversion. */
export const receivedBaseQuantity = (
  quantityPackaging: number,
  conversionToBase: number | null | undefined,
): number | null =>
  conversionToBase === null || conversionToBase === undefined
    ? null
    : tidy(quantityPackaging * conversionToBase);

function lineCoverageRefusal(
  orderLineIds: readonly number[],
  lines: readonly { lineId: number }[],
): string | null {
  const seen = new Set<number>();
  for (const line of lines) {
    if (!orderLineIds.includes(line.lineId)) return PURCHASING_MESSAGES.lineNotInOrder;
    if (seen.has(line.lineId)) return PURCHASING_MESSAGES.lineTwice;
    seen.add(line.lineId);
  }
  return null;
}

/**
 * Why an expedition is refused, or null: the user is identified, and every line of the order has
 * a quantity (0 allowed: nothing of it leaves), once.
 */
export function expeditionRefusal(
  userId: number | null | undefined,
  orderLineIds: readonly number[],
  lines: readonly { lineId: number; quantityExpedited: number | null | undefined }[],
): string | null {
  if (userId === null || userId === undefined) return PURCHASING_MESSAGES.userUnidentified;
  if (orderLineIds.length === 0 || lines.length === 0) return PURCHASING_MESSAGES.noLineToExpedite;
  const coverage = lineCoverageRefusal(orderLineIds, lines);
  if (coverage) return coverage;
  const given = (id: number) =>
    lines.some((line) => line.lineId === id && Number.isFinite(line.quantityExpedited ?? NaN));
  if (!orderLineIds.every(given)) return PURCHASING_MESSAGES.expeditionQuantitiesRequired;
  for (const line of lines) {
    const error = orderQuantityError(line.quantityExpedited);
    if (error) return error;
  }
  return null;
}
