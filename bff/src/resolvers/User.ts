import { GraphQLError } from 'graphql';
import { permissionsFor } from '@bo/domain';
import type { UserResolvers } from '../generated/graphql.ts';
import type { RestRestaurant } from '../rest/types.ts';

export const User: UserResolvers = {
  id: (user) => String(user.id),
  permissions: (user) => permissionsFor(user.role),

  enseigne: (user, _args, ctx) =>
    (ctx.sessions.get(user.id) ?? ctx).loaders.enseigne.load(user.enseigneId),

  restaurants: async (user, _args, ctx) => {
    // The user's own session: the api already answers "the restaurants this user may access".
    const own = ctx.sessions.get(user.id);
    if (own) return own.loaders.restaurants();
    if (user.role === 'MANAGER') {
      const loaded = await ctx.loaders.restaurant.loadMany(user.restaurantIds);
      return loaded.filter((r): r is RestRestaurant => {
        if (!(r instanceof Error)) return true;
        // Restaurants of his invitation the caller may not see are left out, other errors fail.
        if (r instanceof GraphQLError && r.extensions.code === 'NOT_FOUND') return false;
        throw r;
      });
    }
    // ADMIN and EMPLOYEE reach every restaurant of the chain; only an ADMIN reads other users
    // (the chain's user list), and an ADMIN's list is the whole chain.
    return ctx.loaders.restaurants();
  },
};
