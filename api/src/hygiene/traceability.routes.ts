import { dayRangeInstants, HYGIENE_MESSAGES as M, TRACEABILITY_PAGE_SIZE } from '@bo/domain';
import { IdParam } from '../contract/common.ts';
import {
  CreateTraceabilityBody,
  TraceabilityQuery,
  TraceabilityPageResponse,
  TraceabilityRecordResponse,
} from './traceability.contract.ts';
import { TraceabilityCorrectionBody } from './correction-bodies.contract.ts';
import {
  findTraceabilityRecord,
  insertTraceabilityRecord,
  listTraceabilityPage,
  type TraceabilityFilter,
} from './traceability.queries.ts';
import { ERRORS, invalidField } from '../http/errors.ts';
import { correctionRoutes } from './corrections.routes.ts';
import { defineRoute } from '../http/route.ts';
import { optionalIdList } from '../http/validate.ts';
import { assertEmployeeOf, assertPhotosOf, parsePeriod } from './common.ts';
import { findInputRestaurant, findVisibleRestaurant } from '../tenancy.ts';

export const traceabilityRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/traceability/{id}',
    tags: ['traceability'],
    summary:
      "Les fiches de traçabilité d'un restaurant, les plus récentes d'abord, filtrées et par pages",
    access: 'authenticated',
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    load: ({ db, user, params }) => findVisibleRestaurant(db, user, params.id),
    query: TraceabilityQuery,
    response: { status: 200, description: 'Une page de fiches', schema: TraceabilityPageResponse },
    errors: [400, 404],
    handler: async ({ db, user, photos, query, loaded: restaurant }) => {
      const filter: TraceabilityFilter = {
        ids: optionalIdList(query.ids, 'ids'),
        employeeId: query.employeeId,
        productName: query.productName,
        lotNumber: query.lotNumber,
      };
      if (query.date !== undefined) {
        // A day that exists (TraceabilityQuery's `day`), in the restaurant's zone, not the server's.
        filter.day = dayRangeInstants({ from: query.date, to: query.date }, restaurant.timeZone);
      }
      if (query.from !== undefined || query.to !== undefined) {
        // A period is whole days in the restaurant's zone, as on the other hygiene pages.
        if (query.from === undefined) throw invalidField('from', M.periodIncomplete);
        if (query.to === undefined) throw invalidField('to', M.periodIncomplete);
        filter.period = parsePeriod({ from: query.from, to: query.to }, restaurant.timeZone);
      }
      const limit = query.limit ?? TRACEABILITY_PAGE_SIZE;
      const offset = query.offset ?? 0;
      const { data, total } = await listTraceabilityPage(db, photos, user, restaurant.id, filter, {
        sort: query.sort,
        order: query.order,
        limit,
        offset,
      });
      return { data, total, limit, offset };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/traceability',
    tags: ['traceability'],
    summary: "Enregistre une fiche de traçabilité (produit, lot, photo de l'étiquette) ; tout rôle",
    access: { area: 'HYGIENE', action: 'create' },
    body: CreateTraceabilityBody,
    response: { status: 201, description: 'Fiche enregistrée', schema: TraceabilityRecordResponse },
    errors: [400, 404],
    handler: async ({ db, user, photos, body: input }) => {
      const restaurant = await findInputRestaurant(db, user, input.restaurantId);
      await assertEmployeeOf(db, restaurant.id, input.employeeId);
      await assertPhotosOf(db, user, [input.photoId]);
      const record = await insertTraceabilityRecord(db, photos, user, {
        restaurantId: restaurant.id,
        productName: input.productName,
        lotNumber: input.lotNumber,
        supplierName: input.supplierName,
        photoId: input.photoId ?? null,
        notes: input.notes,
        employeeId: input.employeeId ?? null,
        recordedById: user.id,
      });
      return { record };
    },
  }),

  ...correctionRoutes({
    log: 'TRACEABILITY',
    path: 'traceability',
    body: TraceabilityCorrectionBody,
    respond: async ({ db, photos }, user, id) => ({
      record: (await findTraceabilityRecord(db, photos, user, id))!,
    }),
  }),
];
