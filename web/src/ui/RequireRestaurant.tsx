import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { useSelectedRestaurant } from '../lib/restaurant-selection.tsx';
import type { SelectableRestaurant } from '../lib/restaurant-selection.tsx';
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
  const { restaurant, loading } = useSelectedRestaurant();
  if (restaurant) return <>{children(restaurant)}</>;
  if (loading) return <PageLoader />;
  return (
    <Alert severity="warning" variant="outlined" sx={{ bgcolor: 'rgba(199, 119, 0, 0.05)' }}>
      {message}
    </Alert>
  );
}
