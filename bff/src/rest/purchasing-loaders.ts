import DataLoader from 'dataloader';
import { byIds, MAX_IDS_PER_CALL } from './batch.ts';
import type { RestClient } from './client.ts';
import type { RestPurchaseOrder, RestTraceabilityRecord } from './types.ts';

export const PURCHASE_ORDER_NOT_FOUND = 'Bon de commande non trouvé';

/** A reception line's traceability record, and what finds it in its restaurant's log. */
export interface ReceptionRecordKey {
  restaurantId: number;
  recordId: number;
  productName: string;
  lotNumber: string | null;
}

/**
 * Per-request loaders of the purchase orders (docs/areas/purchasing.md), merged into Loaders
 * (rest/loaders.ts). Orders asked in one tick cost ONE `GET /api/purchase-orders?ids=…`; an order
 * carries its lines, receptions and allowed transitions, so nothing under it needs an order call.
 */
export interface PurchasingLoaders {
  /** Orders by id (NOT_FOUND when neither the issuing restaurant nor the laboratory is the caller's). */
  purchaseOrder: DataLoader<number, RestPurchaseOrder>;
  /** After a write: the order as the api answered it; lists and stock are the caller's to forget. */
  primePurchaseOrder(order: RestPurchaseOrder): void;
  /**
   * A reception's traceability record. The api reads records by restaurant only: one
   * `GET /api/traceability/{restaurant}?productName=&lotNumber=` per distinct product and lot
   * received, cached for the request; null when the record is no longer there.
   */
  receptionRecord: DataLoader<ReceptionRecordKey, RestTraceabilityRecord | null, string>;
}

const recordSearch = (key: ReceptionRecordKey) =>
  JSON.stringify([key.restaurantId, key.productName, key.lotNumber]);

export function createPurchasingLoaders(rest: RestClient): PurchasingLoaders {
  const purchaseOrder = byIds(
    (ids) =>
      rest
        .call('get', '/api/purchase-orders', { query: { ids, limit: String(MAX_IDS_PER_CALL) } })
        .then((body) => body.purchaseOrders),
    PURCHASE_ORDER_NOT_FOUND,
  );
  const receptionRecord = new DataLoader<ReceptionRecordKey, RestTraceabilityRecord | null, string>(
    async (keys) => {
      const searches = new Map<string, Promise<RestTraceabilityRecord[] | Error>>();
      for (const key of keys) {
        const search = recordSearch(key);
        if (searches.has(search)) continue;
        searches.set(
          search,
          rest
            .call('get', '/api/traceability/{id}', {
              params: { id: key.restaurantId },
              query: {
                productName: key.productName,
                ...(key.lotNumber && { lotNumber: key.lotNumber }),
                limit: String(MAX_IDS_PER_CALL),
              },
            })
            .then((page) => page.data)
            .catch((error: Error) => error),
        );
      }
      return Promise.all(
        keys.map(async (key) => {
          const records = await searches.get(recordSearch(key))!;
          if (records instanceof Error) return records;
          return records.find((record) => record.id === key.recordId) ?? null;
        }),
      );
    },
    {
      cacheKeyFn: (key) => `${key.restaurantId}:${key.recordId}`,
      maxBatchSize: MAX_IDS_PER_CALL,
    },
  );
  return {
    purchaseOrder,
    primePurchaseOrder(order) {
      purchaseOrder.clear(order.id).prime(order.id, order);
    },
    receptionRecord,
  };
}
