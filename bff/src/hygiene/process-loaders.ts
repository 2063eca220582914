import type { DayRange } from '@bo/domain';
import { groupedLists } from '../rest/batch.ts';
import type { RestClient } from '../rest/client.ts';
import type { Serve } from '../rest/writes.ts';
import type { RestCoolingRecord, RestHeatingRecord, RestOilRecord } from '../rest/types.ts';

/** A restaurant's history over whole days. */
export interface PeriodKey extends DayRange {
  restaurantId: number;
}

/** The logs of this area, by kind. */
interface LogsByKind {
  cooling: RestCoolingRecord;
  heating: RestHeatingRecord;
  oil: RestOilRecord;
}
type LogKind = keyof LogsByKind;
type LogKey = PeriodKey & { kind: LogKind };

const PATHS = {
  cooling: '/api/cooling-records',
  heating: '/api/heating-records',
  oil: '/api/oil-records',
} as const;

/** Per-request loaders of this area, merged into Loaders (rest/loaders.ts). */
export interface ProcessLoaders {
  /**
   * A restaurant's logs of a kind over a period. Every restaurant asked in one tick for the same
   * kind and days goes into ONE batched read (`GET /api/{kind}-records?restaurantIds=…&from=&to=`),
   * and the kinds of one tick are answered together, so the equipment and staff their records
   * name are then read in one batch each, whatever the number of lists.
   */
  processRecords<K extends LogKind>(kind: K, key: PeriodKey): Promise<LogsByKind[K][]>;
}

export function createProcessLoaders(rest: RestClient, serve: Serve): ProcessLoaders {
  // The api's order (newest first) is kept within each restaurant's list.
  const lists = groupedLists<LogKey, LogsByKind[LogKind]>({
    group: (k) => `${k.kind}|${k.from}|${k.to}`,
    owner: (k) => k.restaurantId,
    read: async ({ kind, from, to }, ids) =>
      (
        await rest.call('get', PATHS[kind], {
          query: { restaurantIds: ids.join(','), from, to },
        })
      ).records as LogsByKind[LogKind][],
    ownerOf: (r) => r.restaurantId,
  });
  serve({
    feeds: ['Restaurant.coolingRecords', 'Restaurant.heatingRecords', 'Restaurant.oilRecords'],
    clear: () => void lists.clearAll(),
  });
  return {
    processRecords: <K extends LogKind>(kind: K, key: PeriodKey) =>
      lists.load({ ...key, kind }) as Promise<LogsByKind[K][]>,
  };
}
