import DataLoader from 'dataloader';
import { ZONE_MESSAGES } from '@bo/domain';
import type { RestClient } from './client.ts';
import { graphError } from './errors.ts';
import type { RestSurface, RestZone } from './types.ts';

export const ZONE_NOT_FOUND = ZONE_MESSAGES.zoneNotFound;
export const SURFACE_NOT_FOUND = ZONE_MESSAGES.surfaceNotFound;

/** Ids asked in one batch; keeps the query string well under URL length limits. */
const MAX_IDS_PER_CALL = 100;

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
  /** After a zone write: the zone as the api answered it; zone lists are read again. */
  primeZone(zone: RestZone): void;
  /** After a zone delete. */
  forgetZone(id: number): void;
  /**
   * After a write that changes what zones hold (a surface or an equipment placed, moved or
   * removed): their counts and summaries are read again.
   */
  forgetZones(): void;
  /** After a surface write: the surface as answered; surface lists and zones are read again. */
  primeSurface(surface: RestSurface): void;
  /** After a surface delete. */
  forgetSurface(id: number): void;
}

function groupBy<T>(ids: readonly number[], items: T[], key: (item: T) => number): T[][] {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  // The api answers each list sorted; grouping keeps that order.
  return ids.map((id) => groups.get(id) ?? []);
}

export function createZoneLoaders(rest: RestClient): ZoneLoaders {
  const zone = new DataLoader<number, RestZone>(
    async (ids) => {
      const { zones } = await rest.call('get', '/api/zones', { query: { ids: ids.join(',') } });
      const byId = new Map(zones.map((z) => [z.id, z]));
      return ids.map((id) => byId.get(id) ?? graphError('NOT_FOUND', ZONE_NOT_FOUND));
    },
    { maxBatchSize: MAX_IDS_PER_CALL },
  );

  const zonesOfRestaurant = new DataLoader<number, RestZone[]>(
    async (restaurantIds) => {
      const { zones } = await rest.call('get', '/api/zones', {
        query: { restaurantIds: restaurantIds.join(',') },
      });
      for (const z of zones) zone.clear(z.id).prime(z.id, z);
      return groupBy(restaurantIds, zones, (z) => z.restaurantId);
    },
    { maxBatchSize: MAX_IDS_PER_CALL },
  );

  const surface = new DataLoader<number, RestSurface>(
    async (ids) => {
      const { surfaces } = await rest.call('get', '/api/surfaces', {
        query: { ids: ids.join(',') },
      });
      const byId = new Map(surfaces.map((s) => [s.id, s]));
      return ids.map((id) => byId.get(id) ?? graphError('NOT_FOUND', SURFACE_NOT_FOUND));
    },
    { maxBatchSize: MAX_IDS_PER_CALL },
  );

  const primeSurfaces = (list: RestSurface[]) => {
    for (const s of list) surface.clear(s.id).prime(s.id, s);
  };

  const surfacesOfZone = new DataLoader<number, RestSurface[]>(
    async (zoneIds) => {
      const { surfaces } = await rest.call('get', '/api/surfaces', {
        query: { zoneIds: zoneIds.join(',') },
      });
      primeSurfaces(surfaces);
      return groupBy(zoneIds, surfaces, (s) => s.zoneId);
    },
    { maxBatchSize: MAX_IDS_PER_CALL },
  );

  const surfacesOfRestaurant = new DataLoader<number, RestSurface[]>(
    async (restaurantIds) => {
      const { surfaces } = await rest.call('get', '/api/surfaces', {
        query: { restaurantIds: restaurantIds.join(',') },
      });
      primeSurfaces(surfaces);
      return groupBy(restaurantIds, surfaces, (s) => s.restaurantId);
    },
    { maxBatchSize: MAX_IDS_PER_CALL },
  );

  const forgetZones = () => {
    zone.clearAll();
    zonesOfRestaurant.clearAll();
  };
  const forgetSurfaceLists = () => {
    surfacesOfZone.clearAll();
    surfacesOfRestaurant.clearAll();
    // A zone's surface count and summaries change with its surfaces.
    forgetZones();
  };

  return {
    zone,
    zonesOfRestaurant,
    surface,
    surfacesOfZone,
    surfacesOfRestaurant,
    primeZone(z) {
      zonesOfRestaurant.clearAll();
      zone.clear(z.id).prime(z.id, z);
    },
    forgetZone(id) {
      zone.clear(id);
      zonesOfRestaurant.clearAll();
    },
    forgetZones,
    primeSurface(s) {
      forgetSurfaceLists();
      surface.clear(s.id).prime(s.id, s);
    },
    forgetSurface(id) {
      surface.clear(id);
      forgetSurfaceLists();
    },
  };
}
