import type { QueryResolvers, Resolvers } from '../generated/graphql.ts';

// `Query.dashboard`: the api's summary route counts in the database what the dashboard shows, so
// the cards cost ONE REST call instead of four whole lists (one of them every reading ever made).

const DashboardQueries: Pick<QueryResolvers, 'dashboard'> = {
  dashboard: async (_parent, _args, ctx) => {
    const { dashboard } = await ctx.rest.call('get', '/api/dashboard');
    // Fields asked of these restaurants later in the operation need no second read.
    for (const restaurant of dashboard.recentRestaurants) {
      ctx.loaders.restaurant.prime(restaurant.id, restaurant);
    }
    return dashboard;
  },
};

export const resolvers: Resolvers = {
  Query: DashboardQueries,
};
