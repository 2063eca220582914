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

export const STOCK_MOVEMENT_TYPE_LABELS: Readonly<Record<StockMovementType, string>> = {
  IN: 'Entrée',
  OUT: 'Sortie',
  ADJUSTMENT: 'Ajustement',
};

export const STOCK_MOVEMENT_REASON_LABELS: Readonly<Record<StockMovementReason, string>> = {
  PURCHASE: 'Achat',
  SALE: 'Vente',
  RECIPE: 'Recette',
  WASTE: 'Perte',
  TRANSFER: 'Transfert',
  INVENTORY: 'Inventaire',
  MANUAL: 'Manuel',
};

export const INVENTORY_STATUS_LABELS: Readonly<Record<InventoryStatus, string>> = {
  DRAFT: 'Brouillon',
  FINALIZED: 'Finalisé',
  CANCELLED: 'Annulé',
};

/** The alerts' default threshold (GET …/alerts?threshold=), in the product's base unit. */
export const STOCK_ALERT_THRESHOLD_DEFAULT = 10;
/** Below this a stock is 'Stock faible'. */
export const LOW_STOCK_THRESHOLD = 50;
/** The counting screen's input. */
export const INVENTORY_INPUT_STEP = 0.1;
export const INVENTORY_INPUT_MIN = 0;
