import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dayOf, HYGIENE_MESSAGES as M } from '@bo/domain';
import { IdParam, HistoryPeriodQuery } from '../contract/common.ts';
import { CleaningCorrectionBody } from './correction-bodies.contract.ts';
import {
  CleaningRestaurantIdsQuery,
  CreateCleaningBody,
  type CleaningRecord,
  CleaningRecordResponse,
  CleaningRecordsResponse,
} from './cleaning.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import {
  cleaningRecordPhotos,
  cleaningRecords,
  equipments,
  restaurants,
  surfaces,
  zones,
} from '../db/schema.ts';
import { invalidField, ERRORS } from '../http/errors.ts';
import { parseIdList } from '../http/validate.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { correctionsOf } from './corrections.queries.ts';
import { peopleOf } from './people.ts';
import { correctionRoutes } from './corrections.routes.ts';
import { defineRoute } from '../http/route.ts';
import {
  assertEmployeeOf,
  assertNotFuture,
  assertPhotosOf,
  loggedEquipment,
  parsePeriod,
  periodsByZone,
  photoRef,
  restaurantPeriod,
} from './common.ts';
import { findInputRestaurant, findVisibleRestaurant, visibleRestaurants } from '../tenancy.ts';

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
  const [people, photoRows, trail] = await Promise.all([
    peopleOf(
      db,
      rows.map((r) => r.record),
    ),
    ids.length
      ? db
          .select()
          .from(cleaningRecordPhotos)
          .where(inArray(cleaningRecordPhotos.cleaningRecordId, ids))
          .orderBy(asc(cleaningRecordPhotos.position))
      : [],
    correctionsOf(db, 'CLEANING', ids),
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

/** 400 under `surfaceId` unless the surface stands in a zone of that restaurant. */
async function assertSurfaceOf(db: Db, restaurantId: number, surfaceId: number): Promise<void> {
  const [row] = await db
    .select({ id: surfaces.id })
    .from(surfaces)
    .innerJoin(zones, eq(zones.id, surfaces.zoneId))
    .where(and(eq(surfaces.id, surfaceId), eq(zones.restaurantId, restaurantId)));
  if (!row) throw invalidField('surfaceId', M.surfaceNotFound);
}

export const cleaningRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/cleaning-records',
    tags: ['cleaning'],
    summary:
      'Les nettoyages de plusieurs restaurants sur une période (jours du fuseau de chacun), les plus récents d’abord',
    access: 'authenticated',
    query: CleaningRestaurantIdsQuery,
    response: { status: 200, description: 'Nettoyages', schema: CleaningRecordsResponse },
    errors: [400],
    handler: async ({ db, user, query, photos }) => {
      // Absent: every restaurant the user sees (a documented call needs no list).
      const ids =
        query.restaurantIds === undefined
          ? undefined
          : parseIdList(query.restaurantIds, 'restaurantIds');
      const visible = await db
        .select({ id: restaurants.id, timeZone: restaurants.timeZone })
        .from(restaurants)
        .where(and(ids ? inArray(restaurants.id, ids) : undefined, visibleRestaurants(user)));
      // A bad period is a 400 even when no restaurant is left to read.
      if (visible.length === 0) parsePeriod(query, 'UTC');
      return {
        records: visible.length
          ? await readRecords(
              db,
              photos,
              user,
              periodsByZone(
                visible,
                query,
                cleaningRecords.restaurantId,
                cleaningRecords.cleanedAt,
              ),
            )
          : [],
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/cleaning-records/restaurant/{id}',
    tags: ['cleaning'],
    summary:
      "Les nettoyages d'un restaurant faits du jour from au jour to, les plus récents d'abord",
    access: 'authenticated',
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    load: ({ db, user, params }) => findVisibleRestaurant(db, user, params.id),
    query: HistoryPeriodQuery,
    response: { status: 200, description: 'Nettoyages', schema: CleaningRecordsResponse },
    errors: [400, 404],
    handler: async ({ db, user, photos, req, loaded: restaurant }) => {
      const where = restaurantPeriod(
        restaurant,
        req.query,
        cleaningRecords.restaurantId,
        cleaningRecords.cleanedAt,
      );
      return { records: await readRecords(db, photos, user, where) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/cleaning-records',
    tags: ['cleaning'],
    summary:
      "Enregistre un nettoyage d'un équipement ou d'une surface, avec ses photos ; tout rôle",
    access: { area: 'HYGIENE', action: 'create' },
    body: CreateCleaningBody,
    response: { status: 201, description: 'Nettoyage enregistré', schema: CleaningRecordResponse },
    errors: [400, 404],
    handler: async ({ db, user, photos, body: input }) => {
      const restaurant = await findInputRestaurant(db, user, input.restaurantId);
      // Exactly one of the two: the contract's refinement (hygiene/cleaning.contract.ts).
      const equipmentId = input.equipmentId ?? null;
      const surfaceId = input.surfaceId ?? null;
      if (equipmentId !== null) {
        await loggedEquipment(db, user, equipmentId, { restaurantId: restaurant.id });
      }
      if (surfaceId !== null) await assertSurfaceOf(db, restaurant.id, surfaceId);
      const cleanedAt = input.cleanedAt ? new Date(input.cleanedAt) : new Date();
      assertNotFuture('cleanedAt', cleanedAt);
      await assertEmployeeOf(db, restaurant.id, input.employeeId);
      // The same photo twice is kept once, where it first came.
      const photoIds = [...new Set(input.photoIds ?? [])];
      await assertPhotosOf(db, user, photoIds, 'photoIds');
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(cleaningRecords)
          .values({
            restaurantId: restaurant.id,
            equipmentId,
            surfaceId,
            cleanedAt,
            notes: input.notes,
            employeeId: input.employeeId ?? null,
            recordedById: user.id,
          })
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
      const [record] = await readRecords(db, photos, user, eq(cleaningRecords.id, id));
      return { record: record! };
    },
  }),

  ...correctionRoutes({
    log: 'CLEANING',
    path: 'cleaning-records',
    body: CleaningCorrectionBody,
    respond: async ({ db, photos }, user, id) => ({
      record: (await readRecords(db, photos, user, eq(cleaningRecords.id, id)))[0]!,
    }),
  }),
];
