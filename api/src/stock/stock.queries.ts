// The stock's queries: levels, movements and the locked writes that change a stock, for
// stock.routes.ts and inventories.routes.ts (which keep the access and the statuses) and for the
// receptions of the purchasing, which move stock the same way.
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  applyMovement,
  insufficientStockMessage,
  isStockAlert,
  STOCK_STATUS_LABELS,
  stockDisplay,
  stockStatus,
  stockText,
  tidy,
  type BaseUnit,
  type StockMovementReason,
  type StockMovementType,
  type StockStatus,
  type Unit,
} from '@bo/domain';
import type { StockLevel, StockMovement } from './stock.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { folded, foldedPattern } from '../db/listing.ts';
import {
  products,
  productStocks,
  restaurants,
  stockMovements,
  users,
  type ProductRow,
  type StockMovementRow as MovementRow,
} from '../db/schema.ts';
import { HttpError, invalidField } from '../http/errors.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { rulesOf, rulesOfProducts } from '../catalogue/conversion-rules.queries.ts';
import { costsOf } from '../catalogue/products.queries.ts';
import { visibleRestaurants } from '../tenancy.ts';

export type { ProductRow };

/** The product's base unit and rules as the domain's conversions read them. */
export async function unitsOf(db: Db | Tx, product: ProductRow) {
  return { baseUnit: product.baseUnit, conversionRules: await rulesOf(db, product.id) };
}

export const toStockProduct = (photos: PhotoSigner, row: ProductRow) => ({
  id: row.id,
  name: row.name,
  category: row.category,
  baseUnit: row.baseUnit,
  photoURL: row.photoUrl ?? (row.photoId === null ? null : photos.url(row.photoId, row.enseigneId)),
});

// ---- Levels -----------------------------------------------------------------------------------

/** A product's stock in a restaurant as read (null: never moved). */
interface LevelRow {
  restaurantId: number;
  product: ProductRow;
  currentStock: number | null;
  updatedAt: Date | null;
}

/** The levels as answered: status and display unit from the domain, value at current cost. */
async function toLevels(db: Db, photos: PhotoSigner, rows: LevelRow[]): Promise<StockLevel[]> {
  if (rows.length === 0) return [];
  // A product's cost is the chain's: read once however many restaurants hold it.
  const distinct = [...new Map(rows.map((row) => [row.product.id, row.product])).values()];
  const ids = distinct.map((product) => product.id);
  const costs = await costsOf(db, distinct, await rulesOfProducts(db, ids));
  return rows.map(({ restaurantId, product, currentStock, updatedAt }) => {
    const stock = currentStock ?? 0;
    const status = stockStatus(stock);
    const costPerBaseUnit = costs.get(product.id)?.costPerBaseUnit ?? null;
    return {
      productId: product.id,
      restaurantId,
      currentStock: stock,
      baseUnit: product.baseUnit,
      product: toStockProduct(photos, product),
      status,
      statusLabel: STOCK_STATUS_LABELS[status],
      display: {
        ...stockDisplay(stock, product.baseUnit),
        text: stockText(stock, product.baseUnit),
      },
      costPerBaseUnit,
      value: costPerBaseUnit === null ? null : tidy(stock * costPerBaseUnit),
      updatedAt: updatedAt?.toISOString() ?? null,
    };
  });
}

/**
 * The chain's products with their stock in each of the restaurants the user sees among
 * `restaurantIds` (0 when never moved): every product of the chain, so a rupture of a product
 * never bought shows too.
 */
function levelsQuery(db: Db, user: AuthUser, restaurantIds: number[], where?: SQL) {
  return db
    .select({
      restaurantId: restaurants.id,
      product: products,
      currentStock: productStocks.currentStock,
      updatedAt: productStocks.updatedAt,
    })
    .from(products)
    .innerJoin(restaurants, and(inArray(restaurants.id, restaurantIds), visibleRestaurants(user)))
    .leftJoin(
      productStocks,
      and(eq(productStocks.productId, products.id), eq(productStocks.restaurantId, restaurants.id)),
    )
    .where(and(eq(products.enseigneId, user.enseigneId), where));
}

const stockOf = sql`coalesce(${productStocks.currentStock}, 0)`;
const STATUS_WHERE: Record<StockStatus, SQL> = {
  OUT_OF_STOCK: sql`${stockOf} <= 0`,
  LOW: sql`${stockOf} > 0 and ${stockOf} < 50`,
  IN_STOCK: sql`${stockOf} >= 50`,
};

