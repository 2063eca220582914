import { PendingScreen } from '../../ui/PendingScreen.tsx';

/** The screens of the products area, loaded as one chunk by the router. */
export { ProductsPage } from './ProductsPage.tsx';

export function ProductPage() {
  return <PendingScreen title="Fiche produit" />;
}
