import type {
  MutationResolvers,
  Resolvers,
  RestaurantResolvers,
  StockMovementResolvers,
} from '../generated/graphql.ts';
import { PRODUCT_NOT_FOUND } from '../catalogue/catalogue-loaders.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import { orNull, inputId, restId } from '../resolvers/ids.ts';
import { restPage } from '../resolvers/paging.ts';
import { defined } from '../catalogue/catalogue.ts';

// Stock movements in the graph (docs/areas/stock.md#movements): `StockMovement`,
// `Restaurant.stockMovements` and `Mutation.recordStockMovement` (the api converts the unit,
// locks the stock and refuses an OUT beyond it: CONFLICT).

const StockMovement: StockMovementResolvers = {
  id: (movement) => String(movement.id),
  product: (movement, _args, ctx) => ctx.loaders.product.load(movement.productId),
  restaurant: (movement, _args, ctx) => ctx.loaders.restaurant.load(movement.restaurantId),
  inventory: (movement, _args, ctx) =>
    movement.inventoryId === null ? null : orNull(ctx.loaders.inventory.load(movement.inventoryId)),
};

const RestaurantMovements: Pick<RestaurantResolvers, 'stockMovements'> = {
  stockMovements: async (restaurant, { productId, from, to, limit, offset }, ctx) => {
    const body = await ctx.rest.call('get', '/api/stock-movements/restaurant/{id}', {
      params: { id: restaurant.id },
      query: {
        ...(productId && { productId: String(restId(productId, PRODUCT_NOT_FOUND)) }),
        ...(from && { from }),
        ...(to && { to }),
        ...restPage({ limit, offset }),
      },
    });
    return { data: body.movements, total: body.total, limit: body.limit, offset: body.offset };
  },
};

const MovementMutations: Pick<MutationResolvers, 'recordStockMovement'> = {
  recordStockMovement: async (_parent, { input }, ctx) => {
    const { movement } = await ctx.rest.call('post', '/api/stock-movements', {
      body: defined({
        restaurantId: inputId(input.restaurantId, 'restaurantId', RESTAURANT_NOT_FOUND),
        productId: inputId(input.productId, 'productId', PRODUCT_NOT_FOUND),
        type: input.type,
        reason: input.reason ?? undefined,
        quantity: input.quantity,
        unit: input.unit ?? undefined,
        note: input.note ?? undefined,
        occurredAt: input.occurredAt ?? undefined,
      }),
    });
    return movement;
  },
};

export const resolvers: Resolvers = {
  StockMovement,
  Restaurant: RestaurantMovements,
  Mutation: MovementMutations,
};
