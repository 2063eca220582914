import {
  addDays,
  plannedMinutesByEmployee,
  shiftDay,
  startOfDayIn,
  startOfWeek,
  weekDays,
  weekInstants,
  weekQuery,
  type CalendarDay,
} from '@bo/domain';
import { graphError } from '../rest/errors.ts';
import type { Context } from '../context.ts';
import type { ShiftPeriodKey } from './planning-loaders.ts';
import type {
  RestAbsence,
  RestApprovedShift,
  RestEmployee,
  RestJob,
  RestRealizedShift,
  RestRestaurant,
  RestScheduledShift,
} from '../rest/types.ts';
import { orNull } from '../resolvers/ids.ts';

// What the planning's resolvers share (PlanningWeek.ts, ScheduledShift.ts, RealizedShift.ts,
// ApprovedShift.ts, Absence.ts): a week is read once per resource through the batched planning
// loaders, keyed by the restaurant and the week's instants in its time zone (domain's week math),
// and every shift, employee and job of it is found in those lists, never read one by one.

export const DATE_OUT_OF_RANGE = 'Date hors limites';

/**
 * The Monday 00:00 of the week holding `day` in the restaurant's zone, as the api takes a week
 * start (an instant). A day the time-zone rules cannot place (year 0000) is the input's fault,
 * refused under `field`.
 */
export function weekStartInstant(
  restaurant: RestRestaurant,
  day: CalendarDay,
  field: string,
): string {
  try {
    return weekInstants(day, restaurant.timeZone).from.toISOString();
  } catch {
    throw graphError('BAD_USER_INPUT', `${DATE_OUT_OF_RANGE} : ${day}`, {
      fieldErrors: { [field]: DATE_OUT_OF_RANGE },
    });
  }
}

/** A week's instants in a zone: pure, so kept across requests (a few hundred at most). */
const weekPeriods = new Map<string, { dateFrom: string; dateTo: string; dayBefore: string }>();
const WEEK_PERIODS_KEPT = 1000;

function weekPeriod(restaurant: RestRestaurant, day: CalendarDay) {
  const monday = startOfWeek(day);
  const key = `${restaurant.timeZone}|${monday}`;
  let period = weekPeriods.get(key);
  if (!period) {
    if (weekPeriods.size >= WEEK_PERIODS_KEPT) weekPeriods.clear();
    period = {
      ...weekQuery(monday, restaurant.timeZone),
      dayBefore: startOfDayIn(addDays(monday, -1), restaurant.timeZone).toISOString(),
    };
    weekPeriods.set(key, period);
  }
  return period;
}

/** The week's period as the lists take it: Monday 00:00 to Sunday 23:59:59.999 in the zone. */
export function weekKey(restaurant: RestRestaurant, day: CalendarDay): ShiftPeriodKey {
  const { dateFrom, dateTo } = weekPeriod(restaurant, day);
  return { restaurantId: restaurant.id, dateFrom, dateTo };
}

/**
 * The planned shifts read for a week: from the Sunday before, so the labour check sees the rest
 * before Monday (docs/areas/planning.md#labour-law-warnings) within the same one call.
 */
export function plannedWeekKey(restaurant: RestRestaurant, day: CalendarDay): ShiftPeriodKey {
  const { dayBefore, dateTo } = weekPeriod(restaurant, day);
  return { restaurantId: restaurant.id, dateFrom: dayBefore, dateTo };
}

/**
 * A list's rows by their day in the restaurant's zone, sorted once per list read: the loaders
 * answer the same array until a write forgets it, so a week of 30 employees converts each
 * start once, not once per field that reads it.
 */
const listsByDay = new WeakMap<object, Map<CalendarDay, unknown[]>>();

export function byDay<T extends { datetimeStart: string }>(
  list: readonly T[],
  timeZone: string,
): Map<CalendarDay, T[]> {
  let days = listsByDay.get(list) as Map<CalendarDay, T[]> | undefined;
  if (!days) {
    days = new Map();
    for (const row of list) {
      const day = shiftDay(row, timeZone);
      const rows = days.get(day);
      if (rows) rows.push(row);
      else days.set(day, [row]);
    }
    listsByDay.set(list, days as Map<CalendarDay, unknown[]>);
  }
  return days;
}

/** The rows of one day of a list (see byDay). */
export const onDay = <T extends { datetimeStart: string }>(
  list: readonly T[],
  timeZone: string,
  day: CalendarDay,
): T[] => byDay(list, timeZone).get(day) ?? [];

