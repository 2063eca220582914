// The oil log's queries: its checks as the api answers them (fryer, people, history) and their
// writing, for oil.routes.ts.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { dayOf, oilLevel } from '@bo/domain';
import type { OilRecord } from './oil.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { equipments, oilRecords, restaurants, users, type RestaurantRow } from '../db/schema.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { peopleAndHistory } from './corrections.queries.ts';
import { photoRef, restaurantPeriod, visiblePeriods } from './common.ts';
import { visibleRestaurants } from '../tenancy.ts';

/**
 * Oil checks of `where` among the restaurants the user sees, newest first, with the fryer's name
 * and the restaurant's time zone in the same query and the people in one more.
 */
async function readRecords(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  where: SQL | undefined,
): Promise<OilRecord[]> {
  const rows = await db
    .select({ record: oilRecords, timeZone: restaurants.timeZone, equipmentName: equipments.name })
    .from(oilRecords)
    .innerJoin(restaurants, eq(restaurants.id, oilRecords.restaurantId))
    .innerJoin(equipments, eq(equipments.id, oilRecords.equipmentId))
    .where(and(visibleRestaurants(user), where))
    .orderBy(desc(oilRecords.recordedAt), desc(oilRecords.id));
  const { people, trail } = await peopleAndHistory(
    db,
    'OIL',
    rows.map((r) => r.record),
  );
  return rows.map(({ record, timeZone, equipmentName }) => ({
    id: record.id,
    restaurantId: record.restaurantId,
    equipment: { id: record.equipmentId!, name: equipmentName },
    action: record.action,
    method: record.method,
    rate: record.rate,
    level: oilLevel(record.rate),
    recordedAt: record.recordedAt.toISOString(),
    date: dayOf(record.recordedAt, timeZone),
    employee: people.employee(record.employeeId),
    recordedBy: people.recordedBy(record.recordedById),
    photo: photoRef(signer, user, record.photoId),
    notes: record.notes,
    createdAt: record.createdAt.toISOString(),
    ...trail(record.id),
  }));
}

/**
 * The checks of the restaurants the user sees (or of the query's `restaurantIds`), over its days
 * when it names them (visiblePeriods: a bad query is a 400).
 */
export async function listVisibleOilRecords(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  query: unknown,
): Promise<OilRecord[]> {
  const where = await visiblePeriods(
    db,
    user,
    query,
    oilRecords.restaurantId,
    oilRecords.recordedAt,
  );
  return where ? readRecords(db, signer, user, where) : [];
}

/** The checks of a restaurant (one the user sees) over the query's days in its time zone. */
export function listRestaurantOilRecords(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  restaurant: Pick<RestaurantRow, 'id' | 'timeZone'>,
  query: unknown,
): Promise<OilRecord[]> {
  const where = restaurantPeriod(restaurant, query, oilRecords.restaurantId, oilRecords.recordedAt);
  return readRecords(db, signer, user, where);
}

/** Whether the account `id` is of the user's chain. */
export async function isChainUser(db: Db, user: AuthUser, id: number): Promise<boolean> {
  const [author] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.enseigneId, user.enseigneId)));
  return author !== undefined;
}

/** The checks an account wrote down, among the restaurants the user sees. */
export function listOilRecordsBy(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  authorId: number,
): Promise<OilRecord[]> {
  return readRecords(db, signer, user, eq(oilRecords.recordedById, authorId));
}

/** One check of a restaurant the user sees, as the api answers it, or undefined. */
export async function findOilRecord(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  id: number,
): Promise<OilRecord | undefined> {
  const [record] = await readRecords(db, signer, user, eq(oilRecords.id, id));
  return record;
}

/** Writes a check (in the caller's transaction, beside its photo); its id. */
export async function insertOilRecord(
  tx: Tx,
  values: typeof oilRecords.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(oilRecords).values(values).returning({ id: oilRecords.id });
  return row!.id;
}