/** A page of a visible restaurant's levels, by name, narrowed by each filter given. */
export async function listStockLevels(
  db: Db,
  user: AuthUser,
  photos: PhotoSigner,
  restaurantId: number,
  filter: {
    search?: string | undefined;
    status?: StockStatus | undefined;
    productIds?: number[] | undefined;
  },
  page: { limit: number; offset: number },
): Promise<{ stocks: StockLevel[]; total: number }> {
  const where = and(
    filter.search ? sql`${folded(products.name)} like ${foldedPattern(filter.search)}` : undefined,
    filter.status ? STATUS_WHERE[filter.status] : undefined,
    filter.productIds === undefined ? undefined : inArray(products.id, filter.productIds),
  );
  const [rows, [total]] = await Promise.all([
    levelsQuery(db, user, [restaurantId], where)
      .orderBy(asc(folded(products.name)), asc(products.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(products)
      .leftJoin(
        productStocks,
        and(eq(productStocks.productId, products.id), eq(productStocks.restaurantId, restaurantId)),
      )
      .where(and(eq(products.enseigneId, user.enseigneId), where)),
  ]);
  return { stocks: await toLevels(db, photos, rows), total: total!.n };
}

/** Every product's level in each of the given restaurants the user sees. */
export async function stockLevelsOf(
  db: Db,
  user: AuthUser,
  photos: PhotoSigner,
  restaurantIds: number[],
): Promise<StockLevel[]> {
  return toLevels(db, photos, await levelsQuery(db, user, restaurantIds));
}

/** Those of `ids` the user sees, in the order asked. */
export async function visibleRestaurantIds(
  db: Db,
  user: AuthUser,
  ids: number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(inArray(restaurants.id, ids), visibleRestaurants(user)));
  const seen = new Set(rows.map((row) => row.id));
  return ids.filter((id) => seen.has(id));
}

/**
 * The products at or below the threshold in each restaurant, lowest first: the SQL narrows the
 * rows, the domain's rule decides, so the two never disagree.
 */
export async function stockAlertsOf(
  db: Db,
  user: AuthUser,
  photos: PhotoSigner,
  restaurantIds: number[],
  threshold: number,
): Promise<StockLevel[]> {
  const rows = await levelsQuery(db, user, restaurantIds, sql`${stockOf} <= ${threshold}`).orderBy(
    asc(restaurants.id),
    asc(stockOf),
    asc(folded(products.name)),
    asc(products.id),
  );
  const levels = await toLevels(db, photos, rows);
  return levels.filter((level) => isStockAlert(level.currentStock, threshold));
}

/** A product's level in a restaurant the user sees, or undefined. */
export async function findStockLevel(
  db: Db,
  user: AuthUser,
  photos: PhotoSigner,
  restaurantId: number,
  productId: number,
): Promise<StockLevel | undefined> {
  const rows = await levelsQuery(db, user, [restaurantId], eq(products.id, productId));
  if (rows.length === 0) return undefined;
  return (await toLevels(db, photos, rows))[0]!;
}

// ---- Movements --------------------------------------------------------------------------------

export const toMovementDto = (
  row: MovementRow,
  createdBy: { id: number; firstName: string; lastName: string } | null,
): StockMovement => ({
  id: row.id,
  productId: row.productId,
  restaurantId: row.restaurantId,
  type: row.type,
  reason: row.reason,
  quantity: row.quantity,
  unit: row.unit,
  stockBefore: row.stockBefore,
  stockAfter: row.stockAfter,
  occurredAt: row.occurredAt.toISOString(),
  note: row.note,
  createdById: row.createdById,
  createdBy,
  inventoryId: row.inventoryId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The product's stock row in the restaurant, created at 0 if missing, locked until the
 * transaction ends: two movements of the same product queue here, each reading the other's after.
 */
export async function lockStock(tx: Tx, productId: number, restaurantId: number): Promise<number> {
  await tx
    .insert(productStocks)
    .values({ productId, restaurantId, currentStock: 0 })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ currentStock: productStocks.currentStock })
    .from(productStocks)
    .where(
      and(eq(productStocks.productId, productId), eq(productStocks.restaurantId, restaurantId)),
    )
    .for('update');
  return row!.currentStock;
}

export async function setStock(
  tx: Tx,
  productId: number,
  restaurantId: number,
  currentStock: number,
): Promise<void> {
  await tx
    .update(productStocks)
    .set({ currentStock, updatedAt: new Date() })
    .where(
      and(eq(productStocks.productId, productId), eq(productStocks.restaurantId, restaurantId)),
    );
}

export interface StockMove {
  productId: number;
  restaurantId: number;
  baseUnit: BaseUnit;
  type: StockMovementType;
  reason: StockMovementReason;
  /** What the stock changes by, in the product's base unit. */
  baseQuantity: number;
  /** What the movement shows: the quantity as entered and its unit (the base ones by default). */
  quantity?: number;
  unit?: Unit;
  occurredAt: Date;
  note: string | null;
  createdById: number;
  /**
   * Names the product in a refusal, for a caller moving several at once ("Farine : Stock
   * insuffisant : …").
   */
  label?: string;
}

/**
 * One movement and the stock it changes, inside the caller's transaction (the stock row locked
 * until it ends): the domain applies it, an OUT beyond the stock is a 409, a quantity or reason
 * the domain refuses a 400. Shared by the movements route, expeditions and receptions.
 */
export async function moveStock(tx: Tx, move: StockMove): Promise<MovementRow> {
  const before = await lockStock(tx, move.productId, move.restaurantId);
  const result = applyMovement(before, {
    type: move.type,
    reason: move.reason,
    quantity: move.baseQuantity,
  });
  if (!result.ok) {
    const named = (message: string) => (move.label ? `${move.label} : ${message}` : message);
    if (result.error === 'INSUFFICIENT_STOCK') {
      throw new HttpError(409, named(insufficientStockMessage(result.available, move.baseUnit)));
    }
    throw invalidField(
      result.error === 'INVALID_QUANTITY' ? 'quantity' : 'reason',
      named(result.message),
    );
  }
  await setStock(tx, move.productId, move.restaurantId, result.stockAfter);
  const [movement] = await tx
    .insert(stockMovements)
    .values({
      productId: move.productId,
      restaurantId: move.restaurantId,
      type: move.type,
      reason: move.reason,
      quantity: move.quantity ?? move.baseQuantity,
      unit: move.unit ?? move.baseUnit,
      stockBefore: result.stockBefore,
      stockAfter: result.stockAfter,
      occurredAt: move.occurredAt,
      note: move.note,
      createdById: move.createdById,
    })
    .returning();
  return movement!;
}

const AUTHOR = { id: users.id, firstName: users.firstName, lastName: users.lastName };

/** Movements with their author, newest first (the id breaks ties): the order of every list. */
function movementsQuery(db: Db, where: SQL) {
  return db
    .select({ movement: stockMovements, createdBy: AUTHOR })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.createdById))
    .where(where)
    .orderBy(desc(stockMovements.occurredAt), desc(stockMovements.id));
}

