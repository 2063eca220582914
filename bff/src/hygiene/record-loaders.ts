import DataLoader from 'dataloader';
import { groupedLists } from '../rest/batch.ts';
import type { RestClient } from '../rest/client.ts';
import type { Serve } from '../rest/writes.ts';
import type { RestCleaningRecord, RestTraceabilityPage } from '../rest/types.ts';

/** One page of a restaurant's traceability records, as `GET /api/traceability/{id}` takes it. */
export interface TraceabilityPageKey {
  restaurantId: number;
  employeeId?: number;
  productName?: string;
  lotNumber?: string;
  date?: string;
  from?: string;
  to?: string;
  sort?: 'createdAt' | 'productName' | 'lotNumber' | 'supplierName';
  order?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
}

/** A restaurant's cleanings over whole days (its own time zone). */
export interface CleaningPeriodKey {
  restaurantId: number;
  from: string;
  to: string;
}

/** Per-request loaders of traceability and cleaning records, merged into Loaders (rest/loaders.ts). */
export interface RecordLoaders {
  /**
   * Traceability pages, cached per restaurant, filter and page. A page is per restaurant (its
   * total, its offset), so each restaurant asked costs one call.
   */
  traceabilityPage: DataLoader<TraceabilityPageKey, RestTraceabilityPage, string>;
  /**
   * Cleanings by restaurant and period: the restaurants asked in one tick for the same period go
   * into ONE `GET /api/cleaning-records?restaurantIds=…&from&to`.
   */
  cleaningsOfRestaurant: DataLoader<CleaningPeriodKey, RestCleaningRecord[], string>;
}

export function createRecordLoaders(rest: RestClient, serve: Serve): RecordLoaders {
  const traceabilityPage = new DataLoader<TraceabilityPageKey, RestTraceabilityPage, string>(
    (keys) =>
      Promise.all(
        keys.map(({ restaurantId, ...query }) =>
          rest
            .call('get', '/api/traceability/{id}', {
              params: { id: restaurantId },
              query: {
                ...query,
                employeeId: query.employeeId === undefined ? undefined : String(query.employeeId),
                limit: query.limit === undefined ? undefined : String(query.limit),
                offset: query.offset === undefined ? undefined : String(query.offset),
              },
            })
            .catch((error: Error) => error),
        ),
      ),
    { cacheKeyFn: (key) => JSON.stringify(key) },
  );

  // One call per distinct period, for all the restaurants asked with it; the api's order
  // (newest first) is kept within each restaurant.
  const cleaningsOfRestaurant = groupedLists<CleaningPeriodKey, RestCleaningRecord>({
    group: (k) => `${k.from}|${k.to}`,
    owner: (k) => k.restaurantId,
    read: async ({ from, to }, ids) =>
      (
        await rest.call('get', '/api/cleaning-records', {
          query: { from, to, restaurantIds: ids.join(',') },
        })
      ).records,
    ownerOf: (r) => r.restaurantId,
  });

  serve({
    feeds: ['Restaurant.traceabilityRecords'],
    clear: () => void traceabilityPage.clearAll(),
  });
  serve({
    feeds: ['Restaurant.cleaningRecords'],
    clear: () => void cleaningsOfRestaurant.clearAll(),
  });

  return {
    traceabilityPage,
    cleaningsOfRestaurant,
  };
}
