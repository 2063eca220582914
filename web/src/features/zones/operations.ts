import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { compareNames } from '@bo/domain';
import type {
  CreateZoneInput,
  RestaurantZonesQuery as RestaurantZonesData,
  SurfaceInput,
  UpdateZoneInput,
} from '../../gql/graphql';
import {
  CreateSurfaceMutation,
  CreateZoneMutation,
  DeleteSurfaceMutation,
  DeleteZoneMutation,
  RestaurantZonesQuery,
  UpdateSurfaceMutation,
  UpdateZoneMutation,
} from './documents.ts';

type Lists = Pick<RestaurantZonesData['restaurant'], 'zones' | 'surfaces'>;

/**
 * Rewrites the cached zones and surfaces of a restaurant (when that query is cached): `change`
 * adds or removes rows; both lists are sorted again, so a renamed row moves too.
 */
function updateLists(
  cache: ApolloCache,
  restaurantId: string,
  change: (lists: Lists) => Lists = (lists) => lists,
) {
  cache.updateQuery({ query: RestaurantZonesQuery, variables: { restaurantId } }, (data) => {
    if (!data) return data;
    const lists = change(data.restaurant);
    return {
      restaurant: {
        ...data.restaurant,
        zones: [...lists.zones].sort(compareNames),
        surfaces: [...lists.surfaces].sort(compareNames),
      },
    };
  });
}

/** Shifts a cached zone's surface count (a surface left it or was deleted). */
function shiftSurfaceCount(cache: ApolloCache, zoneId: string, by: number) {
  cache.modify({
    id: cache.identify({ __typename: 'Zone', id: zoneId }),
    fields: { surfaceCount: (n: number) => Math.max(0, n + by) },
  });
}

/**
 * The page's six mutations, each keeping the Apollo cache right without a refetch: tables, tab
 * counts and the zones' surface counts follow every write.
 */
export function useZoneMutations(restaurantId: string) {
  const [createZone] = useMutation(CreateZoneMutation, {
    update(cache, { data }) {
      const zone = data?.createZone;
      if (!zone) return;
      // Possibly another restaurant's list (the dialog offers all of the user's).
      updateLists(cache, zone.restaurant.id, (lists) => ({
        ...lists,
        zones: [...lists.zones, zone],
      }));
    },
  });
  const [updateZone] = useMutation(UpdateZoneMutation, {
    update(cache) {
      updateLists(cache, restaurantId);
    },
  });
  const [deleteZone] = useMutation(DeleteZoneMutation);
  const [createSurface] = useMutation(CreateSurfaceMutation, {
    update(cache, { data }) {
      const surface = data?.createSurface;
      if (!surface) return;
      updateLists(cache, restaurantId, (lists) => ({
        ...lists,
        surfaces: [...lists.surfaces, surface],
      }));
    },
  });
  const [updateSurface] = useMutation(UpdateSurfaceMutation);
  const [deleteSurface] = useMutation(DeleteSurfaceMutation);

  return {
    createZone: (input: CreateZoneInput) => createZone({ variables: { input } }),
    updateZone: (id: string, input: UpdateZoneInput) => updateZone({ variables: { id, input } }),
    deleteZone: (id: string) => deleteZone({ variables: { id } }),
    createSurface: (input: SurfaceInput) => createSurface({ variables: { input } }),
    updateSurface: (id: string, input: SurfaceInput, fromZoneId: string) =>
      updateSurface({
        variables: { id, input },
        update(cache, { data }) {
          const surface = data?.updateSurface;
          if (!surface) return;
          // The zone it joined comes back counted; the one it left loses it.
          if (surface.zone.id !== fromZoneId) shiftSurfaceCount(cache, fromZoneId, -1);
          updateLists(cache, restaurantId);
        },
      }),
    deleteSurface: (id: string, zoneId: string) =>
      deleteSurface({
        variables: { id },
        update(cache, { data }) {
          if (data) shiftSurfaceCount(cache, zoneId, -1);
        },
      }),
  };
}
