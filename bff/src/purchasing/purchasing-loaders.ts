import DataLoader from 'dataloader';
import { byIds, MAX_IDS_PER_CALL } from '../rest/batch.ts';
import type { RestClient } from '../rest/client.ts';
import type { Serve } from '../rest/writes.ts';
import type { RestPurchaseOrder, RestTraceabilityRecord } from '../rest/types.ts';

export const PURCHASE_ORDER_NOT_FOUND = 'Bon de commande non trouvé';

/** A reception line's traceability record, in its restaurant's log. */
export interface ReceptionRecordKey {
  restaurantId: number;
  recordId: number;
}

/**
 * Per-request loaders of the purchase orders (docs/areas/purchasing.md), merged into Loaders
 * (rest/loaders.ts). Orders asked in one tick cost ONE `GET /api/purchase-orders?ids=…`; an order
 * carries its lines, receptions and allowed transitions, so nothing under it needs an order call.
 */
export interface PurchasingLoaders {
  /** Orders by id (NOT_FOUND when neither the issuing restaurant nor the laboratory is the caller's). */
  purchaseOrder: DataLoader<number, RestPurchaseOrder>;
  /**
   * A reception's traceability record: the records asked in one tick cost one
   * `GET /api/traceability/{restaurant}?ids=…` per restaurant (an order's receptions are one
   * restaurant's); null when the record is no longer there.
   */
  receptionRecord: DataLoader<ReceptionRecordKey, RestTraceabilityRecord | null, string>;
}

export function createPurchasingLoaders(rest: RestClient, serve: Serve): PurchasingLoaders {
  const purchaseOrder = byIds(
    (ids) =>
      rest
        .call('get', '/api/purchase-orders', { query: { ids, limit: String(MAX_IDS_PER_CALL) } })
        .then((body) => body.purchaseOrders),
    PURCHASE_ORDER_NOT_FOUND,
  );
  const receptionRecord = new DataLoader<ReceptionRecordKey, RestTraceabilityRecord | null, string>(
    async (keys) => {
      const byRestaurant = new Map<number, number[]>();
      for (const key of keys) {
        byRestaurant.set(key.restaurantId, [
          ...(byRestaurant.get(key.restaurantId) ?? []),
          key.recordId,
        ]);
      }
      const reads = new Map(
        [...byRestaurant].map(([restaurantId, ids]) => [
          restaurantId,
          rest
            .call('get', '/api/traceability/{id}', {
              params: { id: restaurantId },
              query: { ids: ids.join(','), limit: String(MAX_IDS_PER_CALL) },
            })
            .then((page) => page.data)
            .catch((error: Error) => error),
        ]),
      );
      return Promise.all(
        keys.map(async (key) => {
          const records = await reads.get(key.restaurantId)!;
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
  serve({ type: 'PurchaseOrder', byId: purchaseOrder });
  serve({
    feeds: ['ReceptionLine.traceabilityRecord', 'Restaurant.traceabilityRecords'],
    clear: () => void receptionRecord.clearAll(),
  });
  return {
    purchaseOrder,
    receptionRecord,
  };
}
