import { segment } from '../../app/area.ts';

/** The chain's products: `productPaths` are the router's patterns, `productUrls` build links. */
export const productPaths = {
  products: '/products',
  product: '/products/:id',
} as const;

export const productUrls = {
  products: () => productPaths.products,
  product: (id: string | number) => `/products/${segment(id)}`,
} as const;
