import { BUSINESS_TIME_ZONE, nextDeliveryDate, todayIn } from '@bo/domain';
import type {
  MutationResolvers,
  QueryResolvers,
  RestaurantResolvers,
  Resolvers,
} from '../generated/graphql.ts';
import { graphError } from '../rest/errors.ts';
import { LAB_NOT_FOUND, RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import type { RequestBody } from '../rest/types.ts';
import { restId } from '../resolvers/ids.ts';

// Every other field is the REST restaurant's own, deliveryDays included (computed by the api
// with @bo/domain's deliveryDaysOf, so one rule serves every client).
const Restaurant: RestaurantResolvers = {
  id: (restaurant) => String(restaurant.id),
  // A laboratory read from /api/labs carries its served ids; otherwise the labs list (one call
  // for every laboratory of the operation) gives them; the restaurants are one batched read.
  servedRestaurants: async (restaurant, _args, ctx) => {
    if (!restaurant.isLab) return [];
    const ids =
      'servedRestaurantIds' in restaurant && Array.isArray(restaurant.servedRestaurantIds)
        ? (restaurant.servedRestaurantIds as number[])
        : await ctx.loaders.servedRestaurantIds(restaurant.id);
    return Promise.all(ids.map((id) => ctx.loaders.restaurant.load(id)));
  },
  // Today in France, the delay, the delivery weekdays: @bo/domain's one rule.
  nextDeliveryDate: (restaurant) =>
    restaurant.isLab
      ? nextDeliveryDate(
          todayIn(BUSINESS_TIME_ZONE),
          restaurant.deliveryDelayDays,
          restaurant.deliveryDays,
        )
      : null,
};

const RestaurantQueries: Pick<QueryResolvers, 'restaurants' | 'restaurant' | 'laboratories'> = {
  restaurants: (_parent, _args, ctx) => ctx.loaders.restaurants(),
  restaurant: (_parent, { id }, ctx) =>
    ctx.loaders.restaurant.load(restId(id, RESTAURANT_NOT_FOUND)),
  laboratories: (_parent, _args, ctx) => ctx.loaders.labs(),
};

const RestaurantMutations: Pick<
  MutationResolvers,
  'createRestaurant' | 'updateRestaurant' | 'deleteRestaurant' | 'setServedRestaurants'
> = {
  createRestaurant: async (_parent, { input }, ctx) => {
    // The api owns the rules (required name and address, formats): its 400 carries the
    // fieldErrors under the same names as RestaurantInput, so the input goes through as is.
    const { restaurant } = await ctx.rest.call('post', '/api/restaurants', {
      body: { ...input } as RequestBody<'/api/restaurants', 'post'>,
    });
    return restaurant;
  },

  updateRestaurant: async (_parent, { id, input }, ctx) => {
    const { restaurant } = await ctx.rest.call('put', '/api/restaurants/{id}', {
      params: { id: restId(id, RESTAURANT_NOT_FOUND) },
      body: { ...input } as RequestBody<'/api/restaurants/{id}', 'put'>,
    });
    return restaurant;
  },

  deleteRestaurant: async (_parent, { id }, ctx) => {
    const restaurantId = restId(id, RESTAURANT_NOT_FOUND);
    await ctx.rest.call('delete', '/api/restaurants/{id}', { params: { id: restaurantId } });
    return String(restaurantId);
  },

  setServedRestaurants: async (_parent, { laboratoryId, restaurantIds }, ctx) => {
    const labId = restId(laboratoryId, LAB_NOT_FOUND);
    const ids = restaurantIds.map((id) => {
      // A malformed id names no restaurant: the api's own wording for an unknown one.
      if (!/^[1-9]\d{0,9}$/.test(id)) {
        const message = `Restaurant introuvable : ${id}`;
        throw graphError('BAD_USER_INPUT', message, { fieldErrors: { restaurantIds: message } });
      }
      return Number(id);
    });
    const { data } = await ctx.rest.call('post', '/api/labs/{id}/restaurants', {
      params: { id: labId },
      body: { restaurantIds: ids },
    });
    ctx.loaders.primeServed(labId, data);
    return ctx.loaders.restaurant.load(labId);
  },
};

export const resolvers: Resolvers = {
  Restaurant,
  Query: RestaurantQueries,
  Mutation: RestaurantMutations,
};
