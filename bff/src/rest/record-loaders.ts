import DataLoader from 'dataloader';
import type { RestClient } from './client.ts';
import type { RestCleaningRecord, RestTraceabilityPage } from './types.ts';

/** Ids asked in one batch; keeps the query string well under URL length limits. */
const MAX_IDS_PER_CALL = 100;

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
  /** After a record is written: lists are read again. */
  forgetRecords(): void;
}

export function createRecordLoaders(rest: RestClient): RecordLoaders {
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

  const cleaningsOfRestaurant = new DataLoader<CleaningPeriodKey, RestCleaningRecord[], string>(
    async (keys) => {
      // One call per distinct period, for all the restaurants asked with it.
      const periods = new Map<string, { from: string; to: string; ids: number[] }>();
      for (const { restaurantId, from, to } of keys) {
        const period = periods.get(`${from}|${to}`) ?? { from, to, ids: [] };
        period.ids.push(restaurantId);
        periods.set(`${from}|${to}`, period);
      }
      const answers = new Map<string, RestCleaningRecord[] | Error>();
      await Promise.all(
        [...periods].map(async ([period, { from, to, ids }]) => {
          try {
            const { records } = await rest.call('get', '/api/cleaning-records', {
              query: { from, to, restaurantIds: [...new Set(ids)].join(',') },
            });
            for (const id of ids) {
              // The api's order (newest first) is kept within each restaurant.
              answers.set(
                `${period}|${id}`,
                records.filter((r) => r.restaurantId === id),
              );
            }
          } catch (error) {
            for (const id of ids) answers.set(`${period}|${id}`, error as Error);
          }
        }),
      );
      return keys.map((k) => answers.get(`${k.from}|${k.to}|${k.restaurantId}`)!);
    },
    {
      cacheKeyFn: (key) => `${key.from}|${key.to}|${key.restaurantId}`,
      maxBatchSize: MAX_IDS_PER_CALL,
    },
  );

  return {
    traceabilityPage,
    cleaningsOfRestaurant,
    forgetRecords() {
      traceabilityPage.clearAll();
      cleaningsOfRestaurant.clearAll();
    },
  };
}
