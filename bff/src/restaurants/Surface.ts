import type {
  MutationResolvers,
  QueryResolvers,
  RestaurantResolvers,
  Resolvers,
  SurfaceInput,
  SurfaceResolvers,
  ZoneResolvers,
} from '../generated/graphql.ts';
import { SURFACE_NOT_FOUND, ZONE_NOT_FOUND } from './zone-loaders.ts';
import { inputId, restId } from '../resolvers/ids.ts';
import { description, zoneIn } from './Zone.ts';

// Surfaces in the graph: `Surface`, `Restaurant.surfaces`, `Zone.surfaces`, `Query.surface` and
// the surface mutations.

const Surface: SurfaceResolvers = {
  id: (surface) => String(surface.id),
  zone: (surface, _args, ctx) => zoneIn(ctx, surface.restaurantId, surface.zoneId),
};

const RestaurantSurfaces: Pick<RestaurantResolvers, 'surfaces'> = {
  surfaces: (restaurant, _args, ctx) => ctx.loaders.surfacesOfRestaurant.load(restaurant.id),
};

const ZoneSurfaces: Pick<ZoneResolvers, 'surfaces'> = {
  // Batched: the surfaces of every zone of an operation in one REST call.
  surfaces: (zone, _args, ctx) => ctx.loaders.surfacesOfZone.load(zone.id),
};

const SurfaceQueries: Pick<QueryResolvers, 'surface'> = {
  surface: (_parent, { id }, ctx) => ctx.loaders.surface.load(restId(id, SURFACE_NOT_FOUND)),
};

function surfaceBody(input: SurfaceInput) {
  return {
    zoneId: inputId(input.zoneId, 'zoneId', ZONE_NOT_FOUND),
    name: input.name,
    ...description(input.description),
    ...(typeof input.isStorageArea === 'boolean' && { isStorageArea: input.isStorageArea }),
  };
}

const SurfaceMutations: Pick<
  MutationResolvers,
  'createSurface' | 'updateSurface' | 'deleteSurface'
> = {
  createSurface: async (_parent, { input }, ctx) => {
    const { surface } = await ctx.rest.call('post', '/api/surfaces', { body: surfaceBody(input) });
    return surface;
  },

  updateSurface: async (_parent, { id, input }, ctx) => {
    const { surface } = await ctx.rest.call('put', '/api/surfaces/{id}', {
      params: { id: restId(id, SURFACE_NOT_FOUND) },
      body: surfaceBody(input),
    });
    return surface;
  },

  deleteSurface: async (_parent, { id }, ctx) => {
    const surfaceId = restId(id, SURFACE_NOT_FOUND);
    await ctx.rest.call('delete', '/api/surfaces/{id}', { params: { id: surfaceId } });
    return String(surfaceId);
  },
};

export const resolvers: Resolvers = {
  Surface,
  Restaurant: RestaurantSurfaces,
  Zone: ZoneSurfaces,
  Query: SurfaceQueries,
  Mutation: SurfaceMutations,
};
