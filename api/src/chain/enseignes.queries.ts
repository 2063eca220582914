// The chain's queries: its row, its users and restaurants as the ADMIN sees them, the signup's
// writes and the empty chain's deletion, for enseignes.routes.ts (which keeps the limits, the
// checks, the transactions and the statuses).
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { EnseigneSchema, SignupBody } from './enseignes.contract.ts';
import { toUserDto, type AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import {
  enseignes,
  invitations,
  restaurants,
  userRestaurants,
  users,
  type EnseigneRow,
  type UserRow,
} from '../db/schema.ts';
import { byName, toRestaurantDto } from '../restaurants-dto.ts';
import { visibleRestaurants } from '../tenancy.ts';

export type { EnseigneRow };

type Enseigne = z.input<typeof EnseigneSchema>;

export const toEnseigneDto = (row: EnseigneRow): Enseigne => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
});

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

export async function findEnseigne(db: Db, id: number): Promise<EnseigneRow | undefined> {
  const [row] = await db.select().from(enseignes).where(eq(enseignes.id, id));
  return row;
}

/** The ADMIN's view of his chain: its users (managers with their restaurants) and restaurants. */
export async function enseigneDetail(db: Db, user: AuthUser, row: EnseigneRow): Promise<Enseigne> {
  const [userRows, restaurantRows] = await Promise.all([
    db.select().from(users).where(eq(users.enseigneId, row.id)),
    db.select().from(restaurants).where(visibleRestaurants(user)),
  ]);
  // A manager's scope, an employee's restaurant; an ADMIN has the whole chain.
  const scopedIds = userRows.filter((u) => u.role !== 'ADMIN').map((u) => u.id);
  const access =
    scopedIds.length === 0
      ? []
      : await db
          .select()
          .from(userRestaurants)
          .where(inArray(userRestaurants.userId, scopedIds))
          .orderBy(asc(userRestaurants.restaurantId));
  const restaurantsOf = new Map<number, number[]>();
  for (const a of access) {
    restaurantsOf.set(a.userId, [...(restaurantsOf.get(a.userId) ?? []), a.restaurantId]);
  }
  const userList = userRows
    .map((u) =>
      toUserDto({
        ...u,
        restaurantIds: u.role === 'ADMIN' ? [] : (restaurantsOf.get(u.id) ?? []),
      }),
    )
    .sort(
      (a, b) =>
        collator.compare(`${a.lastName} ${a.firstName}`, `${b.lastName} ${b.firstName}`) ||
        a.id - b.id,
    );
  return {
    ...toEnseigneDto(row),
    users: userList,
    restaurants: restaurantRows.sort(byName).map(toRestaurantDto),
    userCount: userList.length,
    restaurantCount: restaurantRows.length,
  };
}

/** A chain and its first ADMIN; in a transaction, as a duplicate email throws after the chain. */
export async function insertEnseigneWithAdmin(
  db: Db,
  input: z.output<typeof SignupBody>,
  passwordHash: string,
): Promise<{ enseigne: EnseigneRow; user: UserRow }> {
  const [enseigne] = await db.insert(enseignes).values({ name: input.name }).returning();
  const [user] = await db
    .insert(users)
    .values({
      enseigneId: enseigne!.id,
      firstName: input.adminUser.firstName,
      lastName: input.adminUser.lastName,
      email: input.adminUser.email,
      role: 'ADMIN',
      passwordHash,
    })
    .returning();
  return { enseigne: enseigne!, user: user! };
}

/** Renames a chain; undefined when there is none (deleted meanwhile). */
export async function renameEnseigne(
  db: Db,
  id: number,
  name: string,
): Promise<EnseigneRow | undefined> {
  const [row] = await db.update(enseignes).set({ name }).where(eq(enseignes.id, id)).returning();
  return row;
}

/** What keeps a chain from being deleted: its restaurants and its users other than `userId`. */
export async function countEnseigneContents(
  db: Db,
  id: number,
  userId: number,
): Promise<{ restaurants: number; otherUsers: number }> {
  const [r] = await db
    .select({ n: count() })
    .from(restaurants)
    .where(eq(restaurants.enseigneId, id));
  const [u] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.enseigneId, id), ne(users.id, userId)));
  return { restaurants: r!.n, otherUsers: u!.n };
}

/** Deletes an empty chain with its invitations and the account of the ADMIN deleting it. */
export async function deleteEnseigne(db: Db, id: number, userId: number): Promise<void> {
  await db.delete(invitations).where(eq(invitations.enseigneId, id));
  await db.delete(users).where(eq(users.id, userId));
  await db.delete(enseignes).where(eq(enseignes.id, id));
}
