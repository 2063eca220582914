// The planned shifts' queries: the shifts the user reads (planning/access.ts) in their REST shape,
// the cells' and weeks' rows, and the writes, for scheduled-shifts.routes.ts (which keeps the
// access, the checks, the statuses and the transactions' boundaries).
import { and, asc, eq, gt, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { UPCOMING_SHIFTS_LIMIT, type ScheduledShift } from './scheduled-shifts.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import {
  employees,
  jobs,
  restaurants,
  scheduledShifts,
  type EmployeeRow,
  type ScheduledShiftRow,
} from '../db/schema.ts';
import { readablePlanning } from './access.ts';
import { shiftsWhere, type ShiftFilter } from './checks.ts';

/** A planned shift to write: its instants always given. */
export type NewScheduledShift = typeof scheduledShifts.$inferInsert & {
  datetimeStart: Date;
  datetimeEnd: Date;
};

/** Instants from `from` included to `to` excluded (a calendar day, a week). */
export interface InstantRange {
  from: Date;
  to: Date;
}

// ---- Reading ----------------------------------------------------------------------------------

const shiftJob = alias(jobs, 'shift_job');

/** Shifts the user reads (planning/access.ts), with their employee and job, by start. */
async function selectReadable(
  db: Db | Tx,
  user: AuthUser,
  where: SQL | undefined,
): Promise<ScheduledShift[]> {
  const rows = await db
    .select({ shift: scheduledShifts, employee: employees, job: shiftJob })
    .from(scheduledShifts)
    .innerJoin(restaurants, eq(restaurants.id, scheduledShifts.restaurantId))
    .innerJoin(employees, eq(employees.id, scheduledShifts.employeeId))
    .leftJoin(shiftJob, eq(shiftJob.id, scheduledShifts.jobId))
    .where(and(readablePlanning(user, scheduledShifts.employeeId), where))
    .orderBy(asc(scheduledShifts.datetimeStart), asc(scheduledShifts.id));
  return rows.map(({ shift, employee, job }) => ({
    id: shift.id,
    restaurantId: shift.restaurantId,
    employeeId: shift.employeeId,
    jobId: shift.jobId,
    datetimeStart: shift.datetimeStart.toISOString(),
    datetimeEnd: shift.datetimeEnd.toISOString(),
    breakDuration: shift.breakDuration,
    mealCount: shift.mealCount,
    comment: shift.comment,
    employee: {
      id: employee.id,
      firstName: employee.firstName,
      lastName: employee.lastName,
      contractNbHours: employee.contractNbHours,
    },
    job: job && {
      id: job.id,
      title: job.title,
      color: job.color,
      breakDuration: job.breakDuration,
      isActive: job.isActive,
    },
    createdAt: shift.createdAt.toISOString(),
    updatedAt: shift.updatedAt.toISOString(),
  }));
}

/** The shifts of the filter the user reads, by start. */
export const listScheduledShifts = (db: Db | Tx, user: AuthUser, filter: ShiftFilter) =>
  selectReadable(db, user, shiftsWhere(scheduledShifts, filter));

/** A shift the user reads, or undefined. */
export async function findReadableScheduledShift(
  db: Db | Tx,
  user: AuthUser,
  id: number,
): Promise<ScheduledShift | undefined> {
  const [shift] = await listScheduledShifts(db, user, { ids: [id] });
  return shift;
}

/**
 * The shifts of these employees not ended yet, UPCOMING_SHIFTS_LIMIT at most EACH (ranked in
 * SQL, so one read serves many employees), by start; those the user does not read are left out.
 */
export async function listUpcomingShifts(
  db: Db,
  user: AuthUser,
  employeeIds: number[],
): Promise<ScheduledShift[]> {
  if (employeeIds.length === 0) return [];
  const ranked = db
    .select({
      id: scheduledShifts.id,
      rank: sql<number>`row_number() over (partition by ${scheduledShifts.employeeId} order by ${scheduledShifts.datetimeStart}, ${scheduledShifts.id})`.as(
        'rank',
      ),
    })
    .from(scheduledShifts)
    .innerJoin(restaurants, eq(restaurants.id, scheduledShifts.restaurantId))
    .where(
      and(
        inArray(scheduledShifts.employeeId, employeeIds),
        gt(scheduledShifts.datetimeEnd, new Date()),
        readablePlanning(user, scheduledShifts.employeeId),
      ),
    )
    .as('ranked');
  const first = db
    .select({ id: ranked.id })
    .from(ranked)
    .where(lte(ranked.rank, UPCOMING_SHIFTS_LIMIT));
  return selectReadable(db, user, inArray(scheduledShifts.id, first));
}

