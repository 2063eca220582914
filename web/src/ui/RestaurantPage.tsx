import { Fragment, type ReactNode } from 'react';
import type { SelectableRestaurant } from '../app/restaurant-selection.tsx';
import { useSelectedRestaurant } from '../app/restaurant-selection.tsx';
import { PageHeader } from './PageHeader.tsx';
import { ReadOnlyBadge } from './ReadOnlyBadge.tsx';
import { RequireRestaurant } from './RequireRestaurant.tsx';
import type { Permissions } from './usePermissions.ts';

interface RestaurantPageProps {
  title: string;
  /** The user's rights in the page's area: none at all shows 'Lecture seule'. */
  permissions: Permissions;
  /** The header's buttons, shown even before a restaurant is selected. */
  actions: ReactNode;
  /** The page's "select a restaurant" wording. */
  selectMessage: ReactNode;
  /** The page's content for the selected restaurant, mounted afresh when the selection changes. */
  children: (restaurant: SelectableRestaurant) => ReactNode;
}

/** A restaurant-scoped list page: the header (restaurant name, read-only badge), then the lists. */
export function RestaurantPage({
  title,
  permissions,
  actions,
  selectMessage,
  children,
}: RestaurantPageProps) {
  const { restaurant } = useSelectedRestaurant();
  return (
    <>
      <PageHeader
        title={title}
        subtitle={restaurant?.name}
        badges={permissions.readOnly ? <ReadOnlyBadge /> : null}
        actions={actions}
      />
      <RequireRestaurant message={selectMessage}>
        {(selected) => <Fragment key={selected.id}>{children(selected)}</Fragment>}
      </RequireRestaurant>
    </>
  );
}
