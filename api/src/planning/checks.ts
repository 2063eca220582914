// The checks the planning's three kinds of shift share (planned, clocked, approved): one period
// rule for their lists and the one filter their queries read it with, one rule for a shift's
// times, the lookups of a restaurant's job, of its employee and of his planned shift
// (docs/areas/planning.md).
import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { MAX_SHIFT_MINUTES, PLANNING_LIMITS, PLANNING_MESSAGES as P } from '@bo/domain';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import type { approvedShifts, realizedShifts } from '../db/schema.ts';
import {
  jobs,
  restaurants,
  scheduledShifts,
  type EmployeeRow,
  type JobRow,
  type RestaurantRow,
  type ScheduledShiftRow,
} from '../db/schema.ts';
import { ERRORS, invalidField, notFound } from '../http/errors.ts';
import { optionalIdList } from '../http/validate.ts';
import { findRestaurantEmployee } from '../restaurants/employees.queries.ts';
import { CLOCK_API_MESSAGES } from './realized-shifts.contract.ts';

export type { RestaurantRow };

export const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The instants a list's shifts start in, both included. */
export interface ShiftPeriod {
  from: Date;
  to: Date;
}

/** The period from `dateFrom` to `dateTo`, both included; 400 reversed or too long. */
export function shiftPeriod(query: { dateFrom: string; dateTo: string }): ShiftPeriod {
  const from = new Date(query.dateFrom);
  const to = new Date(query.dateTo);
  if (to < from) throw invalidField('dateTo', P.periodInverted);
  if (to.getTime() - from.getTime() > PLANNING_LIMITS.listPeriodDays * DAY_MS) {
    throw invalidField('dateTo', P.periodTooLong);
  }
  return { from, to };
}

/** Which shifts a query answers: each condition given narrows it, none given is all. */
export interface ShiftFilter {
  ids?: readonly number[] | undefined;
  restaurantId?: number | undefined;
  period?: ShiftPeriod | undefined;
  restaurantIds?: readonly number[] | undefined;
  employeeIds?: readonly number[] | undefined;
}

/** A list's filters: the period, and the restaurants and employees asked for (400 malformed). */
export const shiftListFilter = (query: {
  dateFrom: string;
  dateTo: string;
  restaurantIds?: string | undefined;
  employeeIds?: string | undefined;
}): ShiftFilter => ({
  period: shiftPeriod(query),
  restaurantIds: optionalIdList(query.restaurantIds, 'restaurantIds'),
  employeeIds: optionalIdList(query.employeeIds, 'employeeIds'),
});

/** The filter as SQL over one of the shift tables (undefined when it narrows nothing). */
export const shiftsWhere = (
  table: typeof scheduledShifts | typeof realizedShifts | typeof approvedShifts,
  filter: ShiftFilter,
): SQL | undefined =>
  and(
    filter.ids && inArray(table.id, [...filter.ids]),
    filter.restaurantId === undefined ? undefined : eq(table.restaurantId, filter.restaurantId),
    filter.period &&
      and(gte(table.datetimeStart, filter.period.from), lte(table.datetimeStart, filter.period.to)),
    filter.restaurantIds && inArray(table.restaurantId, [...filter.restaurantIds]),
    filter.employeeIds && inArray(table.employeeId, [...filter.employeeIds]),
  );

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

/** The planned shift if it is the employee's in the restaurant (400 under scheduledShiftId). */
export async function findInputScheduled(
  db: Db | Tx,
  restaurantId: number,
  employeeId: number,
  id: number,
): Promise<ScheduledShiftRow> {
  const [row] = await db
    .select()
    .from(scheduledShifts)
    .where(
      and(
        eq(scheduledShifts.id, id),
        eq(scheduledShifts.restaurantId, restaurantId),
        eq(scheduledShifts.employeeId, employeeId),
      ),
    );
  if (!row) throw invalidField('scheduledShiftId', CLOCK_API_MESSAGES.scheduledShiftUnknown);
  return row;
}
