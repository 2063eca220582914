// The time clock's realized shifts (docs/areas/planning.md#time-clock-validation): what was
// clocked, read by whoever sees the restaurant (an EMPLOYEE: his own only, planning/access.ts),
// entered or corrected by an ADMIN or the restaurant's MANAGER (the kiosk records the employees'
// own). A realized shift links to the employee's planned shift of the same day, the day read in
// the restaurant's time zone; its break is the sum of its BREAK blocks. Once approved it is
// payroll's: the approved shift is what gets corrected.
import {
  CLOCK_API_MESSAGES as M,
  CLOCK_MAX_PERIOD_DAYS,
  ClockListQuery,
  ClockPeriodQuery,
  CreateRealizedShiftBody,
  LinkBlocksBody,
  RealizedShiftResponse,
  RealizedShiftsResponse,
  UpdateRealizedShiftBody,
} from './realized-shifts.contract.ts';
import {
  approvalOfRealized,
  findVisibleRealized,
  insertRealizedShift,
  linkClockBlocks,
  listRealizedShifts,
  updateRealizedShift,
} from './realized-shifts.queries.ts';
import { IdParam } from '../contract/common.ts';
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
  findInputEmployee,
  findInputScheduled,
  MINUTE_MS,
  shiftListFilter,
  shiftPeriod,
} from './checks.ts';
import { breakMinutes, sameDayScheduled } from './clock.ts';
import { findInputRestaurant, findVisibleRestaurant } from '../tenancy.ts';

// ---- Writing ----------------------------------------------------------------------------------

/** 409 instead of the database's refusal of a second open shift of one employee. */
async function oneOpenShift<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new HttpError(409, M.alreadyOpen);
    throw error;
  }
}

// ---- Routes -----------------------------------------------------------------------------------

const NOT_FOUND = M.realizedShiftNotFound;

