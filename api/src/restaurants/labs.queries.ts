// The laboratories' queries: the labs the user sees, the restaurants they deliver and their REST
// shape, for labs.routes.ts (which keeps the access, the checks and the statuses).
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Lab } from './labs.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { labRestaurants, restaurants, type RestaurantRow } from '../db/schema.ts';
import { byName, toRestaurantDto } from '../restaurants-dto.ts';
import { visibleRestaurants } from '../tenancy.ts';

export type { RestaurantRow };

/**
 * The laboratories a user may see. ADMIN and EMPLOYEE: every laboratory of the chain. A MANAGER:
 * the laboratories of his invitation, and those that deliver one of his restaurants, since he
 * orders from them (read-only: editing still goes through PUT /api/restaurants and its scope).
 */
function visibleLabs(user: AuthUser): SQL {
  const labsOfChain = and(
    eq(restaurants.enseigneId, user.enseigneId),
    eq(restaurants.isLab, true),
  )!;
  if (user.role !== 'MANAGER') return labsOfChain;
  if (user.restaurantIds.length === 0) return sql`false`;
  const servingHis = sql`${restaurants.id} in (select ${labRestaurants.labId} from ${labRestaurants} where ${inArray(labRestaurants.restaurantId, user.restaurantIds)})`;
  return and(labsOfChain, or(inArray(restaurants.id, user.restaurantIds), servingHis))!;
}

/** A laboratory the user sees, or undefined. */
export async function findVisibleLab(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<RestaurantRow | undefined> {
  const [row] = await db
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.id, id), visibleLabs(user)));
  return row;
}

/** The restaurants the given labs deliver that the user may see, sorted by name. */
export async function servedBy(
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

/** The labs as the api answers them, with the restaurants they deliver that the user sees. */
export async function labDtos(db: Db, user: AuthUser, rows: RestaurantRow[]): Promise<Lab[]> {
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

/** The labs the user sees, by name. */
export async function listVisibleLabs(db: Db, user: AuthUser): Promise<Lab[]> {
  const rows = await db.select().from(restaurants).where(visibleLabs(user));
  return labDtos(db, user, rows.sort(byName));
}

/** Replaces the restaurants a lab delivers, in one transaction. */
export async function setServedRestaurants(
  db: Db,
  labId: number,
  restaurantIds: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(labRestaurants).where(eq(labRestaurants.labId, labId));
    if (restaurantIds.length > 0) {
      await tx
        .insert(labRestaurants)
        .values(restaurantIds.map((restaurantId) => ({ labId, restaurantId })));
    }
  });
}
