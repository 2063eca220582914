/** The screens of this area, loaded as one chunk by the router. */
export { RestaurantsPage } from './RestaurantsPage.tsx';
export { RestaurantNewPage, RestaurantEditPage } from './RestaurantFormPage.tsx';
