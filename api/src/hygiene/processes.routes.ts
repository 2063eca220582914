import { desc, eq, type SQL } from 'drizzle-orm';
import {
  coolingStatus,
  dayOf,
  durationMinutes,
  endsAfterStart,
  HYGIENE_MESSAGES as M,
  reheatingStatus,
  type EquipmentFamily,
  type ProcessStatus,
  type ProcessRecord,
} from '@bo/domain';
import {
  CreateProcessRecordBody,
  type ProcessRecordDto,
  ProcessRecordsQuery,
  PROCESS_DOCS,
} from './processes.contract.ts';
import { ProcessCorrectionBody } from './correction-bodies.contract.ts';
import { IdParam, HistoryPeriodQuery } from '../contract/common.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { coolingRecords, equipments, heatingRecords, restaurants } from '../db/schema.ts';
import { invalidField, ERRORS } from '../http/errors.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { correctionsOf } from './corrections.queries.ts';
import { peopleOf } from './people.ts';
import { correctionRoutes } from './corrections.routes.ts';
import { defineRoute, type AnyRoute } from '../http/route.ts';
import {
  assertEmployeeOf,
  assertNotFuture,
  assertPhotosOf,
  loggedEquipment,
  photoRef,
  restaurantPeriod,
  visiblePeriods,
} from './common.ts';
import { findInputRestaurant, findVisibleRestaurant } from '../tenancy.ts';

type ProcessTable = typeof coolingRecords | typeof heatingRecords;

/** What differs between the cooling and the reheating log: everything else is shared. */
interface ProcessKind {
  log: 'COOLING' | 'HEATING';
  path: keyof typeof PROCESS_DOCS;
  table: ProcessTable;
  family: EquipmentFamily;
  status: (record: ProcessRecord) => ProcessStatus;
}

const KINDS: ProcessKind[] = [
  {
    log: 'COOLING',
    path: 'cooling-records',
    table: coolingRecords,
    family: 'COOLING',
    status: coolingStatus,
  },
  {
    log: 'HEATING',
    path: 'heating-records',
    table: heatingRecords,
    family: 'HEATING',
    status: reheatingStatus,
  },
];

/**
 * The records of `where`, newest start first, with their equipment's name and restaurant's time
 * zone in the same query and the people in one more (two tables), whatever the count.
 */
async function readRecords(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  kind: ProcessKind,
  where: SQL | undefined,
): Promise<ProcessRecordDto[]> {
  const t = kind.table;
  const rows = await db
    .select({ record: t, timeZone: restaurants.timeZone, equipmentName: equipments.name })
    .from(t)
    .innerJoin(restaurants, eq(restaurants.id, t.restaurantId))
    .leftJoin(equipments, eq(equipments.id, t.equipmentId))
    .where(where)
    .orderBy(desc(t.startTime), desc(t.id));
  const [people, trail] = await Promise.all([
    peopleOf(
      db,
      rows.map((r) => r.record),
    ),
    correctionsOf(
      db,
      kind.log,
      rows.map((r) => r.record.id),
    ),
  ]);
  return rows.map(({ record, timeZone, equipmentName }) => ({
    id: record.id,
    restaurantId: record.restaurantId,
    productName: record.productName,
    startTemperature: record.startTemperature,
    endTemperature: record.endTemperature,
    startTime: record.startTime.toISOString(),
    endTime: record.endTime.toISOString(),
    date: dayOf(record.startTime, timeZone),
    durationMinutes: Math.round(durationMinutes(record)),
    status: kind.status(record),
    equipment:
      record.equipmentId === null ? null : { id: record.equipmentId, name: equipmentName ?? '' },
    employee: people.employee(record.employeeId),
    recordedBy: people.recordedBy(record.recordedById),
    photo: photoRef(signer, user, record.photoId),
    notes: record.notes,
    createdAt: record.createdAt.toISOString(),
    ...trail(record.id),
  }));
}

/** One process log's routes: its batch and history reads, its creation and its corrections. */
function kindRoutes(kind: ProcessKind): AnyRoute[] {
  const t = kind.table;
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
      handler: async ({ db, user, photos, req }) => {
        const where = await visiblePeriods(db, user, req.query, t.restaurantId, t.startTime);
        return { records: where ? await readRecords(db, photos, user, kind, where) : [] };
      },
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
      handler: async ({ db, user, photos, req, loaded: restaurant }) => {
        const where = restaurantPeriod(restaurant, req.query, t.restaurantId, t.startTime);
        return { records: await readRecords(db, photos, user, kind, where) };
      },
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
        const [row] = await db
          .insert(t)
          .values({
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
          })
          .returning({ id: t.id });
        const [created] = await readRecords(db, photos, user, kind, eq(t.id, row!.id));
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
        record: (await readRecords(db, photos, user, kind, eq(t.id, id)))[0]!,
      }),
    }),
  ];
}

export const processesRoutes = KINDS.flatMap(kindRoutes);
