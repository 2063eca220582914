/**
 * An order's expected delivery date and its reference (docs/areas/purchasing.md#expected-date,
 * docs/areas/purchasing.md#references). Calendar arithmetic on 'YYYY-MM-DD' days: the caller says
 * what today is (the chain's calendar, BUSINESS_TIME_ZONE).
 */
import type { Weekday } from '../restaurants.ts';
import { addDays, BUSINESS_TIME_ZONE, dayOf, weekdayOf, type CalendarDay } from '../time.ts';

/**
 * The form's default expected date once a supplier or laboratory is chosen: `delayDays` days after
 * today, counting only its delivery weekdays when it has some (a Monday and Thursday supplier with
 * a delay of 2, on a Wednesday: Thursday is one, Monday two), else calendar days. A delay of 0 is
 * today, or the first delivery day after it when today is not one. Null without a delay: the
 * user picks the date.
 */
export function defaultExpectedDate(
  today: CalendarDay,
  delayDays: number | null | undefined,
  deliveryDays: readonly Weekday[],
): CalendarDay | null {
  if (delayDays === null || delayDays === undefined || !Number.isFinite(delayDays)) return null;
  const delay = Math.max(0, Math.floor(delayDays));
  if (deliveryDays.length === 0) return addDays(today, delay);
  const isDelivery = (day: CalendarDay) => deliveryDays.includes(weekdayOf(day));
  let day = today;
  if (delay === 0) {
    while (!isDelivery(day)) day = addDays(day, 1);
    return day;
  }
  for (let counted = 0; counted < delay;) {
    day = addDays(day, 1);
    if (isDelivery(day)) counted++;
  }
  return day;
}

/** References run from 1 to this each year in a chain (five digits). */
export const PURCHASE_ORDER_REFERENCE_MAX = 99999;
export const PURCHASE_ORDER_REFERENCE_PATTERN = /^BC-(\d{4})-(\d{5})$/;

/** 'BC-2026-00042': the year of creation and the chain's counter for that year. */
export function purchaseOrderReference(year: number, counter: number): string {
  if (!Number.isInteger(counter) || counter < 1 || counter > PURCHASE_ORDER_REFERENCE_MAX) {
    throw new RangeError(`Numéro de bon de commande hors limites : ${counter}`);
  }
  return `BC-${String(year).padStart(4, '0')}-${String(counter).padStart(5, '0')}`;
}

/** The year a reference takes: the creation's, in the chain's calendar (not the server's). */
export const referenceYear = (createdAt: Date): number =>
  Number(dayOf(createdAt, BUSINESS_TIME_ZONE).slice(0, 4));
