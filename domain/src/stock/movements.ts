/**
 * Applying a stock movement (docs/areas/stock.md#movements): IN adds, OUT takes away, ADJUSTMENT
 * sets the stock to the quantity counted; before and after are kept on the movement. A stock never
 * goes below 0: an OUT larger than the stock is refused, and the loss is recorded as an ADJUSTMENT.
 */
import { tidy } from '../catalogue/units.ts';
import type { StockMovementReason, StockMovementType } from './constants.ts';
import { STOCK_MESSAGES } from './messages.ts';

/** The reasons each type may give: INVENTORY only adjusts, a purchase only comes in. */
export const MOVEMENT_REASONS_BY_TYPE: Readonly<
  Record<StockMovementType, readonly StockMovementReason[]>
> = {
  IN: ['PURCHASE', 'TRANSFER', 'MANUAL'],
  OUT: ['SALE', 'RECIPE', 'WASTE', 'TRANSFER', 'MANUAL'],
  ADJUSTMENT: ['INVENTORY', 'MANUAL'],
};

export const isReasonAllowed = (type: StockMovementType, reason: StockMovementReason): boolean =>
  MOVEMENT_REASONS_BY_TYPE[type].includes(reason);

export type MovementResult =
  | { ok: true; stockBefore: number; stockAfter: number; delta: number }
  | { ok: false; error: 'INSUFFICIENT_STOCK'; available: number }
  | { ok: false; error: 'INVALID_QUANTITY' | 'REASON_NOT_FOR_TYPE'; message: string };

/**
 * The stock after a movement of `quantity` (in the product's base unit; for an ADJUSTMENT the level
 * counted) on `stockBefore`. IN and OUT move something (quantity > 0); an ADJUSTMENT may count 0.
 */
export function applyMovement(
  stockBefore: number,
  movement: { type: StockMovementType; reason: StockMovementReason; quantity: number },
): MovementResult {
  const { type, reason, quantity } = movement;
  if (!isReasonAllowed(type, reason)) {
    return {
      ok: false,
      error: 'REASON_NOT_FOR_TYPE',
      message: STOCK_MESSAGES.movementReasonNotForType,
    };
  }
  if (!Number.isFinite(quantity) || quantity < 0 || (type !== 'ADJUSTMENT' && quantity === 0)) {
    return {
      ok: false,
      error: 'INVALID_QUANTITY',
      message:
        type === 'ADJUSTMENT'
          ? STOCK_MESSAGES.movementQuantityNotNegative
          : STOCK_MESSAGES.movementQuantityPositive,
    };
  }
  let stockAfter: number;
  if (type === 'IN') stockAfter = tidy(stockBefore + quantity);
  else if (type === 'OUT') stockAfter = tidy(stockBefore - quantity);
  else stockAfter = quantity;
  if (stockAfter < 0) return { ok: false, error: 'INSUFFICIENT_STOCK', available: stockBefore };
  return { ok: true, stockBefore, stockAfter, delta: tidy(stockAfter - stockBefore) };
}
