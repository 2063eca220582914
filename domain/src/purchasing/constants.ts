/**
 * Purchasing's closed vocabularies (docs/areas/purchasing.md#statuses), stored as Postgres enums
 * by the api's schema and offered by the graph.
 */

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