const toMovements = (rows: Awaited<ReturnType<typeof movementsQuery>>) =>
  rows.map((row) => toMovementDto(row.movement, row.createdBy));

/** One filter for an inventory's movements (`?inventoryId=`) and the batch's, so both answer alike. */
const ofInventories = (inventoryIds: number[]) => inArray(stockMovements.inventoryId, inventoryIds);

/** A page of a restaurant's movements, narrowed by each filter given (`to` excluded). */
export async function listMovementsPage(
  db: Db,
  filter: {
    restaurantId: number;
    productId?: number | undefined;
    inventoryId?: number | undefined;
    from?: Date | undefined;
    to?: Date | undefined;
  },
  page: { limit?: number | undefined; offset?: number | undefined },
) {
  const where = and(
    eq(stockMovements.restaurantId, filter.restaurantId),
    filter.productId === undefined ? undefined : eq(stockMovements.productId, filter.productId),
    filter.inventoryId === undefined ? undefined : ofInventories([filter.inventoryId]),
    filter.from ? gte(stockMovements.occurredAt, filter.from) : undefined,
    filter.to ? lt(stockMovements.occurredAt, filter.to) : undefined,
  )!;
  const limit = page.limit ?? 50;
  const offset = page.offset ?? 0;
  const [rows, [total]] = await Promise.all([
    movementsQuery(db, where).limit(limit).offset(offset),
    db.select({ n: count() }).from(stockMovements).where(where),
  ]);
  return { movements: toMovements(rows), total: total!.n, limit, offset };
}

/** The movements the given inventories' finalizations wrote, of the restaurants the user sees. */
export async function listInventoryMovements(
  db: Db,
  user: AuthUser,
  inventoryIds: number[],
): Promise<StockMovement[]> {
  // An inventory's movements are its restaurant's: those of a restaurant not seen are left out.
  const visible = db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(visibleRestaurants(user));
  const where = and(ofInventories(inventoryIds), inArray(stockMovements.restaurantId, visible))!;
  return toMovements(await movementsQuery(db, where));
}
