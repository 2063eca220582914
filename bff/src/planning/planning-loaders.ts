import type DataLoader from 'dataloader';
import { PLANNING_MESSAGES } from '@bo/domain';
import { eachById, groupedLists, listsBy } from '../rest/batch.ts';
import type { RestClient } from '../rest/client.ts';
import type { Serve } from '../rest/writes.ts';
import type {
  RestAbsence,
  RestApprovedShift,
  RestRealizedShift,
  RestScheduledShift,
} from '../rest/types.ts';

export const SCHEDULED_SHIFT_NOT_FOUND = PLANNING_MESSAGES.shiftNotFound;
export const REALIZED_SHIFT_NOT_FOUND = PLANNING_MESSAGES.realizedShiftNotFound;
export const APPROVED_SHIFT_NOT_FOUND = PLANNING_MESSAGES.approvedShiftNotFound;
export const ABSENCE_NOT_FOUND = PLANNING_MESSAGES.absenceNotFound;

/** A restaurant's shifts starting in a period of instants (ISO, both included, as the api reads). */
export interface ShiftPeriodKey {
  restaurantId: number;
  dateFrom: string;
  dateTo: string;
}

/** A restaurant's absences over calendar days (both included). */
export interface AbsencePeriodKey {
  restaurantId: number;
  dateFrom: string;
  dateTo: string;
}

/**
 * Per-request loaders of the planning and the time clock (docs/areas/planning.md), merged into
 * Loaders (rest/loaders.ts). The restaurants asked in one tick for the same period go into ONE
 * batch list per resource (`?dateFrom&dateTo&restaurantIds=…`): a week costs one call per resource
 * whatever the number of employees, shifts and fields asked.
 */
export interface PlanningLoaders {
  scheduledShifts: DataLoader<ShiftPeriodKey, RestScheduledShift[], string>;
  realizedShifts: DataLoader<ShiftPeriodKey, RestRealizedShift[], string>;
  approvedShifts: DataLoader<ShiftPeriodKey, RestApprovedShift[], string>;
  absences: DataLoader<AbsencePeriodKey, RestAbsence[], string>;
  /**
   * An employee's coming shifts (20 at most, by start): every employee asked in one tick goes
   * into ONE `GET /api/scheduled-shifts/upcoming?employeeIds=…`.
   */
  upcomingShifts: DataLoader<number, RestScheduledShift[]>;
  /** By id, for a shift outside the lists read (`GET /api/…/{id}`, cached for the request). */
  scheduledShift: DataLoader<number, RestScheduledShift>;
  realizedShift: DataLoader<number, RestRealizedShift>;
  approvedShift: DataLoader<number, RestApprovedShift>;
}

const periodGroup = (key: ShiftPeriodKey | AbsencePeriodKey) => `${key.dateFrom}|${key.dateTo}`;

export function createPlanningLoaders(rest: RestClient, serve: Serve): PlanningLoaders {
  const scheduledShift = eachById((id) =>
    rest
      .call('get', '/api/scheduled-shifts/{id}', { params: { id } })
      .then((body) => body.scheduledShift),
  );
  const realizedShift = eachById((id) =>
    rest
      .call('get', '/api/realized-shifts/{id}', { params: { id } })
      .then((body) => body.realizedShift),
  );
  const approvedShift = eachById((id) =>
    rest
      .call('get', '/api/approved-shifts/{id}', { params: { id } })
      .then((body) => body.approvedShift),
  );

  // The api sorts by start; grouping keeps that order within each employee.
  const upcomingShifts = listsBy(
    (employeeIds) =>
      rest
        .call('get', '/api/scheduled-shifts/upcoming', { query: { employeeIds } })
        .then((body) => body.scheduledShifts),
    (row) => row.employeeId,
    (row) => scheduledShift.prime(row.id, row),
  );

  // The api sorts each list by start; grouping keeps that order within each restaurant.
  const scheduledShifts = groupedLists<ShiftPeriodKey, RestScheduledShift>({
    group: periodGroup,
    owner: (k) => k.restaurantId,
    read: async ({ dateFrom, dateTo }, ids) => {
      const { scheduledShifts: rows } = await rest.call('get', '/api/scheduled-shifts', {
        query: { dateFrom, dateTo, restaurantIds: ids.join(',') },
      });
      for (const row of rows) scheduledShift.prime(row.id, row);
      return rows;
    },
    ownerOf: (row) => row.restaurantId,
  });
  const realizedShifts = groupedLists<ShiftPeriodKey, RestRealizedShift>({
    group: periodGroup,
    owner: (k) => k.restaurantId,
    read: async ({ dateFrom, dateTo }, ids) => {
      const { realizedShifts: rows } = await rest.call('get', '/api/realized-shifts', {
        query: { dateFrom, dateTo, restaurantIds: ids.join(',') },
      });
      for (const row of rows) realizedShift.prime(row.id, row);
      return rows;
    },
    ownerOf: (row) => row.restaurantId,
  });
  const approvedShifts = groupedLists<ShiftPeriodKey, RestApprovedShift>({
    group: periodGroup,
    owner: (k) => k.restaurantId,
    read: async ({ dateFrom, dateTo }, ids) => {
      const { approvedShifts: rows } = await rest.call('get', '/api/approved-shifts', {
        query: { dateFrom, dateTo, restaurantIds: ids.join(',') },
      });
      for (const row of rows) approvedShift.prime(row.id, row);
      return rows;
    },
    ownerOf: (row) => row.restaurantId,
  });
  const absences = groupedLists<AbsencePeriodKey, RestAbsence>({
    group: periodGroup,
    owner: (k) => k.restaurantId,
    read: async ({ dateFrom, dateTo }, ids) =>
      (
        await rest.call('get', '/api/absences', {
          query: { dateFrom, dateTo, restaurantIds: ids.join(',') },
        })
      ).absences,
    ownerOf: (row) => row.restaurantId,
  });

  // A week is read from the four lists; a shift's realized and approved ones from theirs.
  serve({
    type: 'ScheduledShift',
    byId: scheduledShift,
    feeds: ['Restaurant.scheduledShifts', 'Restaurant.week'],
  });
  serve({
    type: 'RealizedShift',
    byId: realizedShift,
    feeds: ['Restaurant.realizedShifts', 'ScheduledShift.realized'],
  });
  serve({
    type: 'ApprovedShift',
    byId: approvedShift,
    feeds: ['Restaurant.approvedShifts', 'ScheduledShift.approved'],
  });
  serve({
    feeds: ['Restaurant.scheduledShifts', 'Restaurant.week'],
    clear: () => void scheduledShifts.clearAll(),
  });
  serve({
    feeds: ['Restaurant.realizedShifts', 'Restaurant.week', 'ScheduledShift.realized'],
    clear: () => void realizedShifts.clearAll(),
  });
  serve({
    feeds: ['Restaurant.approvedShifts', 'Restaurant.week', 'ScheduledShift.approved'],
    clear: () => void approvedShifts.clearAll(),
  });
  serve({
    feeds: ['Restaurant.absences', 'Restaurant.week'],
    clear: () => void absences.clearAll(),
  });
  serve({ feeds: ['Employee.upcomingShifts'], clear: () => void upcomingShifts.clearAll() });

  return {
    scheduledShifts,
    realizedShifts,
    approvedShifts,
    absences,
    upcomingShifts,
    scheduledShift,
    realizedShift,
    approvedShift,
  };
}
