import { rolesForTransition } from '@bo/domain';
import { type Area, lazyScreen } from '../../app/area.ts';
import { purchaseOrderPaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** Purchase orders. */
export const area: Area = {
  layout: 'purchasing',
  routes: [
    { path: purchaseOrderPaths.purchaseOrders, screen: lazyScreen(pages, 'PurchaseOrdersPage') },
    {
      path: purchaseOrderPaths.purchaseOrderNew,
      screen: lazyScreen(pages, 'PurchaseOrderNewPage'),
    },
    { path: purchaseOrderPaths.purchaseOrder, screen: lazyScreen(pages, 'PurchaseOrderPage') },
    {
      path: purchaseOrderPaths.purchaseOrderEdit,
      screen: lazyScreen(pages, 'PurchaseOrderEditPage'),
      roles: rolesForTransition('EDIT'),
    },
    {
      path: purchaseOrderPaths.purchaseOrderExpedite,
      screen: lazyScreen(pages, 'PurchaseOrderExpeditePage'),
      roles: rolesForTransition('EXPEDITE'),
    },
  ],
};
