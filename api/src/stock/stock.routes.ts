// Stock levels and movements (docs/areas/stock.md): a restaurant's stock of each of the chain's
// products, in its base unit, changed only together with the movement that explains it (one
// transaction, the stock row locked). A restaurant the caller cannot see is a 404 in a path, a
// 400 under restaurantId in a body; another chain's product the same.
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  applyMovement,
  CATALOGUE_MESSAGES as C,
  canManageInventory,
  endOfDayIn,
  insufficientStockMessage,
  isStockAlert,
  STOCK_ALERT_THRESHOLD_DEFAULT,
  STOCK_STATUS_LABELS,
  startOfDayIn,
  stockDisplay,
  stockStatus,
  stockText,
  tidy,
  toBaseQuantity,
  type BaseUnit,
  type StockMovementReason,
  type StockMovementType,
  type StockStatus,
  type Unit,
} from '@bo/domain';
import {
  CreateStockMovementBody,
  InventoryMovementsQuery,
  InventoryMovementsResponse,
  MovementsPageQuery,
  ProductRestaurantParams,
  STOCK_API_MESSAGES as M,
  StockAlertsBatchQuery,
  StockAlertsQuery,
  StockAlertsResponse,
  StockLevelResponse,
  StockLevelsQuery,
  StockLevelsResponse,
  StockMovementResponse,
  StockMovementsQuery,
  StockMovementsResponse,
  StockSummariesQuery,
  StockSummariesResponse,
  StockSummaryResponse,
  type StockLevel,
  type StockMovement,
} from './stock.contract.ts';
import { IdParam } from '../contract/common.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { folded, foldedPattern } from '../db/listing.ts';
import {
  conversionRules,
  products,
  productStocks,
  restaurants,
  stockMovements,
  users,
} from '../db/schema.ts';
import { ERRORS, HttpError, invalidField, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { inIdList, parseIdList } from '../http/validate.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { costsOf } from '../catalogue/products.routes.ts';
import { findInputRestaurant, findVisibleRestaurant, visibleRestaurants } from '../tenancy.ts';

type ProductRow = typeof products.$inferSelect;
type MovementRow = typeof stockMovements.$inferSelect;

/**
 * The restaurant if the caller may write its stock or inventories: an ADMIN, or a MANAGER of it
 * (visibleRestaurants already limits a MANAGER to his, so seeing it is managing it).
 */
export function assertManages(user: AuthUser, visible: boolean): void {
  if (!canManageInventory(user.role, visible)) throw new HttpError(403, ERRORS.forbidden);
}

/** The chain's product, else `fail` (a 404 in a path, a 400 under a field in a body). */
export async function findStockProduct(
  db: Db | Tx,
  user: AuthUser,
  id: number,
  field?: string,
): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.enseigneId, user.enseigneId)));
  if (!row) throw field ? invalidField(field, C.productNotFound) : notFound(C.productNotFound);
  return row;
}

/** The product's base unit and rules as the domain's conversions read them. */
export async function unitsOf(db: Db | Tx, product: ProductRow) {
  const rules = await db
    .select()
    .from(conversionRules)
    .where(eq(conversionRules.productId, product.id))
    .orderBy(asc(conversionRules.id));
  return { baseUnit: product.baseUnit, conversionRules: rules };
}

export const toStockProduct = (photos: PhotoSigner, row: ProductRow) => ({
  id: row.id,
  name: row.name,
  category: row.category,
  baseUnit: row.baseUnit,
  photoURL: row.photoUrl ?? (row.photoId === null ? null : photos.url(row.photoId, row.enseigneId)),
});

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
  const ruleRows = await db
    .select()
    .from(conversionRules)
    .where(inArray(conversionRules.productId, ids))
    .orderBy(asc(conversionRules.id));
  const costs = await costsOf(
    db,
    distinct,
    new Map(ids.map((id) => [id, ruleRows.filter((rule) => rule.productId === id)])),
  );
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

/** Those of `ids` the user sees, in the order asked. */
async function visibleRestaurantIds(db: Db, user: AuthUser, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(inArray(restaurants.id, ids), visibleRestaurants(user)));
  const seen = new Set(rows.map((row) => row.id));
  return ids.filter((id) => seen.has(id));
}

