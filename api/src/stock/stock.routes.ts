// Stock levels and movements (docs/areas/stock.md): a restaurant's stock of each of the chain's
// products, in its base unit, changed only together with the movement that explains it (one
// transaction, the stock row locked). A restaurant the caller cannot see is a 404 in a path, a
// 400 under restaurantId in a body; another chain's product the same.
import {
  CATALOGUE_MESSAGES as C,
  endOfDayIn,
  STOCK_ALERT_THRESHOLD_DEFAULT,
  startOfDayIn,
  tidy,
  toBaseQuantity,
  type StockStatus,
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
} from './stock.contract.ts';
import {
  listInventoryMovements,
  listMovementsPage,
  listStockLevels,
  moveStock,
  stockAlertsOf,
  findStockLevel,
  stockLevelsOf,
  toMovementDto,
  unitsOf,
  visibleRestaurantIds,
} from './stock.queries.ts';
import { assertManages } from './checks.ts';
import { requireChainProduct } from '../catalogue/checks.ts';
import { IdParam } from '../contract/common.ts';
import { ERRORS, invalidField, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { parseIdList } from '../http/validate.ts';
import { findInputRestaurant, findVisibleRestaurant } from '../tenancy.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { PhotoSigner } from '../photos/signing.ts';

/** A product's level in a restaurant the user sees, else 404. */
async function stockLevelOf(
  db: Db,
  user: AuthUser,
  photos: PhotoSigner,
  restaurantId: number,
  productId: number,
): Promise<StockLevel> {
  const level = await findStockLevel(db, user, photos, restaurantId, productId);
  if (!level) throw notFound(C.productNotFound);
  return level;
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
      const productIds =
        query.productIds === undefined ? undefined : parseIdList(query.productIds, 'productIds');
      const limit = query.limit ?? 25;
      const offset = query.offset ?? 0;
      const { stocks, total } = await listStockLevels(
        db,
        user,
        photos,
        restaurant.id,
        { search: query.search, status: query.status, productIds },
        { limit, offset },
      );
      return { stocks, total, limit, offset };
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
      summary: summaryOf(await stockLevelsOf(db, user, photos, [restaurant.id])),
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
      return {
        threshold,
        stocks: await stockAlertsOf(db, user, photos, [restaurant.id], threshold),
      };
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
      const levels = ids.length ? await stockLevelsOf(db, user, photos, ids) : [];
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
      return { threshold, stocks: await stockAlertsOf(db, user, photos, ids, threshold) };
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
      return requireChainProduct(db, user, params.productId);
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
      listMovementsPage(
        db,
        {
          restaurantId: restaurant.id,
          productId: query.productId,
          inventoryId: query.inventoryId,
          // Days of the restaurant's zone, as every day filter: a movement at 00:30 in Paris is
          // that day's, not the UTC day before. `to` is whole, up to the next midnight there.
          from: query.from ? startOfDayIn(query.from, restaurant.timeZone) : undefined,
          to: query.to ? endOfDayIn(query.to, restaurant.timeZone) : undefined,
        },
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
      return requireChainProduct(db, user, params.productId);
    },
    query: MovementsPageQuery,
    response: { status: 200, description: 'Mouvements', schema: StockMovementsResponse },
    errors: [400, 404],
    handler: async ({ db, params, query }) =>
      listMovementsPage(
        db,
        { restaurantId: params.restaurantId, productId: params.productId },
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
    handler: async ({ db, user, query }) => ({
      movements: await listInventoryMovements(
        db,
        user,
        parseIdList(query.inventoryIds, 'inventoryIds'),
      ),
    }),
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
      const product = await requireChainProduct(db, user, body.productId, 'productId');
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
