import { Router } from 'express';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { dayOf, HYGIENE_MESSAGES as M } from '@bo/domain';
import {
  CleaningCorrectionBody,
  CleaningRestaurantIdsQuery,
  CreateCleaningBody,
  type CleaningRecord,
  type CleaningRecordResponse,
  type CleaningRecordsResponse,
} from '../contract/index.ts';
import { assertCan, currentUser } from '../auth/middleware.ts';
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
import { invalidField } from '../http/errors.ts';
import { parseBody, parseIdList, parseQuery } from '../http/validate.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { addCorrectionRoutes, correctionsOf } from './corrections.ts';
import type { RouteDeps } from './deps.ts';
import {
  assertEmployeeOf,
  assertNotFuture,
  assertPhotosOf,
  loggedEquipment,
  parsePeriod,
  peopleOf,
  periodsByZone,
  photoRef,
  restaurantPeriod,
} from './hygiene-common.ts';
import { findInputRestaurant, visibleRestaurants } from './restaurants.ts';

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

export function cleaningRoutes({ db, auth, photos }: RouteDeps): Router {
  const router = Router();
  router.use('/cleaning-records', auth);

  router.get('/cleaning-records', async (req, res) => {
    const user = currentUser(req);
    const query = parseQuery(CleaningRestaurantIdsQuery, req.query);
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
    const body: z.input<typeof CleaningRecordsResponse> = {
      records: visible.length
        ? await readRecords(
            db,
            photos,
            user,
            periodsByZone(visible, query, cleaningRecords.restaurantId, cleaningRecords.cleanedAt),
          )
        : [],
    };
    res.json(body);
  });

  router.get('/cleaning-records/restaurant/:id', async (req, res) => {
    const user = currentUser(req);
    const where = await restaurantPeriod(
      db,
      user,
      req.params.id,
      req.query,
      cleaningRecords.restaurantId,
      cleaningRecords.cleanedAt,
    );
    const body: z.input<typeof CleaningRecordsResponse> = {
      records: await readRecords(db, photos, user, where),
    };
    res.json(body);
  });

  router.post('/cleaning-records', async (req, res) => {
    const user = currentUser(req);
    assertCan(user, 'HYGIENE', 'create');
    const input = parseBody(CreateCleaningBody, req.body);
    const restaurant = await findInputRestaurant(db, user, input.restaurantId);
    const equipmentId = input.equipmentId ?? null;
    const surfaceId = input.surfaceId ?? null;
    if (equipmentId === null && surfaceId === null) {
      throw invalidField('equipmentId', M.cleaningTargetRequired);
    }
    if (equipmentId !== null && surfaceId !== null) {
      throw invalidField('surfaceId', M.cleaningTargetBoth);
    }
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
    const body: z.input<typeof CleaningRecordResponse> = { record: record! };
    res.status(201).json(body);
  });

  addCorrectionRoutes(router, db, {
    log: 'CLEANING',
    path: 'cleaning-records',
    table: cleaningRecords,
    body: CleaningCorrectionBody,
    respond: async (user, id) => {
      const body: z.input<typeof CleaningRecordResponse> = {
        record: (await readRecords(db, photos, user, eq(cleaningRecords.id, id)))[0]!,
      };
      return body;
    },
  });

  return router;
}
