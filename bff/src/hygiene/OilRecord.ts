import { HYGIENE_MESSAGES as M, oilLevel } from '@bo/domain';
import type {
  MutationResolvers,
  OilRecordResolvers,
  RestaurantResolvers,
  Resolvers,
} from '../generated/graphql.ts';
import { inputId, optionalId } from '../resolvers/ids.ts';
import { loggedEmployee } from './logs.ts';

// Fryer-oil logs in the graph: `OilRecord`, `Restaurant.oilRecords` and `recordOil`.

const OilRecord: OilRecordResolvers = {
  id: (r) => String(r.id),
  level: (r) => oilLevel(r.rate),
  equipment: (r, _args, ctx) => ctx.loaders.equipment.load(r.equipment.id),
  employee: (r, _args, ctx) => loggedEmployee(r, ctx),
};

const RestaurantOil: Pick<RestaurantResolvers, 'oilRecords'> = {
  oilRecords: (restaurant, { from, to }, ctx) =>
    ctx.loaders.processRecords('oil', { restaurantId: restaurant.id, from, to }),
};

const OilMutations: Pick<MutationResolvers, 'recordOil'> = {
  recordOil: async (_parent, { input }, ctx) => {
    const { record } = await ctx.rest.call('post', '/api/oil-records', {
      body: {
        equipmentId: inputId(input.equipmentId, 'equipmentId', M.equipmentNotFound),
        action: input.action,
        method: input.method,
        rate: input.rate ?? null,
        ...(input.recordedAt ? { recordedAt: input.recordedAt } : {}),
        employeeId: optionalId(input.employeeId, 'employeeId', M.employeeNotFound),
        photoId: optionalId(input.photoId, 'photoId', M.photoNotFound),
        notes: input.notes ?? null,
      },
    });
    return record;
  },
};

export const resolvers: Resolvers = {
  OilRecord,
  Restaurant: RestaurantOil,
  Mutation: OilMutations,
};
