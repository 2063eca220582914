import { type Area, lazyScreen } from '../../app/area.ts';
import { internalSalePaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** Sales between a laboratory and the restaurants. */
export const area: Area = {
  layout: 'purchasing',
  routes: [
    { path: internalSalePaths.internalSales, screen: lazyScreen(pages, 'InternalSalesPage') },
  ],
};
