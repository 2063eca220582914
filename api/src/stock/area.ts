import type { ApiArea } from '../http/area.ts';
import { inventoriesRoutes } from './inventories.routes.ts';
import { stockRoutes } from './stock.routes.ts';

export const stockArea: ApiArea = {
  routes: [...stockRoutes, ...inventoriesRoutes],
};
