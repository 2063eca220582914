import type { Context } from '../context.ts';
import type {
  MutationResolvers,
  QueryResolvers,
  RestaurantResolvers,
  Resolvers,
  ZoneResolvers,
} from '../generated/graphql.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import { ZONE_NOT_FOUND } from './zone-loaders.ts';
import { inputId, restId } from '../resolvers/ids.ts';

// Zones in the graph: `Zone`, `Restaurant.zones`, `Query.zone` and the zone mutations (merged with
// the other types' files by resolvers/index.ts). `Zone.surfaces` and `Zone.equipments` come with
// the surfaces and the equipment.

/** Every other field is the REST zone's own (name, description, counts, createdAt). */
const Zone: ZoneResolvers = {
  id: (zone) => String(zone.id),
  restaurant: (zone, _args, ctx) => ctx.loaders.restaurant.load(zone.restaurantId),
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

const RestaurantZones: Pick<RestaurantResolvers, 'zones'> = {
  zones: (restaurant, _args, ctx) => ctx.loaders.zonesOfRestaurant.load(restaurant.id),
};

const ZoneQueries: Pick<QueryResolvers, 'zone'> = {
  zone: (_parent, { id }, ctx) => ctx.loaders.zone.load(restId(id, ZONE_NOT_FOUND)),
};

/** null clears a description on an edit; absent keeps it (and means none on a creation). */
export const description = (value: string | null | undefined) =>
  value === undefined ? {} : { description: value };

const ZoneMutations: Pick<MutationResolvers, 'createZone' | 'updateZone' | 'deleteZone'> = {
  createZone: async (_parent, { input }, ctx) => {
    const { zone } = await ctx.rest.call('post', '/api/zones', {
      body: {
        restaurantId: inputId(input.restaurantId, 'restaurantId', RESTAURANT_NOT_FOUND),
        name: input.name,
        ...description(input.description),
      },
    });
    return zone;
  },

  updateZone: async (_parent, { id, input }, ctx) => {
    const { zone } = await ctx.rest.call('put', '/api/zones/{id}', {
      params: { id: restId(id, ZONE_NOT_FOUND) },
      body: { name: input.name, ...description(input.description) },
    });
    return zone;
  },

  deleteZone: async (_parent, { id }, ctx) => {
    const zoneId = restId(id, ZONE_NOT_FOUND);
    await ctx.rest.call('delete', '/api/zones/{id}', { params: { id: zoneId } });
    return String(zoneId);
  },
};

export const resolvers: Resolvers = {
  Zone,
  Restaurant: RestaurantZones,
  Query: ZoneQueries,
  Mutation: ZoneMutations,
};
