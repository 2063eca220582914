import { UNIT_DISPLAY } from '@bo/domain';
import type {
  DisplayQuantityResolvers,
  ProductResolvers,
  Resolvers,
  RestaurantResolvers,
  StockLevelResolvers,
} from '../generated/graphql.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/loaders.ts';
import { restId } from './ids.ts';
import { restPage } from './paging.ts';

// Stock levels in the graph (docs/areas/stock.md): `StockLevel` (status, display unit and value
// computed by the api with the domain's rules), `Restaurant.stocks`, `stockSummary`, `stockAlerts`
// and `Product.stock(restaurantId)`. The restaurant's lists cost one call each per restaurant;
// products' levels asked together cost one call per restaurant (rest/stock-loaders.ts).

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
  stockSummary: async (restaurant, _args, ctx) =>
    (
      await ctx.rest.call('get', '/api/product-stocks/summary/restaurant/{id}', {
        params: { id: restaurant.id },
      })
    ).summary,
  stockAlerts: async (restaurant, { threshold }, ctx) =>
    (
      await ctx.rest.call('get', '/api/product-stocks/alerts/restaurant/{id}', {
        params: { id: restaurant.id },
        query:
          threshold === null || threshold === undefined ? {} : { threshold: String(threshold) },
      })
    ).stocks,
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
