import { coolingStatus } from '@bo/domain';
import type {
  CoolingRecordResolvers,
  MutationResolvers,
  RestaurantResolvers,
  Resolvers,
} from '../generated/graphql.ts';
import { processBody, processFields } from './logs.ts';

// Cooling logs in the graph: `CoolingRecord`, `Restaurant.coolingRecords` and `recordCooling`.

const CoolingRecord: CoolingRecordResolvers = {
  ...processFields,
  status: (r) => coolingStatus(r),
  // The spec names a cooling's entry time recordedAt (a reheating's: createdAt).
  recordedAt: (r) => r.createdAt,
};

const RestaurantCoolings: Pick<RestaurantResolvers, 'coolingRecords'> = {
  coolingRecords: (restaurant, { from, to }, ctx) =>
    ctx.loaders.processRecords('cooling', { restaurantId: restaurant.id, from, to }),
};

const CoolingMutations: Pick<MutationResolvers, 'recordCooling'> = {
  recordCooling: async (_parent, { input }, ctx) => {
    const { record } = await ctx.rest.call('post', '/api/cooling-records', {
      body: processBody(input),
    });
    return record;
  },
};

export const resolvers: Resolvers = {
  CoolingRecord,
  Restaurant: RestaurantCoolings,
  Mutation: CoolingMutations,
};
