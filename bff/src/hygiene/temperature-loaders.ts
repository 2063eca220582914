import type { DayRange } from '@bo/domain';
import { groupedLists } from '../rest/batch.ts';
import type { RestClient } from '../rest/client.ts';
import type { Serve } from '../rest/writes.ts';
import type { RestTemperatureReading } from '../rest/types.ts';

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
}

export function createTemperatureLoaders(rest: RestClient, serve: Serve): TemperatureLoaders {
  // The api's order (newest first) is kept within each owner's list.
  const lists = groupedLists<Key, RestTemperatureReading>({
    group: (k) => `${k.owner}|${k.from}|${k.to}`,
    owner: (k) => k.id,
    read: async ({ owner, from, to }, ids) =>
      (
        await rest.call('get', '/api/temperature-readings', {
          query: { [PARAM[owner]]: ids.join(','), from, to },
        })
      ).readings,
    ownerOf: (r, k) => ownerId(k.owner, r),
  });
  serve({
    feeds: ['Restaurant.temperatureReadings', 'Equipment.readings'],
    clear: () => void lists.clearAll(),
  });
  return {
    temperatureReadings: (owner, key) => lists.load({ ...key, owner }),
  };
}
