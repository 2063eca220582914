// The cleaning log's queries: its records as the api answers them (what they name, their photos,
// people and history) and their writing, for cleaning.routes.ts.
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dayOf } from '@bo/domain';
import type { CleaningRecord } from './cleaning.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import {
  cleaningRecordPhotos,
  cleaningRecords,
  equipments,
  restaurants,
  surfaces,
  zones,
  type RestaurantRow,
} from '../db/schema.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { peopleAndHistory } from './corrections.queries.ts';
import {
  parsePeriod,
  periodsByZone,
  photoRef,
  restaurantPeriod,
  visibleTimeZones,
} from './common.ts';

const equipmentZone = alias(zones, 'equipment_zone');
const surfaceZone = alias(zones, 'surface_zone');

/**
 * Cleanings with what they name (equipment or surface and its zone) and their restaurant's time
 * zone, newest first; the photos and people come in one more query each, whatever the count.
 */
async function readRecords(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  where: SQL | undefined,
): Promise<CleaningRecord[]> {
  const rows = await db
    .select({
      record: cleaningRecords,
      timeZone: restaurants.timeZone,
      equipmentName: equipments.name,
      equipmentZoneName: equipmentZone.name,
      surfaceName: surfaces.name,
      surfaceZoneName: surfaceZone.name,
    })
    .from(cleaningRecords)
    .innerJoin(restaurants, eq(restaurants.id, cleaningRecords.restaurantId))
    .leftJoin(equipments, eq(equipments.id, cleaningRecords.equipmentId))
    .leftJoin(equipmentZone, eq(equipmentZone.id, equipments.zoneId))
    .leftJoin(surfaces, eq(surfaces.id, cleaningRecords.surfaceId))
    .leftJoin(surfaceZone, eq(surfaceZone.id, surfaces.zoneId))
    .where(where)
    .orderBy(desc(cleaningRecords.cleanedAt), desc(cleaningRecords.id));
  const ids = rows.map((r) => r.record.id);
  const [{ people, trail }, photoRows] = await Promise.all([
    peopleAndHistory(
      db,
      'CLEANING',
      rows.map((r) => r.record),
    ),
    ids.length
      ? db
          .select()
          .from(cleaningRecordPhotos)
          .where(inArray(cleaningRecordPhotos.cleaningRecordId, ids))
          .orderBy(asc(cleaningRecordPhotos.position))
      : [],
  ]);
  const photosOf = new Map<number, number[]>();
  for (const p of photoRows) {
    photosOf.set(p.cleaningRecordId, [...(photosOf.get(p.cleaningRecordId) ?? []), p.photoId]);
  }
  return rows.map(({ record, timeZone, ...names }) => ({
    id: record.id,
    restaurantId: record.restaurantId,
    equipment:
      record.equipmentId === null
        ? null
        : {
            id: record.equipmentId,
            name: names.equipmentName ?? '',
            zoneName: names.equipmentZoneName,
          },
    surface:
      record.surfaceId === null
        ? null
        : { id: record.surfaceId, name: names.surfaceName ?? '', zoneName: names.surfaceZoneName },
    cleanedAt: record.cleanedAt.toISOString(),
    date: dayOf(record.cleanedAt, timeZone),
    notes: record.notes,
    employee: people.employee(record.employeeId),
    recordedBy: people.recordedBy(record.recordedById),
    photos: (photosOf.get(record.id) ?? []).map((id) => photoRef(signer, user, id)!),
    createdAt: record.createdAt.toISOString(),
    ...trail(record.id),
  }));
}

/**
 * The cleanings of the restaurants the user sees (among `restaurantIds` when given) over the
 * query's days, counted in each restaurant's time zone (parsePeriod: a bad period is a 400).
 */
export async function listVisibleCleanings(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  restaurantIds: readonly number[] | undefined,
  query: unknown,
): Promise<CleaningRecord[]> {
  const visible = await visibleTimeZones(db, user, restaurantIds);
  // A bad period is a 400 even when no restaurant is left to read.
  if (visible.length === 0) {
    parsePeriod(query, 'UTC');
    return [];
  }
  const where = periodsByZone(
    visible,
    query,
    cleaningRecords.restaurantId,
    cleaningRecords.cleanedAt,
  );
  return readRecords(db, signer, user, where);
}

/** The cleanings of a restaurant (one the user sees) over the query's days in its time zone. */
export function listRestaurantCleanings(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  restaurant: Pick<RestaurantRow, 'id' | 'timeZone'>,
  query: unknown,
): Promise<CleaningRecord[]> {
  const where = restaurantPeriod(
    restaurant,
    query,
    cleaningRecords.restaurantId,
    cleaningRecords.cleanedAt,
  );
  return readRecords(db, signer, user, where);
}

/** One cleaning as the api answers it, or undefined. */
export async function findCleaning(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  id: number,
): Promise<CleaningRecord | undefined> {
  const [record] = await readRecords(db, signer, user, eq(cleaningRecords.id, id));
  return record;
}

/** Whether the surface stands in a zone of that restaurant. */
export async function isSurfaceOf(
  db: Db,
  restaurantId: number,
  surfaceId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: surfaces.id })
    .from(surfaces)
    .innerJoin(zones, eq(zones.id, surfaces.zoneId))
    .where(and(eq(surfaces.id, surfaceId), eq(zones.restaurantId, restaurantId)));
  return row !== undefined;
}

/** Writes a cleaning and its photos, in their order, in one transaction; its id. */
export async function insertCleaning(
  db: Db,
  values: {
    restaurantId: number;
    equipmentId: number | null;
    surfaceId: number | null;
    cleanedAt: Date;
    notes: string | null | undefined;
    employeeId: number | null;
    recordedById: number;
  },
  photoIds: readonly number[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cleaningRecords)
      .values(values)
      .returning({ id: cleaningRecords.id });
    if (photoIds.length) {
      await tx.insert(cleaningRecordPhotos).values(
        photoIds.map((photoId, position) => ({
          cleaningRecordId: row!.id,
          photoId,
          position,
        })),
      );
    }
    return row!.id;
  });
}
