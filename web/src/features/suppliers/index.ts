import { type Area, lazyScreen } from '../../app/area.ts';
import { supplierPaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** Suppliers. */
export const area: Area = {
  layout: 'purchasing',
  routes: [
    { path: supplierPaths.suppliers, screen: lazyScreen(pages, 'SuppliersPage') },
    { path: supplierPaths.supplierNew, screen: lazyScreen(pages, 'SupplierNewPage') },
    { path: supplierPaths.supplier, screen: lazyScreen(pages, 'SupplierPage') },
    { path: supplierPaths.supplierEdit, screen: lazyScreen(pages, 'SupplierEditPage') },
  ],
};
