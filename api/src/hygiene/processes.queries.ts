// The cooling and reheating logs' queries: their records as the api answers them (equipment,
// status, people, history) and their writing, for processes.routes.ts.
import { desc, eq, type SQL } from 'drizzle-orm';
import {
  coolingStatus,
  dayOf,
  durationMinutes,
  reheatingStatus,
  type ProcessRecord,
  type ProcessStatus,
} from '@bo/domain';
import type { ProcessRecordDto } from './processes.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import {
  type coolingRecords,
  equipments,
  type heatingRecords,
  restaurants,
  type RestaurantRow,
} from '../db/schema.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { peopleAndHistory, LOG_TABLES } from './corrections.queries.ts';
import { photoRef, restaurantPeriod, visiblePeriods } from './common.ts';

export type ProcessLog = 'COOLING' | 'HEATING';

/** Each process log's table and the domain's rule its status follows. */
const PROCESSES: Record<
  ProcessLog,
  {
    table: typeof coolingRecords | typeof heatingRecords;
    status: (record: ProcessRecord) => ProcessStatus;
  }
> = {
  COOLING: { table: LOG_TABLES.COOLING, status: coolingStatus },
  HEATING: { table: LOG_TABLES.HEATING, status: reheatingStatus },
};

/**
 * The records of `where`, newest start first, with their equipment's name and restaurant's time
 * zone in the same query and the people in one more (two tables), whatever the count.
 */
async function readRecords(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  log: ProcessLog,
  where: SQL | undefined,
): Promise<ProcessRecordDto[]> {
  const { table: t, status } = PROCESSES[log];
  const rows = await db
    .select({ record: t, timeZone: restaurants.timeZone, equipmentName: equipments.name })
    .from(t)
    .innerJoin(restaurants, eq(restaurants.id, t.restaurantId))
    .leftJoin(equipments, eq(equipments.id, t.equipmentId))
    .where(where)
    .orderBy(desc(t.startTime), desc(t.id));
  const { people, trail } = await peopleAndHistory(
    db,
    log,
    rows.map((r) => r.record),
  );
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
    status: status(record),
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

/**
 * The records of the restaurants the user sees (or of the query's `restaurantIds`), started within
 * its days when it names them (visiblePeriods: a bad query is a 400).
 */
export async function listVisibleProcessRecords(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  log: ProcessLog,
  query: unknown,
): Promise<ProcessRecordDto[]> {
  const t = PROCESSES[log].table;
  const where = await visiblePeriods(db, user, query, t.restaurantId, t.startTime);
  return where ? readRecords(db, signer, user, log, where) : [];
}

/** The records of a restaurant (one the user sees) started within the query's days there. */
export function listRestaurantProcessRecords(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  log: ProcessLog,
  restaurant: Pick<RestaurantRow, 'id' | 'timeZone'>,
  query: unknown,
): Promise<ProcessRecordDto[]> {
  const t = PROCESSES[log].table;
  const where = restaurantPeriod(restaurant, query, t.restaurantId, t.startTime);
  return readRecords(db, signer, user, log, where);
}

/** One record as the api answers it, or undefined. */
export async function findProcessRecord(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  log: ProcessLog,
  id: number,
): Promise<ProcessRecordDto | undefined> {
  const t = PROCESSES[log].table;
  const [record] = await readRecords(db, signer, user, log, eq(t.id, id));
  return record;
}

/** Writes a record; its id. */
export async function insertProcessRecord(
  db: Db,
  log: ProcessLog,
  values: typeof coolingRecords.$inferInsert,
): Promise<number> {
  const t = PROCESSES[log].table;
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  return row!.id;
}
