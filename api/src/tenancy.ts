// The one module every area (routes, planning, photos, purchasing) uses to scope rows to the
// caller's chain and, for a MANAGER, his restaurants: a rule changed here holds everywhere, and no
// area has to reach into another's routes for it.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from './auth/users.ts';
import type { Db } from './db/index.ts';
import { restaurants, type RestaurantRow } from './db/schema.ts';
import { ERRORS, invalidField, notFound } from './http/errors.ts';

/**
 * The restaurants a user may see: his chain's, and for a MANAGER only those of his invitation.
 * Every query on restaurants (and later on restaurant-scoped data) goes through it.
 */
export function visibleRestaurants(user: AuthUser): SQL {
  const ofChain = eq(restaurants.enseigneId, user.enseigneId);
  if (user.role !== 'MANAGER') return ofChain;
  if (user.restaurantIds.length === 0) return sql`false`;
  return and(ofChain, inArray(restaurants.id, user.restaurantIds))!;
}

/** The restaurant if the user may see it, else 404 (another chain's id looks like no id). */
export async function findVisibleRestaurant(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<RestaurantRow> {
  const [row] = await db
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.id, id), visibleRestaurants(user)));
  if (!row) throw notFound(ERRORS.restaurantNotFound);
  return row;
}

/**
 * A restaurant named in a request body is input, not the route's resource: one the caller cannot
 * see (unknown, another chain's, not a manager's) answers 400 under `field` with the same words
 * on every route, so nothing leaks and clients handle it like any other invalid field.
 */
export async function findInputRestaurant(
  db: Db,
  user: AuthUser,
  id: number,
  field = 'restaurantId',
): Promise<RestaurantRow> {
  const [row] = await db
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.id, id), visibleRestaurants(user)));
  if (!row) throw invalidField(field, ERRORS.restaurantNotFound);
  return row;
}
