// The time clock's realized shifts (docs/areas/planning.md#time-clock-validation): what was
// clocked, read by whoever sees the restaurant (an EMPLOYEE: his own only, planning/access.ts),
// entered or corrected by an ADMIN or the restaurant's MANAGER (the kiosk records the employees'
// own). A realized shift links to the employee's planned shift of the same day, the day read in
// the restaurant's time zone; its break is the sum of its BREAK blocks. Once approved it is
// payroll's: the approved shift is what gets corrected.
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
  type ApprovedShift,
  type RealizedShift,
} from './realized-shifts.contract.ts';
import { IdParam } from '../contract/common.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import {
  approvedShifts,
  clockBlocks,
  employees,
  realizedShifts,
  restaurants,
  scheduledShifts,
  type ApprovedShiftRow,
  type EmployeeRow,
} from '../db/schema.ts';
import {
  ERRORS,
  HttpError,
  invalidField,
  notFound,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
} from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { assertShiftTimes, MINUTE_MS, shiftListFilter, shiftPeriod } from './checks.ts';
import { breakMinutes, sameDayScheduled } from './clock.ts';
import { readableHours } from './access.ts';
import { findInputRestaurant, findVisibleRestaurant } from '../tenancy.ts';

// ---- Shared with the approved shifts ----------------------------------------------------------

const employeeRef = (e: EmployeeRow) => ({
  id: e.id,
  firstName: e.firstName,
  lastName: e.lastName,
});

export function toApprovedShift(row: ApprovedShiftRow, employee: EmployeeRow): ApprovedShift {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    employeeId: row.employeeId,
    employee: employeeRef(employee),
    realizedShiftId: row.realizedShiftId,
    scheduledShiftId: row.scheduledShiftId,
    jobId: row.jobId,
    datetimeStart: row.datetimeStart.toISOString(),
    datetimeEnd: row.datetimeEnd.toISOString(),
    breakDuration: row.breakDuration,
    mealCount: row.mealCount,
    comment: row.comment,
    adjustments: (row.adjustments as Record<string, unknown> | null) ?? null,
    approvedById: row.approvedById,
    approvedAt: row.approvedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The employee if he is one of the restaurant's (400 under employeeId otherwise). */
export async function findEmployee(
  db: Db | Tx,
  restaurantId: number,
  employeeId: number,
): Promise<EmployeeRow> {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.restaurantId, restaurantId)));
  if (!row) throw invalidField('employeeId', M.employeeUnknown);
  return row;
}

/** The planned shift if it is the employee's in the restaurant (400 under scheduledShiftId). */
export async function findScheduled(
  db: Db | Tx,
  restaurantId: number,
  employeeId: number,
  id: number,
) {
  const [row] = await db
    .select()
    .from(scheduledShifts)
    .where(
      and(
        eq(scheduledShifts.id, id),
        eq(scheduledShifts.restaurantId, restaurantId),
        eq(scheduledShifts.employeeId, employeeId),
      ),
    );
  if (!row) throw invalidField('scheduledShiftId', M.scheduledShiftUnknown);
  return row;
}

// ---- Reading ----------------------------------------------------------------------------------

const approved = alias(approvedShifts, 'realized_approved');

/** Realized shifts the user reads (planning/access.ts), with employee, plan, blocks, approval. */
export async function selectRealized(
  db: Db | Tx,
  user: AuthUser,
  where: SQL,
): Promise<RealizedShift[]> {
  const rows = await db
    .select({
      shift: realizedShifts,
      employee: employees,
      scheduled: scheduledShifts,
      approved,
    })
    .from(realizedShifts)
    .innerJoin(restaurants, eq(restaurants.id, realizedShifts.restaurantId))
    .innerJoin(employees, eq(employees.id, realizedShifts.employeeId))
    .leftJoin(scheduledShifts, eq(scheduledShifts.id, realizedShifts.scheduledShiftId))
    .leftJoin(approved, eq(approved.realizedShiftId, realizedShifts.id))
    .where(and(readableHours(user, realizedShifts.employeeId), where))
    .orderBy(asc(realizedShifts.datetimeStart), asc(realizedShifts.id));
  const blocks =
    rows.length === 0
      ? []
      : await db
          .select({
            id: clockBlocks.id,
            shiftId: clockBlocks.realizedShiftId,
            kind: clockBlocks.kind,
            datetimeStart: clockBlocks.datetimeStart,
            datetimeEnd: clockBlocks.datetimeEnd,
          })
          .from(clockBlocks)
          .where(
            inArray(
              clockBlocks.realizedShiftId,
              rows.map((r) => r.shift.id),
            ),
          )
          .orderBy(asc(clockBlocks.datetimeStart), asc(clockBlocks.id));
  return rows.map(({ shift, employee, scheduled, approved: approval }) => ({
    id: shift.id,
    restaurantId: shift.restaurantId,
    employeeId: shift.employeeId,
    employee: employeeRef(employee),
    datetimeStart: shift.datetimeStart.toISOString(),
    datetimeEnd: shift.datetimeEnd?.toISOString() ?? null,
    scheduledShiftId: shift.scheduledShiftId,
    scheduledShift: scheduled && {
      id: scheduled.id,
      jobId: scheduled.jobId,
      datetimeStart: scheduled.datetimeStart.toISOString(),
      datetimeEnd: scheduled.datetimeEnd.toISOString(),
      breakDuration: scheduled.breakDuration,
      mealCount: scheduled.mealCount,
    },
    mealCount: shift.mealCount,
    comment: shift.comment,
    source: shift.source,
    blockIds: blocks.filter((b) => b.shiftId === shift.id).map((b) => b.id),
    blocks: blocks
      .filter((b) => b.shiftId === shift.id)
      .map((b) => ({
        id: b.id,
        kind: b.kind,
        datetimeStart: b.datetimeStart.toISOString(),
        datetimeEnd: b.datetimeEnd?.toISOString() ?? null,
      })),
    actualBreakDuration: shift.actualBreakDuration,
    approvedShift: approval && toApprovedShift(approval, employee),
    createdAt: shift.createdAt.toISOString(),
    updatedAt: shift.updatedAt.toISOString(),
  }));
}

