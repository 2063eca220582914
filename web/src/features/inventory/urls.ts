import { segment } from '../../app/area.ts';

/** Inventories: `inventoryPaths` are the router's patterns, `inventoryUrls` build links. */
export const inventoryPaths = {
  inventories: '/inventory',
  inventoryNew: '/inventory/new',
  inventory: '/inventory/:id',
} as const;

export const inventoryUrls = {
  inventories: () => inventoryPaths.inventories,
  inventoryNew: () => inventoryPaths.inventoryNew,
  inventory: (id: string | number) => `/inventory/${segment(id)}`,
} as const;
