import type { MockLink } from '@apollo/client/testing';
import { BadgeuseWeekQuery } from './documents.ts';
import type { ClockRowData } from './rows.ts';

/** A week of the time clock for the mocked graph (restaurant 11, Paris). */
export const RESTAURANT = '11';
export const TIME_ZONE = 'Europe/Paris';
/** The week of the last Sunday of October 2026 (the clocks go back on the 25th). */
export const MONDAY = '2026-10-19';
export const TUESDAY = '2026-10-20';
export const SATURDAY = '2026-10-24';
export const SUNDAY = '2026-10-25';

const employee = (id: string, firstName: string, lastName: string) => ({
  __typename: 'Employee' as const,
  id,
  firstName,
  lastName,
});
const SERVEUR = { __typename: 'Job' as const, id: '1', title: 'Serveur', color: '#1976d2' };

export const scheduled = (id: string, start: string, end: string, breakDuration = 30) => ({
  __typename: 'ScheduledShift' as const,
  id,
  datetimeStart: start,
  datetimeEnd: end,
  breakDuration,
  mealCount: 1,
  job: SERVEUR,
});

export const realized = (
  id: string,
  start: string,
  end: string | null,
  actualBreakDuration = 0,
  mealCount = 1,
) => ({
  __typename: 'RealizedShift' as const,
  id,
  datetimeStart: start,
  datetimeEnd: end,
  actualBreakDuration,
  mealCount,
  comment: null,
});

export const approved = (
  id: string,
  start: string,
  end: string,
  breakDuration = 30,
  mealCount = 1,
) => ({
  __typename: 'ApprovedShift' as const,
  id,
  datetimeStart: start,
  datetimeEnd: end,
  breakDuration,
  mealCount,
  comment: null,
  job: SERVEUR,
});

type Row = ClockRowData & { __typename: 'ClockRow' };

export const row = (
  key: string,
  person: [string, string, string],
  parts: Partial<Pick<ClockRowData, 'scheduled' | 'realized' | 'approved'>>,
): Row => {
  const r = parts.realized ?? null;
  const a = parts.approved ?? null;
  return {
    __typename: 'ClockRow',
    key,
    employee: employee(...person),
    scheduled: parts.scheduled ?? null,
    realized: r,
    approved: a,
    state: a ? 'APPROVED' : !r ? 'NOT_CLOCKED' : r.datetimeEnd ? 'PENDING' : 'IN_PROGRESS',
  };
};

const ALICE: [string, string, string] = ['1', 'Alice', 'Durand'];
const BRUNO: [string, string, string] = ['2', 'Bruno', 'Leroy'];
const CHLOE: [string, string, string] = ['3', 'Chloé', 'Martin'];
const DAVID: [string, string, string] = ['4', 'David', 'Moreau'];
const EMMA: [string, string, string] = ['5', 'Emma', 'Petit'];
const FRANK: [string, string, string] = ['6', 'Frank', 'Roux'];

/** Tuesday (summer time, UTC+2): one row in each state the server gives. */
export const NOT_CLOCKED = row('s1', ALICE, {
  scheduled: scheduled('1', '2026-10-20T08:00:00.000Z', '2026-10-20T12:30:00.000Z'),
});
export const IN_PROGRESS = row('s2', BRUNO, {
  scheduled: scheduled('2', '2026-10-20T07:00:00.000Z', '2026-10-20T15:00:00.000Z'),
  realized: realized('2', '2026-10-20T07:05:00.000Z', null),
});
export const PENDING = row('s3', CHLOE, {
  scheduled: scheduled('3', '2026-10-20T09:00:00.000Z', '2026-10-20T13:00:00.000Z', 0),
  realized: realized('3', '2026-10-20T09:02:00.000Z', '2026-10-20T13:10:00.000Z', 20),
});
export const APPROVED = row('s4', DAVID, {
  scheduled: scheduled('4', '2026-10-20T06:00:00.000Z', '2026-10-20T14:00:00.000Z'),
  realized: realized('4', '2026-10-20T06:00:00.000Z', '2026-10-20T14:05:00.000Z', 25),
  approved: approved('4', '2026-10-20T06:00:00.000Z', '2026-10-20T14:00:00.000Z', 30),
});
/** Chloé's row once validated. */
export const PENDING_APPROVED = row('s3', CHLOE, {
  scheduled: PENDING.scheduled,
  realized: PENDING.realized,
  approved: approved('3', '2026-10-20T09:02:00.000Z', '2026-10-20T13:10:00.000Z', 20),
});

/**
 * Saturday night into the Sunday the clocks go back: 22:00 summer time (20:00 UTC) to 06:00
 * winter time (05:00 UTC) is 9 hours. Sunday, winter time (UTC+1): 09:00 is 08:00 UTC.
 */
export const NIGHT = row('r7', FRANK, {
  realized: realized('7', '2026-10-24T20:00:00.000Z', '2026-10-25T05:00:00.000Z', 0),
  approved: approved('7', '2026-10-24T20:00:00.000Z', '2026-10-25T05:00:00.000Z', 0),
});
export const SUNDAY_SHIFT = row('s8', EMMA, {
  scheduled: scheduled('8', '2026-10-25T08:00:00.000Z', '2026-10-25T16:00:00.000Z'),
  realized: realized('8', '2026-10-25T07:58:00.000Z', '2026-10-25T16:02:00.000Z', 30),
});

export const TUESDAY_ROWS = [NOT_CLOCKED, IN_PROGRESS, PENDING, APPROVED];

const approvedCount = (rows: readonly Row[]) => rows.filter((r) => r.approved).length;

/** The week's answer: Tuesday's rows (or `tuesday`), Saturday's night and Sunday's shift. */
export function weekData(tuesday: readonly Row[] = TUESDAY_ROWS) {
  const days = Array.from({ length: 7 }, (_, i) => `2026-10-${String(19 + i).padStart(2, '0')}`);
  const rowsOf: Record<string, readonly Row[]> = {
    [TUESDAY]: tuesday,
    [SATURDAY]: [NIGHT],
    [SUNDAY]: [SUNDAY_SHIFT],
  };
  return {
    restaurant: {
      __typename: 'Restaurant' as const,
      id: RESTAURANT,
      timeZone: TIME_ZONE,
      week: {
        __typename: 'PlanningWeek' as const,
        start: MONDAY,
        end: SUNDAY,
        number: 43,
        days: days.map((date) => {
          const clockRows = rowsOf[date] ?? [];
          return {
            __typename: 'PlanningDay' as const,
            date,
            clockedShiftCount: clockRows.length,
            approvedCount: approvedCount(clockRows),
            clockRows,
          };
        }),
      },
    },
  };
}

export const weekMock = (
  data = weekData(),
  maxUsageCount = Number.POSITIVE_INFINITY,
): MockLink.MockedResponse => ({
  request: { query: BadgeuseWeekQuery, variables: { restaurantId: RESTAURANT, start: MONDAY } },
  result: { data },
  maxUsageCount,
});