export async function findVisibleRealized(
  db: Db | Tx,
  user: AuthUser,
  id: number,
): Promise<RealizedShift> {
  const [shift] = await selectRealized(db, user, eq(realizedShifts.id, id));
  if (!shift) throw notFound(M.realizedShiftNotFound);
  return shift;
}

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
      realizedShifts: await selectRealized(
        db,
        user,
        and(
          eq(realizedShifts.restaurantId, restaurant.id),
          shiftPeriod(query, realizedShifts.datetimeStart),
        )!,
      ),
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
      realizedShifts: await selectRealized(db, user, shiftListFilter(query, realizedShifts)),
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
      await findEmployee(db, restaurant.id, body.employeeId);
      const start = new Date(body.datetimeStart);
      const end = body.datetimeEnd === undefined ? null : new Date(body.datetimeEnd);
      assertShiftTimes(start, end);
      const scheduledShiftId =
        body.scheduledShiftId === undefined
          ? ((await sameDayScheduled(db, restaurant, body.employeeId, start))?.id ?? null)
          : (await findScheduled(db, restaurant.id, body.employeeId, body.scheduledShiftId)).id;
      const [row] = await oneOpenShift(() =>
        db
          .insert(realizedShifts)
          .values({
            restaurantId: restaurant.id,
            employeeId: body.employeeId,
            scheduledShiftId,
            datetimeStart: start,
            datetimeEnd: end,
            mealCount: body.mealCount ?? 0,
            comment: body.comment,
            source: 'MANAGER',
            createdById: user.id,
          })
          .returning({ id: realizedShifts.id }),
      );
      return { realizedShift: await findVisibleRealized(db, user, row!.id) };
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
        await findScheduled(db, current.restaurantId, current.employeeId, body.scheduledShiftId);
      }
      await oneOpenShift(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .update(realizedShifts)
            .set({
              datetimeStart: start,
              datetimeEnd: end,
              scheduledShiftId: body.scheduledShiftId,
              mealCount: body.mealCount,
              comment: body.comment,
              source: 'MANAGER',
              updatedAt: new Date(),
            })
            .where(eq(realizedShifts.id, current.id))
            .returning({ id: realizedShifts.id });
          if (!row) throw notFound(NOT_FOUND);
          // Approved meanwhile (validated from another screen): payroll's now.
          const [approval] = await tx
            .select({ id: approvedShifts.id })
            .from(approvedShifts)
            .where(eq(approvedShifts.realizedShiftId, current.id));
          if (approval) throw new HttpError(409, M.approvedNotEditable);
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
        const [approval] = await tx
          .select({ id: approvedShifts.id })
          .from(approvedShifts)
          .where(eq(approvedShifts.realizedShiftId, current.id));
        if (approval) throw new HttpError(409, M.approvedNotEditable);
        const linked = await tx
          .update(clockBlocks)
          .set({ realizedShiftId: current.id })
          .where(
            and(
              inArray(clockBlocks.id, wanted),
              eq(clockBlocks.restaurantId, current.restaurantId),
              eq(clockBlocks.employeeId, current.employeeId),
              or(isNull(clockBlocks.realizedShiftId), eq(clockBlocks.realizedShiftId, current.id)),
            ),
          )
          .returning({ id: clockBlocks.id });
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
        await tx
          .update(realizedShifts)
          .set({ actualBreakDuration: minutes, updatedAt: new Date() })
          .where(eq(realizedShifts.id, current.id));
      });
      return { realizedShift: await findVisibleRealized(db, user, current.id) };
    },
  }),
];