/** How many shifts of the employee start in `day` (`exceptId` aside). */
export async function countEmployeeShifts(
  tx: Tx,
  employeeId: number,
  day: InstantRange,
  exceptId?: number,
): Promise<number> {
  const rows = await tx
    .select({ id: scheduledShifts.id })
    .from(scheduledShifts)
    .where(
      and(
        eq(scheduledShifts.employeeId, employeeId),
        gte(scheduledShifts.datetimeStart, day.from),
        lt(scheduledShifts.datetimeStart, day.to),
        exceptId === undefined ? undefined : ne(scheduledShifts.id, exceptId),
      ),
    );
  return rows.length;
}

/** The starts of the employees' shifts in `range`. */
export async function employeesShiftStarts(
  tx: Tx,
  employeeIds: number[],
  range: InstantRange,
): Promise<{ employeeId: number; start: Date }[]> {
  return tx
    .select({ employeeId: scheduledShifts.employeeId, start: scheduledShifts.datetimeStart })
    .from(scheduledShifts)
    .where(
      and(
        inArray(scheduledShifts.employeeId, employeeIds),
        gte(scheduledShifts.datetimeStart, range.from),
        lt(scheduledShifts.datetimeStart, range.to),
      ),
    );
}

/** The restaurant's shifts starting in the week, of the chosen employees (all when undefined). */
const inWeek = (restaurantId: number, week: InstantRange, employeeIds: number[] | undefined) =>
  and(
    eq(scheduledShifts.restaurantId, restaurantId),
    gte(scheduledShifts.datetimeStart, week.from),
    lt(scheduledShifts.datetimeStart, week.to),
    employeeIds ? inArray(scheduledShifts.employeeId, employeeIds) : undefined,
  )!;

/**
 * The restaurant's shifts of the week, of the chosen employees (all when undefined), by start;
 * only those of its staff of today: a shift of someone who left is not planned again.
 */
export async function weekShiftsOfStaff(
  tx: Tx,
  restaurantId: number,
  week: InstantRange,
  employeeIds: number[] | undefined,
): Promise<{ shift: ScheduledShiftRow; employee: EmployeeRow }[]> {
  return tx
    .select({ shift: scheduledShifts, employee: employees })
    .from(scheduledShifts)
    .innerJoin(
      employees,
      and(eq(employees.id, scheduledShifts.employeeId), eq(employees.restaurantId, restaurantId)),
    )
    .where(inWeek(restaurantId, week, employeeIds))
    .orderBy(asc(scheduledShifts.datetimeStart), asc(scheduledShifts.id));
}

// ---- Writing ----------------------------------------------------------------------------------

/** Inserts a shift; its id. */
export async function insertScheduledShift(tx: Tx, values: NewScheduledShift): Promise<number> {
  const [row] = await tx
    .insert(scheduledShifts)
    .values(values)
    .returning({ id: scheduledShifts.id });
  return row!.id;
}

export async function insertScheduledShifts(tx: Tx, values: NewScheduledShift[]): Promise<void> {
  await tx.insert(scheduledShifts).values(values);
}

/** Updates a shift (the fields given); false when there is none (deleted meanwhile). */
export async function updateScheduledShift(
  tx: Tx,
  id: number,
  values: {
    employeeId?: number | undefined;
    jobId?: number | undefined;
    breakDuration?: number | undefined;
    mealCount?: number | undefined;
    comment?: string | null | undefined;
    datetimeStart: Date;
    datetimeEnd: Date;
  },
): Promise<boolean> {
  const [row] = await tx
    .update(scheduledShifts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(scheduledShifts.id, id))
    .returning({ id: scheduledShifts.id });
  return row !== undefined;
}

/** Deletes a shift; false when there was none (deleted meanwhile). */
export async function deleteScheduledShift(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(scheduledShifts)
    .where(eq(scheduledShifts.id, id))
    .returning({ id: scheduledShifts.id });
  return deleted.length > 0;
}

/** Deletes the restaurant's shifts of the week, of the chosen employees (all when undefined). */
export async function deleteWeekShifts(
  db: Db,
  restaurantId: number,
  week: InstantRange,
  employeeIds: number[] | undefined,
): Promise<number> {
  const deleted = await db
    .delete(scheduledShifts)
    .where(inWeek(restaurantId, week, employeeIds))
    .returning({ id: scheduledShifts.id });
  return deleted.length;
}
