import { segment } from '../../app/area.ts';

/** The chain's restaurants: `restaurantPaths` are the router's patterns, `restaurantUrls` build links. */
export const restaurantPaths = {
  restaurants: '/restaurant/restaurants',
  restaurantNew: '/restaurant/restaurants/new',
  restaurantEdit: '/restaurant/restaurants/:id/edit',
} as const;

export const restaurantUrls = {
  restaurants: () => restaurantPaths.restaurants,
  restaurantNew: () => restaurantPaths.restaurantNew,
  restaurantEdit: (id: string | number) => `/restaurant/restaurants/${segment(id)}/edit`,
} as const;
