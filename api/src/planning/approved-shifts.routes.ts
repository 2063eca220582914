// The time clock's approved shifts (docs/areas/planning.md#time-clock-validation): hours as
// validated for pay. An ADMIN or the restaurant's MANAGER approves an ended realized shift, once
// (a second approval is a 409, the database's unique index standing behind the check), with his
// adjustments kept as sent; he edits or deletes (un-approves) it afterwards. Whoever sees the
// restaurant reads (an EMPLOYEE: his own only, planning/access.ts). 'Valider la journée' does a
// day's approvals and edits with the same checks, all or nothing in one transaction.
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
  ValidateDayBody,
  ValidateDayResponse,
  type ApprovedShift,
  type ApproveRealizedInput,
  type RealizedShift,
  type UpdateApprovedShiftInput,
  type ValidateDayInput,
} from './realized-shifts.contract.ts';
import {
  deleteApprovedShift,
  findReadableApproved,
  insertApprovedShift,
  listApprovedShifts,
  updateApprovedShift,
  type NewApprovedShift,
} from './approved-shifts.queries.ts';
import { IdParam } from '../contract/common.ts';
import { assertCan } from '../auth/middleware.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
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
  findRestaurantJob,
  shiftListFilter,
  shiftPeriod,
  type RestaurantRow,
} from './checks.ts';
import { findVisibleRealized, listRealizedShifts } from './realized-shifts.queries.ts';
import { findInputRestaurant, findVisibleRestaurant } from '../tenancy.ts';

async function findVisibleApproved(db: Db | Tx, user: AuthUser, id: number) {
  const shift = await findReadableApproved(db, user, id);
  if (!shift) throw notFound(M.approvedShiftNotFound);
  return shift;
}

const NOT_FOUND = M.approvedShiftNotFound;

/**
 * An approval of `realized` by `user`, checked (ended, not approved yet, the plan the
 * employee's, the job the restaurant's, valid times): the row to insert.
 */
async function approvalOf(
  db: Db | Tx,
  user: AuthUser,
  realized: RealizedShift,
  body: Omit<ApproveRealizedInput, 'realizedShiftId'>,
): Promise<NewApprovedShift> {
  if (realized.approvedShift) throw new HttpError(409, M.alreadyApproved);
  if (realized.datetimeEnd === null) throw new HttpError(409, M.stillInProgress);
  const adjustments = body.adjustments ?? { comment: null };
  const scheduled =
    body.scheduledShiftId === undefined
      ? realized.scheduledShift
      : body.scheduledShiftId === null
        ? null
        : await findInputScheduled(
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
  return {
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
  };
}

/**
 * Inserts an approval; a second approval of one realized shift is a 409, the unique index on
 * realized_shift_id standing behind the check when two requests race (the later one waits for
 * the first's transaction, then is refused).
 */
async function insertApproval(db: Db | Tx, row: NewApprovedShift): Promise<number> {
  try {
    return await insertApprovedShift(db, row);
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new HttpError(409, M.alreadyApproved);
    throw error;
  }
}

/** Writes `user`'s changes to `current` once checked (times, the restaurant's job). */
async function updateApproved(
  db: Db | Tx,
  user: AuthUser,
  current: ApprovedShift,
  body: UpdateApprovedShiftInput,
): Promise<void> {
  const start = new Date(body.datetimeStart ?? current.datetimeStart);
  const end = new Date(body.datetimeEnd ?? current.datetimeEnd);
  assertShiftTimes(start, end, body.breakDuration ?? current.breakDuration);
  const jobId =
    body.jobId === undefined || body.jobId === null
      ? body.jobId
      : (await findRestaurantJob(db, current.restaurantId, body.jobId)).id;
  const updated = await updateApprovedShift(db, current.id, {
    datetimeStart: start,
    datetimeEnd: end,
    breakDuration: body.breakDuration,
    mealCount: body.mealCount,
    jobId,
    comment: body.comment,
    approvedById: user.id,
  });
  // Deleted (un-approved) since it was read.
  if (!updated) throw notFound(NOT_FOUND);
}

/** The adjustments' fields, which 'Valider la journée' names under an approval's `adjustments`. */
const ADJUSTED = new Set(['datetimeStart', 'datetimeEnd', 'breakDuration', 'mealCount', 'comment']);

/**
 * A day's row checked or written by `work`: its refusal names the row, its fields under the
 * row's path (`approvals.3.adjustments.datetimeEnd`), a refusal of the row as a whole (404, 409)
 * under its id (`approvals.3.realizedShiftId`).
 */
async function dayRow<T>(
  path: string,
  idField: string,
  fieldPath: (field: string) => string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const fieldErrors = error.fieldErrors
      ? Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, message]) => [
            `${path}.${fieldPath(field)}`,
            message,
          ]),
        )
      : { [`${path}.${idField}`]: error.message };
    throw new HttpError(error.status, error.message, fieldErrors);
  }
}

/**
 * 'Valider la journée' of `restaurant`: every approval, then every update, checked and written
 * in order in one transaction; the first refusal rolls everything back and is the answer.
 */
