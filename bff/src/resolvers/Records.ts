import { HYGIENE_MESSAGES } from '@bo/domain';
import type {
  CleaningRecordResolvers,
  MutationResolvers,
  RestaurantResolvers,
  TraceabilityRecordResolvers,
} from '../generated/graphql.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/loaders.ts';
import { inputId, optionalId } from './ids.ts';
import { loggedEmployee } from './logs.ts';

// Traceability and cleaning records in the graph: the records, `Restaurant.traceabilityRecords`
// and `.cleaningRecords`, and the mutations that write them (merged by resolvers/index.ts).
// Photo and RecordedBy are the REST PhotoRef and PersonRef as they are.

export const TraceabilityRecord: TraceabilityRecordResolvers = {
  id: (record) => String(record.id),
  employee: (record, _args, ctx) => loggedEmployee(record, ctx),
};

export const CleaningRecord: CleaningRecordResolvers = {
  id: (record) => String(record.id),
  // Batched: every equipment or surface of an operation in one call each.
  equipment: (record, _args, ctx) =>
    record.equipment ? ctx.loaders.equipment.load(record.equipment.id) : null,
  surface: (record, _args, ctx) =>
    record.surface ? ctx.loaders.surface.load(record.surface.id) : null,
  employee: (record, _args, ctx) => loggedEmployee(record, ctx),
};

export const RestaurantRecords: Pick<
  RestaurantResolvers,
  'traceabilityRecords' | 'cleaningRecords'
> = {
  traceabilityRecords: (restaurant, { filter, limit, offset }, ctx) =>
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
      limit: limit ?? undefined,
      offset: offset ?? undefined,
    }),
  cleaningRecords: (restaurant, { from, to }, ctx) =>
    ctx.loaders.cleaningsOfRestaurant.load({ restaurantId: restaurant.id, from, to }),
};

export const RecordMutations: Pick<MutationResolvers, 'recordTraceability' | 'recordCleaning'> = {
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
    ctx.loaders.forgetRecords();
    return record;
  },

  recordCleaning: async (_parent, { input }, ctx) => {
    const { record } = await ctx.rest.call('post', '/api/cleaning-records', {
      body: {
        restaurantId: inputId(input.restaurantId, 'restaurantId', RESTAURANT_NOT_FOUND),
        equipmentId: optionalId(
          input.equipmentId,
          'equipmentId',
          HYGIENE_MESSAGES.equipmentNotFound,
        ),
        surfaceId: optionalId(input.surfaceId, 'surfaceId', HYGIENE_MESSAGES.surfaceNotFound),
        cleanedAt: input.cleanedAt ?? undefined,
        employeeId: optionalId(input.employeeId, 'employeeId', HYGIENE_MESSAGES.employeeNotFound),
        photoIds: input.photoIds?.map((id) =>
          inputId(id, 'photoIds', HYGIENE_MESSAGES.photoNotFound),
        ),
        notes: input.notes,
      },
    });
    ctx.loaders.forgetRecords();
    return record;
  },
};
