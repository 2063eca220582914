import { cleaningTargetProblem, HYGIENE_MESSAGES } from '@bo/domain';
import type {
  CleaningRecordResolvers,
  MutationResolvers,
  RestaurantResolvers,
  Resolvers,
} from '../generated/graphql.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import { inputId, optionalId, refusedField } from '../resolvers/ids.ts';
import { loggedEmployee } from './logs.ts';

// Cleaning records in the graph: `CleaningRecord`, `Restaurant.cleaningRecords` and
// `recordCleaning`.

const CleaningRecord: CleaningRecordResolvers = {
  id: (record) => String(record.id),
  // Batched: every equipment or surface of an operation in one call each.
  equipment: (record, _args, ctx) =>
    record.equipment ? ctx.loaders.equipment.load(record.equipment.id) : null,
  surface: (record, _args, ctx) =>
    record.surface ? ctx.loaders.surface.load(record.surface.id) : null,
  employee: (record, _args, ctx) => loggedEmployee(record, ctx),
};

const RestaurantCleanings: Pick<RestaurantResolvers, 'cleaningRecords'> = {
  cleaningRecords: (restaurant, { from, to }, ctx) =>
    ctx.loaders.cleaningsOfRestaurant.load({ restaurantId: restaurant.id, from, to }),
};

const CleaningMutations: Pick<MutationResolvers, 'recordCleaning'> = {
  recordCleaning: async (_parent, { input }, ctx) => {
    const equipmentId = optionalId(
      input.equipmentId,
      'equipmentId',
      HYGIENE_MESSAGES.equipmentNotFound,
    );
    const surfaceId = optionalId(input.surfaceId, 'surfaceId', HYGIENE_MESSAGES.surfaceNotFound);
    // The api's contract wants exactly one of the two: none or both is refused here, in its words.
    const problem = cleaningTargetProblem(equipmentId, surfaceId);
    if (problem) throw refusedField(problem.field, problem.message);
    const target = equipmentId !== null ? { equipmentId } : { surfaceId: surfaceId! };
    const { record } = await ctx.rest.call('post', '/api/cleaning-records', {
      body: {
        restaurantId: inputId(input.restaurantId, 'restaurantId', RESTAURANT_NOT_FOUND),
        ...target,
        cleanedAt: input.cleanedAt ?? undefined,
        employeeId: optionalId(input.employeeId, 'employeeId', HYGIENE_MESSAGES.employeeNotFound),
        photoIds: input.photoIds?.map((id) =>
          inputId(id, 'photoIds', HYGIENE_MESSAGES.photoNotFound),
        ),
        notes: input.notes,
      },
    });
    return record;
  },
};

export const resolvers: Resolvers = {
  CleaningRecord,
  Restaurant: RestaurantCleanings,
  Mutation: CleaningMutations,
};
