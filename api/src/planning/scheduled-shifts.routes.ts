// The planning's shifts (docs/areas/planning.md): read by whoever sees the restaurant (an EMPLOYEE:
// his own restaurants' and his own shifts, planning/access.ts), written by an ADMIN or the
// restaurant's MANAGER. A shift belongs to the cell (employee, day) of its start, the day read in
// the restaurant's time zone; a cell holds at most two shifts, checked with the employee's row
// locked so that two concurrent writes cannot both pass. A week's copy or deletion is one
// transaction: all of it or nothing.
import {
  copyShiftToWeek,
  copyWeekCellFullMessage,
  dayRangeInstants,
  MAX_SHIFTS_PER_CELL,
  PLANNING_LIMITS,
  shiftDay,
  shortDayText,
  weekCopiedMessage,
  weekDeletedMessage,
  weekInstants,
  weekStartFromInstant,
  type CalendarDay,
  personName,
} from '@bo/domain';
import {
  CopyWeekBody,
  CreateScheduledShiftBody,
  DeleteWeekBody,
  SCHEDULED_SHIFT_API_MESSAGES as M,
  ScheduledShiftPeriodQuery,
  ScheduledShiftResponse,
  ScheduledShiftsQuery,
  ScheduledShiftsResponse,
  UPCOMING_SHIFTS_LIMIT,
  UpcomingShiftsQuery,
  UpdateScheduledShiftBody,
  WeekOperationResponse,
  type ScheduledShift,
} from './scheduled-shifts.contract.ts';
import {
  countEmployeeShifts,
  deleteScheduledShift,
  deleteWeekShifts,
  employeesShiftStarts,
  findReadableScheduledShift,
  insertScheduledShift,
  insertScheduledShifts,
  listScheduledShifts,
  listUpcomingShifts,
  updateScheduledShift,
  weekShiftsOfStaff,
  type NewScheduledShift,
} from './scheduled-shifts.queries.ts';
import { IdParam } from '../contract/common.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { ERRORS, HttpError, invalidField, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { parseIdList } from '../http/validate.ts';
import {
  assertShiftTimes,
  findInputEmployee,
  findRestaurantJob,
  restaurantOf,
  shiftListFilter,
  shiftPeriod,
  type RestaurantRow,
} from './checks.ts';
import {
  lockEmployees,
  restaurantEmployeeIds,
  visibleEmployeeIds,
} from '../restaurants/employees.queries.ts';
import { EMPLOYEE_NOT_FOUND } from '../restaurants/employees.routes.ts';
import { findInputRestaurant, findVisibleRestaurant } from '../tenancy.ts';

// ---- Reading ----------------------------------------------------------------------------------

async function findVisibleShift(db: Db | Tx, user: AuthUser, id: number): Promise<ScheduledShift> {
  const shift = await findReadableScheduledShift(db, user, id);
  if (!shift) throw notFound(M.shiftNotFound);
  return shift;
}

// ---- Writing ----------------------------------------------------------------------------------

/** The employee, locked until the transaction ends (his cells' counts hold), if of the restaurant. */
async function lockEmployee(tx: Tx, restaurantId: number, employeeId: number): Promise<void> {
  await findInputEmployee(tx, restaurantId, employeeId, M.employeeOfOtherRestaurant, {
    lock: true,
  });
}

/** The instants a restaurant's calendar day spans: [start, end). */
const dayInstants = (day: CalendarDay, timeZone: string) =>
  dayRangeInstants({ from: day, to: day }, timeZone);

/** 409 when the employee's cell of `start` already holds the maximum (the shift itself aside). */
async function assertCellFree(
  tx: Tx,
  restaurant: RestaurantRow,
  employeeId: number,
  start: Date,
  exceptId?: number,
): Promise<void> {
  const zone = restaurant.timeZone;
  const day = dayInstants(shiftDay({ datetimeStart: start }, zone), zone);
  const count = await countEmployeeShifts(tx, employeeId, day, exceptId);
  if (count >= MAX_SHIFTS_PER_CELL) throw new HttpError(409, M.cellFull);
}

// ---- Weeks ------------------------------------------------------------------------------------

interface Week {
  monday: CalendarDay;
  from: Date;
  to: Date;
}

/** The week a week-start instant names, in the restaurant's zone (domain: the nearest Monday). */
function weekAt(instant: string, timeZone: string): Week {
  const monday = weekStartFromInstant(instant, timeZone);
  return { monday, ...weekInstants(monday, timeZone) };
}

