import type { Context } from '../context.ts';
import type {
  MutationResolvers,
  QueryResolvers,
  RestaurantResolvers,
  SurfaceInput,
  SurfaceResolvers,
  ZoneResolvers,
} from '../generated/graphql.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/loaders.ts';
import { SURFACE_NOT_FOUND, ZONE_NOT_FOUND } from '../rest/zone-loaders.ts';
import { inputId, restId } from './ids.ts';

// Zones and surfaces in the graph: `Zone`, `Surface`, `Restaurant.zones` and `.surfaces`, their
// queries and mutations (merged into Query, Mutation and Restaurant by resolvers/index.ts).
// `Zone.equipments` belongs to the equipment resolvers.

/** Every other field is the REST zone's own (name, description, counts, createdAt). */
export const Zone: Omit<ZoneResolvers, 'equipments'> = {
  id: (zone) => String(zone.id),
  restaurant: (zone, _args, ctx) => ctx.loaders.restaurant.load(zone.restaurantId),
  // Batched: the surfaces of every zone of an operation in one REST call.
  surfaces: (zone, _args, ctx) => ctx.loaders.surfacesOfZone.load(zone.id),
};

/**
 * A zone of a restaurant, through that restaurant's zone list: the list is batched and cached for
 * the request, so N surfaces' or equipment's zones cost the one `?restaurantIds=` read whether it
 * answered before or after them (reading the zone by id raced with that list and could add a
 * call). A zone not in the list the caller sees falls back to the by-id read (NOT_FOUND).
 */
export async function zoneIn(ctx: Context, restaurantId: number, zoneId: number) {
  const zones = await ctx.loaders.zonesOfRestaurant.load(restaurantId);
  return zones.find((zone) => zone.id === zoneId) ?? ctx.loaders.zone.load(zoneId);
}

export const Surface: SurfaceResolvers = {
  id: (surface) => String(surface.id),
  zone: (surface, _args, ctx) => zoneIn(ctx, surface.restaurantId, surface.zoneId),
};

export const RestaurantZones: Pick<RestaurantResolvers, 'zones' | 'surfaces'> = {
  zones: (restaurant, _args, ctx) => ctx.loaders.zonesOfRestaurant.load(restaurant.id),
  surfaces: (restaurant, _args, ctx) => ctx.loaders.surfacesOfRestaurant.load(restaurant.id),
};

export const ZoneQueries: Pick<QueryResolvers, 'zone' | 'surface'> = {
  zone: (_parent, { id }, ctx) => ctx.loaders.zone.load(restId(id, ZONE_NOT_FOUND)),
  surface: (_parent, { id }, ctx) => ctx.loaders.surface.load(restId(id, SURFACE_NOT_FOUND)),
};

/** null clears a description on an edit; absent keeps it (and means none on a creation). */
const description = (value: string | null | undefined) =>
  value === undefined ? {} : { description: value };

function surfaceBody(input: SurfaceInput) {
  return {
    zoneId: inputId(input.zoneId, 'zoneId', ZONE_NOT_FOUND),
    name: input.name,
    ...description(input.description),
    ...(typeof input.isStorageArea === 'boolean' && { isStorageArea: input.isStorageArea }),
  };
}

export const ZoneMutations: Pick<
  MutationResolvers,
  'createZone' | 'updateZone' | 'deleteZone' | 'createSurface' | 'updateSurface' | 'deleteSurface'
> = {
  createZone: async (_parent, { input }, ctx) => {
    const { zone } = await ctx.rest.call('post', '/api/zones', {
      body: {
        restaurantId: inputId(input.restaurantId, 'restaurantId', RESTAURANT_NOT_FOUND),
        name: input.name,
        ...description(input.description),
      },
    });
    ctx.loaders.primeZone(zone);
    return zone;
  },

  updateZone: async (_parent, { id, input }, ctx) => {
    const { zone } = await ctx.rest.call('put', '/api/zones/{id}', {
      params: { id: restId(id, ZONE_NOT_FOUND) },
      body: { name: input.name, ...description(input.description) },
    });
    ctx.loaders.primeZone(zone);
    return zone;
  },

  deleteZone: async (_parent, { id }, ctx) => {
    const zoneId = restId(id, ZONE_NOT_FOUND);
    await ctx.rest.call('delete', '/api/zones/{id}', { params: { id: zoneId } });
    ctx.loaders.forgetZone(zoneId);
    return String(zoneId);
  },

  createSurface: async (_parent, { input }, ctx) => {
    const { surface } = await ctx.rest.call('post', '/api/surfaces', { body: surfaceBody(input) });
    ctx.loaders.primeSurface(surface);
    return surface;
  },

  updateSurface: async (_parent, { id, input }, ctx) => {
    const { surface } = await ctx.rest.call('put', '/api/surfaces/{id}', {
      params: { id: restId(id, SURFACE_NOT_FOUND) },
      body: surfaceBody(input),
    });
    ctx.loaders.primeSurface(surface);
    return surface;
  },

  deleteSurface: async (_parent, { id }, ctx) => {
    const surfaceId = restId(id, SURFACE_NOT_FOUND);
    await ctx.rest.call('delete', '/api/surfaces/{id}', { params: { id: surfaceId } });
    ctx.loaders.forgetSurface(surfaceId);
    return String(surfaceId);
  },
};
