import { afterAll, describe, expect, it } from 'vitest';
import {
  addDays,
  dayOf,
  dayRangeInstants,
  daysBetween,
  eachDay,
  endOfDayIn,
  hoursInDay,
  instantAt,
  instantFromLocal,
  pastInstantFromLocal,
  isCalendarDay,
  isoWeekOf,
  localDateTimeIn,
  startOfDayIn,
  startOfMonth,
  startOfWeek,
  startOfYear,
  todayIn,
  weekdayOf,
  weekOf,
} from './time.ts';

const PARIS = 'Europe/Paris';
const iso = (d: Date) => d.toISOString();
const hours = (range: { from: Date; to: Date }) =>
  (range.to.getTime() - range.from.getTime()) / 3_600_000;

describe('Europe/Paris, spring change (Sunday 29 March 2026, 02:00 → 03:00)', () => {
  const day = '2026-03-29';

  it('the day lasts 23 hours, from midnight CET to midnight CEST', () => {
    expect(hoursInDay(day, PARIS)).toBe(23);
    expect(iso(startOfDayIn(day, PARIS))).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(endOfDayIn(day, PARIS))).toBe('2026-03-29T22:00:00.000Z');
    expect(hours(dayRangeInstants({ from: day, to: day }, PARIS))).toBe(23);
    expect(hoursInDay('2026-03-28', PARIS)).toBe(24);
    expect(hoursInDay('2026-03-30', PARIS)).toBe(24);
  });

  it('the local day of instants around midnight and the jump', () => {
    expect(dayOf('2026-03-28T22:59:00Z', PARIS)).toBe('2026-03-28'); // 23:59 CET
    expect(dayOf('2026-03-28T23:00:00Z', PARIS)).toBe(day); // 00:00 CET
    expect(localDateTimeIn('2026-03-29T00:59:00Z', PARIS)).toBe('2026-03-29T01:59');
    expect(localDateTimeIn('2026-03-29T01:00:00Z', PARIS)).toBe('2026-03-29T03:00');
    expect(dayOf('2026-03-29T21:59:00Z', PARIS)).toBe(day); // 23:59 CEST
    expect(dayOf('2026-03-29T22:00:00Z', PARIS)).toBe('2026-03-30');
  });

  it('wall times: one skipped by the change is read as the clocks showed it', () => {
    expect(iso(instantFromLocal('2026-03-29T01:30', PARIS)!)).toBe('2026-03-29T00:30:00.000Z');
    expect(iso(instantFromLocal('2026-03-29T02:30', PARIS)!)).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(instantFromLocal('2026-03-29T03:30', PARIS)!)).toBe('2026-03-29T01:30:00.000Z');
    // 08:00 on the short day is 06:00 UTC, not midnight + 8 hours.
    expect(iso(instantAt(day, 8, 0, PARIS))).toBe('2026-03-29T06:00:00.000Z');
  });
});

