import { Router } from 'express';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { dayOf, oilLevel, oilRateProblem, type OilMethod } from '@bo/domain';
import {
  CreateOilRecordBody,
  OilCorrectionBody,
  type OilRecord,
  type OilRecordResponse,
  type OilRecordsResponse,
} from '../contract/index.ts';
import { assertCan, currentUser } from '../auth/middleware.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { equipments, oilRecords, restaurants, users } from '../db/schema.ts';
import { invalidField, notFound } from '../http/errors.ts';
import { parseBody, parseId } from '../http/validate.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { recordWithPhoto, storePhoto } from '../photos/upload.ts';
import { addCorrectionRoutes, correctionsOf } from './corrections.ts';
import type { RouteDeps } from './deps.ts';
import {
  assertEmployeeOf,
  assertNotFuture,
  assertPhotosOf,
  loggedEquipment,
  peopleOf,
  photoRef,
  restaurantPeriod,
  visiblePeriods,
} from './hygiene-common.ts';
import { visibleRestaurants } from './restaurants.ts';

export const OIL_RECORD_NOT_FOUND = "Contrôle d'huile introuvable";
const USER_NOT_FOUND = 'Utilisateur introuvable';

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
  const [people, trail] = await Promise.all([
    peopleOf(
      db,
      rows.map((r) => r.record),
    ),
    correctionsOf(
      db,
      'OIL',
      rows.map((r) => r.record.id),
    ),
  ]);
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

export function oilRoutes({ db, auth, photos, photoStore }: RouteDeps): Router {
  const router = Router();
  router.use('/oil-records', auth);

  const respondOne = async (user: AuthUser, id: number) => {
    const [record] = await readRecords(db, photos, user, eq(oilRecords.id, id));
    if (!record) throw notFound(OIL_RECORD_NOT_FOUND);
    const body: z.input<typeof OilRecordResponse> = { record };
    return body;
  };

  router.get('/oil-records', async (req, res) => {
    const user = currentUser(req);
    const where = await visiblePeriods(
      db,
      user,
      req.query,
      oilRecords.restaurantId,
      oilRecords.recordedAt,
    );
    const body: z.input<typeof OilRecordsResponse> = {
      records: where ? await readRecords(db, photos, user, where) : [],
    };
    res.json(body);
  });

  router.get('/oil-records/restaurant/:id', async (req, res) => {
    const user = currentUser(req);
    const where = await restaurantPeriod(
      db,
      user,
      req.params.id,
      req.query,
      oilRecords.restaurantId,
      oilRecords.recordedAt,
    );
    const body: z.input<typeof OilRecordsResponse> = {
      records: await readRecords(db, photos, user, where),
    };
    res.json(body);
  });

  // The checks an account wrote down, among the restaurants the reader sees.
  router.get('/oil-records/user/:id', async (req, res) => {
    const user = currentUser(req);
    const id = parseId(req.params.id, USER_NOT_FOUND);
    const [author] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.enseigneId, user.enseigneId)));
    if (!author) throw notFound(USER_NOT_FOUND);
    const body: z.input<typeof OilRecordsResponse> = {
      records: await readRecords(db, photos, user, eq(oilRecords.recordedById, author.id)),
    };
    res.json(body);
  });

  router.get('/oil-records/:id', async (req, res) => {
    const user = currentUser(req);
    res.json(await respondOne(user, parseId(req.params.id, OIL_RECORD_NOT_FOUND)));
  });

  // JSON, or the multipart variant with its photo (docs/areas/hygiene.md#photos): the same record
  // either way.
  router.post('/oil-records', async (req, res) => {
    const user = currentUser(req);
    assertCan(user, 'HYGIENE', 'create');
    const sent = await recordWithPhoto(req, res, ['equipmentId', 'rate', 'employeeId']);
    const input = parseBody(CreateOilRecordBody, sent.body);
    const fryer = await loggedEquipment(db, user, input.equipmentId, { families: ['OIL'] });
    const recordedAt = input.recordedAt ? new Date(input.recordedAt) : new Date();
    assertNotFuture('recordedAt', recordedAt);
    await assertEmployeeOf(db, fryer.restaurantId, input.employeeId);
    await assertPhotosOf(db, user, [input.photoId]);
    const id = await db.transaction(async (tx) => {
      const photoId = sent.photo
        ? await storePhoto(tx, photoStore, user, sent.photo)
        : (input.photoId ?? null);
      const [row] = await tx
        .insert(oilRecords)
        .values({
          restaurantId: fryer.restaurantId,
          equipmentId: fryer.id,
          action: input.action,
          method: input.method,
          rate: input.rate ?? null,
          recordedAt,
          photoId,
          notes: input.notes,
          employeeId: input.employeeId ?? null,
          recordedById: user.id,
        })
        .returning({ id: oilRecords.id });
      return row!.id;
    });
    res.status(201).json(await respondOne(user, id));
  });

  // Correcting a check (PUT included, as it always was) goes through the corrections' history.
  addCorrectionRoutes(router, db, {
    log: 'OIL',
    path: 'oil-records',
    table: oilRecords,
    body: OilCorrectionBody,
    // As at its creation: no rate without a test.
    check: (next) => {
      const problem = oilRateProblem(next.method as OilMethod, next.rate as number | null);
      if (problem) throw invalidField('rate', problem);
    },
    respond: (user, id) => respondOne(user, id),
  });

  return router;
}
