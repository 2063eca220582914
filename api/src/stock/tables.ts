// Stock and inventories (issue 12; docs/areas/stock.md). Stock, movements and inventories belong
// to a restaurant (and so to its chain). What a deletion does (docs/areas/stock.md#deletions):
// - a product's stock levels go with it; its movements and inventory lines are history and keep
//   it (RESTRICT);
// - a restaurant with movements or inventories is kept (RESTRICT, like the hygiene logs); its
//   stock levels go with it;
// - a deleted employee, user or packaging leaves the rows that named them, unnamed (SET NULL).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { INVENTORY_STATUSES, STOCK_MOVEMENT_REASONS, STOCK_MOVEMENT_TYPES } from '@bo/domain';
import { packagings, products, unitEnum } from '../catalogue/tables.ts';
import { createdAt, quantity, updatedAt } from '../db/columns.ts';
import { employees, users } from '../people/tables.ts';
import { restaurants } from '../restaurants/tables.ts';

export const stockMovementTypeEnum = pgEnum('stock_movement_type', STOCK_MOVEMENT_TYPES);
export const stockMovementReasonEnum = pgEnum('stock_movement_reason', STOCK_MOVEMENT_REASONS);
export const inventoryStatusEnum = pgEnum('inventory_status', INVENTORY_STATUSES);

/**
 * A product's stock in one restaurant, in the product's base unit; only ever changed together
 * with the stock movement that explains it (same transaction).
 */
export const productStocks = pgTable(
  'product_stocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    currentStock: quantity('current_stock').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_stocks_product_restaurant_unique').on(t.productId, t.restaurantId),
    index('product_stocks_restaurant_id_idx').on(t.restaurantId),
    check('product_stocks_current_stock_not_negative', sql`${t.currentStock} >= 0`),
  ],
);

/**
 * One change of a product's stock in a restaurant, only ever inserted. `quantity` is in `unit`
 * (an ADJUSTMENT's is the level counted); before and after are in the product's base unit.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    type: stockMovementTypeEnum('type').notNull(),
    reason: stockMovementReasonEnum('reason').notNull(),
    quantity: quantity('quantity').notNull(),
    unit: unitEnum('unit').notNull(),
    stockBefore: quantity('stock_before').notNull(),
    stockAfter: quantity('stock_after').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    inventoryId: integer('inventory_id').references((): AnyPgColumn => inventories.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    // A product's history in a restaurant, newest first (the detail page and the chart).
    index('stock_movements_restaurant_product_occurred_idx').on(
      t.restaurantId,
      t.productId,
      t.occurredAt.desc(),
    ),
    index('stock_movements_restaurant_occurred_idx').on(t.restaurantId, t.occurredAt.desc()),
    index('stock_movements_product_id_idx').on(t.productId),
    index('stock_movements_inventory_id_idx').on(t.inventoryId),
    check('stock_movements_quantity_not_negative', sql`${t.quantity} >= 0`),
    check('stock_movements_stock_after_not_negative', sql`${t.stockAfter} >= 0`),
    check(
      'stock_movements_inventory_is_adjustment',
      sql`${t.reason} <> 'INVENTORY' or ${t.type} = 'ADJUSTMENT'`,
    ),
  ],
);

/** A count of a restaurant's stock; finalizing it sets the stock (docs/areas/stock.md#finalization). */
export const inventories = pgTable(
  'inventories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    status: inventoryStatusEnum('status').notNull().default('DRAFT'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledById: integer('cancelled_by_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The employee who counted (named, not signed in). */
    countedById: integer('counted_by_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    note: text('note'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inventories_restaurant_status_started_idx').on(
      t.restaurantId,
      t.status,
      t.startedAt.desc(),
    ),
    index('inventories_counted_by_id_idx').on(t.countedById),
    check(
      'inventories_finalized_at_with_status',
      sql`(${t.status} = 'FINALIZED') = (${t.finalizedAt} is not null)`,
    ),
    check(
      'inventories_cancelled_at_with_status',
      sql`(${t.status} = 'CANCELLED') = (${t.cancelledAt} is not null)`,
    ),
  ],
);

/**
 * One packaging counted for a product: `inputQuantity` packagings of `packagingQuantity`
 * `packagingUnit`, worth `quantityInBaseUnit` of the product. The packaging's name, quantity and
 * unit are copied so a finalized inventory reads the same after the packaging changes.
 */
export const inventoryLines = pgTable(
  'inventory_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    inputQuantity: quantity('input_quantity').notNull(),
    packagingQuantity: quantity('packaging_quantity'),
    packagingUnit: unitEnum('packaging_unit'),
    packagingName: text('packaging_name'),
    quantityInBaseUnit: quantity('quantity_in_base_unit').notNull(),
    packagingId: integer('packaging_id').references(() => packagings.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inventory_lines_inventory_id_idx').on(t.inventoryId),
    index('inventory_lines_product_id_idx').on(t.productId),
    index('inventory_lines_packaging_id_idx').on(t.packagingId),
    check('inventory_lines_input_quantity_not_negative', sql`${t.inputQuantity} >= 0`),
    check('inventory_lines_quantity_in_base_unit_not_negative', sql`${t.quantityInBaseUnit} >= 0`),
    check('inventory_lines_packaging_quantity_positive', sql`${t.packagingQuantity} > 0`),
  ],
);

export type ProductStockRow = typeof productStocks.$inferSelect;
export type StockMovementRow = typeof stockMovements.$inferSelect;
export type InventoryRow = typeof inventories.$inferSelect;
export type InventoryLineRow = typeof inventoryLines.$inferSelect;
