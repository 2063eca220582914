import { useMemo, type ReactNode } from 'react';
import { SelectionContext } from '../lib/restaurant-selection.tsx';
import type { RestaurantSelection, SelectableRestaurant } from '../lib/restaurant-selection.tsx';
import { DEMO_RESTAURANTS } from './renderApp.tsx';

const ignore = () => {};

/**
 * Restaurants to pick from and none picked: the state in which a restaurant-scoped page asks to
 * select one. RestaurantSelectionProvider selects the first restaurant as soon as there is one,
 * and a user who sees none is told how to get the first one instead (ui/NoRestaurant), so tests
 * of the request give the selection directly.
 */
export function NothingSelected({
  restaurants = DEMO_RESTAURANTS,
  children,
}: {
  restaurants?: SelectableRestaurant[];
  children: ReactNode;
}) {
  const value = useMemo<RestaurantSelection>(
    () => ({
      restaurant: null,
      restaurants,
      loading: false,
      loadFailed: false,
      select: ignore,
      follow: ignore,
      guardSelection: ignore,
      replace: ignore,
      add: ignore,
      newRestaurantPath: null,
    }),
    [restaurants],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}
