import type { PurchaseOrderLineResolvers, Resolvers } from '../generated/graphql.ts';
import { orNull } from '../resolvers/ids.ts';

// An order's line: its own fields are the snapshots taken at the order; its article and product
// are batched reads (every line of every order of an operation in one call each), null once
// deleted or out of the caller's sight.

const PurchaseOrderLine: PurchaseOrderLineResolvers = {
  id: (line) => String(line.id),
  article: (line, _args, ctx) =>
    line.articleId === null ? null : orNull(ctx.loaders.article.load(line.articleId)),
  product: (line, _args, ctx) =>
    line.productId === null ? null : orNull(ctx.loaders.product.load(line.productId)),
};

export const resolvers: Resolvers = { PurchaseOrderLine };
