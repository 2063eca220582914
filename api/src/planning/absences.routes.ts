// The planning's absences (docs/areas/planning.md#absences): days off of an employee, one per
// calendar day of the restaurant, read by whoever sees the restaurant (an EMPLOYEE: his own
// restaurants' and his own, planning/access.ts), written by an ADMIN or the restaurant's
// MANAGER. A request's days are written by one statement: all or none, and the unique index on
// (employee, day) stands behind the 409 when two requests race.
import { PLANNING_LIMITS } from '@bo/domain';
import {
  ABSENCE_API_MESSAGES as M,
  AbsencePeriodQuery,
  AbsenceResponse,
  AbsencesQuery,
  AbsencesResponse,
  CreateAbsencesBody,
} from './absences.contract.ts';
import {
  deleteAbsence,
  findReadableAbsence,
  insertAbsences,
  listAbsences,
} from './absences.queries.ts';
import { IdParam } from '../contract/common.ts';
import { ERRORS, HttpError, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { optionalIdList } from '../http/validate.ts';
import { findInputEmployee } from './checks.ts';
import { assertDayPeriod } from './days.ts';
import { findInputRestaurant, findVisibleRestaurant } from '../tenancy.ts';

/** The days from `dateFrom` to `dateTo`, both included; 400 reversed or too long. */
function absencePeriod(query: { dateFrom: string; dateTo: string }) {
  assertDayPeriod(query);
  return { dateFrom: query.dateFrom, dateTo: query.dateTo };
}

const NOT_FOUND = M.absenceNotFound;

export const absencesRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/absences/restaurant/{id}',
    tags: ['absences'],
    summary: `Les absences d'un restaurant du jour dateFrom au jour dateTo inclus (${PLANNING_LIMITS.listPeriodDays} jours au plus), par jour puis nom`,
    access: 'authenticated',
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    load: ({ db, user, params }) => findVisibleRestaurant(db, user, params.id),
    query: AbsencePeriodQuery,
    response: { status: 200, description: 'Absences', schema: AbsencesResponse },
    errors: [400, 404],
    handler: async ({ db, user, loaded: restaurant, query }) => ({
      absences: await listAbsences(db, user, {
        restaurantId: restaurant.id,
        days: absencePeriod(query),
      }),
    }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/absences',
    tags: ['absences'],
    summary:
      'Les absences des restaurants visibles sur une période de jours (lecture groupée) ; restaurantIds, employeeIds',
    access: 'authenticated',
    query: AbsencesQuery,
    response: { status: 200, description: 'Absences', schema: AbsencesResponse },
    errors: [400],
    handler: async ({ db, user, query }) => ({
      absences: await listAbsences(db, user, {
        days: absencePeriod(query),
        restaurantIds: optionalIdList(query.restaurantIds, 'restaurantIds'),
        employeeIds: optionalIdList(query.employeeIds, 'employeeIds'),
      }),
    }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/absences',
    tags: ['absences'],
    summary:
      "Enregistre les absences d'un employé du restaurant, un jour chacune (ADMIN, ou MANAGER du restaurant) ; tout ou rien : 409 si l'employé a déjà une absence l'un de ces jours",
    access: { area: 'PLANNING', action: 'create' },
    body: CreateAbsencesBody,
    response: { status: 201, description: 'Absences créées', schema: AbsencesResponse },
    errors: [400, 409],
    handler: async ({ db, user, body }) => {
      const restaurant = await findInputRestaurant(db, user, body.restaurantId);
      const employee = await findInputEmployee(
        db,
        restaurant.id,
        body.employeeId,
        M.employeeOfOtherRestaurant,
      );
      let ids: number[];
      try {
        ids = await insertAbsences(db, {
          restaurantId: restaurant.id,
          employeeId: employee.id,
          dates: body.dates,
          type: body.type,
          comment: body.comment,
          createdById: user.id,
        });
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new HttpError(409, M.absenceExists);
        throw error;
      }
      return { absences: await listAbsences(db, user, { ids }) };
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/absences/{id}',
    tags: ['absences'],
    summary:
      "Supprime une absence (ADMIN, ou MANAGER de son restaurant) ; répond l'absence supprimée",
    access: { area: 'PLANNING', action: 'delete' },
    params: IdParam,
    notFound: NOT_FOUND,
    response: { status: 200, description: 'Absence supprimée', schema: AbsenceResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const absence = await findReadableAbsence(db, user, params.id);
      if (!absence) throw notFound(NOT_FOUND);
      if (!(await deleteAbsence(db, absence.id))) throw notFound(NOT_FOUND);
      return { absence };
    },
  }),
];