/** The employees named in a week's body: 400 unless each is one of the restaurant's. */
async function restaurantEmployees(
  db: Db,
  restaurantId: number,
  ids: number[] | undefined,
): Promise<number[] | undefined> {
  if (ids === undefined) return undefined;
  const wanted = [...new Set(ids)];
  const found = await restaurantEmployeeIds(db, restaurantId, wanted);
  if (found.length !== wanted.length) {
    throw invalidField('employeeIds', M.employeesOfOtherRestaurant);
  }
  return wanted;
}

async function copyWeek(
  db: Db,
  restaurant: RestaurantRow,
  body: { sourceWeekStart: string; targetWeekStart: string; employeeIds?: number[] | undefined },
  user: AuthUser,
): Promise<{ message: string; count: number }> {
  const zone = restaurant.timeZone;
  const source = weekAt(body.sourceWeekStart, zone);
  const target = weekAt(body.targetWeekStart, zone);
  if (source.monday === target.monday) throw invalidField('targetWeekStart', M.sameWeek);
  const chosen = await restaurantEmployees(db, restaurant.id, body.employeeIds);
  const count = await db.transaction(async (tx) => {
    const shifts = await weekShiftsOfStaff(tx, restaurant.id, source, chosen);
    if (shifts.length === 0) return 0;
    await lockEmployees(
      tx,
      shifts.map((s) => s.shift.employeeId),
    );
    const copies = shifts.map(({ shift }) => ({
      restaurantId: shift.restaurantId,
      employeeId: shift.employeeId,
      jobId: shift.jobId,
      ...copyShiftToWeek(shift, source.monday, target.monday, zone),
      breakDuration: shift.breakDuration,
      mealCount: shift.mealCount,
      comment: shift.comment,
      createdById: user.id,
    }));
    const names = new Map(shifts.map(({ employee }) => [employee.id, personName(employee)]));
    await assertCellsFit(tx, restaurant, copies, names);
    await insertScheduledShifts(tx, copies);
    return copies.length;
  });
  const message = weekCopiedMessage(count);
  return { message, count };
}

/**
 * 409 when the copies, added to what the target cells hold, overfill one of them: the message
 * names the employee and the day.
 */
async function assertCellsFit(
  tx: Tx,
  restaurant: RestaurantRow,
  copies: NewScheduledShift[],
  names: Map<number, string>,
) {
  const zone = restaurant.timeZone;
  const dayOfStart = (start: Date) => shiftDay({ datetimeStart: start }, zone);
  const starts = copies.map((c) => c.datetimeStart.getTime());
  const first = dayInstants(dayOfStart(new Date(Math.min(...starts))), zone).from;
  const last = dayInstants(dayOfStart(new Date(Math.max(...starts))), zone).to;
  const existing = await employeesShiftStarts(tx, [...new Set(copies.map((c) => c.employeeId))], {
    from: first,
    to: last,
  });
  const counts = new Map<string, number>();
  for (const { employeeId, start } of [
    ...existing,
    ...copies.map((c) => ({ employeeId: c.employeeId, start: c.datetimeStart })),
  ]) {
    const day = dayOfStart(start);
    const key = `${employeeId} ${day}`;
    const n = (counts.get(key) ?? 0) + 1;
    if (n > MAX_SHIFTS_PER_CELL) {
      throw new HttpError(
        409,
        copyWeekCellFullMessage(names.get(employeeId) ?? '', shortDayText(day)),
      );
    }
    counts.set(key, n);
  }
}

async function deleteWeek(
  db: Db,
  restaurant: RestaurantRow,
  body: { weekStart: string; employeeIds?: number[] | undefined },
): Promise<{ message: string; count: number }> {
  const week = weekAt(body.weekStart, restaurant.timeZone);
  const chosen = await restaurantEmployees(db, restaurant.id, body.employeeIds);
  const count = await deleteWeekShifts(db, restaurant.id, week, chosen);
  const message = weekDeletedMessage(count);
  return { message, count };
}

// ---- Routes -----------------------------------------------------------------------------------

const SHIFT_NOT_FOUND = M.shiftNotFound;

