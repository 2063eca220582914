// The checks the planning's three kinds of shift share (planned, clocked, approved): one period
// rule for their lists, one rule for a shift's times, the lookups of a restaurant's job and of its
// employee (docs/areas/planning.md).
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MAX_SHIFT_MINUTES, PLANNING_LIMITS, PLANNING_MESSAGES as P } from '@bo/domain';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import type { approvedShifts, realizedShifts, scheduledShifts } from '../db/schema.ts';
import {
  jobs,
  restaurants,
  type EmployeeRow,
  type JobRow,
  type RestaurantRow,
} from '../db/schema.ts';
import { ERRORS, invalidField, notFound } from '../http/errors.ts';
import { inIdList } from '../http/validate.ts';
import { findRestaurantEmployee } from '../restaurants/employees.queries.ts';

export const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Shifts whose `start` is from `dateFrom` to `dateTo`, both included; 400 reversed or too long. */
export function shiftPeriod(query: { dateFrom: string; dateTo: string }, start: PgColumn): SQL {
  const from = new Date(query.dateFrom);
  const to = new Date(query.dateTo);
  if (to < from) throw invalidField('dateTo', P.periodInverted);
  if (to.getTime() - from.getTime() > PLANNING_LIMITS.listPeriodDays * DAY_MS) {
    throw invalidField('dateTo', P.periodTooLong);
  }
  return and(gte(start, from), lte(start, to))!;
}

/** A list's filters: the period, and the restaurants and employees asked for. */
export const shiftListFilter = (
  query: { dateFrom: string; dateTo: string; restaurantIds?: string; employeeIds?: string },
  table: typeof scheduledShifts | typeof realizedShifts | typeof approvedShifts,
): SQL =>
  and(
    shiftPeriod(query, table.datetimeStart),
    inIdList(table.restaurantId, query.restaurantIds, 'restaurantIds'),
    inIdList(table.employeeId, query.employeeIds, 'employeeIds'),
  )!;

/**
 * 400 unless the end follows the start by at most 24 hours and the break fits in between; a
 * shift still open (no end yet) has neither check.
 */
export function assertShiftTimes(start: Date, end: Date | null, breakMinutes = 0): void {
  if (!end) return;
  if (end <= start) throw invalidField('datetimeEnd', P.endBeforeStart);
  if (end.getTime() - start.getTime() > MAX_SHIFT_MINUTES * MINUTE_MS) {
    throw invalidField('datetimeEnd', P.shiftTooLong);
  }
  if (breakMinutes * MINUTE_MS > end.getTime() - start.getTime()) {
    throw invalidField('breakDuration', P.breakTooLong);
  }
}

/** The restaurant's row (404 when it is gone). */
export async function restaurantOf(db: Db | Tx, id: number): Promise<RestaurantRow> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id));
  if (!row) throw notFound(ERRORS.restaurantNotFound);
  return row;
}

/**
 * The job if it is one of the restaurant's (400 under jobId otherwise); `active`: still offered
 * (a new plan takes an active job; shifts already on a job since deactivated keep it).
 */
export async function findRestaurantJob(
  db: Db | Tx,
  restaurantId: number,
  jobId: number,
  { active = false }: { active?: boolean } = {},
): Promise<JobRow> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.restaurantId, restaurantId)));
  if (!row) throw invalidField('jobId', P.jobOfOtherRestaurant);
  if (active && !row.isActive) throw invalidField('jobId', P.jobInactive);
  return row;
}

/**
 * The employee if he is one of the restaurant's (400 under employeeId, in the route's words,
 * otherwise); `lock`: his row locked until the transaction ends (his cells' counts hold).
 */
export async function findInputEmployee(
  db: Db | Tx,
  restaurantId: number,
  employeeId: number,
  message: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<EmployeeRow> {
  const row = await findRestaurantEmployee(db, restaurantId, employeeId, { lock });
  if (!row) throw invalidField('employeeId', message);
  return row;
}