export const realizedShiftsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/realized-shifts/restaurant/{id}',
    tags: ['realized-shifts'],
    summary: `Les shifts badgés d'un restaurant qui commencent dans la période (${CLOCK_MAX_PERIOD_DAYS} jours au plus), par début, avec leur validation`,
    access: 'authenticated',
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    load: ({ db, user, params }) => findVisibleRestaurant(db, user, params.id),
    query: ClockPeriodQuery,
    response: { status: 200, description: 'Shifts badgés', schema: RealizedShiftsResponse },
    errors: [400, 404],
    handler: async ({ db, user, loaded: restaurant, query }) => ({
      realizedShifts: await listRealizedShifts(db, user, {
        restaurantId: restaurant.id,
        period: shiftPeriod(query),
      }),
    }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/realized-shifts',
    tags: ['realized-shifts'],
    summary: `Les shifts badgés des restaurants visibles qui commencent dans la période (${CLOCK_MAX_PERIOD_DAYS} jours au plus) ; restaurantIds, employeeIds`,
    access: 'authenticated',
    query: ClockListQuery,
    response: { status: 200, description: 'Shifts badgés', schema: RealizedShiftsResponse },
    errors: [400],
    handler: async ({ db, user, query }) => ({
      realizedShifts: await listRealizedShifts(db, user, shiftListFilter(query)),
    }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/realized-shifts/{id}',
    tags: ['realized-shifts'],
    summary: 'Un shift badgé, avec ses blocs et sa validation',
    access: 'authenticated',
    params: IdParam,
    notFound: NOT_FOUND,
    response: { status: 200, description: 'Shift badgé', schema: RealizedShiftResponse },
    errors: [404],
    handler: async ({ db, user, params }) => ({
      realizedShift: await findVisibleRealized(db, user, params.id),
    }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/realized-shifts',
    tags: ['realized-shifts'],
    summary:
      "Saisit un shift badgé à la place de la badgeuse (ADMIN, ou MANAGER du restaurant) ; rattaché au shift prévu du même jour ; 409 si l'employé a déjà un shift en cours",
    access: { area: 'TIME_CLOCK', action: 'create' },
    body: CreateRealizedShiftBody,
    response: { status: 201, description: 'Shift badgé créé', schema: RealizedShiftResponse },
    errors: [400, 409],
    handler: async ({ db, user, body }) => {
      const restaurant = await findInputRestaurant(db, user, body.restaurantId);
      await findInputEmployee(db, restaurant.id, body.employeeId, M.employeeUnknown);
      const start = new Date(body.datetimeStart);
      const end = body.datetimeEnd === undefined ? null : new Date(body.datetimeEnd);
      assertShiftTimes(start, end);
      const scheduledShiftId =
        body.scheduledShiftId === undefined
          ? ((await sameDayScheduled(db, restaurant, body.employeeId, start))?.id ?? null)
          : (await findInputScheduled(db, restaurant.id, body.employeeId, body.scheduledShiftId))
              .id;
      const id = await oneOpenShift(() =>
        insertRealizedShift(db, {
          restaurantId: restaurant.id,
          employeeId: body.employeeId,
          scheduledShiftId,
          datetimeStart: start,
          datetimeEnd: end,
          mealCount: body.mealCount ?? 0,
          comment: body.comment,
          source: 'MANAGER',
          createdById: user.id,
        }),
      );
      return { realizedShift: await findVisibleRealized(db, user, id) };
    },
  }),

  defineRoute({
    method: 'put',
    path: '/api/realized-shifts/{id}',
    tags: ['realized-shifts'],
    summary:
      "Corrige un shift badgé pas encore validé (ADMIN, ou MANAGER de son restaurant) ; 409 une fois validé (c'est le shift validé qui se corrige)",
    access: { area: 'TIME_CLOCK', action: 'edit' },
    params: IdParam,
    notFound: NOT_FOUND,
    load: ({ db, user, params }) => findVisibleRealized(db, user, params.id),
    body: UpdateRealizedShiftBody,
    response: { status: 200, description: 'Shift badgé corrigé', schema: RealizedShiftResponse },
    errors: [400, 404, 409],
    handler: async ({ db, user, loaded: current, body }) => {
      if (body.restaurantId !== undefined && body.restaurantId !== current.restaurantId) {
        throw invalidField('restaurantId', M.restaurantFixed);
      }
      if (body.employeeId !== undefined && body.employeeId !== current.employeeId) {
        throw invalidField('employeeId', M.employeeFixed);
      }
      if (current.approvedShift) throw new HttpError(409, M.approvedNotEditable);
      const start = new Date(body.datetimeStart ?? current.datetimeStart);
      const endText = body.datetimeEnd === undefined ? current.datetimeEnd : body.datetimeEnd;
      const end = endText === null ? null : new Date(endText);
      assertShiftTimes(start, end);
      if (end && current.actualBreakDuration * MINUTE_MS > end.getTime() - start.getTime()) {
        throw invalidField('datetimeEnd', M.breakTooLong);
      }
      if (body.scheduledShiftId) {
        await findInputScheduled(
          db,
          current.restaurantId,
          current.employeeId,
          body.scheduledShiftId,
        );
      }
      await oneOpenShift(() =>
        db.transaction(async (tx) => {
          const updated = await updateRealizedShift(tx, current.id, {
            datetimeStart: start,
            datetimeEnd: end,
            scheduledShiftId: body.scheduledShiftId,
            mealCount: body.mealCount,
            comment: body.comment,
            source: 'MANAGER',
          });
          if (!updated) throw notFound(NOT_FOUND);
          // Approved meanwhile (validated from another screen): payroll's now.
          if ((await approvalOfRealized(tx, current.id)) !== undefined) {
            throw new HttpError(409, M.approvedNotEditable);
          }
        }),
      );
      return { realizedShift: await findVisibleRealized(db, user, current.id) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/realized-shifts/{id}/link-blocks',
    tags: ['realized-shifts'],
    summary:
      'Rattache des blocs de badgeage au shift badgé (ADMIN, ou MANAGER de son restaurant) et recalcule sa pause : la somme de ses blocs de pause ; 409 une fois validé',
    access: { area: 'TIME_CLOCK', action: 'edit' },
    params: IdParam,
    notFound: NOT_FOUND,
    load: ({ db, user, params }) => findVisibleRealized(db, user, params.id),
    body: LinkBlocksBody,
    response: { status: 200, description: 'Shift badgé', schema: RealizedShiftResponse },
    errors: [400, 404, 409],
    handler: async ({ db, user, loaded: current, body }) => {
      if (current.approvedShift) throw new HttpError(409, M.approvedNotEditable);
      const wanted = [...new Set(body.blockIds)];
      await db.transaction(async (tx) => {
        if ((await approvalOfRealized(tx, current.id)) !== undefined) {
          throw new HttpError(409, M.approvedNotEditable);
        }
        const linked = await linkClockBlocks(tx, current, wanted);
        // All or nothing: one block of another employee or shift refuses the whole list.
        if (linked.length !== wanted.length) throw invalidField('blockIds', M.blocksInvalid);
        const minutes = await breakMinutes(tx, current.id);
        if (
          current.datetimeEnd &&
          minutes * MINUTE_MS >
            new Date(current.datetimeEnd).getTime() - new Date(current.datetimeStart).getTime()
        ) {
          throw invalidField('blockIds', M.breakTooLong);
        }
        await updateRealizedShift(tx, current.id, { actualBreakDuration: minutes });
      });
      return { realizedShift: await findVisibleRealized(db, user, current.id) };
    },
  }),
];
