import { useParams } from 'react-router-dom';
import { PendingScreen } from '../../ui/PendingScreen.tsx';

/**
 * The screens of this area, loaded as one chunk by the router. Until its issue builds them,
 * each shows its title only (see ui/PendingScreen).
 */

export function InventoriesPage() {
  return <PendingScreen title="Inventaires" />;
}

export function InventoryNewPage() {
  return <PendingScreen title="Nouvel inventaire" />;
}

export function InventoryPage() {
  const { id } = useParams();
  return <PendingScreen title={`Inventaire #${id ?? ''}`} />;
}
