import { reheatingStatus } from '@bo/domain';
import type {
  HeatingRecordResolvers,
  MutationResolvers,
  RestaurantResolvers,
  Resolvers,
} from '../generated/graphql.ts';
import { processBody, processFields } from './logs.ts';

// Reheating logs in the graph: `HeatingRecord`, `Restaurant.heatingRecords` and `recordHeating`.

const HeatingRecord: HeatingRecordResolvers = {
  ...processFields,
  status: (r) => reheatingStatus(r),
};

const RestaurantHeatings: Pick<RestaurantResolvers, 'heatingRecords'> = {
  heatingRecords: (restaurant, { from, to }, ctx) =>
    ctx.loaders.processRecords('heating', { restaurantId: restaurant.id, from, to }),
};

const HeatingMutations: Pick<MutationResolvers, 'recordHeating'> = {
  recordHeating: async (_parent, { input }, ctx) => {
    const { record } = await ctx.rest.call('post', '/api/heating-records', {
      body: processBody(input),
    });
    return record;
  },
};

export const resolvers: Resolvers = {
  HeatingRecord,
  Restaurant: RestaurantHeatings,
  Mutation: HeatingMutations,
};
