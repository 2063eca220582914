// The planning's shifts (docs/areas/planning.md): read by whoever sees the restaurant (an EMPLOYEE:
// his own restaurants' and his own shifts, planning/access.ts), written by an ADMIN or the
// restaurant's MANAGER. A shift belongs to the cell (employee, day) of its start, the day read in
// the restaurant's time zone; a cell holds at most two shifts, checked with the employee's row
// locked so that two concurrent writes cannot both pass. A week's copy or deletion is one
// transaction: all of it or nothing.
import { and, asc, eq, gt, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
import { IdParam } from '../contract/common.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { employees, jobs, restaurants, scheduledShifts, type RestaurantRow } from '../db/schema.ts';
import { ERRORS, HttpError, invalidField, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { parseIdList } from '../http/validate.ts';
import {
  assertShiftTimes,
  findRestaurantJob,
  restaurantOf,
  shiftListFilter,
  shiftPeriod,
} from './checks.ts';
import { EMPLOYEE_NOT_FOUND } from '../restaurants/employees.routes.ts';
import { readablePlanning } from './access.ts';
import { findInputRestaurant, findVisibleRestaurant, visibleRestaurants } from '../tenancy.ts';

// ---- Reading ----------------------------------------------------------------------------------

const shiftJob = alias(jobs, 'shift_job');

/** Shifts the user reads (planning/access.ts), with their employee and job, by start. */
async function selectVisible(db: Db | Tx, user: AuthUser, where: SQL): Promise<ScheduledShift[]> {
  const rows = await db
    .select({ shift: scheduledShifts, employee: employees, job: shiftJob })
    .from(scheduledShifts)
    .innerJoin(restaurants, eq(restaurants.id, scheduledShifts.restaurantId))
    .innerJoin(employees, eq(employees.id, scheduledShifts.employeeId))
    .leftJoin(shiftJob, eq(shiftJob.id, scheduledShifts.jobId))
    .where(and(readablePlanning(user, scheduledShifts.employeeId), where))
    .orderBy(asc(scheduledShifts.datetimeStart), asc(scheduledShifts.id));
  return rows.map(({ shift, employee, job }) => ({
    id: shift.id,
    restaurantId: shift.restaurantId,
    employeeId: shift.employeeId,
    jobId: shift.jobId,
    datetimeStart: shift.datetimeStart.toISOString(),
    datetimeEnd: shift.datetimeEnd.toISOString(),
    breakDuration: shift.breakDuration,
    mealCount: shift.mealCount,
    comment: shift.comment,
    employee: {
      id: employee.id,
      firstName: employee.firstName,
      lastName: employee.lastName,
      contractNbHours: employee.contractNbHours,
    },
    job: job && {
      id: job.id,
      title: job.title,
      color: job.color,
      breakDuration: job.breakDuration,
      isActive: job.isActive,
    },
    createdAt: shift.createdAt.toISOString(),
    updatedAt: shift.updatedAt.toISOString(),
  }));
}

async function findVisibleShift(db: Db | Tx, user: AuthUser, id: number): Promise<ScheduledShift> {
  const [shift] = await selectVisible(db, user, eq(scheduledShifts.id, id));
  if (!shift) throw notFound(M.shiftNotFound);
  return shift;
}

/** Those of `ids` whose restaurant the user sees (employees of another chain are left out). */
async function visibleEmployeeIds(db: Db, user: AuthUser, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(restaurants, eq(restaurants.id, employees.restaurantId))
    .where(and(inArray(employees.id, ids), visibleRestaurants(user)));
  return rows.map((row) => row.id);
}

/**
 * The shifts of visible employees not ended yet, UPCOMING_SHIFTS_LIMIT at most EACH (ranked in
 * SQL, so one read serves many employees), by start.
 */
async function upcomingShifts(
  db: Db,
  user: AuthUser,
  employeeIds: number[],
): Promise<ScheduledShift[]> {
  if (employeeIds.length === 0) return [];
  const ranked = db
    .select({
      id: scheduledShifts.id,
      rank: sql<number>`row_number() over (partition by ${scheduledShifts.employeeId} order by ${scheduledShifts.datetimeStart}, ${scheduledShifts.id})`.as(
        'rank',
      ),
    })
    .from(scheduledShifts)
    .innerJoin(restaurants, eq(restaurants.id, scheduledShifts.restaurantId))
    .where(
      and(
        inArray(scheduledShifts.employeeId, employeeIds),
        gt(scheduledShifts.datetimeEnd, new Date()),
        readablePlanning(user, scheduledShifts.employeeId),
      ),
    )
    .as('ranked');
  const first = db
    .select({ id: ranked.id })
    .from(ranked)
    .where(lte(ranked.rank, UPCOMING_SHIFTS_LIMIT));
  return selectVisible(db, user, inArray(scheduledShifts.id, first));
}

// ---- Writing ----------------------------------------------------------------------------------

/** The employee, locked until the transaction ends (his cells' counts hold), if of the restaurant. */
async function lockEmployee(tx: Tx, restaurantId: number, employeeId: number): Promise<void> {
  const [row] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.restaurantId, restaurantId)))
    .for('update');
  if (!row) throw invalidField('employeeId', M.employeeOfOtherRestaurant);
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
  const { from, to } = dayInstants(shiftDay({ datetimeStart: start }, zone), zone);
  const rows = await tx
    .select({ id: scheduledShifts.id })
    .from(scheduledShifts)
    .where(
      and(
        eq(scheduledShifts.employeeId, employeeId),
        gte(scheduledShifts.datetimeStart, from),
        lt(scheduledShifts.datetimeStart, to),
        exceptId === undefined ? undefined : ne(scheduledShifts.id, exceptId),
      ),
    );
  if (rows.length >= MAX_SHIFTS_PER_CELL) throw new HttpError(409, M.cellFull);
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
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.restaurantId, restaurantId), inArray(employees.id, wanted)));
  if (rows.length !== wanted.length) {
    throw invalidField('employeeIds', M.employeesOfOtherRestaurant);
  }
  return wanted;
}

