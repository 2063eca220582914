import type { QueryResolvers } from '../generated/graphql.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/loaders.ts';
import { restId } from './ids.ts';

export const Query: QueryResolvers = {
  me: async (_parent, _args, ctx) => {
    const user = await ctx.loaders.me();
    // From now on this user's own fields (restaurants, enseigne) are read as the caller.
    ctx.sessions.set(user.id, { rest: ctx.rest, loaders: ctx.loaders });
    return user;
  },
  restaurants: (_parent, _args, ctx) => ctx.loaders.restaurants(),
  restaurant: (_parent, { id }, ctx) =>
    ctx.loaders.restaurant.load(restId(id, RESTAURANT_NOT_FOUND)),
  laboratories: (_parent, _args, ctx) => ctx.loaders.labs(),
};
