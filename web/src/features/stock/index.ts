import { type Area, lazyScreen } from '../../app/area.ts';
import { stockPaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** Stock levels. */
export const area: Area = {
  layout: 'stock',
  routes: [
    { path: stockPaths.stocks, screen: lazyScreen(pages, 'StocksPage') },
    { path: stockPaths.productStock, screen: lazyScreen(pages, 'ProductStockPage') },
  ],
};
