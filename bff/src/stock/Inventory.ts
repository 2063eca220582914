import type {
  InventoryLineInput,
  InventoryResolvers,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  SaveInventoryInput,
} from '../generated/graphql.ts';
import type { Context } from '../context.ts';
import { PACKAGING_NOT_FOUND, PRODUCT_NOT_FOUND } from '../catalogue/catalogue-loaders.ts';
import { graphError } from '../rest/errors.ts';
import { EMPLOYEE_NOT_FOUND, RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import { INVENTORY_NOT_FOUND } from './stock-loaders.ts';
import type { RestInventory } from '../rest/types.ts';
import { defined } from '../catalogue/catalogue.ts';
import { inputId, optionalId, orNull, restId } from '../resolvers/ids.ts';
import { restPage } from '../resolvers/paging.ts';

// Inventories in the graph (docs/areas/stock.md#counting): `Inventory`, `Query.inventories` /
// `inventory` and the mutations. A draft is saved with its lines in one call (its lines replaced:
// PUT /api/inventories/{id}/lines); finalizing sets the stock in one transaction on the api's
// side, a second finalization is CONFLICT. Inventories by id and finalized inventories' movements
// cost one batch call for all those asked together (stock-loaders.ts).

const Inventory: InventoryResolvers = {
  id: (inventory) => String(inventory.id),
  restaurant: (inventory, _args, ctx) => ctx.loaders.restaurant.load(inventory.restaurantId),
  countedBy: (inventory, _args, ctx) =>
    inventory.countedById === null
      ? null
      : orNull(ctx.loaders.employee.load(inventory.countedById)),
  lines: async (inventory, _args, ctx) =>
    inventory.lines ?? (await ctx.loaders.inventory.load(inventory.id)).lines ?? [],
  movements: (inventory, _args, ctx) =>
    inventory.status === 'FINALIZED' ? ctx.loaders.inventoryMovements.load(inventory.id) : [],
};

const InventoryQueries: Pick<QueryResolvers, 'inventories' | 'inventory'> = {
  inventories: async (_parent, { restaurantId, status, limit, offset }, ctx) => {
    const body = await ctx.rest.call('get', '/api/inventories', {
      query: {
        ...(restaurantId && {
          restaurantId: String(restId(restaurantId, RESTAURANT_NOT_FOUND)),
        }),
        ...(status && { status }),
        // Lines come with the page: one call whatever the number of inventories.
        include: 'lines',
        ...restPage({ limit, offset }),
      },
    });
    for (const row of body.inventories) ctx.loaders.inventory.clear(row.id).prime(row.id, row);
    return {
      data: body.inventories,
      total: body.total,
      limit: body.limit,
      offset: body.offset,
    };
  },
  inventory: (_parent, { id }, ctx) => ctx.loaders.inventory.load(restId(id, INVENTORY_NOT_FOUND)),
};

/** The graph's lines as the api's, each id checked under its own field. */
const linesBody = (lines: readonly InventoryLineInput[]) =>
  lines.map((line, index) => ({
    productId: inputId(line.productId, `lines.${index}.productId`, PRODUCT_NOT_FOUND),
    packagingId: optionalId(line.packagingId, `lines.${index}.packagingId`, PACKAGING_NOT_FOUND),
    inputQuantity: line.inputQuantity,
  }));

/** A new inventory's body: its restaurant is required (BAD_USER_INPUT under it otherwise). */
function newInventoryBody(input: SaveInventoryInput) {
  if (!input.restaurantId) {
    throw graphError('BAD_USER_INPUT', `Données invalides : Le restaurant est requis`, {
      fieldErrors: { restaurantId: 'Le restaurant est requis' },
    });
  }
  return defined({
    restaurantId: inputId(input.restaurantId, 'restaurantId', RESTAURANT_NOT_FOUND),
    countedById:
      input.countedById === undefined
        ? undefined
        : optionalId(input.countedById, 'countedById', EMPLOYEE_NOT_FOUND),
    note: input.note ?? undefined,
    lines: linesBody(input.lines),
  });
}

/** A draft's lines replaced, its note and counting employee too when given (one transaction). */
async function saveDraft(
  ctx: Context,
  id: string,
  input: SaveInventoryInput,
): Promise<RestInventory> {
  const { inventory } = await ctx.rest.call('put', '/api/inventories/{id}/lines', {
    params: { id: restId(id, INVENTORY_NOT_FOUND) },
    body: defined({
      lines: linesBody(input.lines),
      countedById:
        input.countedById === undefined
          ? undefined
          : optionalId(input.countedById, 'countedById', EMPLOYEE_NOT_FOUND),
      note: input.note,
    }),
  });
  return inventory;
}

/** Finalizes or cancels a draft (the api locks it: a second one is CONFLICT). */
async function setStatus(
  ctx: Context,
  id: string,
  target: 'FINALIZED' | 'CANCELLED',
): Promise<RestInventory> {
  const { inventory } = await ctx.rest.call('put', '/api/inventories/{id}', {
    params: { id: restId(id, INVENTORY_NOT_FOUND) },
    body: { status: target },
  });
  return inventory;
}

const InventoryMutations: Pick<
  MutationResolvers,
  'saveInventory' | 'finalizeInventory' | 'completeInventory' | 'cancelInventory'
> = {
  saveInventory: async (_parent, { input }, ctx) => {
    if (input.id) return saveDraft(ctx, input.id, input);
    const { inventory } = await ctx.rest.call('post', '/api/inventories', {
      body: newInventoryBody(input),
    });
    return inventory;
  },
  // A new inventory is created and finalized in one transaction; a draft named by `id` has its
  // lines saved, then is finalized (a failure of the second step leaves the draft, saved).
  completeInventory: async (_parent, { input }, ctx) => {
    if (input.id) {
      await saveDraft(ctx, input.id, input);
      return setStatus(ctx, input.id, 'FINALIZED');
    }
    const { inventory } = await ctx.rest.call('post', '/api/inventories/complete', {
      body: newInventoryBody(input),
    });
    return inventory;
  },
  finalizeInventory: (_parent, { id }, ctx) => setStatus(ctx, id, 'FINALIZED'),
  cancelInventory: (_parent, { id }, ctx) => setStatus(ctx, id, 'CANCELLED'),
};

export const resolvers: Resolvers = {
  Inventory,
  Query: InventoryQueries,
  Mutation: InventoryMutations,
};
