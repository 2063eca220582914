import { type Area, lazyScreen } from '../../app/area.ts';
import { restaurantPaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** The chain's restaurants. */
export const area: Area = {
  layout: 'restaurant',
  routes: [
    { path: restaurantPaths.restaurants, screen: lazyScreen(pages, 'RestaurantsPage') },
    { path: restaurantPaths.restaurantNew, screen: lazyScreen(pages, 'RestaurantNewPage') },
    { path: restaurantPaths.restaurantEdit, screen: lazyScreen(pages, 'RestaurantEditPage') },
  ],
  redirects: [
    { from: '/restaurants', to: restaurantPaths.restaurants },
    { from: '/restaurant', to: restaurantPaths.restaurants },
  ],
};
