import { type Area, lazyScreen } from '../../app/area.ts';
import { productPaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** The chain's products. */
export const area: Area = {
  layout: 'products',
  routes: [
    { path: productPaths.products, screen: lazyScreen(pages, 'ProductsPage') },
    { path: productPaths.product, screen: lazyScreen(pages, 'ProductPage') },
  ],
  chainWide: true,
};
