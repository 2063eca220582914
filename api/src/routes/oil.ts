import { Router } from 'express';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { dayOf, oilLevel, oilRateProblem } from '@bo/domain';
import {
  CreateOilRecordBody,
  UpdateOilRecordBody,
  type OilRecord,
  type OilRecordResponse,
  type OilRecordsResponse,
} from '../contract/index.ts';
import { assertCan, currentUser } from '../auth/middleware.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { equipments, oilRecords, restaurants, users, type OilRecordRow } from '../db/schema.ts';
import { invalidField, notFound } from '../http/errors.ts';
import { parseBody, parseId } from '../http/validate.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { recordWithPhoto, storePhoto } from '../photos/upload.ts';
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
  const people = await peopleOf(
    db,
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
  }));
}

async function findVisibleRecord(db: Db, user: AuthUser, id: number): Promise<OilRecordRow> {
  const [row] = await db
    .select({ record: oilRecords })
    .from(oilRecords)
    .innerJoin(restaurants, eq(restaurants.id, oilRecords.restaurantId))
    .where(and(eq(oilRecords.id, id), visibleRestaurants(user)));
  if (!row) throw notFound(OIL_RECORD_NOT_FOUND);
  return row.record;
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

  // JSON, or the multipart variant with its photo (spec 001 §7): the same record either way.
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

  router.put('/oil-records/:id', async (req, res) => {
    const user = currentUser(req);
    assertCan(user, 'HYGIENE', 'edit');
    const current = await findVisibleRecord(db, user, parseId(req.params.id, OIL_RECORD_NOT_FOUND));
    const input = parseBody(UpdateOilRecordBody, req.body);
    const method = input.method ?? current.method;
    const rate = input.rate === undefined ? current.rate : input.rate;
    const problem = oilRateProblem(method, rate);
    if (problem) throw invalidField('rate', problem);
    // Another fryer may stand in another restaurant: the record follows it.
    const fryer =
      input.equipmentId === undefined || input.equipmentId === current.equipmentId
        ? { id: current.equipmentId!, restaurantId: current.restaurantId }
        : await loggedEquipment(db, user, input.equipmentId, { families: ['OIL'] });
    const recordedAt =
      input.recordedAt === undefined ? current.recordedAt : new Date(input.recordedAt);
    assertNotFuture('recordedAt', recordedAt);
    const employeeId = input.employeeId === undefined ? current.employeeId : input.employeeId;
    if (employeeId !== current.employeeId || fryer.restaurantId !== current.restaurantId) {
      await assertEmployeeOf(db, fryer.restaurantId, employeeId);
    }
    if (input.photoId !== undefined) await assertPhotosOf(db, user, [input.photoId]);
    await db
      .update(oilRecords)
      .set({
        restaurantId: fryer.restaurantId,
        equipmentId: fryer.id,
        method,
        rate,
        recordedAt,
        employeeId,
        ...(input.action !== undefined && { action: input.action }),
        ...(input.photoId !== undefined && { photoId: input.photoId }),
        ...(input.notes !== undefined && { notes: input.notes }),
      })
      .where(eq(oilRecords.id, current.id));
    res.json(await respondOne(user, current.id));
  });

  return router;
}
