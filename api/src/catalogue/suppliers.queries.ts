// The suppliers' queries: the chain's rows, the restaurants they deliver and their REST shape, for
// suppliers.routes.ts (which keeps the access, the checks and the statuses).
import { and, count, eq, inArray } from 'drizzle-orm';
import { pickDeliveryFlags } from '@bo/domain';
import type { Supplier } from './suppliers.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import {
  articles,
  restaurants,
  supplierRestaurants,
  suppliers,
  type RestaurantRow,
  type SupplierRow,
} from '../db/schema.ts';
import { byName } from '../restaurants-dto.ts';
import { visibleRestaurants } from '../tenancy.ts';

// The lookup of a body's restaurants is the restaurants' own, shared with the laboratories.
export { visibleRestaurantsAmong } from '../restaurants/restaurants.queries.ts';

export type { RestaurantRow, SupplierRow };

/** The supplier if it is of the chain, or undefined (another chain's id looks like no id). */
export async function findSupplier(
  db: Db,
  enseigneId: number,
  id: number,
): Promise<SupplierRow | undefined> {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.id, id), eq(suppliers.enseigneId, enseigneId)));
  return row;
}

/** The restaurants the given suppliers deliver that the user may see, sorted by name. */
export async function deliveredBy(
  db: Db,
  user: AuthUser,
  supplierIds: number[],
): Promise<{ supplierId: number; restaurant: RestaurantRow }[]> {
  if (supplierIds.length === 0) return [];
  const rows = await db
    .select({ supplierId: supplierRestaurants.supplierId, restaurant: restaurants })
    .from(supplierRestaurants)
    .innerJoin(restaurants, eq(restaurants.id, supplierRestaurants.restaurantId))
    .where(and(inArray(supplierRestaurants.supplierId, supplierIds), visibleRestaurants(user)));
  return rows.sort((a, b) => byName(a.restaurant, b.restaurant));
}

export function toSupplierDto(row: SupplierRow, restaurantIds: number[]): Supplier {
  return {
    id: row.id,
    enseigneId: row.enseigneId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    minOrderAmount: row.minOrderAmount,
    deliveryDelayDays: row.deliveryDelayDays,
    ...pickDeliveryFlags(row),
    restaurantIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The suppliers as DTOs, by name, each with the restaurants it delivers (two queries). */
async function withRestaurants(db: Db, user: AuthUser, rows: SupplierRow[]): Promise<Supplier[]> {
  const delivered = await deliveredBy(
    db,
    user,
    rows.map((r) => r.id),
  );
  return [...rows].sort(byName).map((row) =>
    toSupplierDto(
      row,
      delivered.filter((d) => d.supplierId === row.id).map((d) => d.restaurant.id),
    ),
  );
}

export async function supplierDto(db: Db, user: AuthUser, row: SupplierRow): Promise<Supplier> {
  const [dto] = await withRestaurants(db, user, [row]);
  return dto!;
}

/** The chain's suppliers, by name. */
export async function listSuppliers(db: Db, user: AuthUser): Promise<Supplier[]> {
  const rows = await db.select().from(suppliers).where(eq(suppliers.enseigneId, user.enseigneId));
  return withRestaurants(db, user, rows);
}

/** The chain's suppliers that deliver a restaurant, by name. */
export async function listSuppliersOfRestaurant(
  db: Db,
  user: AuthUser,
  restaurantId: number,
): Promise<Supplier[]> {
  const rows = await db
    .select({ supplier: suppliers })
    .from(suppliers)
    .innerJoin(supplierRestaurants, eq(supplierRestaurants.supplierId, suppliers.id))
    .where(
      and(
        eq(supplierRestaurants.restaurantId, restaurantId),
        eq(suppliers.enseigneId, user.enseigneId),
      ),
    );
  return withRestaurants(
    db,
    user,
    rows.map((r) => r.supplier),
  );
}

type SupplierValues = Omit<
  typeof suppliers.$inferInsert,
  'id' | 'enseigneId' | 'createdAt' | 'updatedAt'
>;

/** A new supplier of the chain: it delivers no restaurant yet. */
export async function insertSupplier(
  db: Db,
  enseigneId: number,
  values: SupplierValues,
): Promise<Supplier> {
  const [row] = await db
    .insert(suppliers)
    .values({ ...values, enseigneId })
    .returning();
  return toSupplierDto(row!, []);
}

/** Updates a supplier of the chain; undefined when there is none (deleted meanwhile). */
export async function updateSupplierRow(
  db: Db,
  user: AuthUser,
  id: number,
  values: Partial<SupplierValues>,
): Promise<Supplier | undefined> {
  const [row] = await db
    .update(suppliers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(suppliers.id, id), eq(suppliers.enseigneId, user.enseigneId)))
    .returning();
  return row && supplierDto(db, user, row);
}

/** How many articles name the supplier. */
export async function articleCountOfSupplier(db: Db, supplierId: number): Promise<number> {
  const [used] = await db
    .select({ n: count() })
    .from(articles)
    .where(eq(articles.supplierId, supplierId));
  return used!.n;
}

/** Deletes a supplier; its RESTRICT keys refuse while articles name it. */
export async function deleteSupplier(db: Db, id: number): Promise<void> {
  await db.delete(suppliers).where(eq(suppliers.id, id));
}

/** Replaces the restaurants a supplier delivers, in one transaction. */
export async function setSupplierRestaurants(
  db: Db,
  supplierId: number,
  restaurantIds: number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(supplierRestaurants).where(eq(supplierRestaurants.supplierId, supplierId));
    if (restaurantIds.length > 0) {
      await tx
        .insert(supplierRestaurants)
        .values(restaurantIds.map((restaurantId) => ({ supplierId, restaurantId })));
    }
  });
}

/** The supplier no longer delivers the restaurant (nothing when it did not). */
export async function removeSupplierRestaurant(
  db: Db,
  supplierId: number,
  restaurantId: number,
): Promise<void> {
  await db
    .delete(supplierRestaurants)
    .where(
      and(
        eq(supplierRestaurants.supplierId, supplierId),
        eq(supplierRestaurants.restaurantId, restaurantId),
      ),
    );
}
