import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { IdParam } from '../contract/common.ts';
import {
  SetServedRestaurantsBody,
  type Lab,
  LabResponse,
  LabsResponse,
  ServedRestaurantsResponse,
} from './labs.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { labRestaurants, restaurants, type RestaurantRow } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { byName, toRestaurantDto } from '../restaurants-dto.ts';
import { visibleRestaurants } from '../tenancy.ts';

export const LAB_NOT_FOUND = 'Laboratoire introuvable';
const UNKNOWN_RESTAURANT = 'Restaurant introuvable';
const LAB_CANNOT_SERVE_ITSELF = 'Un laboratoire ne peut pas se livrer lui-même';

/**
 * The laboratories a user may see. ADMIN and EMPLOYEE: every laboratory of the chain. A MANAGER:
 * the laboratories of his invitation, and those that deliver one of his restaurants, since he
 * orders from them (read-only: editing still goes through PUT /api/restaurants and its scope).
 */
export function visibleLabs(user: AuthUser): SQL {
  const labsOfChain = and(
    eq(restaurants.enseigneId, user.enseigneId),
    eq(restaurants.isLab, true),
  )!;
  if (user.role !== 'MANAGER') return labsOfChain;
  if (user.restaurantIds.length === 0) return sql`false`;
  const servingHis = sql`${restaurants.id} in (select ${labRestaurants.labId} from ${labRestaurants} where ${inArray(labRestaurants.restaurantId, user.restaurantIds)})`;
  return and(labsOfChain, or(inArray(restaurants.id, user.restaurantIds), servingHis))!;
}

async function findVisibleLab(db: Db, user: AuthUser, id: number): Promise<RestaurantRow> {
  const [row] = await db
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.id, id), visibleLabs(user)));
  if (!row) throw notFound(LAB_NOT_FOUND);
  return row;
}

/** The restaurants the given labs deliver that the user may see, sorted by name. */
async function servedBy(
  db: Db,
  user: AuthUser,
  labIds: number[],
): Promise<{ labId: number; restaurant: RestaurantRow }[]> {
  if (labIds.length === 0) return [];
  const rows = await db
    .select({ labId: labRestaurants.labId, restaurant: restaurants })
    .from(labRestaurants)
    .innerJoin(restaurants, eq(restaurants.id, labRestaurants.restaurantId))
    .where(and(inArray(labRestaurants.labId, labIds), visibleRestaurants(user)));
  return rows.sort((a, b) => byName(a.restaurant, b.restaurant));
}

async function labsWithServed(db: Db, user: AuthUser, rows: RestaurantRow[]): Promise<Lab[]> {
  const served = await servedBy(
    db,
    user,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...toRestaurantDto(row),
    servedRestaurantIds: served.filter((s) => s.labId === row.id).map((s) => s.restaurant.id),
  }));
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
      const rows = await db.select().from(restaurants).where(visibleLabs(user));
      return {
        data: await labsWithServed(db, user, rows.sort(byName)),
      };
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
      const [data] = await labsWithServed(db, user, [lab]);
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
      const found =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(restaurants)
              .where(and(inArray(restaurants.id, ids), visibleRestaurants(user)));
      // Unknown ids and another chain's answer the same, so existence does not leak.
      const missing = ids.filter((id) => !found.some((r) => r.id === id));
      if (missing.length > 0) {
        const message = `${UNKNOWN_RESTAURANT} : ${missing.join(', ')}`;
        throw new HttpError(400, `Données invalides : ${message}`, { restaurantIds: message });
      }
      await db.transaction(async (tx) => {
        await tx.delete(labRestaurants).where(eq(labRestaurants.labId, lab.id));
        if (ids.length > 0) {
          await tx
            .insert(labRestaurants)
            .values(ids.map((restaurantId) => ({ labId: lab.id, restaurantId })));
        }
      });
      return {
        data: found.sort(byName).map(toRestaurantDto),
      };
    },
  }),
];
