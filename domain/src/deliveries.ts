import type { Weekday } from './restaurants.ts';
import { addDays, weekdayOf, type CalendarDay } from './time.ts';

/**
 * A laboratory's next delivery date: orders need `delayDays` days of preparation, and the
 * laboratory only delivers on its delivery weekdays. Calendar arithmetic on days ('YYYY-MM-DD'),
 * so no clock and no time zone hide in it: the caller says what "today" is.
 */

/**
 * The first delivery weekday on or after `today + delayDays`; null when the laboratory has no
 * delivery day. A missing or negative delay counts as 0 (same-day when today is a delivery day).
 */
export function nextDeliveryDate(
  today: CalendarDay,
  delayDays: number | null | undefined,
  deliveryDays: readonly Weekday[],
): string | null {
  if (deliveryDays.length === 0) return null;
  const delay = delayDays && delayDays > 0 ? Math.floor(delayDays) : 0;
  const earliest = addDays(today, delay);
  for (let offset = 0; offset < 7; offset++) {
    const candidate = addDays(earliest, offset);
    if (deliveryDays.includes(weekdayOf(candidate))) return candidate;
  }
  return null; // unreachable: one of seven consecutive days is a delivery day
}
