/**
 * Calendar days, weeks and time zones: the one place that knows how a restaurant's day maps to
 * instants. Everything else passes calendar days as 'YYYY-MM-DD' strings (what the api's query
 * strings, the graph's `Date` scalar and the date pickers exchange) and instants as `Date`s or
 * ISO strings, and asks this module to convert.
 *
 * Backed by Temporal through `temporal-polyfill`'s function API (see
 * docs/decisions/platform.md#one-time-library-temporal-through-temporal-polyfill): it uses the engine's own Temporal where there is one, and its time-zone rules come
 * from the IANA database that Intl carries, so a day of 23 or 25 hours, a midnight that does not
 * exist or a wall time that occurs twice are handled by the standard, never by offset arithmetic
 * written here. Display formatting (French dates) stays with Intl where it only formats.
 */
import * as Instants from 'temporal-polyfill/fns/Instant';
import * as PlainDates from 'temporal-polyfill/fns/PlainDate';
import * as PlainDateTimes from 'temporal-polyfill/fns/PlainDateTime';
import * as Zoned from 'temporal-polyfill/fns/ZonedDateTime';
import { WEEKDAYS, type Weekday } from './restaurants.ts';

/** A calendar day 'YYYY-MM-DD': no time, no zone (the restaurant's zone gives it one). */
export type CalendarDay = string;

/** A period of whole calendar days, both included, as 'YYYY-MM-DD'. */
export interface DayRange {
  from: CalendarDay;
  to: CalendarDay;
}

/** The time zone of the chain's calendar (delivery dates; a page's zone until it is known). */
export const BUSINESS_TIME_ZONE = 'Europe/Paris';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The calendar day `day` names, or null when it is malformed or does not exist (2026-02-30). */
function plainDateOrNull(day: string): PlainDates.Record | null {
  const match = ISO_DATE.exec(day);
  if (!match) return null;
  try {
    return PlainDates.create(Number(match[1]), Number(match[2]), Number(match[3]));
  } catch {
    return null;
  }
}

function plainDate(day: CalendarDay): PlainDates.Record {
  if (!ISO_DATE.test(day)) throw new RangeError(`Date ISO attendue (AAAA-MM-JJ) : ${day}`);
  const date = plainDateOrNull(day);
  if (!date) throw new RangeError(`Date inexistante : ${day}`);
  return date;
}

const dayText = (date: PlainDates.Record): CalendarDay => PlainDates.toString(date);

const zoned = (instant: string | Date, timeZone: string): Zoned.Record =>
  Instants.toZonedDateTimeISO(
    Instants.fromEpochMilliseconds(new Date(instant).getTime()),
    timeZone,
  );

// ---- Calendar days (no zone) -----------------------------------------------------------------

/** Whether `value` is 'YYYY-MM-DD' and names a day of the calendar ('2026-02-30' does not). */
export const isCalendarDay = (value: string): boolean => plainDateOrNull(value) !== null;

/** `day` plus `days` calendar days (negative: before). Throws a RangeError on a malformed day. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  return dayText(PlainDates.addDays(plainDate(day), days));
}

/** Calendar days from `from` to `to` (1 from a day to the next, whatever the zone's clocks do). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return PlainDates.diffDays(plainDate(from), plainDate(to));
}

/** Every day of a range, in order ([] when `from` is after `to`). */
export function eachDay(range: DayRange): CalendarDay[] {
  const count = daysBetween(range.from, range.to) + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, i) => addDays(range.from, i));
}

/** The weekday of a day (Monday first, as WEEKDAYS). */
export function weekdayOf(day: CalendarDay): Weekday {
  // Temporal numbers Monday 1 … Sunday 7.
  return WEEKDAYS[PlainDates.dayOfWeek(plainDate(day)) - 1]!;
}

/** The first day of `day`'s month. */
export const startOfMonth = (day: CalendarDay): CalendarDay =>
  dayText(PlainDates.startOfMonth(plainDate(day)));

/** 1 January of `day`'s year. */
export const startOfYear = (day: CalendarDay): CalendarDay =>
  dayText(PlainDates.startOfYear(plainDate(day)));

// ---- Weeks (Monday to Sunday, ISO 8601 numbering) --------------------------------------------

/** The Monday that starts `day`'s week. */
export const startOfWeek = (day: CalendarDay): CalendarDay =>
  dayText(PlainDates.startOfWeek(plainDate(day)));

/** The seven days, Monday to Sunday, of `day`'s week. */
export function weekOf(day: CalendarDay): DayRange {
  const monday = startOfWeek(day);
  return { from: monday, to: addDays(monday, 6) };
}

/**
 * The ISO 8601 week of a day: weeks start on Monday and week 1 holds the year's first Thursday,
 * so 29 December 2025 is in week 1 of 2026 and 1 January 2027 in week 53 of 2026.
 */
