// Purchasing (issue 13): purchase orders, their lines and receptions (docs/areas/purchasing.md).
// A purchase order belongs to its issuing restaurant (RESTRICT, like the stock's history) and so to
// its chain; lines and receptions go with it (only a DRAFT is ever deleted). Everything the order
// was written with is copied onto it (supplier, article, product and packaging names, prices, VAT
// rate), so a sent order reads the same after the catalogue changes: the catalogue rows it names
// are SET NULL when deleted. Totals are computed by the server (docs/areas/purchasing.md#totals).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PURCHASE_ORDER_EMAIL_STATUSES, PURCHASE_ORDER_STATUSES, SUPPLIER_KINDS } from '@bo/domain';
import {
  articles,
  baseUnitEnum,
  products,
  suppliers,
  temperatureCategoryEnum,
  unitEnum,
  vatCodeEnum,
} from '../catalogue/tables.ts';
import { enseignes } from '../chain/tables.ts';
import { celsius, createdAt, euros, quantity, updatedAt } from '../db/columns.ts';
import { storedFiles } from '../files/tables.ts';
import { traceabilityRecords } from '../hygiene/tables.ts';
import { users } from '../people/tables.ts';
import { restaurantRef, restaurants } from '../restaurants/tables.ts';
import { stockMovements } from '../stock/tables.ts';

export const purchaseOrderStatusEnum = pgEnum('purchase_order_status', PURCHASE_ORDER_STATUSES);
export const supplierKindEnum = pgEnum('supplier_kind', SUPPLIER_KINDS);
export const purchaseOrderEmailStatusEnum = pgEnum(
  'purchase_order_email_status',
  PURCHASE_ORDER_EMAIL_STATUSES,
);

/**
 * The last reference number given in a chain for a year: the next order takes last_number + 1
 * (an upsert in the order's transaction, so two orders never share a number).
 */
export const purchaseOrderCounters = pgTable(
  'purchase_order_counters',
  {
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.enseigneId, t.year] }),
    check('purchase_order_counters_last_number_range', sql`${t.lastNumber} between 0 and 99999`),
  ],
);

