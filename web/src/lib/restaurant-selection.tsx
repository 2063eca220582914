import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { sortForPicker } from '@bo/domain';
import { graphql } from '../gql';
import type { RestaurantSelection_RestaurantFragment } from '../gql/graphql';

/** The fields the shell needs of each restaurant (picker, menu, page subtitles). */
export const RestaurantSelectionFragment = graphql(`
  fragment RestaurantSelection_restaurant on Restaurant {
    id
    name
    address
    isLab
  }
`);

export const SelectableRestaurantsQuery = graphql(`
  query SelectableRestaurants {
    restaurants {
      ...RestaurantSelection_restaurant
    }
  }
`);

export type SelectableRestaurant = RestaurantSelection_RestaurantFragment;

/**
 * Local storage key of the selected restaurant's id (docs/areas/platform.md#selected-restaurant).
 */
export const SELECTED_RESTAURANT_KEY = 'selectedRestaurant';

/**
 * Asked before the user's pick in the picker changes the restaurant; calls `proceed` when the
 * change may happen (a screen holding unsaved work asks first).
 */
export type SelectionGuard = (proceed: () => void) => void;

export interface RestaurantSelection {
  /** The current restaurant; null while loading or when the user sees no restaurant. */
  restaurant: SelectableRestaurant | null;
  /** The restaurants the user sees, in the picker's order. */
  restaurants: SelectableRestaurant[];
  /** The user's pick: waits for the guard when a screen set one. */
  select(id: string): void;
  /**
   * The picker follows the page to its own restaurant, without asking the guard: the page and
   * what is typed on it stay (useFollowRestaurant).
   */
  follow(id: string): void;
  /** Sets (or, with null, removes) the guard of the user's picks: one screen at a time. */
  guardSelection(guard: SelectionGuard | null): void;
  loading: boolean;
  /**
   * The list could not be loaded: `restaurants` is empty but says nothing, so pages show the
   * failure, never the first-restaurant notice.
   */
  loadFailed: boolean;
  /**
   * After an update: the restaurant changes in the list and, when selected, in the selection
   * (docs/areas/platform.md#selected-restaurant). Writes through the Apollo cache, so every query
   * showing it follows.
   */
  replace(updated: SelectableRestaurant): void;
  /**
   * After a creation: the new restaurant joins the list (in the cache of the picker's query, no
   * refetch) and becomes the selection.
   */
  add(created: SelectableRestaurant): void;
  /** The page creating a restaurant, offered to a user who sees none (given by the app). */
  newRestaurantPath: string | null;
}

/**
 * The selection's context. The app fills it through RestaurantSelectionProvider only; tests
 * also give it a selection the provider never holds (restaurants to pick from, none picked).
 */
export const SelectionContext = createContext<RestaurantSelection | null>(null);

function readStoredId(): string | null {
  try {
    return localStorage.getItem(SELECTED_RESTAURANT_KEY);
  } catch {
    return null;
  }
}

function storeId(id: string) {
  try {
    localStorage.setItem(SELECTED_RESTAURANT_KEY, id);
  } catch {
    // Private browsing may refuse storage: the selection then lasts for the tab only.
  }
}

export function RestaurantSelectionProvider({
  children,
  newRestaurantPath = null,
}: {
  children: ReactNode;
  /** See RestaurantSelection.newRestaurantPath (lib/ does not know the app's routes). */
  newRestaurantPath?: string | null;
}) {
  const client = useApolloClient();
  const { data, loading, error } = useQuery(SelectableRestaurantsQuery);
  const [selectedId, setSelectedId] = useState<string | null>(readStoredId);

  const restaurants = useMemo(() => sortForPicker(data?.restaurants ?? []), [data]);
  // A stored id the user no longer sees (deleted, other account) falls back to the first.
  const restaurant =
    restaurants.find((r) => r.id === selectedId) ?? (restaurants.length ? restaurants[0]! : null);

  // The fallback (first of the list) becomes the choice, in state (so a later re-sort of the list
  // does not move it) and in storage, as the spec asks. Adjusting state during render, not in an
  // effect, avoids rendering the previous choice once more.
  // A restaurant just added is selected before the list (the cache) shows it: keep that choice.
  const [added, setAdded] = useState<string | null>(null);
  if (added !== null && restaurants.some((r) => r.id === added)) setAdded(null);
  if (restaurant && restaurant.id !== selectedId && (added === null || added !== selectedId)) {
    setSelectedId(restaurant.id);
  }
  useEffect(() => {
    if (selectedId) storeId(selectedId);
  }, [selectedId]);

  const guard = useRef<SelectionGuard | null>(null);
  const select = useCallback((id: string) => {
    const asked = guard.current;
    if (asked) asked(() => setSelectedId(id));
    else setSelectedId(id);
  }, []);
  const guardSelection = useCallback((next: SelectionGuard | null) => {
    guard.current = next;
  }, []);

  const replace = useCallback(
    (updated: SelectableRestaurant) => {
      client.cache.writeFragment({
        id: client.cache.identify({ __typename: 'Restaurant', id: updated.id }),
        fragment: RestaurantSelectionFragment,
        fragmentName: 'RestaurantSelection_restaurant',
        // The fragment's type has no __typename; the cache wants it to normalise the entity.
        data: { __typename: 'Restaurant', ...updated } as SelectableRestaurant,
      });
    },
    [client],
  );

  const add = useCallback(
    (created: SelectableRestaurant) => {
      const entry = { __typename: 'Restaurant', ...created } as SelectableRestaurant;
      client.cache.updateQuery({ query: SelectableRestaurantsQuery }, (current) =>
        current && !current.restaurants.some((r) => r.id === created.id)
          ? { ...current, restaurants: [...current.restaurants, entry] }
          : current,
      );
      setAdded(created.id);
      setSelectedId(created.id);
    },
    [client],
  );

  const value = useMemo<RestaurantSelection>(
    () => ({
      restaurant,
      restaurants,
      select,
      follow: setSelectedId,
      guardSelection,
      loading: loading && !data,
      loadFailed: !data && error !== undefined,
      replace,
      add,
      newRestaurantPath,
    }),
    [
      restaurant,
      restaurants,
      select,
      guardSelection,
      loading,
      data,
      error,
      replace,
      add,
      newRestaurantPath,
    ],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

export function useSelectedRestaurant(): RestaurantSelection {
  const value = useContext(SelectionContext);
  if (!value)
    throw new Error('useSelectedRestaurant must be used inside RestaurantSelectionProvider');
  return value;
}

/**
 * A page that belongs to a restaurant (an inventory, an order: its issuer, or the laboratory it was
 * sent to) makes the picker follow it: when the selection is none of `owners`, the first of them
 * the user sees becomes the selection, so the picker never names another restaurant than the
 * page's. Nothing happens while `owners` is null (the page is loading).
 */
export function useFollowRestaurant(owners: readonly string[] | null): void {
  const { restaurant, restaurants, follow } = useSelectedRestaurant();
  const key = owners?.join(',') ?? null;
  useEffect(() => {
    if (key === null || restaurants.length === 0) return;
    const ids = key.split(',');
    if (restaurant && ids.includes(restaurant.id)) return;
    const owner = ids.find((id) => restaurants.some((r) => r.id === id));
    if (owner) follow(owner);
  }, [key, restaurant, restaurants, follow]);
}
