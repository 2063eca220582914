// The time clock's approved shifts (docs/areas/planning.md#time-clock-validation): hours as
// validated for pay. An ADMIN or the restaurant's MANAGER approves an ended realized shift, once
// (a second approval is a 409, the database's unique index standing behind the check), with his
// adjustments kept as sent; he edits or deletes (un-approves) it afterwards. Everyone who sees
// the restaurant reads.
import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import {
  ApproveRealizedBody,
  ApprovedShiftResponse,
  ApprovedShiftsResponse,
  CLOCK_API_MESSAGES as M,
  CLOCK_MAX_PERIOD_DAYS,
  ClockListQuery,
  ClockPeriodQuery,
  CreateApprovedShiftBody,
  RealizedShiftsResponse,
  UpdateApprovedShiftBody,
  type ApprovedShift,
} from '../contract/realized-shifts.ts';
import { IdParam } from '../contract/index.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { approvedShifts, employees, realizedShifts, restaurants } from '../db/schema.ts';
import {
  ERRORS,
  HttpError,
  invalidField,
  notFound,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
} from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import {
  assertShiftTimes,
  findRestaurantJob,
  restaurantOf,
  shiftListFilter,
  shiftPeriod,
} from '../planning/checks.ts';
import type { Tx } from './stock.ts';
import {
  findEmployee,
  findScheduled,
  findVisibleRealized,
  selectRealized,
  toApprovedShift,
} from './realized-shifts.ts';
import { findInputRestaurant, findVisibleRestaurant, visibleRestaurants } from './restaurants.ts';

async function selectApproved(db: Db | Tx, user: AuthUser, where: SQL): Promise<ApprovedShift[]> {
  const rows = await db
    .select({ shift: approvedShifts, employee: employees })
    .from(approvedShifts)
    .innerJoin(restaurants, eq(restaurants.id, approvedShifts.restaurantId))
    .innerJoin(employees, eq(employees.id, approvedShifts.employeeId))
    .where(and(visibleRestaurants(user), where))
    .orderBy(asc(approvedShifts.datetimeStart), asc(approvedShifts.id));
  return rows.map(({ shift, employee }) => toApprovedShift(shift, employee));
}

async function findVisibleApproved(db: Db | Tx, user: AuthUser, id: number) {
  const [shift] = await selectApproved(db, user, eq(approvedShifts.id, id));
  if (!shift) throw notFound(M.approvedShiftNotFound);
  return shift;
}

/** 409 instead of the database's refusal of a second approval of one realized shift. */
async function approvedOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new HttpError(409, M.alreadyApproved);
    throw error;
  }
}

const NOT_FOUND = M.approvedShiftNotFound;