describe('Europe/Paris, autumn change (Sunday 25 October 2026, 03:00 → 02:00)', () => {
  const day = '2026-10-25';

  it('the day lasts 25 hours, from midnight CEST to midnight CET', () => {
    expect(hoursInDay(day, PARIS)).toBe(25);
    expect(iso(startOfDayIn(day, PARIS))).toBe('2026-10-24T22:00:00.000Z');
    expect(iso(endOfDayIn(day, PARIS))).toBe('2026-10-25T23:00:00.000Z');
    expect(hours(dayRangeInstants({ from: day, to: day }, PARIS))).toBe(25);
  });

  it('the local day of instants around the repeated hour and midnight', () => {
    expect(localDateTimeIn('2026-10-25T00:30:00Z', PARIS)).toBe('2026-10-25T02:30'); // CEST
    expect(localDateTimeIn('2026-10-25T01:30:00Z', PARIS)).toBe('2026-10-25T02:30'); // CET
    expect(dayOf('2026-10-25T22:59:00Z', PARIS)).toBe(day); // 23:59 CET
    expect(dayOf('2026-10-25T23:00:00Z', PARIS)).toBe('2026-10-26');
    expect(dayOf('2026-10-24T21:59:00Z', PARIS)).toBe('2026-10-24'); // 23:59 CEST
  });

  it('a wall time that occurs twice is its first occurrence', () => {
    expect(iso(instantFromLocal('2026-10-25T02:30', PARIS)!)).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(instantAt(day, 8, 0, PARIS))).toBe('2026-10-25T07:00:00.000Z');
  });

  it('a wall time typed for something done is its latest occurrence not after now', () => {
    const at = (now: string) =>
      iso(pastInstantFromLocal('2026-10-25T02:30', PARIS, new Date(now))!);
    // 02:40 CET, the second time the clocks show 02:xx: "02:30" was ten minutes ago.
    expect(at('2026-10-25T01:40:00Z')).toBe('2026-10-25T01:30:00.000Z');
    // 02:40 CEST, the first time: the second 02:30 is still to come, so it is the first one.
    expect(at('2026-10-25T00:40:00Z')).toBe('2026-10-25T00:30:00.000Z');
    // 02:30 CET being typed: the current minute is still now.
    expect(at('2026-10-25T01:29:30Z')).toBe('2026-10-25T01:30:00.000Z');
    // A wall time that occurs once, or that does not parse, reads as instantFromLocal does.
    const now = new Date('2026-11-29T12:00:00Z');
    expect(iso(pastInstantFromLocal('2026-11-29T10:15', PARIS, now)!)).toBe(
      '2026-11-29T09:15:00.000Z',
    );
    expect(iso(pastInstantFromLocal('2026-03-29T02:30', PARIS, now)!)).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(pastInstantFromLocal('2026-02-30T10:00', PARIS, now)).toBeNull();
  });
});

describe('weeks across a change (Monday to Sunday, ISO numbering)', () => {
  it('the spring week is 7 days of 167 hours, week 13', () => {
    const week = weekOf('2026-03-25');
    expect(week).toEqual({ from: '2026-03-23', to: '2026-03-29' });
    expect(weekOf('2026-03-29')).toEqual(week); // Sunday ends its week
    expect(eachDay(week)).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    const instants = dayRangeInstants(week, PARIS);
    expect(iso(instants.from)).toBe('2026-03-22T23:00:00.000Z');
    expect(iso(instants.to)).toBe('2026-03-29T22:00:00.000Z');
    expect(hours(instants)).toBe(167);
    expect(isoWeekOf('2026-03-29')).toEqual({ year: 2026, week: 13 });
    expect(isoWeekOf('2026-03-30')).toEqual({ year: 2026, week: 14 });
  });

  it('the autumn week is 7 days of 169 hours, week 43', () => {
    const week = weekOf('2026-10-25');
    expect(week).toEqual({ from: '2026-10-19', to: '2026-10-25' });
    expect(hours(dayRangeInstants(week, PARIS))).toBe(169);
    expect(isoWeekOf('2026-10-19')).toEqual({ year: 2026, week: 43 });
  });

  it('week numbers at the turn of the year belong to the week-year', () => {
    expect(isoWeekOf('2025-12-29')).toEqual({ year: 2026, week: 1 });
    expect(isoWeekOf('2026-01-01')).toEqual({ year: 2026, week: 1 });
    expect(isoWeekOf('2026-12-31')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf('2027-01-03')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf('2027-01-04')).toEqual({ year: 2027, week: 1 });
    expect(startOfWeek('2027-01-01')).toBe('2026-12-28');
  });
});

