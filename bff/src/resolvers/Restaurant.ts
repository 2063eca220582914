import type { RestaurantResolvers } from '../generated/graphql.ts';

// Every other field is the REST restaurant's own, deliveryDays included (computed by the api
// with @bo/domain's deliveryDaysOf, so one rule serves every client).
export const Restaurant: RestaurantResolvers = {
  id: (restaurant) => String(restaurant.id),
};
