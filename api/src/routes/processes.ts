import { Router } from 'express';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
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
  ProcessCorrectionBody,
  type CoolingRecordResponse,
  type CoolingRecordsResponse,
  type ProcessRecordDto,
} from '../contract/index.ts';
import { assertCan, currentUser } from '../auth/middleware.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { coolingRecords, equipments, heatingRecords, restaurants } from '../db/schema.ts';
import { invalidField } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';
import type { PhotoSigner } from '../photos/signing.ts';
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
import { findInputRestaurant } from './restaurants.ts';

type ProcessTable = typeof coolingRecords | typeof heatingRecords;

/** What differs between the cooling and the reheating log: everything else is shared. */
interface ProcessKind {
  log: 'COOLING' | 'HEATING';
  path: string;
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

export function processesRoutes({ db, auth, photos }: RouteDeps): Router {
  const router = Router();

  for (const kind of KINDS) {
    const t = kind.table;
    router.use(`/${kind.path}`, auth);

    router.get(`/${kind.path}`, async (req, res) => {
      const user = currentUser(req);
      const where = await visiblePeriods(db, user, req.query, t.restaurantId, t.startTime);
      const body: z.input<typeof CoolingRecordsResponse> = {
        records: where ? await readRecords(db, photos, user, kind, where) : [],
      };
      res.json(body);
    });

    router.get(`/${kind.path}/restaurant/:id`, async (req, res) => {
      const user = currentUser(req);
      const where = await restaurantPeriod(
        db,
        user,
        req.params.id,
        req.query,
        t.restaurantId,
        t.startTime,
      );
      const body: z.input<typeof CoolingRecordsResponse> = {
        records: await readRecords(db, photos, user, kind, where),
      };
      res.json(body);
    });

    router.post(`/${kind.path}`, async (req, res) => {
      const user = currentUser(req);
      assertCan(user, 'HYGIENE', 'create');
      const input = parseBody(CreateProcessRecordBody, req.body);
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
      const [record] = await readRecords(db, photos, user, kind, eq(t.id, row!.id));
      const body: z.input<typeof CoolingRecordResponse> = { record: record! };
      res.status(201).json(body);
    });

    addCorrectionRoutes(router, db, {
      log: kind.log,
      path: kind.path,
      table: t,
      body: ProcessCorrectionBody,
      // As at its creation: the end after the start.
      check: (next) => {
        if (!endsAfterStart(next.startTime as Date, next.endTime as Date)) {
          throw invalidField('endTime', M.endBeforeStart);
        }
      },
      respond: async (user, id) => {
        const body: z.input<typeof CoolingRecordResponse> = {
          record: (await readRecords(db, photos, user, kind, eq(t.id, id)))[0]!,
        };
        return body;
      },
    });
  }

  return router;
}