export const scheduledShiftsRoutes = [
  // The week operations first: their paths would otherwise read as a shift's `{id}`.
  defineRoute({
    method: 'post',
    path: '/api/scheduled-shifts/copy-week',
    tags: ['scheduled-shifts'],
    summary:
      "Copie les shifts d'une semaine dans une autre, aux mêmes jours et heures du restaurant (ADMIN, ou MANAGER du restaurant) ; tout ou rien : 409 si une cellule dépasserait 2 shifts",
    access: { area: 'PLANNING', action: 'create' },
    body: CopyWeekBody,
    response: { status: 200, description: 'Compte rendu', schema: WeekOperationResponse },
    errors: [400, 409],
    handler: async ({ db, user, body }) =>
      copyWeek(db, await findInputRestaurant(db, user, body.restaurantId), body, user),
  }),

  defineRoute({
    method: 'delete',
    path: '/api/scheduled-shifts/delete-week',
    tags: ['scheduled-shifts'],
    summary:
      "Supprime les shifts prévus d'une semaine du restaurant, ou de certains de ses employés (ADMIN, ou MANAGER du restaurant)",
    access: { area: 'PLANNING', action: 'delete' },
    body: DeleteWeekBody,
    response: { status: 200, description: 'Compte rendu', schema: WeekOperationResponse },
    errors: [400],
    handler: async ({ db, user, body }) =>
      deleteWeek(db, await findInputRestaurant(db, user, body.restaurantId), body),
  }),

  defineRoute({
    method: 'get',
    path: '/api/scheduled-shifts/restaurant/{id}',
    tags: ['scheduled-shifts'],
    summary: `Les shifts prévus d'un restaurant qui commencent dans la période (${PLANNING_LIMITS.listPeriodDays} jours au plus), par début`,
    access: 'authenticated',
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    load: ({ db, user, params }) => findVisibleRestaurant(db, user, params.id),
    query: ScheduledShiftPeriodQuery,
    response: { status: 200, description: 'Shifts prévus', schema: ScheduledShiftsResponse },
    errors: [400, 404],
    handler: async ({ db, user, loaded: restaurant, query }) => ({
      scheduledShifts: await listScheduledShifts(db, user, {
        restaurantId: restaurant.id,
        period: shiftPeriod(query),
      }),
    }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/scheduled-shifts',
    tags: ['scheduled-shifts'],
    summary: `Les shifts prévus des restaurants visibles qui commencent dans la période (${PLANNING_LIMITS.listPeriodDays} jours au plus) ; restaurantIds, employeeIds`,
    access: 'authenticated',
    query: ScheduledShiftsQuery,
    response: { status: 200, description: 'Shifts prévus', schema: ScheduledShiftsResponse },
    errors: [400],
    handler: async ({ db, user, query }) => ({
      scheduledShifts: await listScheduledShifts(db, user, shiftListFilter(query)),
    }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/scheduled-shifts/upcoming',
    tags: ['scheduled-shifts'],
    summary: `Les prochains shifts prévus de plusieurs employés (lecture groupée du graphe) : pour chacun, ceux qui ne sont pas finis, ${UPCOMING_SHIFTS_LIMIT} au plus, par début ; un employé que l'utilisateur ne voit pas n'en a aucun`,
    access: 'authenticated',
    query: UpcomingShiftsQuery,
    response: { status: 200, description: 'Shifts prévus', schema: ScheduledShiftsResponse },
    errors: [400],
    handler: async ({ db, user, query }) => ({
      scheduledShifts: await listUpcomingShifts(
        db,
        user,
        await visibleEmployeeIds(db, user, parseIdList(query.employeeIds, 'employeeIds')),
      ),
    }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/scheduled-shifts/upcoming/{id}',
    tags: ['scheduled-shifts'],
    summary: `Les prochains shifts prévus d'un employé (id de l'employé) : ceux qui ne sont pas finis, ${UPCOMING_SHIFTS_LIMIT} au plus, par début`,
    access: 'authenticated',
    params: IdParam,
    notFound: EMPLOYEE_NOT_FOUND,
    response: { status: 200, description: 'Shifts prévus', schema: ScheduledShiftsResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const [employee] = await visibleEmployeeIds(db, user, [params.id]);
      if (employee === undefined) throw notFound(EMPLOYEE_NOT_FOUND);
      return { scheduledShifts: await listUpcomingShifts(db, user, [employee]) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/scheduled-shifts/{id}',
    tags: ['scheduled-shifts'],
    summary: 'Un shift prévu',
    access: 'authenticated',
    params: IdParam,
    notFound: SHIFT_NOT_FOUND,
    response: { status: 200, description: 'Shift prévu', schema: ScheduledShiftResponse },
    errors: [404],
    handler: async ({ db, user, params }) => ({
      scheduledShift: await findVisibleShift(db, user, params.id),
    }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/scheduled-shifts',
    tags: ['scheduled-shifts'],
    summary:
      'Crée un shift prévu (ADMIN, ou MANAGER du restaurant) ; pause du poste et 1 repas par défaut ; 409 si la cellule a déjà 2 shifts',
    access: { area: 'PLANNING', action: 'create' },
    body: CreateScheduledShiftBody,
    response: { status: 201, description: 'Shift créé', schema: ScheduledShiftResponse },
    errors: [400, 409],
    handler: async ({ db, user, body }) => {
      const restaurant = await findInputRestaurant(db, user, body.restaurantId);
      const job = await findRestaurantJob(db, restaurant.id, body.jobId, { active: true });
      const start = new Date(body.datetimeStart);
      const end = new Date(body.datetimeEnd);
      const breakDuration = body.breakDuration ?? job.breakDuration;
      assertShiftTimes(start, end, breakDuration);
      const id = await db.transaction(async (tx) => {
        await lockEmployee(tx, restaurant.id, body.employeeId);
        await assertCellFree(tx, restaurant, body.employeeId, start);
        return insertScheduledShift(tx, {
          restaurantId: restaurant.id,
          employeeId: body.employeeId,
          jobId: job.id,
          datetimeStart: start,
          datetimeEnd: end,
          breakDuration,
          mealCount: body.mealCount ?? 1,
          comment: body.comment,
          createdById: user.id,
        });
      });
      return { scheduledShift: await findVisibleShift(db, user, id) };
    },
  }),

  defineRoute({
    method: 'put',
    path: '/api/scheduled-shifts/{id}',
    tags: ['scheduled-shifts'],
    summary:
      'Modifie ou déplace un shift prévu (ADMIN, ou MANAGER de son restaurant) ; 409 si la cellule visée a déjà 2 shifts',
    access: { area: 'PLANNING', action: 'edit' },
    params: IdParam,
    notFound: SHIFT_NOT_FOUND,
    load: ({ db, user, params }) => findVisibleShift(db, user, params.id),
    body: UpdateScheduledShiftBody,
    response: { status: 200, description: 'Shift modifié', schema: ScheduledShiftResponse },
    errors: [400, 404, 409],
    handler: async ({ db, user, loaded: current, body: { restaurantId, ...input } }) => {
      if (restaurantId !== undefined && restaurantId !== current.restaurantId) {
        throw invalidField('restaurantId', M.restaurantFixed);
      }
      const restaurant = await restaurantOf(db, current.restaurantId);
      if (input.jobId !== undefined && input.jobId !== current.jobId) {
        await findRestaurantJob(db, restaurant.id, input.jobId, { active: true });
      }
      const employeeId = input.employeeId ?? current.employeeId;
      const start = new Date(input.datetimeStart ?? current.datetimeStart);
      const end = new Date(input.datetimeEnd ?? current.datetimeEnd);
      assertShiftTimes(start, end, input.breakDuration ?? current.breakDuration);
      const zone = restaurant.timeZone;
      const moved =
        employeeId !== current.employeeId ||
        shiftDay({ datetimeStart: start }, zone) !== shiftDay(current, zone);
      await db.transaction(async (tx) => {
        await lockEmployee(tx, restaurant.id, employeeId);
        if (moved) await assertCellFree(tx, restaurant, employeeId, start, current.id);
        const updated = await updateScheduledShift(tx, current.id, {
          employeeId: input.employeeId,
          jobId: input.jobId,
          breakDuration: input.breakDuration,
          mealCount: input.mealCount,
          comment: input.comment,
          datetimeStart: start,
          datetimeEnd: end,
        });
        if (!updated) throw notFound(SHIFT_NOT_FOUND);
      });
      return { scheduledShift: await findVisibleShift(db, user, current.id) };
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/scheduled-shifts/{id}',
    tags: ['scheduled-shifts'],
    summary:
      'Supprime un shift prévu (ADMIN, ou MANAGER de son restaurant) ; répond le shift supprimé',
    access: { area: 'PLANNING', action: 'delete' },
    params: IdParam,
    notFound: SHIFT_NOT_FOUND,
    response: { status: 200, description: 'Shift supprimé', schema: ScheduledShiftResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const shift = await findVisibleShift(db, user, params.id);
      if (!(await deleteScheduledShift(db, shift.id))) throw notFound(SHIFT_NOT_FOUND);
      return { scheduledShift: shift };
    },
  }),
];
