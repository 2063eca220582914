import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { dayOf, oilLevel, oilRateProblem, type OilMethod } from '@bo/domain';
import {
  CreateOilRecordBody,
  type OilRecord,
  OilRecordsResponse,
  OilRecordResponse,
} from './oil.contract.ts';
import { OilCorrectionBody } from './correction-bodies.contract.ts';
import { IdParam, HistoryPeriodQuery } from '../contract/common.ts';
import { ProcessRecordsQuery } from './processes.contract.ts';
import { recordBodyWithPhoto } from '../photos/photos.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { equipments, oilRecords, restaurants, users } from '../db/schema.ts';
import { invalidField, notFound, ERRORS } from '../http/errors.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { recordWithPhoto, storePhoto } from '../photos/upload.ts';
import { correctionsOf } from './corrections.queries.ts';
import { peopleOf } from './people.ts';
import { correctionRoutes } from './corrections.routes.ts';
import type { RouteDeps } from '../http/deps.ts';
import { defineRoute } from '../http/route.ts';
import {
  assertEmployeeOf,
  assertNotFuture,
  assertPhotosOf,
  loggedEquipment,
  photoRef,
  restaurantPeriod,
  visiblePeriods,
} from './common.ts';
import { findVisibleRestaurant, visibleRestaurants } from '../tenancy.ts';

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

/** One check as its GET answers it (history included), else 404. */
async function respondOne(
  { db, photos }: Pick<RouteDeps, 'db' | 'photos'>,
  user: AuthUser,
  id: number,
): Promise<z.input<typeof OilRecordResponse>> {
  const [record] = await readRecords(db, photos, user, eq(oilRecords.id, id));
  if (!record) throw notFound(OIL_RECORD_NOT_FOUND);
  return { record };
}

export const oilRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/oil-records',
    tags: ['oil'],
    summary:
      "Contrôles d'huile des restaurants visibles (ou de restaurantIds), du jour from au jour to s'ils sont donnés, les plus récents d'abord",
    access: 'authenticated',
    query: ProcessRecordsQuery,
    response: { status: 200, description: "Contrôles d'huile", schema: OilRecordsResponse },
    errors: [400],
    handler: async ({ db, user, photos, req }) => {
      const where = await visiblePeriods(
        db,
        user,
        req.query,
        oilRecords.restaurantId,
        oilRecords.recordedAt,
      );
      return { records: where ? await readRecords(db, photos, user, where) : [] };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/oil-records/restaurant/{id}',
    tags: ['oil'],
    summary: "Contrôles d'huile d'un restaurant du jour from au jour to, les plus récents d'abord",
    access: 'authenticated',
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    load: ({ db, user, params }) => findVisibleRestaurant(db, user, params.id),
    query: HistoryPeriodQuery,
    response: { status: 200, description: "Contrôles d'huile", schema: OilRecordsResponse },
    errors: [400, 404],
    handler: async ({ db, user, photos, req, loaded: restaurant }) => {
      const where = restaurantPeriod(
        restaurant,
        req.query,
        oilRecords.restaurantId,
        oilRecords.recordedAt,
      );
      return { records: await readRecords(db, photos, user, where) };
    },
  }),

  // The checks an account wrote down, among the restaurants the reader sees.
  defineRoute({
    method: 'get',
    path: '/api/oil-records/user/{id}',
    tags: ['oil'],
    summary:
      "Contrôles d'huile saisis par un utilisateur de l'enseigne, dans les restaurants visibles, les plus récents d'abord",
    access: 'authenticated',
    params: IdParam,
    notFound: USER_NOT_FOUND,
    response: { status: 200, description: "Contrôles d'huile", schema: OilRecordsResponse },
    errors: [404],
    handler: async ({ db, user, photos, params }) => {
      const [author] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, params.id), eq(users.enseigneId, user.enseigneId)));
      if (!author) throw notFound(USER_NOT_FOUND);
      return {
        records: await readRecords(db, photos, user, eq(oilRecords.recordedById, author.id)),
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/oil-records/{id}',
    tags: ['oil'],
    summary: "Un contrôle d'huile",
    access: 'authenticated',
    params: IdParam,
    notFound: OIL_RECORD_NOT_FOUND,
    response: { status: 200, description: "Contrôle d'huile", schema: OilRecordResponse },
    errors: [404],
    handler: (input) => respondOne(input, input.user, input.params.id),
  }),

  // JSON, or the multipart variant with its photo (docs/areas/hygiene.md#photos): the same record
  // either way.
  defineRoute({
    method: 'post',
    path: '/api/oil-records',
    tags: ['oil'],
    summary:
      "Enregistre un contrôle d'huile d'une friteuse ; tout rôle. Avec photo : en multipart avec le fichier dans `photo`, ou la déposer d'abord (POST /api/photos) et passer photoId",
    access: { area: 'HYGIENE', action: 'create' },
    load: ({ req, res }) => recordWithPhoto(req, res, ['equipmentId', 'rate', 'employeeId']),
    body: CreateOilRecordBody,
    bodyOf: (sent) => sent.body,
    requestBody: recordBodyWithPhoto(CreateOilRecordBody),
    response: {
      status: 201,
      description: "Contrôle d'huile enregistré",
      schema: OilRecordResponse,
    },
    errors: [400],
    handler: async (input) => {
      const { db, user, photoStore, loaded: sent, body } = input;
      const fryer = await loggedEquipment(db, user, body.equipmentId, { families: ['OIL'] });
      const recordedAt = body.recordedAt ? new Date(body.recordedAt) : new Date();
      assertNotFuture('recordedAt', recordedAt);
      await assertEmployeeOf(db, fryer.restaurantId, body.employeeId);
      await assertPhotosOf(db, user, [body.photoId]);
      const id = await db.transaction(async (tx) => {
        const photoId = sent.photo
          ? await storePhoto(tx, photoStore, user, sent.photo)
          : (body.photoId ?? null);
        const [row] = await tx
          .insert(oilRecords)
          .values({
            restaurantId: fryer.restaurantId,
            equipmentId: fryer.id,
            action: body.action,
            method: body.method,
            rate: body.rate ?? null,
            recordedAt,
            photoId,
            notes: body.notes,
            employeeId: body.employeeId ?? null,
            recordedById: user.id,
          })
          .returning({ id: oilRecords.id });
        return row!.id;
      });
      return respondOne(input, user, id);
    },
  }),

  // Correcting a check (PUT included, as it always was) goes through the corrections' history.
  ...correctionRoutes({
    log: 'OIL',
    path: 'oil-records',
    body: OilCorrectionBody,
    // As at its creation: no rate without a test.
    check: (next) => {
      const problem = oilRateProblem(next.method as OilMethod, next.rate as number | null);
      if (problem) throw invalidField('rate', problem);
    },
    respond: respondOne,
  }),
];
