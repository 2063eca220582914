import DataLoader from 'dataloader';
import { byIds, groupedLists, listsBy, MAX_IDS_PER_CALL } from '../rest/batch.ts';
import type { RestClient } from '../rest/client.ts';
import type { Serve } from '../rest/writes.ts';
import type {
  RestInventory,
  RestStockLevel,
  RestStockMovement,
  RestStockSummary,
} from '../rest/types.ts';

export const INVENTORY_NOT_FOUND = 'Inventaire non trouvé';

/** A product's stock in a restaurant: the loader's key. */
export interface StockKey {
  restaurantId: number;
  productId: number;
}

/** A restaurant's stock alerts at a threshold (null: the api's default). */
export interface StockAlertsKey {
  restaurantId: number;
  threshold: number | null;
}

/**
 * Per-request loaders of the stock and inventories (docs/areas/stock.md), merged into Loaders
 * (rest/loaders.ts). Products' stocks asked in one tick cost ONE call per restaurant
 * (`GET /api/product-stocks/restaurant/{id}?productIds=…`) whatever the number of products;
 * restaurants' summaries and alerts ONE call each for every restaurant; inventories (with their
 * lines) and finalized inventories' movements ONE call each for every inventory asked.
 */
export interface StockLoaders {
  /**
   * A restaurant's summary (a list of one): every restaurant asked in one tick goes into ONE
   * `GET /api/product-stocks/summary?restaurantIds=…`.
   */
  stockSummary: DataLoader<number, (RestStockSummary & { restaurantId: number })[]>;
  /**
   * A restaurant's alerts, lowest first: the restaurants asked in one tick at the same threshold
   * go into ONE `GET /api/product-stocks/alerts?restaurantIds=…`.
   */
  stockAlerts: DataLoader<StockAlertsKey, RestStockLevel[], string>;
  /** A product's level in a restaurant (0 when never moved). */
  stockLevel: DataLoader<StockKey, RestStockLevel, string>;
  /**
   * An inventory with its lines: every inventory asked in one tick goes into ONE
   * `GET /api/inventories?ids=…&include=lines`.
   */
  inventory: DataLoader<number, RestInventory>;
  /**
   * The movements a finalization wrote, newest first: every inventory asked in one tick goes into
   * ONE `GET /api/stock-movements?inventoryIds=…`.
   */
  inventoryMovements: DataLoader<number, RestStockMovement[]>;
}

export function createStockLoaders(rest: RestClient, serve: Serve): StockLoaders {
  const stockLevel = new DataLoader<StockKey, RestStockLevel, string>(
    async (keys) => {
      const byRestaurant = new Map<number, Set<number>>();
      for (const { restaurantId, productId } of keys) {
        const products = byRestaurant.get(restaurantId) ?? new Set<number>();
        products.add(productId);
        byRestaurant.set(restaurantId, products);
      }
      const answers = new Map<number, Map<number, RestStockLevel> | Error>();
      await Promise.all(
        [...byRestaurant].map(async ([restaurantId, productIds]) => {
          try {
            const { stocks } = await rest.call('get', '/api/product-stocks/restaurant/{id}', {
              params: { id: restaurantId },
              query: { productIds: [...productIds].join(','), limit: String(MAX_IDS_PER_CALL) },
            });
            answers.set(restaurantId, new Map(stocks.map((level) => [level.productId, level])));
          } catch (error) {
            answers.set(restaurantId, error as Error);
          }
        }),
      );
      return keys.map(({ restaurantId, productId }) => {
        const answer = answers.get(restaurantId)!;
        if (answer instanceof Error) return answer;
        // The api lists every product of the chain: one missing is not the caller's.
        return answer.get(productId) ?? new Error(`Produit ${productId} introuvable`);
      });
    },
    {
      cacheKeyFn: ({ restaurantId, productId }) => `${restaurantId}:${productId}`,
      maxBatchSize: MAX_IDS_PER_CALL,
    },
  );
  const stockSummary = listsBy(
    (restaurantIds) =>
      rest
        .call('get', '/api/product-stocks/summary', { query: { restaurantIds } })
        .then((body) => body.summaries),
    (summary) => summary.restaurantId,
  );
  // The api sorts each restaurant's alerts lowest first; grouping keeps that order.
  const stockAlerts = groupedLists<StockAlertsKey, RestStockLevel>({
    group: ({ threshold }) => String(threshold ?? ''),
    owner: ({ restaurantId }) => restaurantId,
    read: async ({ threshold }, ids) =>
      (
        await rest.call('get', '/api/product-stocks/alerts', {
          query: {
            restaurantIds: ids.join(','),
            ...(threshold !== null && { threshold: String(threshold) }),
          },
        })
      ).stocks,
    ownerOf: (level) => level.restaurantId,
  });
  const inventory = byIds(
    (ids) =>
      rest
        .call('get', '/api/inventories', { query: { ids, include: 'lines' } })
        .then((body) => body.inventories),
    INVENTORY_NOT_FOUND,
  );
  // The api sorts newest first; grouping keeps that order within each inventory.
  const inventoryMovements = listsBy(
    (inventoryIds) =>
      rest
        .call('get', '/api/stock-movements', { query: { inventoryIds } })
        .then((body) => body.movements),
    (movement) => movement.inventoryId,
  );

  serve({ feeds: ['Product.stock'], clear: () => void stockLevel.clearAll() });
  serve({ feeds: ['Restaurant.stockSummary'], clear: () => void stockSummary.clearAll() });
  serve({ feeds: ['Restaurant.stockAlerts'], clear: () => void stockAlerts.clearAll() });
  serve({ type: 'Inventory', byId: inventory });
  serve({ feeds: ['Inventory.movements'], clear: () => void inventoryMovements.clearAll() });

  return {
    stockLevel,
    stockSummary,
    stockAlerts,
    inventory,
    inventoryMovements,
  };
}