export const approvedShiftsRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/approved-shifts/approve-realized/{id}',
    tags: ['approved-shifts'],
    summary:
      "Valide un shift badgé terminé (id du shift badgé ; ADMIN, ou MANAGER de son restaurant) avec les corrections du responsable ; 409 s'il est en cours ou déjà validé",
    access: { area: 'TIME_CLOCK', action: 'create' },
    params: IdParam,
    notFound: M.realizedShiftNotFound,
    load: ({ db, user, params }) => findVisibleRealized(db, user, params.id),
    body: ApproveRealizedBody,
    response: { status: 201, description: 'Shift validé', schema: ApprovedShiftResponse },
    errors: [400, 404, 409],
    handler: async ({ db, user, loaded: realized, body }) => {
      if (body.realizedShiftId !== undefined && body.realizedShiftId !== realized.id) {
        throw invalidField('realizedShiftId', M.realizedShiftMismatch);
      }
      if (realized.approvedShift) throw new HttpError(409, M.alreadyApproved);
      if (realized.datetimeEnd === null) throw new HttpError(409, M.stillInProgress);
      const adjustments = body.adjustments ?? { comment: null };
      const scheduled =
        body.scheduledShiftId === undefined
          ? realized.scheduledShift
          : body.scheduledShiftId === null
            ? null
            : await findScheduled(
                db,
                realized.restaurantId,
                realized.employeeId,
                body.scheduledShiftId,
              );
      const jobId =
        body.jobId === undefined
          ? (scheduled?.jobId ?? null)
          : (await findRestaurantJob(db, realized.restaurantId, body.jobId)).id;
      const start = new Date(adjustments.datetimeStart ?? realized.datetimeStart);
      const end = new Date(adjustments.datetimeEnd ?? realized.datetimeEnd);
      const breakDuration = adjustments.breakDuration ?? realized.actualBreakDuration;
      assertShiftTimes(start, end, breakDuration);
      const [row] = await approvedOnce(() =>
        db
          .insert(approvedShifts)
          .values({
            restaurantId: realized.restaurantId,
            employeeId: realized.employeeId,
            realizedShiftId: realized.id,
            scheduledShiftId: scheduled?.id ?? null,
            jobId,
            datetimeStart: start,
            datetimeEnd: end,
            breakDuration,
            mealCount: adjustments.mealCount ?? realized.mealCount,
            comment: adjustments.comment ?? realized.comment,
            adjustments: body.adjustments ?? null,
            approvedById: user.id,
          })
          .returning({ id: approvedShifts.id }),
      );
      return { approvedShift: await findVisibleApproved(db, user, row!.id) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/approved-shifts/pending/{id}',
    tags: ['approved-shifts'],
    summary: `Les shifts badgés terminés et pas encore validés d'un restaurant (id du restaurant), qui commencent dans la période (${CLOCK_MAX_PERIOD_DAYS} jours au plus)`,
    access: 'authenticated',
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    load: ({ db, user, params }) => findVisibleRestaurant(db, user, params.id),
    query: ClockPeriodQuery,
    response: { status: 200, description: 'Shifts à valider', schema: RealizedShiftsResponse },
    errors: [400, 404],
    handler: async ({ db, user, loaded: restaurant, query }) => {
      const shifts = await selectRealized(
        db,
        user,
        and(
          eq(realizedShifts.restaurantId, restaurant.id),
          isNotNull(realizedShifts.datetimeEnd),
          shiftPeriod(query, realizedShifts.datetimeStart),
        )!,
      );
      return { realizedShifts: shifts.filter((s) => s.approvedShift === null) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/approved-shifts/restaurant/{id}',
    tags: ['approved-shifts'],
    summary: `Les shifts validés d'un restaurant qui commencent dans la période (${CLOCK_MAX_PERIOD_DAYS} jours au plus), par début`,
    access: 'authenticated',
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    load: ({ db, user, params }) => findVisibleRestaurant(db, user, params.id),
    query: ClockPeriodQuery,
    response: { status: 200, description: 'Shifts validés', schema: ApprovedShiftsResponse },
    errors: [400, 404],
    handler: async ({ db, user, loaded: restaurant, query }) => ({
      approvedShifts: await selectApproved(
        db,
        user,
        and(
          eq(approvedShifts.restaurantId, restaurant.id),
          shiftPeriod(query, approvedShifts.datetimeStart),
        )!,
      ),
    }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/approved-shifts',
    tags: ['approved-shifts'],
    summary: `Les shifts validés des restaurants visibles qui commencent dans la période (${CLOCK_MAX_PERIOD_DAYS} jours au plus) ; restaurantIds, employeeIds`,
    access: 'authenticated',
    query: ClockListQuery,
    response: { status: 200, description: 'Shifts validés', schema: ApprovedShiftsResponse },
    errors: [400],
    handler: async ({ db, user, query }) => ({
      approvedShifts: await selectApproved(db, user, shiftListFilter(query, approvedShifts)),
    }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/approved-shifts/{id}',
    tags: ['approved-shifts'],
    summary: 'Un shift validé',
    access: 'authenticated',
    params: IdParam,
    notFound: NOT_FOUND,
    response: { status: 200, description: 'Shift validé', schema: ApprovedShiftResponse },
    errors: [404],
    handler: async ({ db, user, params }) => ({
      approvedShift: await findVisibleApproved(db, user, params.id),
    }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/approved-shifts',
    tags: ['approved-shifts'],
    summary:
      'Saisit des heures validées sans shift badgé (un oubli de badge ; ADMIN, ou MANAGER du restaurant)',
    access: { area: 'TIME_CLOCK', action: 'create' },
    body: CreateApprovedShiftBody,
    response: { status: 201, description: 'Shift validé', schema: ApprovedShiftResponse },
    errors: [400],
    handler: async ({ db, user, body }) => {
      const restaurant = await findInputRestaurant(db, user, body.restaurantId);
      await findEmployee(db, restaurant.id, body.employeeId);
      const scheduled =
        body.scheduledShiftId === undefined
          ? null
          : await findScheduled(db, restaurant.id, body.employeeId, body.scheduledShiftId);
      const jobId =
        body.jobId === undefined
          ? (scheduled?.jobId ?? null)
          : (await findRestaurantJob(db, restaurant.id, body.jobId)).id;
      const start = new Date(body.datetimeStart);
      const end = new Date(body.datetimeEnd);
      const breakDuration = body.breakDuration ?? 0;
      assertShiftTimes(start, end, breakDuration);
      const [row] = await db
        .insert(approvedShifts)
        .values({
          restaurantId: restaurant.id,
          employeeId: body.employeeId,
          scheduledShiftId: scheduled?.id ?? null,
          jobId,
          datetimeStart: start,
          datetimeEnd: end,
          breakDuration,
          mealCount: body.mealCount ?? 0,
          comment: body.comment,
          approvedById: user.id,
        })
        .returning({ id: approvedShifts.id });
      return { approvedShift: await findVisibleApproved(db, user, row!.id) };
    },
  }),

  defineRoute({
    method: 'put',
    path: '/api/approved-shifts/{id}',
    tags: ['approved-shifts'],
    summary: 'Modifie un shift validé (ADMIN, ou MANAGER de son restaurant)',
    access: { area: 'TIME_CLOCK', action: 'edit' },
    params: IdParam,
    notFound: NOT_FOUND,
    load: ({ db, user, params }) => findVisibleApproved(db, user, params.id),
    body: UpdateApprovedShiftBody,
    response: { status: 200, description: 'Shift validé modifié', schema: ApprovedShiftResponse },
    errors: [400, 404],
    handler: async ({ db, user, loaded: current, body }) => {
      const start = new Date(body.datetimeStart ?? current.datetimeStart);
      const end = new Date(body.datetimeEnd ?? current.datetimeEnd);
      assertShiftTimes(start, end, body.breakDuration ?? current.breakDuration);
      const restaurant = await restaurantOf(db, current.restaurantId);
      const jobId =
        body.jobId === undefined || body.jobId === null
          ? body.jobId
          : (await findRestaurantJob(db, restaurant.id, body.jobId)).id;
      const [row] = await db
        .update(approvedShifts)
        .set({
          datetimeStart: start,
          datetimeEnd: end,
          breakDuration: body.breakDuration,
          mealCount: body.mealCount,
          jobId,
          comment: body.comment,
          approvedById: user.id,
          updatedAt: new Date(),
        })
        .where(eq(approvedShifts.id, current.id))
        .returning({ id: approvedShifts.id });
      if (!row) throw notFound(NOT_FOUND);
      return { approvedShift: await findVisibleApproved(db, user, current.id) };
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/approved-shifts/{id}',
    tags: ['approved-shifts'],
    summary:
      'Annule une validation (ADMIN, ou MANAGER de son restaurant) : le shift badgé redevient à valider ; répond le shift validé supprimé',
    access: { area: 'TIME_CLOCK', action: 'delete' },
    params: IdParam,
    notFound: NOT_FOUND,
    response: { status: 200, description: 'Validation annulée', schema: ApprovedShiftResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const shift = await findVisibleApproved(db, user, params.id);
      const deleted = await db
        .delete(approvedShifts)
        .where(eq(approvedShifts.id, shift.id))
        .returning({ id: approvedShifts.id });
      if (deleted.length === 0) throw notFound(NOT_FOUND);
      return { approvedShift: shift };
    },
  }),
];
