import { Router } from 'express';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SetServedRestaurantsBody,
  type Lab,
  type LabResponse,
  type LabsResponse,
  type ServedRestaurantsResponse,
} from '../contract/index.ts';
import { assertCan, currentUser } from '../auth/middleware.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { labRestaurants, restaurants, type RestaurantRow } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parseBody, parseId } from '../http/validate.ts';
import type { RouteDeps } from './deps.ts';
import { byName, toRestaurantDto, visibleRestaurants } from './restaurants.ts';

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

export function labRoutes({ db, auth }: RouteDeps): Router {
  const router = Router();
  router.use('/labs', auth);

  router.get('/labs', async (req, res) => {
    const user = currentUser(req);
    const rows = await db.select().from(restaurants).where(visibleLabs(user));
    const body: z.input<typeof LabsResponse> = {
      data: await labsWithServed(db, user, rows.sort(byName)),
    };
    res.json(body);
  });

  router.get('/labs/:id', async (req, res) => {
    const user = currentUser(req);
    const lab = await findVisibleLab(db, user, parseId(req.params.id, LAB_NOT_FOUND));
    const [data] = await labsWithServed(db, user, [lab]);
    const body: z.input<typeof LabResponse> = { data: data! };
    res.json(body);
  });

  router.get('/labs/:id/restaurants', async (req, res) => {
    const user = currentUser(req);
    const lab = await findVisibleLab(db, user, parseId(req.params.id, LAB_NOT_FOUND));
    const served = await servedBy(db, user, [lab.id]);
    const body: z.input<typeof ServedRestaurantsResponse> = {
      data: served.map((s) => toRestaurantDto(s.restaurant)),
    };
    res.json(body);
  });

  // Replaces the whole set (ADMIN: the chain's delivery network is the chain's configuration).
  router.post('/labs/:id/restaurants', async (req, res) => {
    const user = currentUser(req);
    assertCan(user, 'ENSEIGNE', 'edit');
    const lab = await findVisibleLab(db, user, parseId(req.params.id, LAB_NOT_FOUND));
    const { restaurantIds } = parseBody(SetServedRestaurantsBody, req.body);
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
    const body: z.input<typeof ServedRestaurantsResponse> = {
      data: found.sort(byName).map(toRestaurantDto),
    };
    res.json(body);
  });

  return router;
}
