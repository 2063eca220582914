import { PendingScreen } from '../../ui/PendingScreen.tsx';

/**
 * The screens of this area, loaded as one chunk by the router. Until its issue builds them,
 * each shows its title only (see ui/PendingScreen).
 */

export function SuppliersPage() {
  return <PendingScreen title="Fournisseurs" />;
}

export function SupplierNewPage() {
  return <PendingScreen title="Nouveau fournisseur" />;
}

export function SupplierPage() {
  return <PendingScreen title="Fournisseur" />;
}

export function SupplierEditPage() {
  return <PendingScreen title="Modifier le fournisseur" />;
}