export interface PlannedWeek {
  /** Shifts starting in the week, by start. */
  shifts: RestScheduledShift[];
  /** The same with those of the Sunday before (the rest before Monday). */
  withDayBefore: RestScheduledShift[];
  /** Worked minutes planned per employee in the week. */
  minutesByEmployee: Map<number, number>;
}

const plannedWeeks = new WeakMap<RestScheduledShift[], PlannedWeek>();

/** The restaurant's planned shifts of the week holding `day`. */
export async function plannedWeek(
  ctx: Context,
  restaurant: RestRestaurant,
  day: CalendarDay,
): Promise<PlannedWeek> {
  const withDayBefore = await ctx.loaders.scheduledShifts.load(plannedWeekKey(restaurant, day));
  let week = plannedWeeks.get(withDayBefore);
  if (!week) {
    const days = byDay(withDayBefore, restaurant.timeZone);
    const shifts = weekDays(day).flatMap((d) => days.get(d) ?? []);
    week = { shifts, withDayBefore, minutesByEmployee: plannedMinutesByEmployee(shifts) };
    plannedWeeks.set(withDayBefore, week);
  }
  return week;
}

export const realizedWeek = (
  ctx: Context,
  restaurant: RestRestaurant,
  day: CalendarDay,
): Promise<RestRealizedShift[]> => ctx.loaders.realizedShifts.load(weekKey(restaurant, day));

export const approvedWeek = (
  ctx: Context,
  restaurant: RestRestaurant,
  day: CalendarDay,
): Promise<RestApprovedShift[]> => ctx.loaders.approvedShifts.load(weekKey(restaurant, day));

export function absencesWeek(
  ctx: Context,
  restaurant: RestRestaurant,
  day: CalendarDay,
): Promise<RestAbsence[]> {
  const days = weekDays(day);
  return ctx.loaders.absences.load({
    restaurantId: restaurant.id,
    dateFrom: days[0]!,
    dateTo: days[6]!,
  });
}

/** A shift's restaurant and its day there (its cell, its week). */
export async function placeOf(
  ctx: Context,
  shift: { restaurantId: number; datetimeStart: string },
): Promise<{ restaurant: RestRestaurant; day: CalendarDay }> {
  const restaurant = await ctx.loaders.restaurant.load(shift.restaurantId);
  return { restaurant, day: shiftDay(shift, restaurant.timeZone) };
}

/** An employee of the restaurant, from its staff list (one call for all), else by id. */
export async function employeeOf(
  ctx: Context,
  restaurantId: number,
  employeeId: number,
): Promise<RestEmployee> {
  const staff = await ctx.loaders.employeesOfRestaurant.load(restaurantId);
  return staff.find((e) => e.id === employeeId) ?? ctx.loaders.employee.load(employeeId);
}

/** A job of the restaurant, from its jobs list (one call for all); null when deleted since. */
export async function jobOf(
  ctx: Context,
  restaurantId: number,
  jobId: number | null,
): Promise<RestJob | null> {
  if (jobId === null) return null;
  const jobs = await ctx.loaders.jobsOfRestaurant.load(restaurantId);
  return jobs.find((j) => j.id === jobId) ?? orNull(ctx.loaders.job.load(jobId));
}

/** A planned shift named by a clocked or approved one: from its week's list, else by id. */
export async function scheduledShiftOf(
  ctx: Context,
  shift: { restaurantId: number; datetimeStart: string; scheduledShiftId: number | null },
): Promise<RestScheduledShift | null> {
  const id = shift.scheduledShiftId;
  if (id === null) return null;
  const { restaurant, day } = await placeOf(ctx, shift);
  const { withDayBefore } = await plannedWeek(ctx, restaurant, day);
  return withDayBefore.find((s) => s.id === id) ?? orNull(ctx.loaders.scheduledShift.load(id));
}

/** Starts in order (ISO instants in UTC compare as text). */
export const byStart = (a: { datetimeStart: string }, b: { datetimeStart: string }): number =>
  new Date(a.datetimeStart).getTime() - new Date(b.datetimeStart).getTime();

/** Drops what the graph allows as null but the api reads as "absent: unchanged or default". */
export const withoutNulls = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined)) as {
    [K in keyof T as null extends T[K] ? never : K]: T[K];
  } & {
    [K in keyof T as null extends T[K] ? K : never]?: Exclude<T[K], null>;
  };