/** Products by state and the value held at current cost, from a restaurant's levels. */
function summaryOf(levels: StockLevel[]) {
  const countOf = (status: StockStatus) => levels.filter((l) => l.status === status).length;
  const held = levels.filter((level) => level.currentStock > 0);
  return {
    productCount: levels.length,
    outOfStockCount: countOf('OUT_OF_STOCK'),
    lowCount: countOf('LOW'),
    inStockCount: countOf('IN_STOCK'),
    totalValue: tidy(held.reduce((sum, level) => sum + (level.value ?? 0), 0)),
    unvaluedCount: held.filter((level) => level.value === null).length,
  };
}

/**
 * The products at or below the threshold in each restaurant, lowest first: the SQL narrows the
 * rows, the domain's rule decides, so the two never disagree.
 */
async function alertsOf(
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

const stockOf = sql`coalesce(${productStocks.currentStock}, 0)`;
const STATUS_WHERE: Record<StockStatus, SQL> = {
  OUT_OF_STOCK: sql`${stockOf} <= 0`,
  LOW: sql`${stockOf} > 0 and ${stockOf} < 50`,
  IN_STOCK: sql`${stockOf} >= 50`,
};

export async function stockLevelOf(
  db: Db,
  user: AuthUser,
  photos: PhotoSigner,
  restaurantId: number,
  productId: number,
): Promise<StockLevel> {
  const rows = await levelsQuery(db, user, [restaurantId], eq(products.id, productId));
  if (rows.length === 0) throw notFound(C.productNotFound);
  return (await toLevels(db, photos, rows))[0]!;
}

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

async function movementsPage(
  db: Db,
  where: SQL,
  page: { limit?: number | undefined; offset?: number | undefined },
) {
  const limit = page.limit ?? 50;
  const offset = page.offset ?? 0;
  const [rows, [total]] = await Promise.all([
    movementsQuery(db, where).limit(limit).offset(offset),
    db.select({ n: count() }).from(stockMovements).where(where),
  ]);
  return { movements: toMovements(rows), total: total!.n, limit, offset };
}

const RESTAURANT_NOT_FOUND = ERRORS.restaurantNotFound;

export const stockRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/product-stocks/restaurant/{id}',
    tags: ['stock'],
    summary:
      "Le stock des produits de l'enseigne dans le restaurant (0 s'ils n'ont jamais été mouvementés), par nom ; search, status, limit/offset",
    access: 'authenticated',
    params: IdParam,
    notFound: RESTAURANT_NOT_FOUND,
    load: ({ db, user, params }) => findVisibleRestaurant(db, user, params.id),
    query: StockLevelsQuery,
    response: { status: 200, description: 'Stock du restaurant', schema: StockLevelsResponse },
    errors: [400, 404],
    handler: async ({ db, user, photos, loaded: restaurant, query }) => {
      const where = and(
        query.search
          ? sql`${folded(products.name)} like ${foldedPattern(query.search)}`
          : undefined,
        query.status ? STATUS_WHERE[query.status] : undefined,
        inIdList(products.id, query.productIds, 'productIds'),
      );
      const limit = query.limit ?? 25;
      const offset = query.offset ?? 0;
      const [rows, [total]] = await Promise.all([
        levelsQuery(db, user, [restaurant.id], where)
          .orderBy(asc(folded(products.name)), asc(products.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(products)
          .leftJoin(
            productStocks,
            and(
              eq(productStocks.productId, products.id),
              eq(productStocks.restaurantId, restaurant.id),
            ),
          )
          .where(and(eq(products.enseigneId, user.enseigneId), where)),
      ]);
      return {
        stocks: await toLevels(db, photos, rows),
        total: total!.n,
        limit,
        offset,
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/product-stocks/summary/restaurant/{id}',
    tags: ['stock'],
    summary:
      'Le résumé du stock du restaurant : nombre de produits par état et valeur au coût actuel',
    access: 'authenticated',
    params: IdParam,
    notFound: RESTAURANT_NOT_FOUND,
    load: ({ db, user, params }) => findVisibleRestaurant(db, user, params.id),
    response: { status: 200, description: 'Résumé du stock', schema: StockSummaryResponse },
    errors: [404],
    handler: async ({ db, user, photos, loaded: restaurant }) => ({
      summary: summaryOf(await toLevels(db, photos, await levelsQuery(db, user, [restaurant.id]))),
    }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/product-stocks/alerts/restaurant/{id}',
    tags: ['stock'],
    summary:
      "Les produits dont le stock est au seuil ou en dessous (threshold, 10 par défaut, dans l'unité de base), du plus bas au plus haut",
    access: 'authenticated',
    params: IdParam,
    notFound: RESTAURANT_NOT_FOUND,
    load: ({ db, user, params }) => findVisibleRestaurant(db, user, params.id),
    query: StockAlertsQuery,
    response: { status: 200, description: 'Alertes de stock', schema: StockAlertsResponse },
    errors: [400, 404],
    handler: async ({ db, user, photos, loaded: restaurant, query }) => {
      const threshold = query.threshold ?? STOCK_ALERT_THRESHOLD_DEFAULT;
      return { threshold, stocks: await alertsOf(db, user, photos, [restaurant.id], threshold) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/product-stocks/summary',
    tags: ['stock'],
    summary:
      'Le résumé du stock de plusieurs restaurants (lecture groupée du graphe), un par restaurant visible demandé',
    access: 'authenticated',
    query: StockSummariesQuery,
    response: { status: 200, description: 'Résumés du stock', schema: StockSummariesResponse },
    errors: [400],
    handler: async ({ db, user, photos, query }) => {
      const ids = await visibleRestaurantIds(
        db,
        user,
        parseIdList(query.restaurantIds, 'restaurantIds'),
      );
      const levels = ids.length ? await toLevels(db, photos, await levelsQuery(db, user, ids)) : [];
      return {
        summaries: ids.map((restaurantId) => ({
          restaurantId,
          ...summaryOf(levels.filter((level) => level.restaurantId === restaurantId)),
        })),
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/product-stocks/alerts',
    tags: ['stock'],
    summary:
      "Les alertes de stock de plusieurs restaurants (lecture groupée du graphe) : par restaurant, les produits au seuil ou en dessous (threshold, 10 par défaut), du plus bas au plus haut ; un restaurant que l'utilisateur ne voit pas n'en a aucune",
    access: 'authenticated',
    query: StockAlertsBatchQuery,
    response: { status: 200, description: 'Alertes de stock', schema: StockAlertsResponse },
    errors: [400],
    handler: async ({ db, user, photos, query }) => {
      const threshold = query.threshold ?? STOCK_ALERT_THRESHOLD_DEFAULT;
      const ids = parseIdList(query.restaurantIds, 'restaurantIds');
      return { threshold, stocks: await alertsOf(db, user, photos, ids, threshold) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/product-stocks/product/{productId}/restaurant/{restaurantId}',
    tags: ['stock'],
    summary: "Le stock d'un produit dans un restaurant (0 s'il n'a jamais été mouvementé)",
    access: 'authenticated',
    params: ProductRestaurantParams,
    notFound: C.productNotFound,
    load: async ({ db, user, params }) => {
      await findVisibleRestaurant(db, user, params.restaurantId);
      return findStockProduct(db, user, params.productId);
    },
    response: { status: 200, description: 'Stock du produit', schema: StockLevelResponse },
    errors: [404],
    handler: async ({ db, user, photos, params }) => ({
      stock: await stockLevelOf(db, user, photos, params.restaurantId, params.productId),
    }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/stock-movements/restaurant/{id}',
    tags: ['stock'],
    summary:
      "Les mouvements de stock du restaurant, les plus récents d'abord ; productId, from/to (jours inclus), limit/offset",
    access: 'authenticated',
    params: IdParam,
    notFound: RESTAURANT_NOT_FOUND,
    load: ({ db, user, params }) => findVisibleRestaurant(db, user, params.id),
    query: StockMovementsQuery,
    response: { status: 200, description: 'Mouvements', schema: StockMovementsResponse },
    errors: [400, 404],
    handler: async ({ db, loaded: restaurant, query }) =>
      movementsPage(
        db,
        and(
          eq(stockMovements.restaurantId, restaurant.id),
          query.productId === undefined ? undefined : eq(stockMovements.productId, query.productId),
          query.inventoryId === undefined ? undefined : ofInventories([query.inventoryId]),
          // Days of the restaurant's zone, as every day filter: a movement at 00:30 in Paris is
          // that day's, not the UTC day before. `to` is whole, up to the next midnight there.
          query.from
            ? gte(stockMovements.occurredAt, startOfDayIn(query.from, restaurant.timeZone))
            : undefined,
          query.to
            ? lt(stockMovements.occurredAt, endOfDayIn(query.to, restaurant.timeZone))
            : undefined,
        )!,
        query,
      ),
  }),

  defineRoute({
    method: 'get',
    path: '/api/stock-movements/product/{productId}/restaurant/{restaurantId}',
    tags: ['stock'],
    summary: "Les mouvements d'un produit dans un restaurant, les plus récents d'abord",
    access: 'authenticated',
    params: ProductRestaurantParams,
    notFound: C.productNotFound,
    load: async ({ db, user, params }) => {
      await findVisibleRestaurant(db, user, params.restaurantId);
      return findStockProduct(db, user, params.productId);
    },
    query: MovementsPageQuery,
    response: { status: 200, description: 'Mouvements', schema: StockMovementsResponse },
    errors: [400, 404],
    handler: async ({ db, params, query }) =>
      movementsPage(
        db,
        and(
          eq(stockMovements.restaurantId, params.restaurantId),
          eq(stockMovements.productId, params.productId),
        )!,
        query,
      ),
  }),

  defineRoute({
    method: 'get',
    path: '/api/stock-movements',
    tags: ['stock'],
    summary:
      "Les mouvements de plusieurs inventaires (lecture groupée du graphe) : pour chacun, ceux que sa finalisation a écrits, les plus récents d'abord ; un inventaire que l'utilisateur ne voit pas n'en a aucun",
    access: 'authenticated',
    query: InventoryMovementsQuery,
    response: { status: 200, description: 'Mouvements', schema: InventoryMovementsResponse },
    errors: [400],
    handler: async ({ db, user, query }) => {
      // An inventory's movements are its restaurant's: those of a restaurant not seen are left out.
      const visible = db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(visibleRestaurants(user));
      const where = and(
        ofInventories(parseIdList(query.inventoryIds, 'inventoryIds')),
        inArray(stockMovements.restaurantId, visible),
      )!;
      return { movements: toMovements(await movementsQuery(db, where)) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/stock-movements',
    tags: ['stock'],
    summary:
      'Enregistre un mouvement (ADMIN, ou MANAGER dans ses restaurants) : la quantité, convertie dans l’unité de base, change le stock dans la même transaction. OUT au-delà du stock : 409',
    access: { area: 'STOCK', action: 'create' },
    body: CreateStockMovementBody,
    response: { status: 201, description: 'Mouvement enregistré', schema: StockMovementResponse },
    errors: [400, 409],
    handler: async ({ db, user, photos, body }) => {
      const restaurant = await findInputRestaurant(db, user, body.restaurantId);
      assertManages(user, true);
      const product = await findStockProduct(db, user, body.productId, 'productId');
      const unit = body.unit ?? product.baseUnit;
      const base = toBaseQuantity(body.quantity, unit, await unitsOf(db, product));
      if (base === null) throw invalidField('unit', M.unitNotConvertible);
      const row = await db.transaction((tx) =>
        moveStock(tx, {
          productId: product.id,
          restaurantId: restaurant.id,
          baseUnit: product.baseUnit,
          type: body.type,
          reason: body.reason ?? 'MANUAL',
          baseQuantity: base,
          quantity: body.quantity,
          unit,
          occurredAt: body.occurredAt ? new Date(body.occurredAt) : new Date(),
          note: body.note ?? null,
          createdById: user.id,
        }),
      );
      return {
        movement: toMovementDto(row, {
          id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
        }),
        stock: await stockLevelOf(db, user, photos, restaurant.id, product.id),
      };
    },
  }),
];