/**
 * An order of a restaurant to an external supplier or to one of the chain's laboratories
 * (docs/areas/purchasing.md). The status's instants are kept with it: the checks tie each final
 * status to the instant it was reached.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    /** 'BC-2026-00042': the year of creation and the chain's counter for that year. */
    reference: text('reference').notNull(),
    /** The issuer. */
    restaurantId: restaurantRef(),
    supplierKind: supplierKindEnum('supplier_kind').notNull(),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    labId: integer('lab_id').references(() => restaurants.id, { onDelete: 'set null' }),
    /** The supplier's or laboratory's name when the order was written. */
    supplierName: text('supplier_name').notNull(),
    status: purchaseOrderStatusEnum('status').notNull().default('DRAFT'),
    expectedDate: date('expected_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    /** The last reception's note. */
    receivingNote: text('receiving_note'),
    /** The laboratory's note at expedition. */
    shippingNote: text('shipping_note'),
    /** Why it was refused or cancelled. */
    statusReason: text('status_reason'),
    subtotalHt: euros('subtotal_ht').notNull().default(0),
    totalVat: euros('total_vat').notNull().default(0),
    totalTtc: euros('total_ttc').notNull().default(0),
    /** The PDF generated when the order was sent. */
    pdfFileId: integer('pdf_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    emailStatus: purchaseOrderEmailStatusEnum('email_status').notNull().default('NOT_SENT'),
    emailError: text('email_error'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    expeditedAt: timestamp('expedited_at', { withTimezone: true }),
    expeditedById: integer('expedited_by_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    firstReceivedAt: timestamp('first_received_at', { withTimezone: true }),
    lastReceivedAt: timestamp('last_received_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('purchase_orders_enseigne_reference_unique').on(t.enseigneId, t.reference),
    // The lists: a chain's (ADMIN), a restaurant's issued orders, a laboratory's internal sales,
    // newest first.
    index('purchase_orders_enseigne_created_idx').on(t.enseigneId, t.createdAt.desc()),
    index('purchase_orders_restaurant_created_idx').on(t.restaurantId, t.createdAt.desc()),
    index('purchase_orders_lab_created_idx').on(t.labId, t.createdAt.desc()),
    index('purchase_orders_supplier_id_idx').on(t.supplierId),
    index('purchase_orders_pdf_file_id_idx').on(t.pdfFileId),
    check('purchase_orders_reference_format', sql`${t.reference} ~ '^BC-[0-9]{4}-[0-9]{5}$'`),
    // The id of the other kind stays empty; the own one may have been deleted since (SET NULL).
    check(
      'purchase_orders_one_supplier_kind',
      sql`(${t.supplierKind} = 'EXTERNAL' and ${t.labId} is null) or (${t.supplierKind} = 'LABORATORY' and ${t.supplierId} is null)`,
    ),
    check('purchase_orders_lab_not_issuer', sql`${t.labId} is distinct from ${t.restaurantId}`),
    check('purchase_orders_subtotal_ht_not_negative', sql`${t.subtotalHt} >= 0`),
    check('purchase_orders_total_vat_not_negative', sql`${t.totalVat} >= 0`),
    check('purchase_orders_total_ttc_not_negative', sql`${t.totalTtc} >= 0`),
    // A draft was never sent; every status past the draft but a cancelled draft was.
    check(
      'purchase_orders_sent_at_with_status',
      sql`case ${t.status} when 'DRAFT' then ${t.sentAt} is null when 'CANCELLED' then true else ${t.sentAt} is not null end`,
    ),
    check(
      'purchase_orders_cancelled_at_with_status',
      sql`(${t.status} = 'CANCELLED') = (${t.cancelledAt} is not null)`,
    ),
    check(
      'purchase_orders_refused_at_with_status',
      sql`(${t.status} = 'REFUSED_SUPPLIER') = (${t.refusedAt} is not null)`,
    ),
    check(
      'purchase_orders_expedited_at_with_status',
      sql`${t.status} <> 'EXPEDITED' or ${t.expeditedAt} is not null`,
    ),
    check(
      'purchase_orders_received_at_with_status',
      sql`${t.status} not in ('RECEIVED', 'PARTIALLY_RECEIVED') or (${t.firstReceivedAt} is not null and ${t.lastReceivedAt} is not null)`,
    ),
    check(
      'purchase_orders_expedition_only_from_lab',
      sql`${t.expeditedAt} is null or ${t.supplierKind} = 'LABORATORY'`,
    ),
  ],
);

/**
 * One article of an order: `quantityOrdered` packagings of `packagingQuantity` `packagingUnit`,
 * at `unitPrice` HT each. The article's names, packaging, price and VAT are copied at writing.
 * Received quantities add up over the receptions; `deliveryTempC` and `receivingLineNote` are the
 * last reception's.
 */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    articleName: text('article_name').notNull(),
    supplierRef: text('supplier_ref'),
    productName: text('product_name').notNull(),
    quantityOrdered: quantity('quantity_ordered').notNull(),
    packagingName: text('packaging_name').notNull(),
    packagingQuantity: quantity('packaging_quantity').notNull(),
    packagingUnit: unitEnum('packaging_unit').notNull(),
    baseUnit: baseUnitEnum('base_unit').notNull(),
    /** Base units per packaging; null when no conversion covers the packaging's unit. */
    conversionToBase: quantity('conversion_to_base'),
    quantityOrderedBase: quantity('quantity_ordered_base'),
    unitPrice: euros('unit_price').notNull(),
    vat: vatCodeEnum('vat').notNull(),
    /** Percent (5.5 for 5,5 %). */
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    lineTotal: euros('line_total').notNull(),
    lineTotalTtc: euros('line_total_ttc').notNull(),
    temperatureCategory: temperatureCategoryEnum('temperature_category').notNull().default('DRY'),
    /** Packagings the laboratory expedited (cumulative); null: no expedition. */
    quantityExpedited: quantity('quantity_expedited'),
    quantityReceivedPackaging: quantity('quantity_received_packaging').notNull().default(0),
    quantityReceivedBase: quantity('quantity_received_base').notNull().default(0),
    deliveryTempC: celsius('delivery_temp_c'),
    receivingLineNote: text('receiving_line_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('purchase_order_lines_order_position_unique').on(t.purchaseOrderId, t.position),
    index('purchase_order_lines_article_id_idx').on(t.articleId),
    index('purchase_order_lines_product_id_idx').on(t.productId),
    check('purchase_order_lines_quantity_ordered_positive', sql`${t.quantityOrdered} > 0`),
    check('purchase_order_lines_packaging_quantity_positive', sql`${t.packagingQuantity} > 0`),
    check('purchase_order_lines_conversion_to_base_positive', sql`${t.conversionToBase} > 0`),
    check(
      'purchase_order_lines_quantity_ordered_base_not_negative',
      sql`${t.quantityOrderedBase} >= 0`,
    ),
    check('purchase_order_lines_unit_price_not_negative', sql`${t.unitPrice} >= 0`),
    check('purchase_order_lines_vat_rate_range', sql`${t.vatRate} between 0 and 100`),
    check('purchase_order_lines_line_total_not_negative', sql`${t.lineTotal} >= 0`),
    check('purchase_order_lines_line_total_ttc_not_negative', sql`${t.lineTotalTtc} >= 0`),
    check('purchase_order_lines_quantity_expedited_not_negative', sql`${t.quantityExpedited} >= 0`),
    check(
      'purchase_order_lines_quantity_received_packaging_not_negative',
      sql`${t.quantityReceivedPackaging} >= 0`,
    ),
    check(
      'purchase_order_lines_quantity_received_base_not_negative',
      sql`${t.quantityReceivedBase} >= 0`,
    ),
  ],
);

/** One delivery received at the restaurant (docs/areas/purchasing.md#reception). */
export const receptions = pgTable(
  'receptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    receivedById: integer('received_by_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('receptions_order_received_idx').on(t.purchaseOrderId, t.receivedAt)],
);

/**
 * What arrived of one order line in one reception, with the stock movement and the traceability
 * record it wrote (kept when those are gone: SET NULL).
 */
export const receptionLines = pgTable(
  'reception_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    receptionId: integer('reception_id')
      .notNull()
      .references(() => receptions.id, { onDelete: 'cascade' }),
    // Cascade: a line goes only with its order, which takes its receptions too.
    purchaseOrderLineId: integer('purchase_order_line_id')
      .notNull()
      .references(() => purchaseOrderLines.id, { onDelete: 'cascade' }),
    quantityReceivedPackaging: quantity('quantity_received_packaging').notNull(),
    quantityReceivedBase: quantity('quantity_received_base').notNull(),
    /** HT per packaging on the delivery. */
    unitPrice: euros('unit_price').notNull(),
    deliveryTempC: celsius('delivery_temp_c'),
    temperatureAlert: boolean('temperature_alert').notNull().default(false),
    lotNumber: text('lot_number'),
    useByDate: date('use_by_date', { mode: 'string' }),
    note: text('note'),
    traceabilityRecordId: integer('traceability_record_id').references(
      () => traceabilityRecords.id,
      { onDelete: 'set null' },
    ),
    stockMovementId: integer('stock_movement_id').references(() => stockMovements.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reception_lines_reception_id_idx').on(t.receptionId),
    index('reception_lines_purchase_order_line_id_idx').on(t.purchaseOrderLineId),
    index('reception_lines_traceability_record_id_idx').on(t.traceabilityRecordId),
    index('reception_lines_stock_movement_id_idx').on(t.stockMovementId),
    check(
      'reception_lines_quantity_received_packaging_not_negative',
      sql`${t.quantityReceivedPackaging} >= 0`,
    ),
    check(
      'reception_lines_quantity_received_base_not_negative',
      sql`${t.quantityReceivedBase} >= 0`,
    ),
    check('reception_lines_unit_price_not_negative', sql`${t.unitPrice} >= 0`),
    // A temperature out of bounds is explained (docs/areas/purchasing.md#reception).
    check(
      'reception_lines_alert_has_note',
      sql`not ${t.temperatureAlert} or (${t.note} is not null and ${t.deliveryTempC} is not null)`,
    ),
  ],
);

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderLineRow = typeof purchaseOrderLines.$inferSelect;
export type ReceptionRow = typeof receptions.$inferSelect;
export type ReceptionLineRow = typeof receptionLines.$inferSelect;
