/**
 * Purchasing's closed vocabularies (docs/areas/purchasing.md#statuses), stored as Postgres enums
 * by the api's schema and offered by the graph.
 */
import type { TemperatureCategory } from '../catalogue-enums.ts';

export const PURCHASE_ORDER_STATUSES = [
  'DRAFT',
  'SENT_PENDING',
  'ACKNOWLEDGED_SUPPLIER',
  'REFUSED_SUPPLIER',
  'CANCELLED',
  'EXPEDITED',
  'RECEIVED',
  'PARTIALLY_RECEIVED',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** Who an order is addressed to: an external supplier, or one of the chain's laboratories. */
export const SUPPLIER_KINDS = ['EXTERNAL', 'LABORATORY'] as const;
export type SupplierKind = (typeof SUPPLIER_KINDS)[number];

/**
 * What became of the email carrying a sent order: not sent yet (a draft), handed to the SMTP
 * server, written to the api's log (no SMTP_URL), failed (the order is sent all the same), or no
 * address to send it to (a supplier without email, or a laboratory, which reads its internal sales).
 */
export const PURCHASE_ORDER_EMAIL_STATUSES = [
  'NOT_SENT',
  'SENT',
  'LOGGED',
  'FAILED',
  'NO_ADDRESS',
] as const;
export type PurchaseOrderEmailStatus = (typeof PURCHASE_ORDER_EMAIL_STATUSES)[number];

export const PURCHASE_ORDER_STATUS_LABELS: Readonly<Record<PurchaseOrderStatus, string>> = {
  DRAFT: 'Brouillon',
  SENT_PENDING: 'Commandé/Envoyé',
  ACKNOWLEDGED_SUPPLIER: 'Confirmé par fournisseur',
  REFUSED_SUPPLIER: 'Refusé par fournisseur',
  CANCELLED: 'Annulé',
  EXPEDITED: 'Expédié',
  RECEIVED: 'Reçu',
  PARTIALLY_RECEIVED: 'Partiellement reçu',
};

/** The laboratory reads three statuses its own way (internal sales); the others as above. */
export const PURCHASE_ORDER_LAB_STATUS_LABELS: Readonly<Record<PurchaseOrderStatus, string>> = {
  ...PURCHASE_ORDER_STATUS_LABELS,
  SENT_PENDING: 'En attente',
  ACKNOWLEDGED_SUPPLIER: 'Accepté par mail',
  RECEIVED: 'Reçu par le restaurant',
};

/** A status's label, in the laboratory's view (internal sales) or the issuing restaurant's. */
export const purchaseOrderStatusLabel = (
  status: PurchaseOrderStatus,
  laboratoryView = false,
): string =>
  (laboratoryView ? PURCHASE_ORDER_LAB_STATUS_LABELS : PURCHASE_ORDER_STATUS_LABELS)[status];

/** What a user may ask of an order (docs/areas/purchasing.md#transitions). */
export const PURCHASE_ORDER_TRANSITIONS = [
  'EDIT',
  'SEND',
  'DELETE',
  'ACKNOWLEDGE',
  'REFUSE',
  'CANCEL',
  'EXPEDITE',
  'RECEIVE',
] as const;
export type PurchaseOrderTransition = (typeof PURCHASE_ORDER_TRANSITIONS)[number];

/** A laboratory's internal sales: the orders it was sent, never the restaurant's drafts. */
export const INTERNAL_SALES_STATUSES = [
  'SENT_PENDING',
  'ACKNOWLEDGED_SUPPLIER',
  'REFUSED_SUPPLIER',
  'EXPEDITED',
  'PARTIALLY_RECEIVED',
  'RECEIVED',
] as const satisfies readonly PurchaseOrderStatus[];

/** The line badges of an order (the catalogue's labels say whether it is checked). */
export const TEMPERATURE_CATEGORY_BADGES: Readonly<Record<TemperatureCategory, string>> = {
  DRY: 'Sec',
  FRESH: 'Frais',
  FROZEN: 'Surgelé',
};

/** Quantities ordered and expedited, in packagings: at least 0, step 0.01. */
export const ORDER_QUANTITY_STEP = 0.01;
export const ORDER_QUANTITY_MIN = 0;
