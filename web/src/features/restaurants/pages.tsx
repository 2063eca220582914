import { PendingScreen } from '../../ui/PendingScreen.tsx';

/**
 * The screens of this area, loaded as one chunk by the router. Until its issue builds them,
 * each shows its title only (see ui/PendingScreen).
 */

export function RestaurantsPage() {
  return <PendingScreen title="Restaurants" />;
}

export function RestaurantNewPage() {
  return <PendingScreen title="Nouveau restaurant" />;
}

export function RestaurantEditPage() {
  return <PendingScreen title="Modifier le restaurant" />;
}
