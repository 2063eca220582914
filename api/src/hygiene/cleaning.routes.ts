import { HYGIENE_MESSAGES as M } from '@bo/domain';
import { IdParam, HistoryPeriodQuery } from '../contract/common.ts';
import { CleaningCorrectionBody } from './correction-bodies.contract.ts';
import {
  CleaningRestaurantIdsQuery,
  CreateCleaningBody,
  CleaningRecordResponse,
  CleaningRecordsResponse,
} from './cleaning.contract.ts';
import {
  findCleaning,
  insertCleaning,
  isSurfaceOf,
  listRestaurantCleanings,
  listVisibleCleanings,
} from './cleaning.queries.ts';
import { invalidField, ERRORS } from '../http/errors.ts';
import { optionalIdList } from '../http/validate.ts';
import { correctionRoutes } from './corrections.routes.ts';
import { defineRoute } from '../http/route.ts';
import { assertEmployeeOf, assertNotFuture, assertPhotosOf, loggedEquipment } from './common.ts';
import { findInputRestaurant, findVisibleRestaurant } from '../tenancy.ts';

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
      const ids = optionalIdList(query.restaurantIds, 'restaurantIds');
      return { records: await listVisibleCleanings(db, photos, user, ids, query) };
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
    handler: async ({ db, user, photos, req, loaded: restaurant }) => ({
      records: await listRestaurantCleanings(db, photos, user, restaurant, req.query),
    }),
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
      if (surfaceId !== null && !(await isSurfaceOf(db, restaurant.id, surfaceId))) {
        throw invalidField('surfaceId', M.surfaceNotFound);
      }
      const cleanedAt = input.cleanedAt ? new Date(input.cleanedAt) : new Date();
      assertNotFuture('cleanedAt', cleanedAt);
      await assertEmployeeOf(db, restaurant.id, input.employeeId);
      // The same photo twice is kept once, where it first came.
      const photoIds = [...new Set(input.photoIds ?? [])];
      await assertPhotosOf(db, user, photoIds, 'photoIds');
      const id = await insertCleaning(
        db,
        {
          restaurantId: restaurant.id,
          equipmentId,
          surfaceId,
          cleanedAt,
          notes: input.notes,
          employeeId: input.employeeId ?? null,
          recordedById: user.id,
        },
        photoIds,
      );
      const record = await findCleaning(db, photos, user, id);
      return { record: record! };
    },
  }),

  ...correctionRoutes({
    log: 'CLEANING',
    path: 'cleaning-records',
    body: CleaningCorrectionBody,
    respond: async ({ db, photos }, user, id) => ({
      record: (await findCleaning(db, photos, user, id))!,
    }),
  }),
];
