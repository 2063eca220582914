import type { z } from 'zod';
import { oilRateProblem, type OilMethod } from '@bo/domain';
import { CreateOilRecordBody, OilRecordsResponse, OilRecordResponse } from './oil.contract.ts';
import { OilCorrectionBody } from './correction-bodies.contract.ts';
import { IdParam, HistoryPeriodQuery } from '../contract/common.ts';
import { ProcessRecordsQuery } from './processes.contract.ts';
import { recordBodyWithPhoto } from '../photos/photos.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import {
  findOilRecord,
  insertOilRecord,
  isChainUser,
  listOilRecordsBy,
  listRestaurantOilRecords,
  listVisibleOilRecords,
} from './oil.queries.ts';
import { invalidField, notFound, ERRORS } from '../http/errors.ts';
import { recordWithPhoto, storePhoto } from '../photos/upload.ts';
import { correctionRoutes } from './corrections.routes.ts';
import type { RouteDeps } from '../http/deps.ts';
import { defineRoute } from '../http/route.ts';
import { assertEmployeeOf, assertNotFuture, assertPhotosOf, loggedEquipment } from './common.ts';
import { findVisibleRestaurant } from '../tenancy.ts';

export const OIL_RECORD_NOT_FOUND = "Contrôle d'huile introuvable";
const USER_NOT_FOUND = 'Utilisateur introuvable';

/** One check as its GET answers it (history included), else 404. */
async function respondOne(
  { db, photos }: Pick<RouteDeps, 'db' | 'photos'>,
  user: AuthUser,
  id: number,
): Promise<z.input<typeof OilRecordResponse>> {
  const record = await findOilRecord(db, photos, user, id);
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
      return { records: await listVisibleOilRecords(db, photos, user, req.query) };
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
      return {
        records: await listRestaurantOilRecords(db, photos, user, restaurant, req.query),
      };
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
      if (!(await isChainUser(db, user, params.id))) throw notFound(USER_NOT_FOUND);
      return { records: await listOilRecordsBy(db, photos, user, params.id) };
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
        return insertOilRecord(tx, {
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
        });
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
