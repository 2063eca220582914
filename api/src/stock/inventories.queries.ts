// The inventories' queries: the drafts and their lines of the restaurants a user sees, their REST
// shape, and the locked writes of a finalization or a cancellation, for inventories.routes.ts
// (which keeps the access, the checks and the transactions' boundaries).
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { inventoryAdjustments, type InventoryStatus } from '@bo/domain';
import type { Inventory, InventoryLine } from './inventories.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import {
  employees,
  inventories,
  inventoryLines,
  products,
  restaurants,
  stockMovements,
  type InventoryLineRow as LineRow,
  type InventoryRow,
} from '../db/schema.ts';
import { employeesById, type PersonRef } from '../hygiene/people.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { visibleRestaurants } from '../tenancy.ts';
import { lockStock, setStock, toStockProduct } from './stock.queries.ts';

export type { InventoryRow, LineRow };
export type Include = 'restaurant' | 'countedBy' | 'lines' | 'products';

// ---- Lookups ----------------------------------------------------------------------------------

/** The inventory if its restaurant is visible to the caller, or undefined. */
export async function findVisibleInventory(
  db: Db | Tx,
  user: AuthUser,
  id: number,
): Promise<InventoryRow | undefined> {
  const [row] = await db
    .select({ inventory: inventories })
    .from(inventories)
    .innerJoin(restaurants, eq(restaurants.id, inventories.restaurantId))
    .where(and(eq(inventories.id, id), visibleRestaurants(user)));
  return row?.inventory;
}

/** A line of an inventory whose restaurant the caller sees, or undefined. */
export async function findVisibleLine(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<LineRow | undefined> {
  const [row] = await db
    .select({ line: inventoryLines })
    .from(inventoryLines)
    .innerJoin(inventories, eq(inventories.id, inventoryLines.inventoryId))
    .innerJoin(restaurants, eq(restaurants.id, inventories.restaurantId))
    .where(and(eq(inventoryLines.id, id), visibleRestaurants(user)));
  return row?.line;
}

/** Whether the employee works in the restaurant. */
export async function isEmployeeOf(
  db: Db,
  restaurantId: number,
  employeeId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.restaurantId, restaurantId)));
  return row !== undefined;
}

// ---- Lines ------------------------------------------------------------------------------------

export type LineValues = Omit<typeof inventoryLines.$inferInsert, 'inventoryId'>;

export async function insertLines(
  tx: Tx,
  inventoryId: number,
  values: LineValues[],
): Promise<void> {
  if (values.length) {
    await tx.insert(inventoryLines).values(values.map((v) => ({ ...v, inventoryId })));
  }
}

export const toLineDto = (row: LineRow): InventoryLine => ({
  id: row.id,
  inventoryId: row.inventoryId,
  productId: row.productId,
  packagingId: row.packagingId,
  inputQuantity: row.inputQuantity,
  packagingQuantity: row.packagingQuantity,
  packagingUnit: row.packagingUnit,
  packagingName: row.packagingName,
  quantityInBaseUnit: row.quantityInBaseUnit,
});

/** An inventory's lines, in the order they were added. */
export async function listInventoryLines(db: Db, inventoryId: number): Promise<InventoryLine[]> {
  const rows = await db
    .select()
    .from(inventoryLines)
    .where(eq(inventoryLines.inventoryId, inventoryId))
    .orderBy(asc(inventoryLines.id));
  return rows.map(toLineDto);
}

export async function insertInventoryLine(
  tx: Tx,
  inventoryId: number,
  values: LineValues,
): Promise<InventoryLine> {
  const [line] = await tx
    .insert(inventoryLines)
    .values({ ...values, inventoryId })
    .returning();
  return toLineDto(line!);
}

export async function updateInventoryLine(
  tx: Tx,
  id: number,
  values: LineValues,
): Promise<InventoryLine> {
  const [updated] = await tx
    .update(inventoryLines)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(inventoryLines.id, id))
    .returning();
  return toLineDto(updated!);
}

