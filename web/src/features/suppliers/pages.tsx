/** The screens of this area, loaded as one chunk by the router. */
export { SuppliersPage } from './SuppliersPage.tsx';
export { SupplierPage } from './SupplierPage.tsx';
export { SupplierNewPage, SupplierEditPage } from './SupplierFormPage.tsx';