async function validateDay(
  db: Db,
  user: AuthUser,
  restaurant: RestaurantRow,
  body: ValidateDayInput,
): Promise<{ approved: ApprovedShift[]; updated: ApprovedShift[] }> {
  const realizedIds = body.approvals.map((row) => row.realizedShiftId);
  const approvedIds = body.updates.map((row) => row.approvedShiftId);
  return db.transaction(async (tx) => {
    // Read in the transaction, two queries whatever the rows; a row of another restaurant, of
    // another chain or that a MANAGER does not see is not found, like an unknown id.
    const realized = new Map(
      (realizedIds.length === 0
        ? []
        : await listRealizedShifts(tx, user, { restaurantId: restaurant.id, ids: realizedIds })
      ).map((shift) => [shift.id, shift]),
    );
    const current = new Map(
      (approvedIds.length === 0
        ? []
        : await listApprovedShifts(tx, user, { restaurantId: restaurant.id, ids: approvedIds })
      ).map((shift) => [shift.id, shift]),
    );
    const created: number[] = [];
    for (const [i, row] of body.approvals.entries()) {
      const adjusted = (field: string) => (ADJUSTED.has(field) ? `adjustments.${field}` : field);
      created.push(
        await dayRow(`approvals.${i}`, 'realizedShiftId', adjusted, async () => {
          const shift = realized.get(row.realizedShiftId);
          if (!shift) throw notFound(M.realizedShiftNotFound);
          return insertApproval(tx, await approvalOf(tx, user, shift, row));
        }),
      );
    }
    for (const [i, row] of body.updates.entries()) {
      await dayRow(
        `updates.${i}`,
        'approvedShiftId',
        (field) => field,
        async () => {
          const shift = current.get(row.approvedShiftId);
          if (!shift) throw notFound(NOT_FOUND);
          await updateApproved(tx, user, shift, row);
        },
      );
    }
    const written = new Map(
      (created.length + approvedIds.length === 0
        ? []
        : await listApprovedShifts(tx, user, { ids: [...created, ...approvedIds] })
      ).map((shift) => [shift.id, shift]),
    );
    return {
      approved: created.map((id) => written.get(id)!),
      updated: approvedIds.map((id) => written.get(id)!),
    };
  });
}

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
      const id = await insertApproval(db, await approvalOf(db, user, realized, body));
      return { approvedShift: await findVisibleApproved(db, user, id) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/approved-shifts/validate-day',
    tags: ['approved-shifts'],
    summary:
      "« Valider la journée » d'un restaurant (ADMIN, ou MANAGER du restaurant) : valide ses shifts badgés terminés et enregistre ses shifts validés modifiés, tout ou rien dans une transaction",
    description:
      "Chaque ligne est vérifiée comme par POST /api/approved-shifts/approve-realized/{id} et PUT /api/approved-shifts/{id}. La première ligne refusée est la réponse (son 400, 404 ou 409, avec fieldErrors sous approvals.N… ou updates.N…) et rien n'est écrit. Un shift d'un autre restaurant ou d'une autre enseigne est introuvable (404).",
    access: { area: 'TIME_CLOCK', action: 'create' },
    body: ValidateDayBody,
    response: { status: 200, description: 'Journée validée', schema: ValidateDayResponse },
    errors: [400, 404, 409],
    handler: async ({ db, user, body }) => {
      // The day's restaurant is input: one the caller cannot see is a 400 under its field, as on
      // every route with a restaurant in its body (see
      // docs/decisions/api.md#a-reference-in-a-body-is-input-not-the-routes-resource).
      const restaurant = await findInputRestaurant(db, user, body.restaurantId);
      // The updates are PUT's edits: the same right as that route.
      if (body.updates.length > 0) assertCan(user, 'TIME_CLOCK', 'edit');
      return validateDay(db, user, restaurant, body);
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
      const shifts = await listRealizedShifts(db, user, {
        restaurantId: restaurant.id,
        ended: true,
        period: shiftPeriod(query),
      });
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
      approvedShifts: await listApprovedShifts(db, user, {
        restaurantId: restaurant.id,
        period: shiftPeriod(query),
      }),
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
      approvedShifts: await listApprovedShifts(db, user, shiftListFilter(query)),
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
      await findInputEmployee(db, restaurant.id, body.employeeId, M.employeeUnknown);
      const scheduled =
        body.scheduledShiftId === undefined
          ? null
          : await findInputScheduled(db, restaurant.id, body.employeeId, body.scheduledShiftId);
      const jobId =
        body.jobId === undefined
          ? (scheduled?.jobId ?? null)
          : (await findRestaurantJob(db, restaurant.id, body.jobId)).id;
      const start = new Date(body.datetimeStart);
      const end = new Date(body.datetimeEnd);
      const breakDuration = body.breakDuration ?? 0;
      assertShiftTimes(start, end, breakDuration);
      const id = await insertApprovedShift(db, {
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
      });
      return { approvedShift: await findVisibleApproved(db, user, id) };
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
      await updateApproved(db, user, current, body);
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
      if (!(await deleteApprovedShift(db, shift.id))) throw notFound(NOT_FOUND);
      return { approvedShift: shift };
    },
  }),
];