export async function deleteInventoryLine(tx: Tx, id: number): Promise<void> {
  await tx.delete(inventoryLines).where(eq(inventoryLines.id, id));
}

/** Replaces every line of the inventory by `values`. */
export async function replaceInventoryLines(
  tx: Tx,
  inventoryId: number,
  values: LineValues[],
): Promise<void> {
  await tx.delete(inventoryLines).where(eq(inventoryLines.inventoryId, inventoryId));
  await insertLines(tx, inventoryId, values);
}

// ---- DTOs -------------------------------------------------------------------------------------

/** The inventories as answered, with what `include` asks: a fixed number of queries. */
export async function toInventories(
  db: Db,
  photos: PhotoSigner,
  rows: InventoryRow[],
  include: ReadonlySet<Include> = new Set(),
): Promise<Inventory[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const withLines = include.has('lines') || include.has('products');
  const [counts, lineRows, restaurantRows, employeeRows] = await Promise.all([
    db
      .select({ inventoryId: inventoryLines.inventoryId, n: count() })
      .from(inventoryLines)
      .where(inArray(inventoryLines.inventoryId, ids))
      .groupBy(inventoryLines.inventoryId),
    withLines
      ? db
          .select()
          .from(inventoryLines)
          .where(inArray(inventoryLines.inventoryId, ids))
          .orderBy(asc(inventoryLines.id))
      : [],
    include.has('restaurant')
      ? db
          .select({ id: restaurants.id, name: restaurants.name })
          .from(restaurants)
          .where(inArray(restaurants.id, [...new Set(rows.map((r) => r.restaurantId))]))
      : [],
    include.has('countedBy')
      ? employeesById(
          db,
          rows.map((r) => r.countedById),
        )
      : new Map<number, PersonRef>(),
  ]);
  const productRows =
    include.has('products') && lineRows.length
      ? await db
          .select()
          .from(products)
          .where(inArray(products.id, [...new Set(lineRows.map((l) => l.productId))]))
      : [];
  return rows.map((row) => ({
    id: row.id,
    restaurantId: row.restaurantId,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finalizedAt: row.finalizedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    countedById: row.countedById,
    note: row.note,
    lineCount: counts.find((c) => c.inventoryId === row.id)?.n ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(include.has('restaurant') && {
      restaurant: restaurantRows.find((r) => r.id === row.restaurantId)!,
    }),
    ...(include.has('countedBy') && {
      countedBy: row.countedById === null ? null : (employeeRows.get(row.countedById) ?? null),
    }),
    ...(withLines && {
      lines: lineRows
        .filter((line) => line.inventoryId === row.id)
        .map((line) => {
          const product = productRows.find((p) => p.id === line.productId);
          return {
            ...toLineDto(line),
            ...(product && { product: toStockProduct(photos, product) }),
          };
        }),
    }),
  }));
}

const ALL: ReadonlySet<Include> = new Set(['restaurant', 'countedBy', 'lines']);
export async function toInventory(
  db: Db,
  photos: PhotoSigner,
  row: InventoryRow,
): Promise<Inventory> {
  return (await toInventories(db, photos, [row], ALL))[0]!;
}

