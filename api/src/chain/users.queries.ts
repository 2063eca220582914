// An ADMIN's hold on his chain's accounts, for users.routes.ts (which keeps the checks, the
// transactions and the statuses).
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { userRestaurants, users, type UserRow } from '../db/schema.ts';

export type { UserRow };

/** A user of the chain, or undefined (another chain's id looks like no id). */
export async function findChainUser(
  db: Db,
  enseigneId: number,
  id: number,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.enseigneId, enseigneId)));
  return row;
}

/** Replaces a manager's restaurants, in one transaction. */
export async function setUserRestaurants(
  db: Db,
  userId: number,
  restaurantIds: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userRestaurants).where(eq(userRestaurants.userId, userId));
    if (restaurantIds.length > 0) {
      await tx
        .insert(userRestaurants)
        .values(restaurantIds.map((restaurantId) => ({ userId, restaurantId })));
    }
    await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, userId));
  });
}

/**
 * The ids of the chain's active ADMINs, locked until the transaction ends, so two ADMINs
 * deactivating each other at once cannot both succeed.
 */
export async function lockActiveAdmins(db: Db, enseigneId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.enseigneId, enseigneId), eq(users.role, 'ADMIN'), isNull(users.deactivatedAt)),
    )
    .for('update');
  return rows.map((r) => r.id);
}

/**
 * Deactivates an account and revokes its sessions at `now`; undefined when it already was
 * (deactivating twice keeps the first date and author).
 */
export async function deactivateUser(
  db: Db,
  id: number,
  byId: number,
  now: Date,
): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({ deactivatedAt: now, deactivatedById: byId, sessionsRevokedAt: now, updatedAt: now })
    .where(and(eq(users.id, id), isNull(users.deactivatedAt)))
    .returning();
  return updated;
}

/** Reactivates an account; undefined when there is none (deleted meanwhile). */
export async function reactivateUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ deactivatedAt: null, deactivatedById: null, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}
