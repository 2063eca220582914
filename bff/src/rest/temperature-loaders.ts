import DataLoader from 'dataloader';
import type { DayRange } from '@bo/domain';
import type { RestClient } from './client.ts';
import type { RestTemperatureReading } from './types.ts';

/** Ids asked in one batch; keeps the query string well under URL length limits. */
const MAX_IDS_PER_CALL = 100;

/** Whose readings: a restaurant's or an equipment's, over whole days. */
type Owner = 'restaurant' | 'equipment';
export interface ReadingsKey extends DayRange {
  id: number;
}
type Key = ReadingsKey & { owner: Owner };

const PARAM = { restaurant: 'restaurantIds', equipment: 'equipmentIds' } as const;
const ownerId = (owner: Owner, r: RestTemperatureReading) =>
  owner === 'restaurant' ? r.restaurantId : r.equipmentId;

/** Per-request loaders of this area, merged into Loaders (rest/loaders.ts). */
export interface TemperatureLoaders {
  /**
   * The readings of a restaurant or an equipment over a period, newest first. Every owner of a
   * kind asked in one tick for the same days goes into ONE read
   * (`GET /api/temperature-readings?equipmentIds=…&from=&to=`, or `restaurantIds=`), so
   * restaurant → zones → equipment → readings costs the same number of calls for 1 or 50 fridges.
   */
  temperatureReadings(owner: Owner, key: ReadingsKey): Promise<RestTemperatureReading[]>;
  /** After a reading is written: the lists of this request are read again. */
  forgetTemperatureReadings(): void;
}

export function createTemperatureLoaders(rest: RestClient): TemperatureLoaders {
  const keyOf = (k: Key) => `${k.owner}|${k.id}|${k.from}|${k.to}`;
  const lists = new DataLoader<Key, RestTemperatureReading[], string>(
    async (keys) => {
      const calls = new Map<string, { owner: Owner; period: DayRange; ids: Set<number> }>();
      for (const k of keys) {
        const call = `${k.owner}|${k.from}|${k.to}`;
        if (!calls.has(call)) {
          calls.set(call, { owner: k.owner, period: { from: k.from, to: k.to }, ids: new Set() });
        }
        calls.get(call)!.ids.add(k.id);
      }
      const found = new Map<string, RestTemperatureReading[]>();
      await Promise.all(
        [...calls.values()].map(async ({ owner, period, ids }) => {
          const { readings } = await rest.call('get', '/api/temperature-readings', {
            query: { [PARAM[owner]]: [...ids].join(','), ...period },
          });
          // The api's order (newest first) is kept within each owner's list.
          for (const r of readings) {
            const key = keyOf({ owner, id: ownerId(owner, r), ...period });
            found.set(key, [...(found.get(key) ?? []), r]);
          }
        }),
      );
      return keys.map((k) => found.get(keyOf(k)) ?? []);
    },
    { cacheKeyFn: keyOf, maxBatchSize: MAX_IDS_PER_CALL },
  );
  return {
    temperatureReadings: (owner, key) => lists.load({ ...key, owner }),
    forgetTemperatureReadings: () => void lists.clearAll(),
  };
}
