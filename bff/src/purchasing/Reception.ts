import { PURCHASING_MESSAGES } from '@bo/domain';
import type {
  MutationResolvers,
  ReceptionLineResolvers,
  ReceptionResolvers,
  Resolvers,
} from '../generated/graphql.ts';
import { PURCHASE_ORDER_NOT_FOUND } from './purchasing-loaders.ts';
import { defined } from '../catalogue/catalogue.ts';
import { inputId, restId } from '../resolvers/ids.ts';

// What moves goods on an order (docs/areas/purchasing.md): the laboratory's expedition control
// and the restaurant's receptions, `Reception` and `ReceptionLine` (their lines joined to the
// order's by PurchaseOrder.receptions). Both are one transaction on the api's side (stock,
// traceability, prices): the caches they touch are forgotten here.

/** A line named by an input: one that cannot be an id is none of the order's. */
const lineId = (id: string, index: number) =>
  inputId(id, `lines.${index}.lineId`, PURCHASING_MESSAGES.lineNotInOrder);

const Reception: ReceptionResolvers = {
  id: (reception) => String(reception.id),
};

const ReceptionLine: ReceptionLineResolvers = {
  id: (line) => String(line.id),
  traceabilityRecord: (line, _args, ctx) =>
    line.traceabilityRecordId === null
      ? null
      : ctx.loaders.receptionRecord.load({
          restaurantId: line.restaurantId,
          recordId: line.traceabilityRecordId,
        }),
};

const ReceptionMutations: Pick<
  MutationResolvers,
  'expeditePurchaseOrder' | 'receivePurchaseOrder'
> = {
  expeditePurchaseOrder: async (_parent, { id, input }, ctx) => {
    const { purchaseOrder } = await ctx.rest.call('post', '/api/purchase-orders/{id}/expedite', {
      params: { id: restId(id, PURCHASE_ORDER_NOT_FOUND) },
      body: defined({
        shippingNote: input.shippingNote,
        lines: input.lines.map((line, index) => ({
          lineId: lineId(line.lineId, index),
          quantityExpedited: line.quantityExpedited,
        })),
      }),
    });
    return purchaseOrder;
  },
  receivePurchaseOrder: async (_parent, { id, input }, ctx) => {
    const { purchaseOrder } = await ctx.rest.call('post', '/api/purchase-orders/{id}/receive', {
      params: { id: restId(id, PURCHASE_ORDER_NOT_FOUND) },
      body: defined({
        receivedAt: input.receivedAt,
        note: input.note,
        lines: input.lines.map((line, index) =>
          defined({
            lineId: lineId(line.lineId, index),
            quantityReceived: line.quantityReceived,
            unitPrice: line.unitPrice,
            deliveryTempC: line.deliveryTempC,
            lotNumber: line.lotNumber,
            useByDate: line.useByDate,
            note: line.note,
          }),
        ),
      }),
    });
    return purchaseOrder;
  },
};

export const resolvers: Resolvers = {
  Reception,
  ReceptionLine,
  Mutation: ReceptionMutations,
};