/** A page of the visible inventories, newest first, narrowed by each filter given. */
export async function listInventories(
  db: Db,
  user: AuthUser,
  photos: PhotoSigner,
  filter: {
    ids?: number[] | undefined;
    restaurantId?: number | undefined;
    status?: InventoryStatus | undefined;
  },
  page: { limit: number; offset: number },
  include: ReadonlySet<Include> | undefined,
): Promise<{ inventories: Inventory[]; total: number }> {
  const where = and(
    visibleRestaurants(user),
    filter.ids === undefined ? undefined : inArray(inventories.id, filter.ids),
    filter.restaurantId === undefined
      ? undefined
      : eq(inventories.restaurantId, filter.restaurantId),
    filter.status ? eq(inventories.status, filter.status) : undefined,
  )!;
  const [rows, [total]] = await Promise.all([
    db
      .select({ inventory: inventories })
      .from(inventories)
      .innerJoin(restaurants, eq(restaurants.id, inventories.restaurantId))
      .where(where)
      .orderBy(desc(inventories.startedAt), desc(inventories.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(inventories)
      .innerJoin(restaurants, eq(restaurants.id, inventories.restaurantId))
      .where(where),
  ]);
  return {
    inventories: await toInventories(
      db,
      photos,
      rows.map((r) => r.inventory),
      include,
    ),
    total: total!.n,
  };
}

// ---- Writes -----------------------------------------------------------------------------------

/** A new draft; its id. */
export async function insertInventory(
  tx: Tx,
  values: {
    restaurantId: number;
    countedById: number | null;
    note: string | null;
    createdById: number;
  },
): Promise<number> {
  const [row] = await tx.insert(inventories).values(values).returning({ id: inventories.id });
  return row!.id;
}

/** Sets a draft's note or employee (the fields given). */
export async function updateInventory(
  tx: Tx,
  id: number,
  fields: { note?: string | null; countedById?: number | null },
): Promise<void> {
  await tx
    .update(inventories)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(inventories.id, id));
}

/**
 * The inventory's row, locked until the transaction ends: a concurrent finalization, cancellation
 * or change of the same inventory waits here, then reads what the first one left.
 */
export async function lockInventory(tx: Tx, id: number): Promise<InventoryRow> {
  const [inventory] = await tx
    .select()
    .from(inventories)
    .where(eq(inventories.id, id))
    .for('update');
  return inventory!;
}

/**
 * Finalizes the locked draft inside `tx`: each counted product's stock row locked and set to its
 * count by an ADJUSTMENT / INVENTORY movement (domain's inventoryAdjustments); then FINALIZED with
 * finalizedAt. Any failure rolls it all back.
 */
export async function finalizeInventory(
  tx: Tx,
  user: AuthUser,
  inventory: InventoryRow,
): Promise<void> {
  const id = inventory.id;
  const lines = await tx
    .select()
    .from(inventoryLines)
    .where(eq(inventoryLines.inventoryId, id))
    .orderBy(asc(inventoryLines.productId));
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const baseUnits = new Map(
    (
      await tx
        .select({ id: products.id, baseUnit: products.baseUnit })
        .from(products)
        .where(inArray(products.id, productIds.length ? productIds : [0]))
    ).map((p) => [p.id, p.baseUnit]),
  );
  // Locked in product order, so two transactions touching the same stocks never deadlock.
  const current = new Map<string, number>();
  for (const productId of productIds) {
    current.set(String(productId), await lockStock(tx, productId, inventory.restaurantId));
  }
  const now = new Date();
  for (const adjustment of inventoryAdjustments(lines, current)) {
    const productId = Number(adjustment.productId);
    await setStock(tx, productId, inventory.restaurantId, adjustment.stockAfter);
    await tx.insert(stockMovements).values({
      productId,
      restaurantId: inventory.restaurantId,
      type: 'ADJUSTMENT',
      reason: 'INVENTORY',
      quantity: adjustment.stockAfter,
      unit: baseUnits.get(productId)!,
      stockBefore: adjustment.stockBefore,
      stockAfter: adjustment.stockAfter,
      occurredAt: now,
      createdById: user.id,
      inventoryId: id,
    });
  }
  await tx
    .update(inventories)
    .set({ status: 'FINALIZED', finalizedAt: now, updatedAt: now })
    .where(eq(inventories.id, id));
}

/** Cancels the locked draft `id`. */
export async function cancelInventory(tx: Tx, user: AuthUser, id: number): Promise<void> {
  const now = new Date();
  await tx
    .update(inventories)
    .set({ status: 'CANCELLED', cancelledAt: now, cancelledById: user.id, updatedAt: now })
    .where(eq(inventories.id, id));
}
