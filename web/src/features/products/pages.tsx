/** The screens of the products area, loaded as one chunk by the router. */
export { ProductsPage } from './ProductsPage.tsx';
export { ProductPage } from './ProductPage.tsx';
