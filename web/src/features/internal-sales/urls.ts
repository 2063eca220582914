/** Sales between a laboratory and the restaurants: `internalSalePaths` are the router's patterns, `internalSaleUrls` build links. */
export const internalSalePaths = {
  internalSales: '/internal-sales',
} as const;

export const internalSaleUrls = {
  internalSales: () => internalSalePaths.internalSales,
} as const;
