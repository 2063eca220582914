import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../generated/graphql.ts';
import { graphError, renameFieldErrors } from '../rest/errors.ts';
import { LAB_NOT_FOUND, RESTAURANT_NOT_FOUND } from '../rest/loaders.ts';
import type { RequestBody } from '../rest/types.ts';
import { restId } from './ids.ts';

/** REST paths of the signup body (`name`, `adminUser.email`) → the graph's SignupInput names. */
export const signupFieldName = (restPath: string): string =>
  restPath === 'name' ? 'enseigneName' : restPath.replace(/^adminUser\./, '');

const rethrow =
  (rename: (path: string) => string) =>
  (error: unknown): never => {
    throw error instanceof GraphQLError ? renameFieldErrors(error, rename) : error;
  };

export const Mutation: MutationResolvers = {
  login: async (_parent, { email, password }, ctx) => {
    // A public route: a stale token the client still holds must not get in the way.
    const body = await ctx.rest
      .withToken(null)
      .call('post', '/api/auth/login', { body: { email, password } });
    ctx.sessions.set(body.user.id, ctx.sessionWithToken(body.token));
    return body;
  },

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

  createRestaurant: async (_parent, { input }, ctx) => {
    // The api owns the rules (required name and address, formats): its 400 carries the
    // fieldErrors under the same names as RestaurantInput, so the input goes through as is.
    const { restaurant } = await ctx.rest.call('post', '/api/restaurants', {
      body: { ...input } as RequestBody<'/api/restaurants', 'post'>,
    });
    ctx.loaders.primeRestaurant(restaurant);
    return restaurant;
  },

  updateRestaurant: async (_parent, { id, input }, ctx) => {
    const { restaurant } = await ctx.rest.call('put', '/api/restaurants/{id}', {
      params: { id: restId(id, RESTAURANT_NOT_FOUND) },
      body: { ...input } as RequestBody<'/api/restaurants/{id}', 'put'>,
    });
    ctx.loaders.primeRestaurant(restaurant);
    return restaurant;
  },

  deleteRestaurant: async (_parent, { id }, ctx) => {
    const restaurantId = restId(id, RESTAURANT_NOT_FOUND);
    await ctx.rest.call('delete', '/api/restaurants/{id}', { params: { id: restaurantId } });
    ctx.loaders.forgetRestaurant(restaurantId);
    return String(restaurantId);
  },

  setServedRestaurants: async (_parent, { laboratoryId, restaurantIds }, ctx) => {
    const labId = restId(laboratoryId, LAB_NOT_FOUND);
    const ids = restaurantIds.map((id) => {
      // A malformed id names no restaurant: the api's own wording for an unknown one.
      if (!/^[1-9]\d{0,9}$/.test(id)) {
        const message = `Restaurant introuvable : ${id}`;
        throw graphError('BAD_USER_INPUT', message, { fieldErrors: { restaurantIds: message } });
      }
      return Number(id);
    });
    const { data } = await ctx.rest.call('post', '/api/labs/{id}/restaurants', {
      params: { id: labId },
      body: { restaurantIds: ids },
    });
    ctx.loaders.primeServed(labId, data);
    ctx.loaders.forgetRestaurant(labId);
    return ctx.loaders.restaurant.load(labId);
  },
};