export function isoWeekOf(day: CalendarDay): { year: number; week: number } {
  const date = plainDate(day);
  return { year: PlainDates.yearOfWeek(date)!, week: PlainDates.weekOfYear(date)! };
}

// ---- Days in a time zone ---------------------------------------------------------------------

/** The calendar day of an instant in `timeZone` ('YYYY-MM-DD'): a record's "date". */
export function dayOf(instant: string | Date, timeZone: string): CalendarDay {
  return dayText(Zoned.toPlainDate(zoned(instant, timeZone)));
}

/** Today in `timeZone` (a restaurant's "today" does not depend on the machine's zone). */
export const todayIn = (timeZone: string, now: Date = new Date()): CalendarDay =>
  dayOf(now, timeZone);

/**
 * The instant a calendar day starts in `timeZone`: midnight there, or the first instant of the
 * day where midnight does not exist (a change of offset at midnight).
 */
export function startOfDayIn(day: CalendarDay, timeZone: string): Date {
  return new Date(PlainDates.toZonedDateTime(plainDate(day), timeZone).epochMilliseconds);
}

/** The instant a calendar day ends in `timeZone`, exclusive: the start of the next day. */
export const endOfDayIn = (day: CalendarDay, timeZone: string): Date =>
  startOfDayIn(addDays(day, 1), timeZone);

/** How long a calendar day lasts in `timeZone`, in hours: 24, or 23 and 25 on clock changes. */
export function hoursInDay(day: CalendarDay, timeZone: string): number {
  return Zoned.hoursInDay(PlainDates.toZonedDateTime(plainDate(day), timeZone));
}

/**
 * The instants bounding a day range in `timeZone`: [start of `from`, start of the day after
 * `to`). Filtering by calendar day is `from <= t < to` on these.
 */
export function dayRangeInstants(range: DayRange, timeZone: string): { from: Date; to: Date } {
  return { from: startOfDayIn(range.from, timeZone), to: endOfDayIn(range.to, timeZone) };
}

// ---- Wall times --------------------------------------------------------------------------------

/** An instant as the wall time it shows in `timeZone`, 'YYYY-MM-DDTHH:mm' (a datetime-local value). */
export function localDateTimeIn(instant: string | Date, timeZone: string): string {
  const wall = Zoned.toPlainDateTime(zoned(instant, timeZone));
  return PlainDateTimes.toString(wall, { smallestUnit: 'minute' });
}

/**
 * The instant a wall time 'YYYY-MM-DDTHH:mm' names in `timeZone` (a datetime-local input read in
 * the restaurant's or the user's zone), or null when it is not one. A wall time skipped by the
 * spring change (02:30 in Paris on 29 March 2026) is read one hour later, as the clocks showed;
 * one that occurs twice in autumn is its first occurrence (Temporal's 'compatible').
 */
export function instantFromLocal(local: string, timeZone: string): Date | null {
  const wall = wallTimeOrNull(local);
  return wall && new Date(PlainDateTimes.toZonedDateTime(wall, timeZone).epochMilliseconds);
}

/**
 * The instant a wall time names for something already done (a reading, a cleaning): like
 * `instantFromLocal`, but a wall time that occurs twice is its latest occurrence not after `now`
 * (plus the minute being typed). At 02:40 CET on the autumn night, "02:30" is ten minutes ago,
 * not an hour and ten minutes ago; while the first 02:xx hour runs, it is that hour.
 */
export function pastInstantFromLocal(
  local: string,
  timeZone: string,
  now: Date = new Date(),
): Date | null {
  const wall = wallTimeOrNull(local);
  if (!wall) return null;
  const occurrence = (disambiguation: 'compatible' | 'later') =>
    new Date(PlainDateTimes.toZonedDateTime(wall, timeZone, { disambiguation }).epochMilliseconds);
  const later = occurrence('later');
  return later.getTime() <= now.getTime() + 60_000 ? later : occurrence('compatible');
}

/** The wall time 'YYYY-MM-DDTHH:mm' names, or null when it is malformed or does not exist. */
function wallTimeOrNull(local: string): PlainDateTimes.Record | null {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return null;
  const [y, m, d, h, min] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (!plainDateOrNull(`${match[1]}-${match[2]}-${match[3]}`) || h > 23 || min > 59) return null;
  return PlainDateTimes.create(y, m, d, h, min);
}

/** The instant of a wall time `hour`:`minute` on `day` in `timeZone` (same rules as above). */
export function instantAt(day: CalendarDay, hour: number, minute: number, timeZone: string): Date {
  const { year, month, day: date } = plainDate(day);
  const wall = PlainDateTimes.create(year, month, date, hour, minute);
  return new Date(PlainDateTimes.toZonedDateTime(wall, timeZone).epochMilliseconds);
}
