import { segment } from '../../app/area.ts';

/** Stock levels: `stockPaths` are the router's patterns, `stockUrls` build links. */
export const stockPaths = {
  stocks: '/stocks',
  productStock: '/stocks/product/:productId',
} as const;

export const stockUrls = {
  stocks: () => stockPaths.stocks,
  productStock: (productId: string | number) => `/stocks/product/${segment(productId)}`,
} as const;
