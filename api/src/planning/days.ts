// A period of the restaurant's calendar days (absences, the payroll export), as the shift lists'
// period of instants in checks.ts: both days included, at most PLANNING_LIMITS.listPeriodDays.
import { daysBetween, PLANNING_LIMITS, PLANNING_MESSAGES as P, type CalendarDay } from '@bo/domain';
import { invalidField } from '../http/errors.ts';

/** 400 under dateTo when the days are reversed or span more than the limit. */
export function assertDayPeriod(period: { dateFrom: CalendarDay; dateTo: CalendarDay }): void {
  const days = daysBetween(period.dateFrom, period.dateTo) + 1;
  if (days < 1) throw invalidField('dateTo', P.periodInverted);
  if (days > PLANNING_LIMITS.listPeriodDays) throw invalidField('dateTo', P.periodTooLong);
}
