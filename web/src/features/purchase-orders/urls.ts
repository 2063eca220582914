import { segment } from '../../app/area.ts';

/** Purchase orders: `purchaseOrderPaths` are the router's patterns, `purchaseOrderUrls` build links. */
export const purchaseOrderPaths = {
  purchaseOrders: '/purchase-orders',
  purchaseOrderNew: '/purchase-orders/new',
  purchaseOrder: '/purchase-orders/:id',
  purchaseOrderEdit: '/purchase-orders/:id/edit',
  purchaseOrderExpedite: '/purchase-orders/:id/expedite',
} as const;

export const purchaseOrderUrls = {
  purchaseOrders: () => purchaseOrderPaths.purchaseOrders,
  purchaseOrderNew: () => purchaseOrderPaths.purchaseOrderNew,
  purchaseOrder: (id: string | number) => `/purchase-orders/${segment(id)}`,
  purchaseOrderEdit: (id: string | number) => `/purchase-orders/${segment(id)}/edit`,
  purchaseOrderExpedite: (id: string | number) => `/purchase-orders/${segment(id)}/expedite`,
} as const;
