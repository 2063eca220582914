import { UNIT_DISPLAY } from '@bo/domain';
import type {
  DisplayQuantityResolvers,
  ProductResolvers,
  Resolvers,
  RestaurantResolvers,
  StockLevelResolvers,
} from '../generated/graphql.ts';
import { graphError } from '../rest/errors.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import { restId } from '../resolvers/ids.ts';
import { restPage } from '../resolvers/paging.ts';

// Stock levels in the graph (docs/areas/stock.md): `StockLevel` (status, display unit and value
// computed by the api with the domain's rules), `Restaurant.stocks`, `stockSummary`, `stockAlerts`
// and `Product.stock(restaurantId)`. A restaurant's page of stocks costs one call per restaurant
// (a page is per restaurant); summaries and alerts one call for every restaurant asked together;
// products' levels asked together one call per restaurant (stock-loaders.ts).

const StockLevel: StockLevelResolvers = {
  product: (level, _args, ctx) => ctx.loaders.product.load(level.productId),
  restaurant: (level, _args, ctx) => ctx.loaders.restaurant.load(level.restaurantId),
};

/** The display unit as read: kg, g, L, cL, mL or pièce. */
const DisplayQuantity: DisplayQuantityResolvers = {
  unit: (display) => UNIT_DISPLAY[display.unit],
};

const RestaurantStock: Pick<RestaurantResolvers, 'stocks' | 'stockSummary' | 'stockAlerts'> = {
  stocks: async (restaurant, { filter, limit, offset }, ctx) => {
    const body = await ctx.rest.call('get', '/api/product-stocks/restaurant/{id}', {
      params: { id: restaurant.id },
      query: {
        ...(filter?.search && { search: filter.search }),
        ...(filter?.status && { status: filter.status }),
        ...restPage({ limit, offset }),
      },
    });
    for (const level of body.stocks) {
      ctx.loaders.stockLevel.prime(level, level);
    }
    return { data: body.stocks, total: body.total, limit: body.limit, offset: body.offset };
  },
  stockSummary: async (restaurant, _args, ctx) => {
    const [summary] = await ctx.loaders.stockSummary.load(restaurant.id);
    // The api answers every restaurant the caller sees: none is one he no longer sees.
    if (!summary) throw graphError('NOT_FOUND', RESTAURANT_NOT_FOUND);
    return summary;
  },
  stockAlerts: (restaurant, { threshold }, ctx) =>
    ctx.loaders.stockAlerts.load({ restaurantId: restaurant.id, threshold: threshold ?? null }),
};

const ProductStock: Pick<ProductResolvers, 'stock'> = {
  stock: async (product, { restaurantId }, ctx) => {
    const id = restId(restaurantId, RESTAURANT_NOT_FOUND);
    // A restaurant the caller cannot see is NOT_FOUND, as everywhere.
    await ctx.loaders.restaurant.load(id);
    return ctx.loaders.stockLevel.load({ restaurantId: id, productId: product.id });
  },
};

export const resolvers: Resolvers = {
  StockLevel,
  DisplayQuantity,
  Restaurant: RestaurantStock,
  Product: ProductStock,
};
