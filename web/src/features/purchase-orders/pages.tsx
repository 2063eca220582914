import { PendingScreen } from '../../ui/PendingScreen.tsx';

/**
 * The screens of this area, loaded as one chunk by the router: each lives in its own file and is
 * named here under the name the area's index expects.
 */

export { PurchaseOrdersPage } from './ListPage.tsx';
export { PurchaseOrderPage } from './DetailPage.tsx';

export function PurchaseOrderNewPage() {
  return <PendingScreen title="Nouveau bon de commande" />;
}

export function PurchaseOrderEditPage() {
  return <PendingScreen title="Modifier le bon de commande" />;
}

export function PurchaseOrderExpeditePage() {
  return <PendingScreen title="Contrôle à expédition" />;
}
