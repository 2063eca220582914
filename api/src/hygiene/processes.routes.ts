import { endsAfterStart, HYGIENE_MESSAGES as M, type EquipmentFamily } from '@bo/domain';
import {
  CreateProcessRecordBody,
  ProcessRecordsQuery,
  PROCESS_DOCS,
} from './processes.contract.ts';
import { ProcessCorrectionBody } from './correction-bodies.contract.ts';
import { IdParam, HistoryPeriodQuery } from '../contract/common.ts';
import {
  findProcessRecord,
  insertProcessRecord,
  listRestaurantProcessRecords,
  listVisibleProcessRecords,
  type ProcessLog,
} from './processes.queries.ts';
import { invalidField, ERRORS } from '../http/errors.ts';
import { correctionRoutes } from './corrections.routes.ts';
import { defineRoute, type AnyRoute } from '../http/route.ts';
import { assertEmployeeOf, assertNotFuture, assertPhotosOf, loggedEquipment } from './common.ts';
import { findInputRestaurant, findVisibleRestaurant } from '../tenancy.ts';

/**
 * What differs between the cooling and the reheating log (their tables and status rules:
 * processes.queries.ts): everything else is shared.
 */
interface ProcessKind {
  log: ProcessLog;
  path: keyof typeof PROCESS_DOCS;
  family: EquipmentFamily;
}

const KINDS: ProcessKind[] = [
  { log: 'COOLING', path: 'cooling-records', family: 'COOLING' },
  { log: 'HEATING', path: 'heating-records', family: 'HEATING' },
];

/** One process log's routes: its batch and history reads, its creation and its corrections. */
function kindRoutes(kind: ProcessKind): AnyRoute[] {
  const { tag, label, plural, records, record } = PROCESS_DOCS[kind.path];
  return [
    defineRoute({
      method: 'get',
      path: `/api/${kind.path}`,
      tags: [tag],
      summary: `${plural} des restaurants visibles (ou de restaurantIds) commencés du jour from au jour to, les plus récents d'abord`,
      access: 'authenticated',
      query: ProcessRecordsQuery,
      response: { status: 200, description: plural, schema: records },
      errors: [400],
      handler: async ({ db, user, photos, req }) => ({
        records: await listVisibleProcessRecords(db, photos, user, kind.log, req.query),
      }),
    }),

    defineRoute({
      method: 'get',
      path: `/api/${kind.path}/restaurant/{id}`,
      tags: [tag],
      summary: `${plural} d'un restaurant commencés du jour from au jour to, les plus récents d'abord`,
      access: 'authenticated',
      params: IdParam,
      notFound: ERRORS.restaurantNotFound,
      load: ({ db, user, params }) => findVisibleRestaurant(db, user, params.id),
      query: HistoryPeriodQuery,
      response: { status: 200, description: plural, schema: records },
      errors: [400, 404],
      handler: async ({ db, user, photos, req, loaded: restaurant }) => ({
        records: await listRestaurantProcessRecords(
          db,
          photos,
          user,
          kind.log,
          restaurant,
          req.query,
        ),
      }),
    }),

    defineRoute({
      method: 'post',
      path: `/api/${kind.path}`,
      tags: [tag],
      summary: `Enregistre un ${label} ; tout rôle, dans un restaurant qu'il voit`,
      access: { area: 'HYGIENE', action: 'create' },
      body: CreateProcessRecordBody,
      response: { status: 201, description: `${label} enregistré`, schema: record },
      errors: [400, 404],
      handler: async ({ db, user, photos, body: input }) => {
        const restaurant = await findInputRestaurant(db, user, input.restaurantId);
        const equipmentId = input.equipmentId ?? null;
        if (equipmentId !== null) {
          await loggedEquipment(db, user, equipmentId, {
            restaurantId: restaurant.id,
            families: [kind.family],
          });
        }
        const startTime = new Date(input.startTime);
        const endTime = new Date(input.endTime);
        // The end is after the start (checked by the body), so an end not in the future is enough.
        assertNotFuture('endTime', endTime);
        await assertEmployeeOf(db, restaurant.id, input.employeeId);
        await assertPhotosOf(db, user, [input.photoId]);
        const id = await insertProcessRecord(db, kind.log, {
          restaurantId: restaurant.id,
          equipmentId,
          productName: input.productName,
          startTemperature: input.startTemperature,
          endTemperature: input.endTemperature,
          startTime,
          endTime,
          photoId: input.photoId ?? null,
          notes: input.notes,
          employeeId: input.employeeId ?? null,
          recordedById: user.id,
        });
        const created = await findProcessRecord(db, photos, user, kind.log, id);
        return { record: created! };
      },
    }),

    ...correctionRoutes({
      log: kind.log,
      path: kind.path,
      body: ProcessCorrectionBody,
      // As at its creation: the end after the start.
      check: (next) => {
        if (!endsAfterStart(next.startTime as Date, next.endTime as Date)) {
          throw invalidField('endTime', M.endBeforeStart);
        }
      },
      respond: async ({ db, photos }, user, id) => ({
        record: (await findProcessRecord(db, photos, user, kind.log, id))!,
      }),
    }),
  ];
}

export const processesRoutes = KINDS.flatMap(kindRoutes);
