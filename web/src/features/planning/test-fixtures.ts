import type { MockLink } from '@apollo/client/testing';
import { PlanningRestaurantQuery, PlanningWeekQuery } from './documents.ts';

/** The week of Monday 23 November 2026 in Paris (UTC+1), as the graph answers it. */
export const RESTAURANT = '11';
export const MONDAY = '2026-11-23';
const forever = Number.POSITIVE_INFINITY;

export const JOBS = {
  cook: {
    __typename: 'Job' as const,
    id: '31',
    title: 'Cuisinier',
    breakDuration: 30,
    displayColor: '#E53935',
    isActive: true,
  },
  waiter: {
    __typename: 'Job' as const,
    id: '32',
    title: 'Serveur',
    breakDuration: 45,
    displayColor: '#1E88E5',
    isActive: true,
  },
  old: {
    __typename: 'Job' as const,
    id: '33',
    title: 'Plongeur',
    breakDuration: 0,
    displayColor: '#43A047',
    isActive: false,
  },
};

export const EMPLOYEES = {
  lea: { __typename: 'Employee' as const, id: '21', firstName: 'Léa', lastName: 'Martin' },
  hugo: { __typename: 'Employee' as const, id: '22', firstName: 'Hugo', lastName: 'Bernard' },
  ines: { __typename: 'Employee' as const, id: '23', firstName: 'Inès', lastName: 'Moreau' },
};
type Who = keyof typeof EMPLOYEES;
type JobKey = keyof typeof JOBS;

export const shift = (
  id: string,
  who: Who,
  job: JobKey | null,
  day: string,
  start: string,
  end: string,
  breakDuration = 0,
) => ({
  __typename: 'ScheduledShift' as const,
  id,
  day,
  datetimeStart: start,
  datetimeEnd: end,
  breakDuration,
  mealCount: 1,
  comment: null,
  duration:
    Math.round((new Date(end).getTime() - new Date(start).getTime()) / 60_000) - breakDuration,
  employee: { __typename: 'Employee' as const, id: EMPLOYEES[who].id },
  job: job
    ? {
        __typename: 'Job' as const,
        id: JOBS[job].id,
        title: JOBS[job].title,
        displayColor: JOBS[job].displayColor,
      }
    : null,
});

/** Léa: Monday 09:00-17:00 cook; Tuesday full (10:00-14:00 and 18:00-22:00). Hugo: Wednesday. */
export const SHIFTS = {
  leaMonday: shift(
    '101',
    'lea',
    'cook',
    '2026-11-23',
    '2026-11-23T08:00:00.000Z',
    '2026-11-23T16:00:00.000Z',
    30,
  ),
  leaTuesdayNoon: shift(
    '102',
    'lea',
    'waiter',
    '2026-11-24',
    '2026-11-24T09:00:00.000Z',
    '2026-11-24T13:00:00.000Z',
  ),
  leaTuesdayEvening: shift(
    '103',
    'lea',
    'waiter',
    '2026-11-24',
    '2026-11-24T17:00:00.000Z',
    '2026-11-24T21:00:00.000Z',
  ),
  hugoWednesday: shift(
    '104',
    'hugo',
    null,
    '2026-11-25',
    '2026-11-25T10:00:00.000Z',
    '2026-11-25T14:00:00.000Z',
  ),
};

const DAYS = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];

const INES_LEAVE = {
  __typename: 'Absence' as const,
  id: '501',
  date: '2026-11-26',
  type: 'PAID_LEAVE' as const,
  label: 'Congé payé',
  comment: null,
  employee: { __typename: 'Employee' as const, id: EMPLOYEES.ines.id },
};

export function weekData() {
  const shifts = Object.values(SHIFTS);
  const days = DAYS.map((date) => {
    const ofDay = shifts.filter((s) => s.day === date);
    const minutes = ofDay.reduce((sum, s) => sum + s.duration, 0);
    return {
      __typename: 'PlanningDay' as const,
      date,
      people: new Set(ofDay.map((s) => s.employee.id)).size,
      workedMinutes: minutes,
      shifts: ofDay,
      absences: INES_LEAVE.date === date ? [INES_LEAVE] : [],
    };
  });
  const row = (
    who: Who,
    plannedMinutes: number,
    warnings: unknown[] = [],
    weeklyContractHours: number | null = 35,
  ) => ({
    __typename: 'PlanningEmployeeWeek' as const,
    employee: EMPLOYEES[who],
    plannedMinutes,
    contractHours: 35,
    weeklyContractHours,
    expectedMinutes: (weeklyContractHours ?? 0) * 60,
    warnings,
  });
  return {
    __typename: 'PlanningWeek' as const,
    start: MONDAY,
    end: '2026-11-29',
    number: 48,
    label: 'Semaine 48 - Du 23/11 au 29/11/2026',
    workedMinutes: 1170,
    days,
    employees: [
      row('hugo', 240, [
        {
          __typename: 'LabourWarning' as const,
          code: 'CONTRACT_GAP',
          day: null,
          title: 'Écart avec le contrat',
          message: '4 h planifiées pour 35 h attendues : écart de 31 h.',
        },
      ]),
      // An extra: no contract hours.
      row('ines', 0, [], null),
      row('lea', 930),
    ],
    hoursByJob: [
      {
        __typename: 'JobHours' as const,
        job: { __typename: 'Job' as const, id: '32', title: 'Serveur', displayColor: '#1E88E5' },
        minutes: 480,
      },
      {
        __typename: 'JobHours' as const,
        job: { __typename: 'Job' as const, id: '31', title: 'Cuisinier', displayColor: '#E53935' },
        minutes: 450,
      },
      { __typename: 'JobHours' as const, job: null, minutes: 240 },
    ],
  };
}

export function planningMocks(start = MONDAY): MockLink.MockedResponse[] {
  return [
    {
      request: { query: PlanningRestaurantQuery, variables: { restaurantId: RESTAURANT } },
      result: {
        data: {
          restaurant: {
            __typename: 'Restaurant',
            id: RESTAURANT,
            timeZone: 'Europe/Paris',
            jobs: Object.values(JOBS),
          },
        },
      },
      maxUsageCount: forever,
    },
    {
      request: { query: PlanningWeekQuery, variables: { restaurantId: RESTAURANT, start } },
      result: {
        data: { restaurant: { __typename: 'Restaurant', id: RESTAURANT, week: weekData() } },
      },
      maxUsageCount: forever,
    },
  ];
}
