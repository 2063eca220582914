/**
 * The stock's closed vocabularies (docs/areas/stock.md#movements and
 * docs/areas/stock.md#inventory-statuses), stored as Postgres enums by the api's schema.
 */

export const STOCK_MOVEMENT_TYPES = ['IN', 'OUT', 'ADJUSTMENT'] as const;
export type StockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number];

export const STOCK_MOVEMENT_REASONS = [
  'PURCHASE',
  'SALE',
  'RECIPE',
  'WASTE',
  'TRANSFER',
  'INVENTORY',
  'MANUAL',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

export const INVENTORY_STATUSES = ['DRAFT', 'FINALIZED', 'CANCELLED'] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];
