import type { ApiArea } from '../http/area.ts';
import { purchaseOrderReceiptsRoutes } from './purchase-order-receipts.routes.ts';
import { purchaseOrdersRoutes } from './purchase-orders.routes.ts';

export const purchasingArea: ApiArea = {
  routes: [...purchaseOrdersRoutes, ...purchaseOrderReceiptsRoutes],
};
