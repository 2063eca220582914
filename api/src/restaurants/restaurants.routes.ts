import {
  CreateRestaurantBody,
  UpdateRestaurantBody,
  RestaurantResponse,
  RestaurantsResponse,
} from './restaurants.contract.ts';
import {
  deleteVisibleRestaurant,
  insertRestaurant,
  listVisibleRestaurants,
  restaurantDependents,
  updateVisibleRestaurant,
} from './restaurants.queries.ts';
import { IdParam, IdsQuery } from '../contract/common.ts';
import {
  ERRORS,
  HttpError,
  notFound,
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  pgErrorCode,
} from '../http/errors.ts';
import { parseIdList } from '../http/validate.ts';
import { defineRoute } from '../http/route.ts';
import { toRestaurantDto } from '../restaurants-dto.ts';
import { findVisibleRestaurant } from '../tenancy.ts';

const RESTAURANT_NOT_EMPTY = 'Ce restaurant contient encore des données : ';

export const restaurantRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/restaurants',
    tags: ['restaurants'],
    summary: "Restaurants visibles par l'utilisateur (un MANAGER : ceux de son invitation)",
    access: 'authenticated',
    query: IdsQuery,
    response: { status: 200, description: 'Restaurants', schema: RestaurantsResponse },
    errors: [400],
    handler: async ({ db, user, query: { ids } }) => {
      const idList = ids === undefined ? undefined : parseIdList(ids, 'ids');
      return { restaurants: await listVisibleRestaurants(db, user, idList) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/restaurants/{id}',
    tags: ['restaurants'],
    summary: 'Un restaurant',
    access: 'authenticated',
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    response: { status: 200, description: 'Restaurant', schema: RestaurantResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const row = await findVisibleRestaurant(db, user, params.id);
      return { restaurant: toRestaurantDto(row) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/restaurants',
    tags: ['restaurants'],
    summary: 'Crée un restaurant (ADMIN)',
    access: { area: 'RESTAURANTS', action: 'create' },
    body: CreateRestaurantBody,
    response: { status: 201, description: 'Restaurant créé', schema: RestaurantResponse },
    errors: [400],
    handler: async ({ db, user, body: input }) => ({
      restaurant: await insertRestaurant(db, user.enseigneId, input),
    }),
  }),

  defineRoute({
    method: 'put',
    path: '/api/restaurants/{id}',
    tags: ['restaurants'],
    summary: 'Modifie un restaurant (ADMIN, ou MANAGER de ce restaurant)',
    access: { area: 'RESTAURANTS', action: 'edit' },
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    load: ({ db, user, params }) => findVisibleRestaurant(db, user, params.id),
    body: UpdateRestaurantBody,
    response: { status: 200, description: 'Restaurant modifié', schema: RestaurantResponse },
    errors: [400, 404],
    handler: async ({ db, user, params, loaded: current, body: input }) => {
      // Not (or no longer) a laboratory: the update clears what only a laboratory holds.
      const isLab = input.isLab ?? current.isLab;
      const restaurant = await updateVisibleRestaurant(db, user, params.id, input, isLab);
      if (!restaurant) throw notFound(ERRORS.restaurantNotFound);
      return { restaurant };
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/restaurants/{id}',
    tags: ['restaurants'],
    summary: 'Supprime un restaurant (ADMIN)',
    access: { area: 'RESTAURANTS', action: 'delete' },
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    response: { status: 204, description: 'Supprimé' },
    errors: [404, 409],
    handler: async ({ db, user, params }) => {
      const { id } = await findVisibleRestaurant(db, user, params.id);
      const blocking = await restaurantDependents(db, id);
      if (blocking.length > 0) throw new HttpError(409, RESTAURANT_NOT_EMPTY + blocking.join(', '));
      try {
        await deleteVisibleRestaurant(db, user, id);
      } catch (error) {
        // Data added between the count and the delete (or a table not in RESTAURANT_DEPENDENTS):
        // the RESTRICT foreign key refuses it, with 23001 (23503 for a NO ACTION key).
        const code = pgErrorCode(error);
        if (code === PG_RESTRICT_VIOLATION || code === PG_FOREIGN_KEY_VIOLATION) {
          throw new HttpError(409, RESTAURANT_NOT_EMPTY + 'supprimez-les avant le restaurant');
        }
        throw error;
      }
    },
  }),
];
