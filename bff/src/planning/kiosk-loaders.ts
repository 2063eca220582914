import type DataLoader from 'dataloader';
import { listsBy } from '../rest/batch.ts';
import type { RestClient } from '../rest/client.ts';
import type { Serve } from '../rest/writes.ts';
import type { RestKioskDevice } from '../rest/types.ts';

/** Per-request loaders of the kiosk devices, merged into Loaders (rest/loaders.ts). */
export interface KioskLoaders {
  /**
   * Devices by restaurant id: every restaurant asked in one tick goes into ONE
   * `GET /api/kiosk-devices?restaurantIds=…` (FORBIDDEN for an EMPLOYEE, as the api answers).
   */
  kioskDevicesOfRestaurant: DataLoader<number, RestKioskDevice[]>;
}

export function createKioskLoaders(rest: RestClient, serve: Serve): KioskLoaders {
  // The api sorts newest first; grouping keeps that order within each restaurant.
  const kioskDevicesOfRestaurant = listsBy(
    (restaurantIds) =>
      rest
        .call('get', '/api/kiosk-devices', { query: { restaurantIds } })
        .then((body) => body.devices),
    (device: RestKioskDevice) => device.restaurantId,
  );
  serve({
    feeds: ['Restaurant.kioskDevices'],
    clear: () => void kioskDevicesOfRestaurant.clearAll(),
  });
  return { kioskDevicesOfRestaurant };
}
