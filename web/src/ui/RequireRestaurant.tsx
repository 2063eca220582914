import type { ReactNode } from 'react';
import { useSelectedRestaurant } from '../lib/restaurant-selection.tsx';
import type { SelectableRestaurant } from '../lib/restaurant-selection.tsx';
import { NoRestaurant } from './NoRestaurant.tsx';
import { PageLoader } from './PageLoader.tsx';

export const SELECT_RESTAURANT_MESSAGE = 'Veuillez sélectionner un restaurant...';

interface RequireRestaurantProps {
  /** The page's own wording when it differs (spec: "wording varies by page"). */
  message?: ReactNode;
  children: (restaurant: SelectableRestaurant) => ReactNode;
}

/**
 * For restaurant-scoped pages: renders the page for the selected restaurant, or asks the user
 * to pick one in the top bar.
 */
export function RequireRestaurant({
  message = SELECT_RESTAURANT_MESSAGE,
  children,
}: RequireRestaurantProps) {
  const { restaurant, restaurants, loading, loadFailed, newRestaurantPath } =
    useSelectedRestaurant();
  if (restaurant) return <>{children(restaurant)}</>;
  if (loading) return <PageLoader />;
  return (
    <NoRestaurant
      message={message}
      restaurants={restaurants}
      newRestaurantPath={newRestaurantPath}
      loadFailed={loadFailed}
    />
  );
}