/** The restaurant's shifts starting in the week, of the chosen employees (all when undefined). */
const inWeek = (restaurantId: number, week: Week, employeeIds: number[] | undefined) =>
  and(
    eq(scheduledShifts.restaurantId, restaurantId),
    gte(scheduledShifts.datetimeStart, week.from),
    lt(scheduledShifts.datetimeStart, week.to),
    employeeIds ? inArray(scheduledShifts.employeeId, employeeIds) : undefined,
  )!;

/** Locks the employees' rows, in id order (two transactions never wait on each other). */
async function lockEmployees(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .select({ id: employees.id })
    .from(employees)
    .where(inArray(employees.id, [...new Set(ids)]))
    .orderBy(asc(employees.id))
    .for('update');
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
    const shifts = await tx
      .select({ shift: scheduledShifts, employee: employees })
      .from(scheduledShifts)
      // Only the restaurant's staff of today: a shift of someone who left is not planned again.
      .innerJoin(
        employees,
        and(
          eq(employees.id, scheduledShifts.employeeId),
          eq(employees.restaurantId, restaurant.id),
        ),
      )
      .where(inWeek(restaurant.id, source, chosen))
      .orderBy(asc(scheduledShifts.datetimeStart), asc(scheduledShifts.id));
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
    await tx.insert(scheduledShifts).values(copies);
    return copies.length;
  });
  const message = weekCopiedMessage(count);
  return { message, count };
}

type NewShift = typeof scheduledShifts.$inferInsert & { datetimeStart: Date; datetimeEnd: Date };

/**
 * 409 when the copies, added to what the target cells hold, overfill one of them: the message
 * names the employee and the day.
 */
async function assertCellsFit(
  tx: Tx,
  restaurant: RestaurantRow,
  copies: NewShift[],
  names: Map<number, string>,
) {
  const zone = restaurant.timeZone;
  const dayOfStart = (start: Date) => shiftDay({ datetimeStart: start }, zone);
  const starts = copies.map((c) => c.datetimeStart.getTime());
  const first = dayInstants(dayOfStart(new Date(Math.min(...starts))), zone).from;
  const last = dayInstants(dayOfStart(new Date(Math.max(...starts))), zone).to;
  const existing = await tx
    .select({ employeeId: scheduledShifts.employeeId, start: scheduledShifts.datetimeStart })
    .from(scheduledShifts)
    .where(
      and(
        inArray(scheduledShifts.employeeId, [...new Set(copies.map((c) => c.employeeId))]),
        gte(scheduledShifts.datetimeStart, first),
        lt(scheduledShifts.datetimeStart, last),
      ),
    );
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
  const deleted = await db
    .delete(scheduledShifts)
    .where(inWeek(restaurant.id, week, chosen))
    .returning({ id: scheduledShifts.id });
  const count = deleted.length;
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
      scheduledShifts: await selectVisible(
        db,
        user,
        and(
          eq(scheduledShifts.restaurantId, restaurant.id),
          shiftPeriod(query, scheduledShifts.datetimeStart),
        )!,
      ),
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
      scheduledShifts: await selectVisible(db, user, shiftListFilter(query, scheduledShifts)),
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
      scheduledShifts: await upcomingShifts(
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
      return { scheduledShifts: await upcomingShifts(db, user, [employee]) };
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
        const [row] = await tx
          .insert(scheduledShifts)
          .values({
            restaurantId: restaurant.id,
            employeeId: body.employeeId,
            jobId: job.id,
            datetimeStart: start,
            datetimeEnd: end,
            breakDuration,
            mealCount: body.mealCount ?? 1,
            comment: body.comment,
            createdById: user.id,
          })
          .returning({ id: scheduledShifts.id });
        return row!.id;
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
        const [row] = await tx
          .update(scheduledShifts)
          .set({
            employeeId: input.employeeId,
            jobId: input.jobId,
            breakDuration: input.breakDuration,
            mealCount: input.mealCount,
            comment: input.comment,
            datetimeStart: start,
            datetimeEnd: end,
            updatedAt: new Date(),
          })
          .where(eq(scheduledShifts.id, current.id))
          .returning({ id: scheduledShifts.id });
        if (!row) throw notFound(SHIFT_NOT_FOUND);
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
      const deleted = await db
        .delete(scheduledShifts)
        .where(eq(scheduledShifts.id, shift.id))
        .returning({ id: scheduledShifts.id });
      if (deleted.length === 0) throw notFound(SHIFT_NOT_FOUND);
      return { scheduledShift: shift };
    },
  }),
];
