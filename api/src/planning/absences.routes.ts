// The planning's absences (docs/areas/planning.md#absences): days off of an employee, one per
// calendar day of the restaurant, read by whoever sees the restaurant (an EMPLOYEE: his own
// restaurants' and his own, planning/access.ts), written by an ADMIN or the restaurant's
// MANAGER. A request's days are written by one statement: all or none, and the unique index on
// (employee, day) stands behind the 409 when two requests race.
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { PLANNING_LIMITS } from '@bo/domain';
import {
  ABSENCE_API_MESSAGES as M,
  AbsencePeriodQuery,
  AbsenceResponse,
  AbsencesQuery,
  AbsencesResponse,
  CreateAbsencesBody,
  type Absence,
} from './absences.contract.ts';
import { IdParam } from '../contract/common.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { folded } from '../db/listing.ts';
import { absences, employees, restaurants } from '../db/schema.ts';
import {
  ERRORS,
  HttpError,
  invalidField,
  notFound,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
} from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { inIdList } from '../http/validate.ts';
import { assertDayPeriod } from './days.ts';
import { readablePlanning } from './access.ts';
import { findInputRestaurant, findVisibleRestaurant } from '../tenancy.ts';

/** Absences the user reads (planning/access.ts), by day then employee name. */
export async function selectAbsences(db: Db | Tx, user: AuthUser, where: SQL): Promise<Absence[]> {
  const rows = await db
    .select({ absence: absences, employee: employees })
    .from(absences)
    .innerJoin(restaurants, eq(restaurants.id, absences.restaurantId))
    .innerJoin(employees, eq(employees.id, absences.employeeId))
    .where(and(readablePlanning(user, absences.employeeId), where))
    .orderBy(
      asc(absences.date),
      asc(folded(employees.lastName)),
      asc(folded(employees.firstName)),
      asc(absences.employeeId),
    );
  return rows.map(({ absence, employee }) => ({
    id: absence.id,
    restaurantId: absence.restaurantId,
    employeeId: absence.employeeId,
    employee: { id: employee.id, firstName: employee.firstName, lastName: employee.lastName },
    date: absence.date,
    type: absence.type,
    comment: absence.comment,
    createdAt: absence.createdAt.toISOString(),
  }));
}

/** Absences from `dateFrom` to `dateTo`, both included; 400 reversed or too long. */
export function absencePeriod(query: { dateFrom: string; dateTo: string }): SQL {
  assertDayPeriod(query);
  return and(gte(absences.date, query.dateFrom), lte(absences.date, query.dateTo))!;
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
      absences: await selectAbsences(
        db,
        user,
        and(eq(absences.restaurantId, restaurant.id), absencePeriod(query))!,
      ),
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
      absences: await selectAbsences(
        db,
        user,
        and(
          absencePeriod(query),
          inIdList(absences.restaurantId, query.restaurantIds, 'restaurantIds'),
          inIdList(absences.employeeId, query.employeeIds, 'employeeIds'),
        )!,
      ),
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
      const [employee] = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.id, body.employeeId), eq(employees.restaurantId, restaurant.id)));
      if (!employee) throw invalidField('employeeId', M.employeeOfOtherRestaurant);
      let ids: number[];
      try {
        const rows = await db
          .insert(absences)
          .values(
            body.dates.map((date) => ({
              restaurantId: restaurant.id,
              employeeId: employee.id,
              date,
              type: body.type,
              comment: body.comment,
              createdById: user.id,
            })),
          )
          .returning({ id: absences.id });
        ids = rows.map((row) => row.id);
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new HttpError(409, M.absenceExists);
        throw error;
      }
      return { absences: await selectAbsences(db, user, inArray(absences.id, ids)) };
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
      const [absence] = await selectAbsences(db, user, eq(absences.id, params.id));
      if (!absence) throw notFound(NOT_FOUND);
      const deleted = await db
        .delete(absences)
        .where(eq(absences.id, absence.id))
        .returning({ id: absences.id });
      if (deleted.length === 0) throw notFound(NOT_FOUND);
      return { absence };
    },
  }),
];
