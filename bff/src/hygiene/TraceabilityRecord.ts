import { HYGIENE_MESSAGES } from '@bo/domain';
import type {
  MutationResolvers,
  RestaurantResolvers,
  Resolvers,
  TraceabilityRecordResolvers,
  TraceabilitySortField,
} from '../generated/graphql.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import { inputId, optionalId } from '../resolvers/ids.ts';
import { loggedEmployee } from './logs.ts';
import { restSort } from '../resolvers/paging.ts';

/** The graph's sort fields, as GET /api/traceability/{id} names them. */
const TRACEABILITY_SORT = {
  CREATED_AT: 'createdAt',
  PRODUCT_NAME: 'productName',
  LOT_NUMBER: 'lotNumber',
  SUPPLIER_NAME: 'supplierName',
} as const satisfies Record<TraceabilitySortField, string>;

// Traceability records in the graph: `TraceabilityRecord`, `Restaurant.traceabilityRecords` (by
// pages) and `recordTraceability`.

const TraceabilityRecord: TraceabilityRecordResolvers = {
  id: (record) => String(record.id),
  employee: (record, _args, ctx) => loggedEmployee(record, ctx),
};

const RestaurantTraceability: Pick<RestaurantResolvers, 'traceabilityRecords'> = {
  traceabilityRecords: (restaurant, { filter, sort, limit, offset }, ctx) =>
    ctx.loaders.traceabilityPage.load({
      restaurantId: restaurant.id,
      employeeId:
        optionalId(filter?.employeeId, 'employeeId', HYGIENE_MESSAGES.employeeNotFound) ??
        undefined,
      productName: filter?.productName ?? undefined,
      lotNumber: filter?.lotNumber ?? undefined,
      date: filter?.date ?? undefined,
      from: filter?.from ?? undefined,
      to: filter?.to ?? undefined,
      ...restSort(sort, TRACEABILITY_SORT),
      limit: limit ?? undefined,
      offset: offset ?? undefined,
    }),
};

const TraceabilityMutations: Pick<MutationResolvers, 'recordTraceability'> = {
  recordTraceability: async (_parent, { input }, ctx) => {
    const { record } = await ctx.rest.call('post', '/api/traceability', {
      body: {
        restaurantId: inputId(input.restaurantId, 'restaurantId', RESTAURANT_NOT_FOUND),
        productName: input.productName,
        lotNumber: input.lotNumber,
        supplierName: input.supplierName,
        employeeId: optionalId(input.employeeId, 'employeeId', HYGIENE_MESSAGES.employeeNotFound),
        photoId: optionalId(input.photoId, 'photoId', HYGIENE_MESSAGES.photoNotFound),
        notes: input.notes,
      },
    });
    return record;
  },
};

export const resolvers: Resolvers = {
  TraceabilityRecord,
  Restaurant: RestaurantTraceability,
  Mutation: TraceabilityMutations,
};
