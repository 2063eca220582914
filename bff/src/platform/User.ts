import { GraphQLError } from 'graphql';
import { permissionsFor } from '@bo/domain';
import type {
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  UserResolvers,
} from '../generated/graphql.ts';
import type { RestRestaurant } from '../rest/types.ts';
import { inputId, orNull, restId } from '../resolvers/ids.ts';

const USER_NOT_FOUND = 'Utilisateur introuvable';
const RESTAURANT_NOT_FOUND = 'Restaurant introuvable';

export const User: UserResolvers = {
  id: (user) => String(user.id),
  permissions: (user) => permissionsFor(user.role),
  active: (user) => user.deactivatedAt === null,
  homeRestaurant: (user, _args, ctx) => {
    const id = user.role === 'EMPLOYEE' ? user.restaurantIds[0] : undefined;
    // The session of a user just signed in (login, acceptInvitation) reads as him.
    const { loaders } = ctx.sessions.get(user.id) ?? ctx;
    return id === undefined ? null : orNull(loaders.restaurant.load(id));
  },
  employee: (user, _args, ctx) => {
    const { loaders } = ctx.sessions.get(user.id) ?? ctx;
    return user.employeeId === null ? null : orNull(loaders.employee.load(user.employeeId));
  },

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

const UserQueries: Pick<QueryResolvers, 'me'> = {
  me: async (_parent, _args, ctx) => {
    const user = await ctx.loaders.me();
    // From now on this user's own fields (restaurants, enseigne) are read as the caller.
    ctx.sessions.set(user.id, { rest: ctx.rest, loaders: ctx.loaders });
    return user;
  },
};

const UserMutations: Pick<
  MutationResolvers,
  'setUserRestaurants' | 'deactivateUser' | 'reactivateUser' | 'updateProfile'
> = {
  setUserRestaurants: async (_parent, { userId, restaurantIds }, ctx) => {
    const id = restId(userId, USER_NOT_FOUND);
    const ids = restaurantIds.map((r) => inputId(r, 'restaurantIds', RESTAURANT_NOT_FOUND));
    const { user } = await ctx.rest.call('put', '/api/users/{id}/restaurants', {
      params: { id },
      body: { restaurantIds: ids },
    });
    return user;
  },
  deactivateUser: async (_parent, { id }, ctx) => {
    const params = { id: restId(id, USER_NOT_FOUND) };
    return (await ctx.rest.call('post', '/api/users/{id}/deactivate', { params })).user;
  },
  reactivateUser: async (_parent, { id }, ctx) => {
    const params = { id: restId(id, USER_NOT_FOUND) };
    return (await ctx.rest.call('post', '/api/users/{id}/reactivate', { params })).user;
  },

  updateProfile: async (_parent, { input }, ctx) => {
    // ProfileInput has the api's names: its field errors need no renaming.
    const { user } = await ctx.rest.call('put', '/api/users/me', {
      body: { ...input, phone: input.phone ?? null },
    });
    // The user answered is the caller: his own fields read through his session.
    ctx.sessions.set(user.id, { rest: ctx.rest, loaders: ctx.loaders });
    return user;
  },
};

export const resolvers: Resolvers = {
  User,
  Query: UserQueries,
  Mutation: UserMutations,
};
