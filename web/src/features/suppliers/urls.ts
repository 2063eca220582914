import { segment } from '../../app/area.ts';

/** Suppliers: `supplierPaths` are the router's patterns, `supplierUrls` build links. */
export const supplierPaths = {
  suppliers: '/suppliers',
  supplierNew: '/suppliers/new',
  supplier: '/suppliers/:id',
  supplierEdit: '/suppliers/:id/edit',
} as const;

export const supplierUrls = {
  suppliers: () => supplierPaths.suppliers,
  supplierNew: () => supplierPaths.supplierNew,
  supplier: (id: string | number) => `/suppliers/${segment(id)}`,
  supplierEdit: (id: string | number) => `/suppliers/${segment(id)}/edit`,
} as const;
