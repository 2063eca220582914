import { GraphQLError } from 'graphql';
import type {
  EnseigneResolvers,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../generated/graphql.ts';
import type { Context } from '../context.ts';
import { graphError, renameFieldErrors } from '../rest/errors.ts';
import type { RestEnseigne, RestRestaurant } from '../rest/types.ts';
import { restId } from '../resolvers/ids.ts';

export const ENSEIGNE_NOT_FOUND = 'Enseigne introuvable';
const ADMIN_ONLY = "Vous n'avez pas les permissions nécessaires pour effectuer cette action";

/**
 * The api answers an ADMIN's chain with its users and restaurants and every other member's with
 * its name only: a field of the detail read by someone else is FORBIDDEN, like the REST routes.
 */
function detail<K extends 'users' | 'userCount'>(
  enseigne: RestEnseigne,
  key: K,
): NonNullable<RestEnseigne[K]> {
  const value = enseigne[key];
  if (value === undefined) throw graphError('FORBIDDEN', ADMIN_ONLY);
  return value as NonNullable<RestEnseigne[K]>;
}

/** The chain's restaurants the caller sees: from the ADMIN's detail, else his visible list. */
function restaurantsOf(
  enseigne: RestEnseigne,
  ctx: Context,
): Promise<RestRestaurant[]> | RestRestaurant[] {
  if (!enseigne.restaurants) return ctx.loaders.restaurants();
  primeRestaurants(enseigne, ctx);
  return enseigne.restaurants;
}

/** The ADMIN's detail carries the chain's restaurants: later reads by id cost no call. */
function primeRestaurants(enseigne: RestEnseigne, ctx: Context): void {
  for (const r of enseigne.restaurants ?? []) ctx.loaders.restaurant.prime(r.id, r);
}

export const Enseigne: EnseigneResolvers = {
  id: (enseigne) => String(enseigne.id),
  users: (enseigne, _args, ctx) => {
    const users = detail(enseigne, 'users');
    // Their restaurants come from the same answer: no further call for a manager's badges.
    primeRestaurants(enseigne, ctx);
    return users;
  },
  userCount: (enseigne) => detail(enseigne, 'userCount'),
  restaurants: (enseigne, _args, ctx) => restaurantsOf(enseigne, ctx),
  restaurantCount: async (enseigne, _args, ctx) =>
    enseigne.restaurantCount ?? (await restaurantsOf(enseigne, ctx)).length,
  invitations: async (enseigne, _args, ctx) => {
    primeRestaurants(enseigne, ctx);
    const { invitations } = await ctx.rest.call('get', '/api/invitations/enseigne/{id}', {
      params: { id: enseigne.id },
    });
    return invitations;
  },
};

const EnseigneQueries: Pick<QueryResolvers, 'enseigne'> = {
  enseigne: (_parent, { id }, ctx) => ctx.loaders.enseigne.load(restId(id, ENSEIGNE_NOT_FOUND)),
};

/** REST paths of the signup body (`name`, `adminUser.email`) → the graph's SignupInput names. */
const signupFieldName = (restPath: string): string =>
  restPath === 'name' ? 'enseigneName' : restPath.replace(/^adminUser\./, '');

const rethrow =
  (rename: (path: string) => string) =>
  (error: unknown): never => {
    throw error instanceof GraphQLError ? renameFieldErrors(error, rename) : error;
  };

const EnseigneMutations: Pick<MutationResolvers, 'signup' | 'updateEnseigne'> = {
  // A new chain and its first ADMIN (SignupPayload): public, like login.
  signup: async (_parent, { input }, ctx) => {
    const { enseigneName, firstName, lastName, email, password } = input;
    const body = await ctx.rest
      .withToken(null)
      .call('post', '/api/enseignes', {
        body: { name: enseigneName, adminUser: { firstName, lastName, email, password } },
      })
      .catch(rethrow(signupFieldName));
    return { enseigne: body.enseigne, userId: body.user.id };
  },

  updateEnseigne: async (_parent, { id, name }, ctx) => {
    const enseigneId = restId(id, ENSEIGNE_NOT_FOUND);
    const { enseigne } = await ctx.rest.call('put', '/api/enseignes/{id}', {
      params: { id: enseigneId },
      body: { name },
    });
    return enseigne;
  },
};

export const resolvers: Resolvers = {
  Enseigne,
  Query: EnseigneQueries,
  Mutation: EnseigneMutations,
};
