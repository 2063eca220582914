/**
 * The planning's weeks (docs/areas/planning.md#weeks-and-days): Monday to Sunday in the
 * restaurant's time zone, numbered by ISO 8601. Time-zone arithmetic is left to time.ts.
 */
import { addDays, dayOf, isoWeekOf, startOfDayIn, startOfWeek, type CalendarDay } from '../time.ts';

/** How many past weeks 'Copier un planning' offers as a source. */
export const COPY_WEEK_CHOICES = 15;

/** The seven days of the week starting on `monday` (any day of it works too). */
export function weekDays(day: CalendarDay): CalendarDay[] {
  const monday = startOfWeek(day);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The Monday of the week an instant falls in, read in `timeZone`. */
export const weekStartOf = (instant: string | Date, timeZone: string): CalendarDay =>
  startOfWeek(dayOf(instant, timeZone));

/**
 * The Monday a week-start instant stands for, in `timeZone`: the Monday whose midnight there is
 * nearest. A client may send Monday 00:00 Paris as Sunday 22:00 UTC (summer) or 23:00 UTC
 * (winter), or even the 22:00 UTC of summer in winter (Sunday 23:00 in Paris): all name the
 * Monday that follows. An instant in the middle of a week names that week's Monday up to
 * Thursday noon, the next one after.
 */
export function weekStartFromInstant(instant: string | Date, timeZone: string): CalendarDay {
  const at = new Date(instant).getTime();
  const monday = weekStartOf(instant, timeZone);
  const next = addDays(monday, 7);
  const toMonday = at - startOfDayIn(monday, timeZone).getTime();
  const toNext = startOfDayIn(next, timeZone).getTime() - at;
  return toNext < toMonday ? next : monday;
}

/** The ISO 8601 number of the week holding `day` (the planning's "Semaine N"). */
export const weekNumber = (day: CalendarDay): number => isoWeekOf(day).week;

/**
 * The instants of a week in `timeZone`: [Monday 00:00, next Monday 00:00). A week with a clock
 * change lasts 167 or 169 hours.
 */
export function weekInstants(day: CalendarDay, timeZone: string): { from: Date; to: Date } {
  const monday = startOfWeek(day);
  return { from: startOfDayIn(monday, timeZone), to: startOfDayIn(addDays(monday, 7), timeZone) };
}

/**
 * The `dateFrom` / `dateTo` a client sends to list a week: Monday 00:00 and Sunday 23:59:59.999
 * in the restaurant's zone, as ISO instants.
 */
export function weekQuery(
  day: CalendarDay,
  timeZone: string,
): { dateFrom: string; dateTo: string } {
  const { from, to } = weekInstants(day, timeZone);
  return { dateFrom: from.toISOString(), dateTo: new Date(to.getTime() - 1).toISOString() };
}

const dayMonth = (day: CalendarDay): string => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const dayMonthYear = (day: CalendarDay): string => `${dayMonth(day)}/${day.slice(0, 4)}`;

/** 'Semaine N - Du dd/mm au dd/mm/yyyy' for the week holding `day`. */
export function weekLabel(day: CalendarDay): string {
  const monday = startOfWeek(day);
  return `Semaine ${weekNumber(monday)} - Du ${dayMonth(monday)} au ${dayMonthYear(addDays(monday, 6))}`;
}

export interface WeekChoice {
  /** The week's Monday. */
  weekStart: CalendarDay;
  label: string;
}

/** The weeks 'Copier un planning' offers: the 15 before the week of `day`, the nearest first. */
export function copyWeekChoices(day: CalendarDay, count: number = COPY_WEEK_CHOICES): WeekChoice[] {
  const monday = startOfWeek(day);
  return Array.from({ length: count }, (_, i) => {
    const weekStart = addDays(monday, -7 * (i + 1));
    return { weekStart, label: weekLabel(weekStart) };
  });
}

/** 'dd/mm' of a calendar day (the grid's column headers, the warnings). */
export const shortDayText = dayMonth;
