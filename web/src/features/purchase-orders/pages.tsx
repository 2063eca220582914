/**
 * The screens of this area, loaded as one chunk by the router: each lives in its own file and is
 * named here under the name the area's index expects.
 */

export { PurchaseOrdersPage } from './ListPage.tsx';
export { PurchaseOrderPage } from './DetailPage.tsx';

export { PurchaseOrderNewPage, PurchaseOrderEditPage } from './FormPage.tsx';
export { PurchaseOrderExpeditePage } from './ExpeditePage.tsx';
