import { GraphQLError } from 'graphql';
import type {
  MutationResolvers,
  PurchaseOrderFilter,
  PurchaseOrderInput,
  PurchaseOrderResolvers,
  PurchaseOrderSort,
  PurchaseOrderSortField,
  QueryResolvers,
  Resolvers,
} from '../generated/graphql.ts';
import type { Context } from '../context.ts';
import { ARTICLE_NOT_FOUND, SUPPLIER_NOT_FOUND } from '../catalogue/catalogue-loaders.ts';
import { renameFieldErrors } from '../rest/errors.ts';
import { LAB_NOT_FOUND, RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import { PURCHASE_ORDER_NOT_FOUND } from './purchasing-loaders.ts';
import type { RestPurchaseOrder, RestReception } from '../rest/types.ts';
import { defined, externalSupplier, laboratory } from '../catalogue/catalogue.ts';
import { inputId, orNull, restId } from '../resolvers/ids.ts';
import { issuerCard } from '../resolvers/issuer-card.ts';
import { restPage, restSort } from '../resolvers/paging.ts';

// Purchase orders in the graph (docs/areas/purchasing.md): `PurchaseOrder`, `Query.purchaseOrders`
// / `internalSales` / `purchaseOrder` and the order's mutations, each one REST route (an update
// that sends is the draft's PUT then its send). An order comes with its lines, receptions and the
// caller's allowed transitions, and its issuing restaurant's card; its supplier, articles and
// products are batched reads.

/** The receptions with each line joined to the order's line it received. */
function receptionsOf(order: RestPurchaseOrder): RestReception[] {
  const lines = new Map(order.lines.map((line) => [line.id, line]));
  return order.receptions.map((reception) => ({
    ...reception,
    lines: reception.lines.flatMap((line) => {
      const ordered = lines.get(line.purchaseOrderLineId);
      return ordered ? [{ ...line, line: ordered, restaurantId: order.restaurantId }] : [];
    }),
  }));
}

const PurchaseOrder: PurchaseOrderResolvers = {
  id: (order) => String(order.id),
  // The existing sellers' reads (one GET /api/suppliers or /api/labs for the whole operation);
  // a seller deleted since, or a laboratory the caller does not see, is null (supplierName stays).
  supplier: (order, _args, ctx) => {
    if (order.supplierKind === 'LABORATORY') {
      return order.labId === null ? null : orNull(laboratory(ctx, order.labId));
    }
    return order.supplierId === null ? null : orNull(externalSupplier(ctx, order.supplierId));
  },
  // The api's card of the issuing restaurant, given to whoever reads the order (a laboratory's
  // MANAGER too): no REST call; the fields beyond the card are guarded (issuer-card.ts).
  restaurant: (order) => issuerCard(order.restaurant),
  receptions: (order) => receptionsOf(order),
};

const SORT_FIELDS: Record<
  PurchaseOrderSortField,
  'createdAt' | 'reference' | 'expectedDate' | 'subtotalHT' | 'status'
> = {
  CREATED_AT: 'createdAt',
  REFERENCE: 'reference',
  EXPECTED_DATE: 'expectedDate',
  SUBTOTAL_HT: 'subtotalHT',
  STATUS: 'status',
};

interface ListArgs {
  filter?: PurchaseOrderFilter | null;
  sort?: PurchaseOrderSort | null;
  limit?: number | null;
  offset?: number | null;
}

/** One page of orders (issued by a restaurant, or received by a laboratory), each primed. */
async function orderPage(
  ctx: Context,
  scope: { restaurantId: number } | { labId: number; restaurantId?: number },
  { filter, sort, limit, offset }: ListArgs,
) {
  const supplierKind = filter?.supplierKind ?? undefined;
  const supplierId = filter?.supplierId
    ? restId(filter.supplierId, supplierKind === 'LABORATORY' ? LAB_NOT_FOUND : SUPPLIER_NOT_FOUND)
    : undefined;
  const body = await ctx.rest.call('get', '/api/purchase-orders', {
    query: {
      ...Object.fromEntries(Object.entries(scope).map(([key, id]) => [key, String(id)])),
      ...(filter?.search && { search: filter.search }),
      ...(filter?.status && { status: filter.status }),
      ...(supplierKind && { supplierKind }),
      ...(supplierId !== undefined && { supplierId: String(supplierId) }),
      ...restSort(sort, SORT_FIELDS),
      ...restPage({ limit, offset }),
    },
  });
  for (const order of body.purchaseOrders)
    ctx.loaders.purchaseOrder.clear(order.id).prime(order.id, order);
  return { data: body.purchaseOrders, total: body.total, limit: body.limit, offset: body.offset };
}

const PurchaseOrderQueries: Pick<
  QueryResolvers,
  'purchaseOrders' | 'internalSales' | 'purchaseOrder'
> = {
  purchaseOrders: (_parent, { restaurantId, ...args }, ctx) =>
    orderPage(ctx, { restaurantId: restId(restaurantId, RESTAURANT_NOT_FOUND) }, args),
  internalSales: (_parent, { labId, ...args }, ctx) => {
    const issuer = args.filter?.restaurantId;
    return orderPage(
      ctx,
      {
        labId: restId(labId, LAB_NOT_FOUND),
        ...(issuer && { restaurantId: restId(issuer, RESTAURANT_NOT_FOUND) }),
      },
      args,
    );
  },
  purchaseOrder: (_parent, { id }, ctx) =>
    ctx.loaders.purchaseOrder.load(restId(id, PURCHASE_ORDER_NOT_FOUND)),
};

/** The REST body's names that are not the graph input's: `lines.3.quantityOrdered` → `lines.3.quantity`. */
const graphField = (path: string) =>
  path.replace(/^labId$/, 'supplierId').replace(/^(lines\.\d+\.)quantityOrdered$/, '$1quantity');

/** The api's field errors under PurchaseOrderInput's names. */
const rethrow = (error: unknown): never => {
  throw error instanceof GraphQLError ? renameFieldErrors(error, graphField) : error;
};

/** The input as the REST body: the supplier named by its kind, each id checked under its field. */
function orderBody(input: PurchaseOrderInput) {
  const laboratoryOrder = input.supplierKind === 'LABORATORY';
  const supplierId = inputId(
    input.supplierId,
    'supplierId',
    laboratoryOrder ? LAB_NOT_FOUND : SUPPLIER_NOT_FOUND,
  );
  return defined({
    restaurantId: inputId(input.restaurantId, 'restaurantId', RESTAURANT_NOT_FOUND),
    ...(laboratoryOrder ? { labId: supplierId } : { supplierId }),
    expectedDate: input.expectedDate,
    notes: input.notes,
    lines: input.lines.map((line, index) => ({
      articleId: inputId(line.articleId, `lines.${index}.articleId`, ARTICLE_NOT_FOUND),
      quantityOrdered: line.quantity,
    })),
  });
}

type Transition = 'send' | 'resend-email' | 'acknowledge' | 'refuse' | 'cancel';

async function transition(
  ctx: Context,
  id: string,
  name: Transition,
  reason?: string | null,
): Promise<RestPurchaseOrder> {
  const params = { id: restId(id, PURCHASE_ORDER_NOT_FOUND) };
  const withReason = { params, body: defined({ reason }) };
  const answer = await (name === 'send'
    ? ctx.rest.call('post', '/api/purchase-orders/{id}/send', { params })
    : name === 'resend-email'
      ? ctx.rest.call('post', '/api/purchase-orders/{id}/resend-email', { params })
      : name === 'acknowledge'
        ? ctx.rest.call('post', '/api/purchase-orders/{id}/acknowledge', { params })
        : name === 'refuse'
          ? ctx.rest.call('post', '/api/purchase-orders/{id}/refuse', withReason)
          : // The api says a missing reason in French (400), as for a REST client.
            ctx.rest.call('post', '/api/purchase-orders/{id}/cancel', {
              params,
              body: { reason: reason ?? '' },
            }));
  return answer.purchaseOrder;
}

const PurchaseOrderMutations: Pick<
  MutationResolvers,
  | 'createPurchaseOrder'
  | 'updatePurchaseOrder'
  | 'sendPurchaseOrder'
  | 'resendPurchaseOrderEmail'
  | 'deletePurchaseOrder'
  | 'acknowledgePurchaseOrder'
  | 'refusePurchaseOrder'
  | 'cancelPurchaseOrder'
> = {
  // One route each way: the api creates and sends in one transaction (a draft is never left
  // behind by a failed send).
  createPurchaseOrder: async (_parent, { input, send }, ctx) => {
    const body = orderBody(input);
    const { purchaseOrder } = await (
      send
        ? ctx.rest.call('post', '/api/purchase-orders/send', { body })
        : ctx.rest.call('post', '/api/purchase-orders', { body })
    ).catch(rethrow);
    return purchaseOrder;
  },
  // The draft is saved, then sent: a refused send leaves the draft saved, and says why.
  updatePurchaseOrder: async (_parent, { id, input, send }, ctx) => {
    const { purchaseOrder } = await ctx.rest
      .call('put', '/api/purchase-orders/{id}', {
        params: { id: restId(id, PURCHASE_ORDER_NOT_FOUND) },
        body: orderBody(input),
      })
      .catch(rethrow);
    return send ? transition(ctx, String(purchaseOrder.id), 'send') : purchaseOrder;
  },
  sendPurchaseOrder: (_parent, { id }, ctx) => transition(ctx, id, 'send'),
  resendPurchaseOrderEmail: (_parent, { id }, ctx) => transition(ctx, id, 'resend-email'),
  acknowledgePurchaseOrder: (_parent, { id }, ctx) => transition(ctx, id, 'acknowledge'),
  refusePurchaseOrder: (_parent, { id, reason }, ctx) => transition(ctx, id, 'refuse', reason),
  cancelPurchaseOrder: (_parent, { id, reason }, ctx) => transition(ctx, id, 'cancel', reason),
  deletePurchaseOrder: async (_parent, { id }, ctx) => {
    const orderId = restId(id, PURCHASE_ORDER_NOT_FOUND);
    await ctx.rest.call('delete', '/api/purchase-orders/{id}', { params: { id: orderId } });
    return String(orderId);
  },
};

export const resolvers: Resolvers = {
  PurchaseOrder,
  Query: PurchaseOrderQueries,
  Mutation: PurchaseOrderMutations,
};
