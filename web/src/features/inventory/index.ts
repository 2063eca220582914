import { type Area, lazyScreen } from '../../app/area.ts';
import { inventoryPaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** Inventories. */
export const area: Area = {
  layout: 'stock',
  routes: [
    { path: inventoryPaths.inventories, screen: lazyScreen(pages, 'InventoriesPage') },
    { path: inventoryPaths.inventoryNew, screen: lazyScreen(pages, 'InventoryNewPage') },
    { path: inventoryPaths.inventory, screen: lazyScreen(pages, 'InventoryPage') },
  ],
};
