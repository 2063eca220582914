import { WEEKDAYS, type Weekday } from './restaurants.ts';

/**
 * A laboratory's next delivery date: orders need `delayDays` days of preparation, and the
 * laboratory only delivers on its delivery weekdays. Pure calendar arithmetic on ISO dates
 * ('YYYY-MM-DD'), so no clock and no time zone hide in it: the caller says what "today" is.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A calendar date as a UTC midnight timestamp (arithmetic only; never shown). */
function parseIsoDate(iso: string): number {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`Date ISO attendue (AAAA-MM-JJ) : ${iso}`);
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(time).toISOString().slice(0, 10) !== iso) {
    throw new RangeError(`Date inexistante : ${iso}`);
  }
  return time;
}

const toIsoDate = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The weekday of an ISO date (Monday first, as WEEKDAYS). */
export function weekdayOf(iso: string): Weekday {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(parseIsoDate(iso)).getUTCDay() + 6) % 7]!;
}

/** `iso` plus `days` calendar days. */
export function addDays(iso: string, days: number): string {
  return toIsoDate(parseIsoDate(iso) + days * DAY_MS);
}

/**
 * The first delivery weekday on or after `today + delayDays`; null when the laboratory has no
 * delivery day. A missing or negative delay counts as 0 (same-day when today is a delivery day).
 */
export function nextDeliveryDate(
  today: string,
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

/**
 * Today's date in a time zone, as 'YYYY-MM-DD' (the chain works in France: the graph passes
 * 'Europe/Paris' so a lab's delivery date does not depend on the server's zone).
 */
export function isoDateIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The time zone of the chain's calendar (delivery dates). */
export const BUSINESS_TIME_ZONE = 'Europe/Paris';
