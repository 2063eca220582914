import { BUSINESS_TIME_ZONE, nextDeliveryDate, todayIn } from '@bo/domain';
import type { RestaurantResolvers } from '../generated/graphql.ts';

// Every other field is the REST restaurant's own, deliveryDays included (computed by the api
// with @bo/domain's deliveryDaysOf, so one rule serves every client).
export const Restaurant: RestaurantResolvers = {
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
