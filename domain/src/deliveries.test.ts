import { describe, expect, it } from 'vitest';
import { nextDeliveryDate } from './deliveries.ts';
import { addDays, todayIn, weekdayOf } from './time.ts';

// 2026-11-16 is a Monday.
const MONDAY = '2026-11-16';

describe('weekdayOf / addDays', () => {
  it('names the weekday of a date, Monday first', () => {
    expect(weekdayOf(MONDAY)).toBe('MONDAY');
    expect(weekdayOf('2026-11-22')).toBe('SUNDAY');
  });

  it('crosses months, years and leap days', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('refuses what is not an ISO date', () => {
    expect(() => weekdayOf('16/11/2026')).toThrow(RangeError);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('nextDeliveryDate', () => {
  it('is null without a delivery day', () => {
    expect(nextDeliveryDate(MONDAY, 2, [])).toBeNull();
  });

  it('is today when today is a delivery day and there is no delay', () => {
    expect(nextDeliveryDate(MONDAY, 0, ['MONDAY'])).toBe(MONDAY);
    expect(nextDeliveryDate(MONDAY, null, ['MONDAY'])).toBe(MONDAY);
  });

  it('is the first delivery day on or after today + delay (delay lands on a delivery day)', () => {
    // Monday + 2 = Wednesday, a delivery day: that very day.
    expect(nextDeliveryDate(MONDAY, 2, ['MONDAY', 'WEDNESDAY', 'FRIDAY'])).toBe('2026-11-18');
  });

  it('skips to the next delivery day when the delay lands between two', () => {
    // Monday + 3 = Thursday: next is Friday.
    expect(nextDeliveryDate(MONDAY, 3, ['MONDAY', 'WEDNESDAY', 'FRIDAY'])).toBe('2026-11-20');
    // Monday + 5 = Saturday: next is the following Monday.
    expect(nextDeliveryDate(MONDAY, 5, ['MONDAY', 'WEDNESDAY', 'FRIDAY'])).toBe('2026-11-23');
  });

  it('waits almost a week for a single delivery day just missed', () => {
    // Tuesday, delivers Mondays only, no delay: next Monday, six days later.
    expect(nextDeliveryDate('2026-11-17', 0, ['MONDAY'])).toBe('2026-11-23');
  });

  it('handles long delays and the turn of the year', () => {
    expect(nextDeliveryDate('2026-12-28', 7, ['FRIDAY'])).toBe('2027-01-08');
    expect(nextDeliveryDate(MONDAY, 14, ['MONDAY'])).toBe('2026-11-30');
  });

  it('treats a negative delay as none', () => {
    expect(nextDeliveryDate(MONDAY, -3, ['MONDAY'])).toBe(MONDAY);
  });
});

describe('todayIn', () => {
  it('gives the calendar date of the zone, not of UTC', () => {
    // 23:30 UTC on the 16th is already the 17th in Paris (UTC+1 in November).
    const late = new Date('2026-11-16T23:30:00Z');
    expect(todayIn('Europe/Paris', late)).toBe('2026-11-17');
    expect(todayIn('UTC', late)).toBe('2026-11-16');
  });
});
