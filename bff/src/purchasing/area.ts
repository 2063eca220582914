import type { GraphArea } from '../areas.ts';
import { resolvers as PurchaseOrder } from './PurchaseOrder.ts';
import { resolvers as PurchaseOrderLine } from './PurchaseOrderLine.ts';
import { resolvers as Reception } from './Reception.ts';
import { createPurchasingLoaders } from './purchasing-loaders.ts';

export const purchasingArea = {
  resolvers: [PurchaseOrder, PurchaseOrderLine, Reception],
  loaders: [createPurchasingLoaders],
} satisfies GraphArea;
