import type {
  ReceptionLineResolvers,
  ReceptionResolvers,
  Resolvers,
} from '../generated/graphql.ts';

// What moves goods on an order (docs/areas/purchasing.md): the laboratory's expedition control
// and the restaurant's receptions, `Reception` and `ReceptionLine` (their lines joined to the
// order's by PurchaseOrder.receptions). Both are one transaction on the api's side (stock,
// traceability, prices): the caches they touch are forgotten here.

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
          productName: line.line.productName,
          lotNumber: line.lotNumber,
        }),
};

export const resolvers: Resolvers = {
  Reception,
  ReceptionLine,
};
