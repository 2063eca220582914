import { IdParam } from '../contract/common.ts';
import {
  SetServedRestaurantsBody,
  LabResponse,
  LabsResponse,
  ServedRestaurantsResponse,
} from './labs.contract.ts';
import {
  findVisibleLab as findLab,
  labDtos,
  listVisibleLabs,
  servedBy,
  setServedRestaurants,
  type RestaurantRow,
} from './labs.queries.ts';
import { visibleRestaurantsAmong } from './restaurants.queries.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { byName, toRestaurantDto } from '../restaurants-dto.ts';

export const LAB_NOT_FOUND = 'Laboratoire introuvable';
const UNKNOWN_RESTAURANT = 'Restaurant introuvable';
const LAB_CANNOT_SERVE_ITSELF = 'Un laboratoire ne peut pas se livrer lui-même';

/** A laboratory the user sees, else 404. */
async function findVisibleLab(db: Db, user: AuthUser, id: number): Promise<RestaurantRow> {
  const row = await findLab(db, user, id);
  if (!row) throw notFound(LAB_NOT_FOUND);
  return row;
}

export const labRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/labs',
    tags: ['labs'],
    summary:
      "Laboratoires visibles par l'utilisateur (un MANAGER : ceux de son invitation et ceux qui livrent ses restaurants)",
    access: 'authenticated',
    response: { status: 200, description: 'Laboratoires', schema: LabsResponse },
    handler: async ({ db, user }) => {
      return { data: await listVisibleLabs(db, user) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/labs/{id}',
    tags: ['labs'],
    summary: 'Un laboratoire',
    access: 'authenticated',
    params: IdParam,
    notFound: LAB_NOT_FOUND,
    response: { status: 200, description: 'Laboratoire', schema: LabResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const lab = await findVisibleLab(db, user, params.id);
      const [data] = await labDtos(db, user, [lab]);
      return { data: data! };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/labs/{id}/restaurants',
    tags: ['labs'],
    summary: "Restaurants livrés par le laboratoire (parmi ceux que l'utilisateur voit)",
    access: 'authenticated',
    params: IdParam,
    notFound: LAB_NOT_FOUND,
    response: { status: 200, description: 'Restaurants livrés', schema: ServedRestaurantsResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const lab = await findVisibleLab(db, user, params.id);
      const served = await servedBy(db, user, [lab.id]);
      return {
        data: served.map((s) => toRestaurantDto(s.restaurant)),
      };
    },
  }),

  // Replaces the whole set (ADMIN: the chain's delivery network is the chain's configuration).
  defineRoute({
    method: 'post',
    path: '/api/labs/{id}/restaurants',
    tags: ['labs'],
    summary: 'Fixe les restaurants livrés par le laboratoire (ADMIN)',
    access: { area: 'ENSEIGNE', action: 'edit' },
    params: IdParam,
    notFound: LAB_NOT_FOUND,
    load: ({ db, user, params }) => findVisibleLab(db, user, params.id),
    body: SetServedRestaurantsBody,
    response: { status: 200, description: 'Restaurants livrés', schema: ServedRestaurantsResponse },
    errors: [400, 404],
    handler: async ({ db, user, loaded: lab, body: { restaurantIds } }) => {
      const ids = [...new Set(restaurantIds)];
      if (ids.includes(lab.id)) {
        throw new HttpError(400, `Données invalides : ${LAB_CANNOT_SERVE_ITSELF}`, {
          restaurantIds: LAB_CANNOT_SERVE_ITSELF,
        });
      }
      const found = await visibleRestaurantsAmong(db, user, ids);
      // Unknown ids and another chain's answer the same, so existence does not leak.
      const missing = ids.filter((id) => !found.some((r) => r.id === id));
      if (missing.length > 0) {
        const message = `${UNKNOWN_RESTAURANT} : ${missing.join(', ')}`;
        throw new HttpError(400, `Données invalides : ${message}`, { restaurantIds: message });
      }
      await setServedRestaurants(db, lab.id, ids);
      return {
        data: found.sort(byName).map(toRestaurantDto),
      };
    },
  }),
];
