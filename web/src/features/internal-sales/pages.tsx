/** The screens of this area, loaded as one chunk by the router. */
export { InternalSalesPage } from './InternalSalesPage.tsx';