describe('other zones', () => {
  it('America/New_York: 23 hours on 8 March, 25 on 1 November 2026', () => {
    const NY = 'America/New_York';
    expect(hoursInDay('2026-03-08', NY)).toBe(23);
    expect(hoursInDay('2026-11-01', NY)).toBe(25);
    expect(iso(startOfDayIn('2026-03-08', NY))).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(startOfDayIn('2026-03-09', NY))).toBe('2026-03-09T04:00:00.000Z');
    // Paris changes three weeks later: on 8 March its day is 24 hours long.
    expect(hoursInDay('2026-03-08', PARIS)).toBe(24);
  });

  it('Pacific/Auckland: the southern changes, and a day ahead of UTC', () => {
    const NZ = 'Pacific/Auckland';
    expect(hoursInDay('2026-04-05', NZ)).toBe(25);
    expect(hoursInDay('2026-09-27', NZ)).toBe(23);
    expect(iso(startOfDayIn('2026-04-05', NZ))).toBe('2026-04-04T11:00:00.000Z'); // NZDT +13
    expect(iso(startOfDayIn('2026-04-06', NZ))).toBe('2026-04-05T12:00:00.000Z'); // NZST +12
    expect(dayOf('2026-03-28T23:00:00Z', NZ)).toBe('2026-03-29');
  });

  it('America/Santiago: a day whose midnight does not exist starts at 01:00', () => {
    const CL = 'America/Santiago';
    expect(iso(startOfDayIn('2026-09-06', CL))).toBe('2026-09-06T04:00:00.000Z'); // 01:00 -03
    expect(localDateTimeIn(startOfDayIn('2026-09-06', CL), CL)).toBe('2026-09-06T01:00');
    expect(hoursInDay('2026-09-06', CL)).toBe(23);
  });
});

describe('calendar days', () => {
  it('tells a day of the calendar from one that is not', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('2026-02-03T00:00')).toBe(false);
  });

  it('counts and lists days, whatever the clocks do', () => {
    expect(daysBetween('2026-03-23', '2026-03-30')).toBe(7);
    expect(daysBetween('2026-03-30', '2026-03-23')).toBe(-7);
    expect(eachDay({ from: '2026-03-02', to: '2026-03-01' })).toEqual([]);
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-03-29')).toBe('SUNDAY');
    expect(startOfMonth('2026-03-29')).toBe('2026-03-01');
    expect(startOfYear('2026-03-29')).toBe('2026-01-01');
  });

  it('wall times that name no instant are refused', () => {
    expect(instantFromLocal('2026-02-30T10:00', PARIS)).toBeNull();
    expect(instantFromLocal('2026-03-01T24:00', PARIS)).toBeNull();
    expect(instantFromLocal('2026-03-01T10:60', PARIS)).toBeNull();
    expect(instantFromLocal('29/03/2026 10:00', PARIS)).toBeNull();
    expect(() => addDays('2026-02-30', 1)).toThrow('Date inexistante : 2026-02-30');
  });
});

describe("the machine's own zone changes nothing", () => {
  // The browser runs in the user's zone, the server in its own: neither may move a restaurant's
  // day (a library computing through Date's local methods did, with Auckland or Santiago here).
  const machineZone = process.env.TZ;
  afterAll(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it.each([
    ['Pacific/Auckland', -780],
    ['America/Santiago', 180],
    ['Europe/Paris', -60],
    ['UTC', 0],
  ])('with the machine in %s', (zone, januaryOffset) => {
    process.env.TZ = zone;
    expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).toBe(januaryOffset);
    // Santiago's clocks go back at midnight on 5 April 2026: 23:00–24:00 on the 4th happens twice.
    expect(iso(startOfDayIn('2026-04-05', 'America/Santiago'))).toBe('2026-04-05T04:00:00.000Z');
    expect(dayOf('2026-04-05T03:30:00Z', 'America/Santiago')).toBe('2026-04-04');
    expect(iso(startOfDayIn('2026-04-05', 'Pacific/Auckland'))).toBe('2026-04-04T11:00:00.000Z');
    expect(hoursInDay('2026-03-29', PARIS)).toBe(23);
    expect(todayIn(PARIS, new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
  });
});
