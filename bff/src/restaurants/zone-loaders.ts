import type DataLoader from 'dataloader';
import { ZONE_MESSAGES } from '@bo/domain';
import { byIds, listsBy } from '../rest/batch.ts';
import type { RestClient } from '../rest/client.ts';
import type { Serve } from '../rest/writes.ts';
import type { RestSurface, RestZone } from '../rest/types.ts';

export const ZONE_NOT_FOUND = ZONE_MESSAGES.zoneNotFound;
export const SURFACE_NOT_FOUND = ZONE_MESSAGES.surfaceNotFound;

/**
 * Per-request loaders of zones and surfaces, merged into Loaders (rest/loaders.ts). Every list is
 * read with one batched call whatever the number of restaurants or zones asked in the same tick.
 */
export interface ZoneLoaders {
  /** Zones by id: ONE `GET /api/zones?ids=…` per tick; an invisible zone is NOT_FOUND. */
  zone: DataLoader<number, RestZone>;
  /** A restaurant's zones by name: ONE `GET /api/zones?restaurantIds=…`; primes `zone`. */
  zonesOfRestaurant: DataLoader<number, RestZone[]>;
  /** Surfaces by id: ONE `GET /api/surfaces?ids=…` per tick. */
  surface: DataLoader<number, RestSurface>;
  /** A zone's surfaces by name: ONE `GET /api/surfaces?zoneIds=…`; primes `surface`. */
  surfacesOfZone: DataLoader<number, RestSurface[]>;
  /** A restaurant's surfaces by name: ONE `GET /api/surfaces?restaurantIds=…`; primes `surface`. */
  surfacesOfRestaurant: DataLoader<number, RestSurface[]>;
}

export function createZoneLoaders(rest: RestClient, serve: Serve): ZoneLoaders {
  const zones = (query: { ids: string } | { restaurantIds: string }) =>
    rest.call('get', '/api/zones', { query }).then((body) => body.zones);
  const surfaces = (query: { ids: string } | { zoneIds: string } | { restaurantIds: string }) =>
    rest.call('get', '/api/surfaces', { query }).then((body) => body.surfaces);

  const zone = byIds((ids) => zones({ ids }), ZONE_NOT_FOUND);
  const zonesOfRestaurant = listsBy(
    (restaurantIds) => zones({ restaurantIds }),
    (z) => z.restaurantId,
    (z) => zone.clear(z.id).prime(z.id, z),
  );
  const surface = byIds((ids) => surfaces({ ids }), SURFACE_NOT_FOUND);
  const primeSurface = (s: RestSurface) => surface.clear(s.id).prime(s.id, s);
  const surfacesOfZone = listsBy(
    (zoneIds) => surfaces({ zoneIds }),
    (s) => s.zoneId,
    primeSurface,
  );
  const surfacesOfRestaurant = listsBy(
    (restaurantIds) => surfaces({ restaurantIds }),
    (s) => s.restaurantId,
    primeSurface,
  );

  // A zone's row carries its counts, which its surfaces and equipment move.
  const counts = ['Zone.surfaceCount', 'Zone.equipmentCount'] as const;
  serve({ type: 'Zone', byId: zone, feeds: counts });
  serve({ feeds: ['Restaurant.zones', ...counts], clear: () => void zonesOfRestaurant.clearAll() });
  serve({ type: 'Surface', byId: surface });
  serve({ feeds: ['Zone.surfaces'], clear: () => void surfacesOfZone.clearAll() });
  serve({ feeds: ['Restaurant.surfaces'], clear: () => void surfacesOfRestaurant.clearAll() });

  return {
    zone,
    zonesOfRestaurant,
    surface,
    surfacesOfZone,
    surfacesOfRestaurant,
  };
}
