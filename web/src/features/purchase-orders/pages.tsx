import { PendingScreen } from '../../ui/PendingScreen.tsx';

/**
 * The screens of this area, loaded as one chunk by the router. Until its issue builds them,
 * each shows its title only (see ui/PendingScreen).
 */

export function PurchaseOrdersPage() {
  return <PendingScreen title="Bons de commande émis" />;
}

export function PurchaseOrderNewPage() {
  return <PendingScreen title="Nouveau bon de commande" />;
}

export function PurchaseOrderPage() {
  return <PendingScreen title="Bon de commande" />;
}

export function PurchaseOrderEditPage() {
  return <PendingScreen title="Modifier le bon de commande" />;
}

export function PurchaseOrderExpeditePage() {
  return <PendingScreen title="Contrôle à expédition" />;
}
