import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useFollowRestaurant } from '../../lib/restaurant-selection.tsx';
import { RequireRestaurant } from '../../ui/RequireRestaurant.tsx';
import { CountingScreen } from './CountingScreen.tsx';
import { InventoryQuery } from './documents.ts';
import { inventoryMessages as t } from './messages.ts';
import { inventoryUrls } from './urls.ts';

export { InventoriesPage } from './InventoriesPage.tsx';

/** /inventory/new: a count of the selected restaurant. */
export function InventoryNewPage() {
  return (
    <RequireRestaurant message={t.selectRestaurantForInventory}>
      {(restaurant) => (
        <CountingScreen key={restaurant.id} restaurant={restaurant} inventory={null} />
      )}
    </RequireRestaurant>
  );
}

/** /inventory/{id}: an inventory, whatever restaurant is selected; a failed load goes back. */
export function InventoryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = useQuery(InventoryQuery, { variables: { id } });
  useFollowRestaurant(data ? [data.inventory.restaurant.id] : null);
  useEffect(() => {
    if (!error) return;
    console.error('[inventory] loading failed', error);
    void navigate(inventoryUrls.inventories(), { replace: true });
  }, [error, navigate]);
  if (!data) return <PageLoader />;
  return (
    <CountingScreen
      key={data.inventory.id}
      restaurant={data.inventory.restaurant}
      inventory={data.inventory}
    />
  );
}
