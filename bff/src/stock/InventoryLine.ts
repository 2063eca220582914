import type { InventoryLineResolvers, Resolvers } from '../generated/graphql.ts';

// A counted line in the graph: its product through the batched product read, its packaging from
// the product's sheet (null when counted in base units or the packaging was deleted: the line
// keeps its copied name, quantity and unit).

const InventoryLine: InventoryLineResolvers = {
  id: (line) => String(line.id),
  product: (line, _args, ctx) => ctx.loaders.product.load(line.productId),
  packaging: async (line, _args, ctx) => {
    if (line.packagingId === null) return null;
    const sheet = await ctx.loaders.productDetail.load(line.productId);
    return sheet.packagings.find((packaging) => packaging.id === line.packagingId) ?? null;
  },
};

export const resolvers: Resolvers = { InventoryLine };
