import DataLoader from 'dataloader';
import type { DayRange } from '@bo/domain';
import type { RestClient } from './client.ts';
import type { RestCoolingRecord, RestHeatingRecord, RestOilRecord } from './types.ts';

/** Restaurants asked in one batch; keeps the query string well under URL length limits. */
const MAX_IDS_PER_CALL = 100;

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
  /** After a record is written: the lists of this request are read again. */
  forgetProcessRecords(): void;
}

export function createProcessLoaders(rest: RestClient): ProcessLoaders {
  const read = async (kind: LogKind, restaurantIds: number[], period: DayRange) => {
    const query = { restaurantIds: restaurantIds.join(','), ...period };
    const body = await rest.call('get', PATHS[kind], { query });
    return body.records as LogsByKind[LogKind][];
  };
  const keyOf = (k: LogKey) => `${k.kind}|${k.restaurantId}|${k.from}|${k.to}`;
  const lists = new DataLoader<LogKey, LogsByKind[LogKind][], string>(
    async (keys) => {
      const calls = new Map<string, { kind: LogKind; period: DayRange; ids: Set<number> }>();
      for (const k of keys) {
        const call = `${k.kind}|${k.from}|${k.to}`;
        if (!calls.has(call)) {
          calls.set(call, { kind: k.kind, period: { from: k.from, to: k.to }, ids: new Set() });
        }
        calls.get(call)!.ids.add(k.restaurantId);
      }
      const found = new Map<string, LogsByKind[LogKind][]>();
      await Promise.all(
        [...calls.values()].map(async ({ kind, period, ids }) => {
          // The api's order (newest first) is kept within each restaurant's list.
          for (const r of await read(kind, [...ids], period)) {
            const key = keyOf({ kind, restaurantId: r.restaurantId, ...period });
            found.set(key, [...(found.get(key) ?? []), r]);
          }
        }),
      );
      return keys.map((k) => found.get(keyOf(k)) ?? []);
    },
    { cacheKeyFn: keyOf, maxBatchSize: MAX_IDS_PER_CALL },
  );
  return {
    processRecords: <K extends LogKind>(kind: K, key: PeriodKey) =>
      lists.load({ ...key, kind }) as Promise<LogsByKind[K][]>,
    forgetProcessRecords: () => void lists.clearAll(),
  };
}
